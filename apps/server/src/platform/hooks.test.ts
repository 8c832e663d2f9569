import { describe, expect, it } from 'vitest';
import { hook, hookList, Hooks, provide } from './hooks.ts';

const guard = hook<(id: string) => boolean>('test.guard');
const told = hookList<(id: string) => Promise<void>>('test.told');

describe('hooks between modules', () => {
  it('gives the one provider of a hook, and fails to start without it unless optional', () => {
    const hooks = new Hooks([provide(guard, (id) => id === 'ok')]);
    expect(hooks.get(guard)('ok')).toBe(true);
    const none = new Hooks([]);
    expect(() => none.get(guard)).toThrow("no module provides the hook 'test.guard'");
    expect(none.find(guard)).toBeUndefined();
  });

  it('refuses a second provider of a one-provider hook, naming both', () => {
    const twice = [
      { ...provide(guard, () => true), by: 'a' },
      { ...provide(guard, () => false), by: 'b' },
    ];
    expect(() => new Hooks(twice)).toThrow("hook 'test.guard' is provided twice (by a and b)");
  });

  it("calls a list's providers one after the other, in the order given; none gives no callback", async () => {
    const calls: string[] = [];
    const hooks = new Hooks([
      provide(told, async (id) => void calls.push(`sockets ${id}`)),
      provide(told, async (id) => void calls.push(`stream ${id}`)),
    ]);
    await hooks.sequence(told)!('m1');
    expect(calls).toEqual(['sockets m1', 'stream m1']);
    expect(hooks.all(told)).toHaveLength(2);
    expect(new Hooks([]).sequence(told)).toBeUndefined();
  });
});
