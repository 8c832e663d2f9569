import { describe, expect, it } from 'vitest';
import { createTypeAhead } from './type-ahead';

function keyTarget() {
  const target = new EventTarget();
  // Node has no KeyboardEvent: an Event carrying the fields the listener reads.
  const press = (key: string, modifiers: { ctrlKey?: boolean } = {}) => {
    const event = Object.assign(new Event('keydown', { cancelable: true }), {
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      isComposing: false,
      ...modifiers,
    });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { target: target as unknown as Window, press };
}

describe('createTypeAhead', () => {
  it('holds printable keys and Backspace while started, and hands them over once', () => {
    const { target, press } = keyTarget();
    const typeAhead = createTypeAhead(target);
    expect(press('v')).toBe(false);
    typeAhead.start(() => {});
    for (const key of ['v', 'i', 'n', 'x', 'Backspace', 't', 'a', 'g', 'e']) expect(press(key)).toBe(true);
    expect(press('Shift')).toBe(false);
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect(typeAhead.stop()).toBe('vintage');
    expect(press('x')).toBe(false);
    expect(typeAhead.stop()).toBe('');
  });

  it('releases what was typed to the field, and nothing when nothing was typed', () => {
    const { target, press } = keyTarget();
    const typeAhead = createTypeAhead(target);
    const delivered: string[] = [];
    typeAhead.start(() => {});
    typeAhead.release((typed) => delivered.push(typed));
    typeAhead.start(() => {});
    press('v');
    press('i');
    typeAhead.release((typed) => delivered.push(typed));
    expect(press('n')).toBe(false);
    expect(delivered).toEqual(['vi']);
  });

  it('keeps Enter and Tab from the page while holding, and drops them', () => {
    const { target, press } = keyTarget();
    const typeAhead = createTypeAhead(target);
    typeAhead.start(() => {});
    for (const key of ['v', 'i', 'Tab', 'n', 'Enter']) expect(press(key)).toBe(true);
    expect(typeAhead.stop()).toBe('vin');
    expect(press('Enter')).toBe(false);
  });

  it('cancels on Escape: the key stays from the page, holding stops and nothing is left to hand over', () => {
    const { target, press } = keyTarget();
    const typeAhead = createTypeAhead(target);
    let cancelled = 0;
    typeAhead.start(() => (cancelled += 1));
    press('v');
    expect(press('Escape')).toBe(true);
    expect(cancelled).toBe(1);
    expect(press('i')).toBe(false);
    const delivered: string[] = [];
    typeAhead.release((typed) => delivered.push(typed));
    expect(delivered).toEqual([]);
  });
});
