import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secret.ts';
import { readVersion } from './version.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('loadOrCreateSecret', () => {
  it('generates a secret on first start and returns the same one afterwards (sessions survive restarts)', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'secret-')), 'data');
    dirs.push(path.dirname(dir));
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
    expect((await readFile(path.join(dir, 'auth-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dir, 'auth-secret'))).mode & 0o077).toBe(0);
  });
});

describe('readVersion', () => {
  it('prefers VERSION, then package.json, then a development marker', async () => {
    expect(readVersion('9.9.9')).toBe('9.9.9');
    const dir = await mkdtemp(path.join(tmpdir(), 'version-'));
    dirs.push(dir);
    expect(readVersion(undefined, dir)).toBe('0.0.0-dev');
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ version: '1.4.0' }));
    expect(readVersion(undefined, dir)).toBe('1.4.0');
  });
});
