import { appRoutes } from '@swapyard/domain/routes';

/** Where the Login button was pressed: the auth screen returns there once the member is in. */
export type AuthLocationState = { from?: string } | null;

/**
 * The page to return to after signing in. Only same-app paths count (never another origin, which would be an open
 * redirect), and never the auth screens themselves.
 */
export function returnPath(state: unknown): string {
  const from = (state as AuthLocationState)?.from;
  if (
    typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith('/\\') &&
    from !== appRoutes.auth &&
    !from.startsWith(`${appRoutes.auth}/`) &&
    !from.startsWith(`${appRoutes.auth}?`)
  ) {
    return from;
  }
  return appRoutes.home;
}
