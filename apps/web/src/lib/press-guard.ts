/**
 * One press, one action (docs/product/app-shell.md, "One press, one action"). The extra clicks of a double-click are
 * dropped when they land on a button or a link (its first click already did what it does, and its request may still
 * be in flight, before the page has shown the button as busy), or on anything other than what the first click hit: a
 * dialog that closed, or a page that changed, under the pointer. The browser counts the clicks (`detail`), so clicks
 * the system does not take for one double-click are never touched. A control that is meant to be pressed in quick
 * succession (a gallery's arrows) carries `data-repeat-press`.
 */

/** What a click acts on: the nearest control around the clicked node, or the node itself. */
const CONTROL =
  'button, a[href], input, select, textarea, label, summary, [role=button], [role=link], [role=tab], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], [role=option], [role=checkbox], [role=radio], [role=switch]';
/** Controls whose press does something, as opposed to fields where a double-click selects a word. */
const PRESSABLE =
  'button, a[href], summary, input[type=submit], input[type=button], input[type=checkbox], input[type=radio], [role=button], [role=link], [role=tab], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], [role=option], [role=checkbox], [role=radio], [role=switch]';
export const REPEAT_PRESS_ATTRIBUTE = 'data-repeat-press';

const controlOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? (target.closest(CONTROL) ?? target) : null;

/**
 * Whether a repeated click (the second or later of one double-click) on `control` is dropped, given the control the
 * sequence's first click hit.
 */
export function dropsRepeatedClick(first: Element | null, control: Element | null): boolean {
  if (!control) return false;
  if (!first || control !== first || !first.isConnected) return true;
  return control.matches(PRESSABLE) && !control.closest(`[${REPEAT_PRESS_ATTRIBUTE}]`);
}

/** Listens on the window, before the app (React listens on its root), so a dropped click reaches nothing. */
export function installPressGuard(target: Window): () => void {
  let first: Element | null = null;
  const guard = (event: MouseEvent) => {
    if (event.button !== 0) return;
    const control = controlOf(event.target);
    // detail 0 is a click from the keyboard or from script: not part of a double-click.
    if (event.detail <= 1) {
      if (event.type === 'mousedown' || event.detail === 0) first = event.detail === 0 ? null : control;
      return;
    }
    if (!dropsRepeatedClick(first, control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const options = { capture: true } as const;
  target.addEventListener('mousedown', guard, options);
  target.addEventListener('click', guard, options);
  return () => {
    target.removeEventListener('mousedown', guard, options);
    target.removeEventListener('click', guard, options);
  };
}
