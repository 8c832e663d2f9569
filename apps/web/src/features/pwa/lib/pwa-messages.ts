/** Spec part 2 §8 "Install" toasts, word for word. */
export const PWA_MESSAGES = {
  installUnavailable: 'Installation not available',
  installFailed: 'Installation failed',
  installCancelled: 'Installation cancelled',
  installing: 'Installing app...',
  installed: 'App installed successfully!',
} as const;
