import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../modules/auth/auth.ts';

const digest = (salt: string, password: string) =>
  createHash('sha256').update(`${salt}:${password}`).digest();

/**
 * A salted SHA-256 for the test suites only (test-app.ts): scrypt takes about a tenth of a second per hash by design,
 * and the suites create and sign in hundreds of members. Deployments always use better-auth's scrypt; one test
 * (sign-up.test.ts) keeps it, and checks what it stores.
 */
export const fastPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(8).toString('hex');
    return `test-sha256$${salt}$${digest(salt, password).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [scheme, salt, hex] = hash.split('$');
    if (scheme !== 'test-sha256' || !salt || !hex) return false;
    const expected = Buffer.from(hex, 'hex');
    const actual = digest(salt, password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
