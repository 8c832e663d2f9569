/** What the enrolment dialog shows for manual entry, read from better-auth's otpauth:// URI. */
export interface TotpDetails {
  secret: string;
  /** The account label in the app, e.g. the e-mail address. */
  account: string;
  issuer: string;
}

/** Parses `otpauth://totp/Issuer:account?secret=...&issuer=...`; null when it is not a TOTP URI with a secret. */
export function parseTotpUri(uri: string): TotpDetails | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'otpauth:') return null;
  // otpauth://totp/{label}: the type is the URL's host, the label its path.
  const secret = url.searchParams.get('secret');
  if (url.host.toLowerCase() !== 'totp' || url.pathname.length < 2 || !secret) return null;
  const label = decodeURIComponent(url.pathname.slice(1));
  const colon = label.indexOf(':');
  const labelIssuer = colon >= 0 ? label.slice(0, colon) : '';
  const account = colon >= 0 ? label.slice(colon + 1) : label;
  return {
    secret: secret.toUpperCase(),
    account: account.trim(),
    issuer: url.searchParams.get('issuer') ?? labelIssuer,
  };
}

/** The secret in groups of four, easier to type into an app by hand (apps ignore the spaces). */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The backup codes as a small text file the member can keep. */
export function backupCodesFile(codes: readonly string[], account: string): string {
  return [
    `Swapyard backup codes for ${account}`,
    'Each code signs you in once if you lose your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}
