/**
 * Keys typed between Ctrl/Cmd+K and the search field appearing (its code may still be on its way) are held here
 * and handed to the field when it mounts, so 'vintage' typed at once never arrives as 'ntage'. docs/product/search.md:
 * no key typed then reaches what had the focus before: Enter and Tab are dropped (no result is there to open yet,
 * and a focused button behind must not be pressed), and Escape cancels the opening.
 */
export interface TypeAhead {
  /** Starts holding keys (no-op when already holding); Escape stops holding and calls `onCancel`. */
  start(onCancel: () => void): void;
  /** Stops holding keys; returns everything typed. */
  stop(): string;
  /** Stops holding keys and gives what was typed, if anything, to `deliver` (the field that now has the focus). */
  release(deliver: (typed: string) => void): void;
}

export function createTypeAhead(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): TypeAhead {
  let typed = '';
  let holding = false;
  let cancel = () => {};
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key.length === 1) typed += event.key;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (event.key === 'Escape') {
      stop();
      cancel();
    } else if (event.key !== 'Enter' && event.key !== 'Tab') return;
    // Not into whatever had the focus before the dialog: the member is typing a search.
    event.preventDefault();
    event.stopPropagation();
  };
  const stop = () => {
    if (holding) target.removeEventListener('keydown', onKeyDown, { capture: true });
    holding = false;
    const all = typed;
    typed = '';
    return all;
  };
  return {
    start(onCancel) {
      if (holding) return;
      holding = true;
      typed = '';
      cancel = onCancel;
      target.addEventListener('keydown', onKeyDown, { capture: true });
    },
    stop,
    release(deliver) {
      const all = stop();
      if (all) deliver(all);
    },
  };
}
