import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords, SEARCH_ITEMS_LIMIT } from '@swapyard/domain';
import { createItem, createUser } from '../../test/factories.ts';
import type { Db } from '../../platform/db.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import * as queries from './queries/words.ts';

// Needs PostgreSQL (npm run test:pg): the plans that matter at scale are PostgreSQL 15's, not PGlite's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  await createItem(t, owner, { title: "Levi's denim jacket", brand: "Levi's" });
  // The benchmark's scale: on a few thousand rows the planner rightly prefers reading them all, which proves nothing.
  await t.db.execute(sql`
    insert into items (user_id, title, brand, description, category, condition, size, value_cents, photos)
    select ${owner.id}::uuid,
      (array['Vintage', 'Classic', 'Oversized', 'Retro', 'Slim'])[1 + i % 5] || ' ' ||
        (array['wool coat', 'running shoes', 'camera lens', 'yoga mat', 'desk lamp', 'record player',
          'leather boots', 'silk scarf', 'road bike', 'espresso machine'])[1 + i % 10] || ' ' || i,
      (array['Nike', 'Sony', 'Bose', null, 'Fender'])[1 + i % 5],
      'Gently used, from a smoke-free home',
      'clothing', 'good', 'M', 2500, '[]'::jsonb
    from generate_series(1, 100000) as i`);
  await t.db.execute(sql`analyze items`);
});
afterAll(() => t.close());

/** EXPLAIN of a statement with its parameters written in, as PostgreSQL plans it for those values. */
async function explain(tx: Db, statement: { sql: string; params: unknown[] }): Promise<string> {
  const literal = (n: string) => {
    const value = statement.params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  };
  const inlined = statement.sql.replace(/\$(\d+)/g, (_, n: string) => literal(n));
  const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as {
    rows: Array<{ 'QUERY PLAN': string }>;
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

function plan(q: string): Promise<string> {
  return queries.withTypoTolerance(t.db, async (tx) => {
    const words = await queries.planItemWords(tx, searchWords(q));
    return explain(tx, queries.searchItems(tx, words, SEARCH_ITEMS_LIMIT).toSQL());
  });
}

describe('search plans on PostgreSQL', () => {
  it('finds known words through the partial full-text GIN index, never by reading every listing', async () => {
    const text = await plan('levis deni');
    expect(text).toContain('items_search_vector_idx');
    expect(text).not.toMatch(/Seq Scan on items/);
  });

  it('finds a misspelt word through the partial trigram GIN index', async () => {
    const text = await plan('jaket');
    expect(text).toContain('items_search_text_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on items/);
  });

  it('looks each word up with a GIN probe', async () => {
    const lookup = new PgDialect().sqlToQuery(queries.itemWordsStatement(['stratocastr', 'denim']));
    const text = await queries.withTypoTolerance(t.db, (tx) => explain(tx, lookup));
    expect(text.match(/Bitmap Index Scan on items_search_vector_idx/g)).toHaveLength(2);
  });
});
