import { describe, expect, it } from 'vitest';
import { createSealer, UnsealError } from './index.ts';

const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

describe('createSealer', () => {
  it('round-trips a secret into a versioned string that does not contain it, fresh each time', () => {
    const sealer = createSealer(SECRET, 'withdrawal-details');
    const plaintext = JSON.stringify({ accountNumber: '123456789', routingNumber: '021000021' });
    const a = sealer.seal(plaintext);
    const b = sealer.seal(plaintext);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('123456789');
    expect(a).not.toEqual(b);
    expect(sealer.unseal(a)).toBe(plaintext);
    expect(sealer.unseal(b)).toBe(plaintext);
    expect(sealer.unseal(sealer.seal(''))).toBe('');
    expect(sealer.unseal(sealer.seal('ünïcödé €'))).toBe('ünïcödé €');
  });

  it('detects any change to the iv, ciphertext or tag', () => {
    const sealer = createSealer(SECRET, 'withdrawal-details');
    const sealed = sealer.seal('987654321');
    const [version, ...parts] = sealed.split('.');
    for (let index = 0; index < parts.length; index++) {
      const bytes = Buffer.from(parts[index]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      const tampered = [
        version,
        ...parts.map((part, i) => (i === index ? bytes.toString('base64url') : part)),
      ].join('.');
      expect(() => sealer.unseal(tampered)).toThrow(UnsealError);
    }
  });

  it('refuses another key, another purpose, another version and garbage', () => {
    const sealed = createSealer(SECRET, 'withdrawal-details').seal('secret');
    expect(() => createSealer(`${SECRET}x`, 'withdrawal-details').unseal(sealed)).toThrow(UnsealError);
    expect(() => createSealer(SECRET, 'other-purpose').unseal(sealed)).toThrow(UnsealError);
    expect(() => createSealer(SECRET, 'withdrawal-details').unseal(sealed.replace(/^v1/, 'v2'))).toThrow(
      UnsealError,
    );
    expect(() => createSealer(SECRET, 'withdrawal-details').unseal('not sealed')).toThrow(UnsealError);
    expect(() => createSealer(SECRET, 'withdrawal-details').unseal('v1.a.b.c')).toThrow(UnsealError);
  });
});
