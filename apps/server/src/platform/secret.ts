import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'auth-secret';

/**
 * Embedded mode needs no configuration, yet sessions must survive restarts: generate the auth secret on the first
 * start and keep it beside the database in DATA_DIR (readable by the owner only).
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
