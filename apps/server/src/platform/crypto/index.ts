import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealing small secrets at rest (bank account and routing numbers): AES-256-GCM with a key derived by HKDF-SHA256
 * from the server's auth secret and a purpose label, so each use gets its own key and a leaked ciphertext of one
 * purpose says nothing about another. The output is one string, `v1.<iv>.<ciphertext>.<tag>` (base64url), the
 * version first so the scheme can change later while old values still open. The purpose is also bound as
 * additional authenticated data: a value sealed for one purpose never opens for another.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  seal(plaintext: string): string;
  /** Throws when the value was changed, sealed under another key or purpose, or is not a sealed value at all. */
  unseal(sealed: string): string;
}

export class UnsealError extends Error {
  constructor(message = 'The sealed value cannot be opened') {
    super(message);
    this.name = 'UnsealError';
  }
}

export function deriveKey(secret: string, purpose: string): Buffer {
  if (!secret) throw new Error('a secret is needed to derive a key');
  return Buffer.from(hkdfSync('sha256', secret, 'swapyard', `swapyard:${purpose}`, 32));
}

export function createSealer(secret: string, purpose: string): Sealer {
  const key = deriveKey(secret, purpose);
  const aad = Buffer.from(`${VERSION}:${purpose}`);
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, body, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    unseal(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new UnsealError('Unknown sealed value format');
      const [iv, body, tag] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
      if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES)
        throw new UnsealError('Malformed sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv!, { authTagLength: TAG_BYTES });
        decipher.setAAD(aad);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      } catch {
        throw new UnsealError();
      }
    },
  };
}
