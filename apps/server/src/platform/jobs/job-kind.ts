import { z } from 'zod';
import type { Db } from '../db.ts';
import type { JobHandler, JobInfo } from './index.ts';

/**
 * A kind of durable job with the zod schema of its payload (docs/decisions/030): the module that owns it enqueues with
 * `enqueue` (enqueue.ts), typed by the schema, and handles it with `handleJob`; the runner checks a stored payload against the
 * schema before the handler sees it, so a row written by an older version or by hand fails with a clear error.
 */
export interface JobKind<Payload extends z.ZodType = z.ZodType> {
  readonly kind: string;
  readonly payload: Payload;
}

export const jobKind = <Payload extends z.ZodType>(kind: string, payload: Payload): JobKind<Payload> => ({
  kind,
  payload,
});

/** A job kind and what runs it, with its payload parsed. Returns as JobHandler does. */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  readonly job: JobKind<Payload>;
  readonly run: (db: Db, payload: z.output<Payload>, job: JobInfo) => Promise<void | { retryAt: Date }>;
}

/** Typed here, where kind and handler meet; returned without its schema's type so one list holds every kind. */
export const handleJob = <Payload extends z.ZodType>(
  job: JobKind<Payload>,
  run: JobDefinition<Payload>['run'],
): JobDefinition => ({ job, run }) as unknown as JobDefinition;

/** A payload that does not match its kind's schema: the job fails at once, since running it again cannot help. */
export class InvalidJobPayloadError extends Error {
  constructor(kind: string, error: z.ZodError) {
    super(`invalid payload for job ${kind}: ${z.prettifyError(error).replaceAll('\n', ' ')}`);
    this.name = 'InvalidJobPayloadError';
  }
}

/** Definitions as the runner's handlers by kind, each checking its payload first (a kind defined twice throws). */
export function jobHandlers(definitions: readonly JobDefinition[]): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const { job, run } of definitions) {
    if (handlers[job.kind]) throw new Error(`job kind ${job.kind} has two handlers`);
    handlers[job.kind] = async (db, stored, info) => {
      const parsed = job.payload.safeParse(stored);
      if (!parsed.success) throw new InvalidJobPayloadError(job.kind, parsed.error);
      return run(db, parsed.data, info);
    };
  }
  return handlers;
}
