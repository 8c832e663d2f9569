/** Every client route of both spec route tables, so the server's SPA fallback and the web router agree. */
export const appRoutes = {
  home: '/',
  discovery: '/discovery',
  matches: '/matches',
  survey: '/survey',
  auth: '/auth',
  resetPassword: '/auth/reset-password',
  profile: '/profile',
  user: (usernameOrId: string) => `/user/${encodeURIComponent(usernameOrId)}`,
  wallet: '/wallet',
  saved: '/saved',
  item: (id: string) => `/item/${encodeURIComponent(id)}`,
  paymentSuccess: '/payment-success',
  /** The built-in sandbox payment provider's hosted checkout page. */
  sandboxCheckout: (sessionId: string) => `/checkout/sandbox/${encodeURIComponent(sessionId)}`,
  admin: '/admin',
  community: '/community',
  reviews: '/reviews',
  settings: '/settings',
  help: '/help',
  live: '/live',
  firstTimeSurvey: '/survey?mode=first-time',
} as const;
