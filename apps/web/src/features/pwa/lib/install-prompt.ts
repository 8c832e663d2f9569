/**
 * The browser's install offer. Chromium fires `beforeinstallprompt` once the app is installable, often before
 * React has rendered anything, so this module starts listening as soon as the shell imports it and keeps the
 * event (and when it came) for the install reminder and the menu's Install app. The event can prompt only once.
 */

/** Chromium's event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallState = {
  /** The kept offer, until used or the app is installed. */
  prompt: BeforeInstallPromptEvent | null;
  /** When the app became installable (epoch ms), for the reminder's timing. */
  installableAt: number | null;
  /** Set when the browser reports the app installed. */
  installedAt: number | null;
};

let state: InstallState = { prompt: null, installableAt: null, installedAt: null };
const listeners = new Set<() => void>();

function set(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getInstallState = (): InstallState => state;

/** Hands out the kept offer once: a used event cannot prompt again. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const prompt = state.prompt;
  if (prompt) set({ prompt: null });
  return prompt;
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own reminder offers it; this stops the browser's mini-infobar on phones.
    event.preventDefault();
    set({ prompt: event as BeforeInstallPromptEvent, installableAt: state.installableAt ?? Date.now() });
  });
  window.addEventListener('appinstalled', () => set({ prompt: null, installedAt: Date.now() }));
}
