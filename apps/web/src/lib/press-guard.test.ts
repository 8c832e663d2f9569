// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installPressGuard, REPEAT_PRESS_ATTRIBUTE } from './press-guard';

/** Presses `element` as the n-th click of one double-click sequence; answers whether the page saw the click. */
function press(element: Element, clickCount: number): boolean {
  let seen = false;
  const listener = () => (seen = true);
  element.addEventListener('click', listener);
  element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, detail: clickCount }));
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: clickCount }));
  element.removeEventListener('click', listener);
  return seen;
}

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = `
    <button id="send">Send</button>
    <a id="link" href="#somewhere">Somewhere</a>
    <button id="next" ${REPEAT_PRESS_ATTRIBUTE}>Next photo</button>
    <input id="field" />
    <p id="text">Some words</p>`;
  uninstall = installPressGuard(window);
});
afterEach(() => uninstall());

const byId = (id: string) => document.getElementById(id)!;

describe('the press guard', () => {
  it('lets single clicks through, one after another', () => {
    expect(press(byId('send'), 1)).toBe(true);
    expect(press(byId('send'), 1)).toBe(true);
  });

  it('drops the second click of a double-click on a button or a link', () => {
    expect(press(byId('send'), 1)).toBe(true);
    expect(press(byId('send'), 2)).toBe(false);
    expect(press(byId('link'), 1)).toBe(true);
    expect(press(byId('link'), 2)).toBe(false);
  });

  it('drops a second click that lands on something else than the first (a dialog closed under it)', () => {
    const send = byId('send');
    expect(press(send, 1)).toBe(true);
    send.remove();
    expect(press(byId('link'), 2)).toBe(false);
    expect(press(byId('text'), 2)).toBe(false);
  });

  it('drops the second click when the first control was replaced, even by an equal one', () => {
    const send = byId('send');
    expect(press(send, 1)).toBe(true);
    const again = send.cloneNode(true) as Element;
    send.replaceWith(again);
    expect(press(again, 2)).toBe(false);
  });

  it('keeps double-clicks in fields and text, and on controls meant to be pressed in a row', () => {
    expect(press(byId('field'), 1)).toBe(true);
    expect(press(byId('field'), 2)).toBe(true);
    expect(press(byId('text'), 1)).toBe(true);
    expect(press(byId('text'), 2)).toBe(true);
    expect(press(byId('next'), 1)).toBe(true);
    expect(press(byId('next'), 2)).toBe(true);
  });

  it('leaves clicks from the keyboard alone', () => {
    expect(press(byId('send'), 1)).toBe(true);
    expect(press(byId('send'), 0)).toBe(true);
    expect(press(byId('send'), 0)).toBe(true);
  });

  it('a dropped click prevents the default action (a link does not navigate)', () => {
    press(byId('link'), 1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 });
    byId('link').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});
