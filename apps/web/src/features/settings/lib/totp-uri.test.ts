import { describe, expect, it } from 'vitest';
import { backupCodesFile, groupSecret, parseTotpUri } from './totp-uri';

describe('parseTotpUri', () => {
  it("reads the secret, account and issuer from better-auth's URI", () => {
    expect(
      parseTotpUri(
        'otpauth://totp/Swapyard:tessa%40example.com?secret=jbswy3dpehpk3pxp&issuer=Swapyard&algorithm=SHA1&digits=6&period=30',
      ),
    ).toEqual({ secret: 'JBSWY3DPEHPK3PXP', account: 'tessa@example.com', issuer: 'Swapyard' });
  });

  it('takes the issuer from the label when the parameter is missing', () => {
    expect(parseTotpUri('otpauth://totp/Acme:me?secret=ABC')).toEqual({
      secret: 'ABC',
      account: 'me',
      issuer: 'Acme',
    });
    expect(parseTotpUri('otpauth://totp/me?secret=ABC')).toEqual({
      secret: 'ABC',
      account: 'me',
      issuer: '',
    });
  });

  it('refuses anything that is not a TOTP URI with a secret', () => {
    for (const uri of [
      '',
      'not a uri',
      'https://example.com/totp/x?secret=ABC',
      'otpauth://hotp/Acme:me?secret=ABC',
      'otpauth://totp/Acme:me',
      'otpauth://totp/Acme:me?secret=',
    ]) {
      expect(parseTotpUri(uri), uri).toBeNull();
    }
  });
});

describe('groupSecret', () => {
  it('splits the secret in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});

describe('backupCodesFile', () => {
  it('lists one code a line under a heading naming the account', () => {
    const file = backupCodesFile(['aaaa-1111', 'bbbb-2222'], 'tessa@example.com');
    expect(file.split('\n')).toEqual([
      'Swapyard backup codes for tessa@example.com',
      'Each code signs you in once if you lose your authenticator app.',
      '',
      'aaaa-1111',
      'bbbb-2222',
      '',
    ]);
  });
});
