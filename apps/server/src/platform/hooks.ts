/**
 * Typed hooks between server modules (docs/decisions/030). A lower module declares a slot with `hook()` (exactly
 * one provider) or `hookList()` (any number, called in the module list's order); a higher module fills it with
 * `provide()` in its manifest. The app collects every module's provisions before it builds any route, so a module
 * reads what it needs without importing the module that provides it (which would be an import cycle). The name is
 * only for error messages: the slot object itself is the key, and its type parameter types both sides.
 */
export interface Hook<T> {
  readonly name: string;
  readonly many: false;
  /** Never set: carries the provided value's type. */
  readonly type?: T;
}

export interface HookList<T> {
  readonly name: string;
  readonly many: true;
  readonly type?: T;
}

/** One slot filled with one value. */
export interface Provision {
  readonly hook: Hook<unknown> | HookList<unknown>;
  readonly value: unknown;
  /** The providing module's name, for error messages. */
  readonly by?: string;
}

export const hook = <T>(name: string): Hook<T> => ({ name, many: false });
export const hookList = <T>(name: string): HookList<T> => ({ name, many: true });

export function provide<T>(slot: Hook<T> | HookList<T>, value: T): Provision {
  return { hook: slot as Hook<unknown> | HookList<unknown>, value };
}

/** Every module's provisions, read by slot. */
export class Hooks {
  private readonly values = new Map<Hook<unknown> | HookList<unknown>, Provision[]>();

  constructor(provisions: readonly Provision[]) {
    for (const provision of provisions) {
      const filled = this.values.get(provision.hook) ?? [];
      if (!provision.hook.many && filled.length > 0) {
        throw new Error(
          `hook '${provision.hook.name}' is provided twice (by ${filled[0]!.by ?? '?'} and ${provision.by ?? '?'})`,
        );
      }
      this.values.set(provision.hook, [...filled, provision]);
    }
  }

  /** The one value provided for `slot`; throws when no module provides it (a missing module is a wiring error). */
  get<T>(slot: Hook<T>): T {
    const [provision] = this.values.get(slot) ?? [];
    if (!provision) throw new Error(`no module provides the hook '${slot.name}'`);
    return provision.value as T;
  }

  /** The one value provided for `slot`, or undefined when no module in the list provides it. */
  find<T>(slot: Hook<T>): T | undefined {
    return this.values.get(slot)?.[0]?.value as T | undefined;
  }

  /** Every value provided for `slot`, in the module list's order (empty when none). */
  all<T>(slot: HookList<T>): T[] {
    return (this.values.get(slot) ?? []).map((provision) => provision.value as T);
  }

  /**
   * The providers of a list of callbacks as one callback running them in order, each awaited; undefined when there
   * are none (so a caller can skip work nobody listens to).
   */
  sequence<A extends unknown[]>(slot: HookList<(...args: A) => Promise<void>>) {
    const steps = this.all(slot);
    if (steps.length === 0) return undefined;
    return async (...args: A): Promise<void> => {
      for (const step of steps) await step(...args);
    };
  }
}
