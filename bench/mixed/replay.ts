/**
 * The raw baseline of a request: the statements the server sent for it (captured by bench/common/sql-probe.ts),
 * sent again through plain node-postgres in the same order, a transaction's statements on one checked-out
 * connection as the server held them. Writes are replayed with fresh values where reusing the captured ones would
 * collide (idempotency keys, the trade id, the item offered on) and with the ids the database makes on the way
 * (RETURNING) followed from one statement to the next.
 */
import type pg from 'pg';
import type { CapturedStatement } from '../common/sql-probe.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function substitute(value: unknown, swap: Map<string, string>): unknown {
  if (swap.size === 0) return value;
  if (typeof value === 'string') {
    let out = value;
    for (const [from, to] of swap) if (out.includes(from)) out = out.replaceAll(from, to);
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, swap));
  return value;
}

/** Cells (strings) of the rows, in order, whatever the row mode. */
function cells(rows: unknown[]): unknown[] {
  return rows.flatMap((row) => (Array.isArray(row) ? row : Object.values(row as object)));
}

/**
 * Sends `statements` as the server did. `swap` maps captured values to this replay's (null: reads, replayed
 * verbatim). Statements that failed when captured (e.g. a savepoint's expected conflict) may fail again.
 */
export async function replay(
  pool: pg.Pool,
  statements: readonly CapturedStatement[],
  swap: Map<string, string> | null,
): Promise<void> {
  const held = new Map<number, pg.PoolClient>();
  try {
    for (const statement of statements) {
      const verb = statement.text.trimStart().slice(0, 8).toLowerCase();
      let client = held.get(statement.connection);
      if (!client && (verb.startsWith('begin') || verb.startsWith('start'))) {
        client = await pool.connect();
        held.set(statement.connection, client);
      }
      const query = {
        text: statement.text,
        values: swap ? (substitute(statement.params, swap) as unknown[]) : statement.params,
        rowMode: statement.rowMode as 'array' | undefined,
      };
      try {
        const result = await (client ?? pool).query(query);
        if (swap && verb.startsWith('insert') && statement.rows.length > 0)
          follow(statement.rows, result.rows, swap);
      } catch (error) {
        if (!statement.error) throw error;
      }
      if (client && (verb.startsWith('commit') || verb.startsWith('rollback') || verb.startsWith('end'))) {
        client.release();
        held.delete(statement.connection);
      }
    }
  } finally {
    for (const client of held.values()) client.release(new Error('replay stopped mid-transaction'));
  }
}

/**
 * Ids the database made for an INSERT … RETURNING (captured → replayed), so later statements use this replay's
 * rows. (Only inserts: a SELECT without ORDER BY may return the same rows in another order.)
 */
function follow(captured: unknown[], replayed: unknown[], swap: Map<string, string>): void {
  const before = cells(captured);
  const after = cells(replayed);
  before.forEach((value, i) => {
    const now = after[i];
    if (typeof value === 'string' && typeof now === 'string' && value !== now && UUID.test(value)) {
      swap.set(value, now);
    }
  });
}
