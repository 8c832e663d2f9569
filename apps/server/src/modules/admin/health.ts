import type { ComponentHealth, PlatformOverview } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { jobQueueHealth } from '../../platform/jobs/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';

export interface HealthDeps {
  db: Db;
  ping: () => Promise<boolean>;
  mailer: Mailer;
  storage?: Storage;
}

/** A check that takes longer than this counts as down: the overview never hangs on a stuck dependency. */
const CHECK_TIMEOUT_MS = 3000;
/** Slower than this, a dependency that answers counts as degraded. */
const SLOW_MS = 1000;

async function timed(check: () => Promise<unknown>): Promise<{ ms: number; error?: string }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS / 1000} s`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ms: Math.round(performance.now() - started), error: (error as Error).message || 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/** Answered in time: ok, or degraded when slow; not answered: down, with why. */
async function measured(check: () => Promise<unknown>): Promise<ComponentHealth> {
  const { ms, error } = await timed(check);
  if (error) return { status: 'down', detail: error };
  return { status: ms > SLOW_MS ? 'degraded' : 'ok', detail: `${ms} ms` };
}

async function jobs(db: Db): Promise<ComponentHealth> {
  try {
    const { failed, overdue } = await jobQueueHealth(db);
    if (overdue > 0)
      return { status: 'degraded', detail: `${overdue} overdue${failed ? `, ${failed} failed` : ''}` };
    if (failed > 0) return { status: 'degraded', detail: `${failed} failed` };
    return { status: 'ok', detail: 'Up to date' };
  } catch (error) {
    return { status: 'down', detail: (error as Error).message };
  }
}

/**
 * Database, storage, mail and the job queue, each measured now (docs/product/moderation.md, "The dashboard").
 * Storage is checked by listing one key; mail by the mailer's own check (an SMTP handshake, or a writable outbox).
 */
export async function platformHealth(deps: HealthDeps): Promise<PlatformOverview['health']> {
  const [database, storage, mail, queue] = await Promise.all([
    measured(async () => {
      if (!(await deps.ping())) throw new Error('No answer to select 1');
    }),
    deps.storage
      ? measured(() => deps.storage!.list('health/', { limit: 1 }))
      : Promise.resolve<ComponentHealth>({ status: 'down', detail: 'No storage configured' }),
    measured(() => deps.mailer.check()),
    jobs(deps.db),
  ]);
  return { database, storage, mail, jobs: queue };
}
