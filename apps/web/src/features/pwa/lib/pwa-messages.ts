/** The install and permission toasts, word for word (docs/product/app-shell.md). */
export const PWA_MESSAGES = {
  installUnavailable: 'Installation not available',
  installFailed: 'Installation failed',
  installCancelled: 'Installation cancelled',
  installing: 'Installing app...',
  installed: 'App installed successfully!',
} as const;
