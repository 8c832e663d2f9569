import { AppError } from '../errors.ts';

/**
 * Whether a state-changing request may act on the member's session cookie. A browser names the page that sent it
 * in `Origin` on every POST, PUT, PATCH and DELETE, so it must be one of ours: a page on another site, or on
 * another port of the same host (same-site, so the SameSite cookie goes along), is refused. Without `Origin` the
 * sender is not a browser page (curl, the mobile app, tests): allowed, unless `Sec-Fetch-Site` shows a browser
 * that hid it on a request from elsewhere.
 */
export function isSameOriginWrite(headers: Headers, allowsOrigin: (origin: string) => boolean): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return allowsOrigin(origin);
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin';
}

export const crossSiteRequest = () =>
  new AppError(
    'FORBIDDEN',
    'Request refused: it came from another site. Open Swapyard itself to make this change.',
  );
