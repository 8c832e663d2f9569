import type { PrimaryLink } from '../cluster/worker-link.ts';
import type { PresenceBoard } from './board.ts';

/**
 * The counts of one instance's workers, held by their primary (decision 050): a worker that dies has its counts
 * dropped by the primary at once, and the others publish the new total at their next refresh.
 */
export class PrimaryPresenceBoard implements PresenceBoard {
  readonly refreshMs = 10_000;

  constructor(private readonly link: PrimaryLink) {}

  async report(key: string, count: number): Promise<void> {
    await this.link.call('presence', 'report', [key, count]);
  }

  async othersOf(keys: readonly string[]): Promise<Map<string, number>> {
    return new Map((await this.link.call('presence', 'othersOf', [keys])) as Array<[string, number]>);
  }

  async close(): Promise<void> {}
}

/** The primary's side: each worker's count per key. */
export class WorkerCounts {
  private readonly counts = new Map<string, Map<number, number>>();

  report(workerId: number, key: string, count: number): void {
    const byWorker = this.counts.get(key) ?? new Map<number, number>();
    if (count > 0) byWorker.set(workerId, count);
    else byWorker.delete(workerId);
    if (byWorker.size > 0) this.counts.set(key, byWorker);
    else this.counts.delete(key);
  }

  /** As entries: a Map does not survive the IPC channel's JSON. */
  othersOf(workerId: number, keys: readonly string[]): Array<[string, number]> {
    const others: Array<[string, number]> = [];
    for (const key of keys) {
      let sum = 0;
      for (const [worker, count] of this.counts.get(key) ?? []) if (worker !== workerId) sum += count;
      if (sum > 0) others.push([key, sum]);
    }
    return others;
  }

  forget(workerId: number): void {
    for (const key of [...this.counts.keys()]) this.report(workerId, key, 0);
  }
}
