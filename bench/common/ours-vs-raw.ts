/**
 * Our code against raw node-postgres in the same run (bench/search/results.ts, bench/alerts/match.ts): the statements
 * our code sends are recorded from one of its runs, then replayed through one raw client, the two timed one right
 * after the other (interleaved), and compared by p50 and p95 with their ratio raw/ours (1: no cost of ours). Also the
 * placing of the 100,000-listing database's listings and members in US cities that both benches start with.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { summarise, type Result } from './load.ts';

/** Milliseconds `run` took. */
export async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** A statement as a pg client was asked to send it. */
export type Recorded = { text: string; values?: unknown[]; rowMode?: string };

/**
 * Every statement any pg client sends while `run` runs (our side's, to replay raw); `took`, when given, is told how
 * long each took, from the call until its answer was read.
 */
export async function record(run: () => Promise<unknown>, took?: (ms: number) => void): Promise<Recorded[]> {
  const sent: Recorded[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...params: unknown[]) {
    const [first, values] = params as [string | Recorded, unknown[] | undefined];
    // drizzle sends a config object ({ text, rowMode, types }) with the values beside it.
    sent.push(
      typeof first === 'string' ? { text: first, values } : { ...first, values: first.values ?? values },
    );
    const start = performance.now();
    const result = (original as (...p: unknown[]) => unknown).apply(this, params);
    if (!took || !(result instanceof Promise)) return result;
    return result.then((answer: unknown) => {
      took(performance.now() - start);
      return answer;
    });
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

/** The recorded statements sent again, in order, through the raw client. */
export const replay = (client: pg.ClientBase, statements: Recorded[]) => async () => {
  for (const statement of statements) await client.query(statement);
};

/**
 * One run of ours and one of raw, timed back to back: ours first, or raw first when `oursFirst` is false (alternate
 * it so that neither always runs right after the other).
 */
export async function timeBoth(
  ours: () => Promise<unknown>,
  raw: () => Promise<unknown>,
  oursFirst = true,
): Promise<{ ours: number; raw: number }> {
  if (oursFirst) {
    const oursMs = await time(ours);
    return { ours: oursMs, raw: await time(raw) };
  }
  const rawMs = await time(raw);
  return { ours: await time(ours), raw: rawMs };
}

export interface Comparison {
  ours: Result;
  raw: Result;
  /** raw/ours at p50 and at p95. */
  ratioP50: number;
  ratioP95: number;
}

/** p50 and p95 of both sides' samples (the shared closed-loop summary; its rate is not used) and their ratios. */
export function compare(ours: number[], raw: number[]): Comparison {
  const a = summarise([...ours], 1);
  const b = summarise([...raw], 1);
  return { ours: a, raw: b, ratioP50: b.p50 / a.p50, ratioP95: b.p95 / a.p95 };
}

/** 'ours p50 …, p95 … · raw p50 …, p95 … · ratio raw/ours p50 …, p95 …', times with `digits` decimals. */
export function describe({ ours, raw, ratioP50, ratioP95 }: Comparison, digits: number): string {
  const ms = (value: number) => `${value.toFixed(digits)} ms`;
  return (
    `ours p50 ${ms(ours.p50)}, p95 ${ms(ours.p95)} · raw p50 ${ms(raw.p50)}, p95 ${ms(raw.p95)} · ` +
    `ratio raw/ours p50 ${ratioP50.toFixed(2)}, p95 ${ratioP95.toFixed(2)}`
  );
}

/**
 * Each listing and member not placed yet put in one of the 300 most populous US cities (by a hash of its id; a
 * listing takes the city's coordinates), once: the gazetteer must be loaded. A table with rows placed is analysed.
 */
export async function placeInUsCities(client: pg.ClientBase, log: (line: string) => void): Promise<void> {
  for (const table of ['items', 'profiles']) {
    const coordinates = table === 'items' ? ', lat = p.lat, lon = p.lon' : '';
    const placed = await client.query(`
      with cities as (
        select id, lat, lon, (row_number() over (order by population desc, id) - 1)::int as n
        from places where country = 'US' order by population desc, id limit 300)
      update ${table} t set place_id = p.id${coordinates}
      from cities p where t.place_id is null and p.n = abs(hashtext(t.id::text)) % 300`);
    if (placed.rowCount) {
      log(`placed ${placed.rowCount} ${table}`);
      await client.query(`analyze ${table}`);
    }
  }
}
