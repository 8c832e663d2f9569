import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import * as survey from '../survey/service.ts';
import { rankedPageSql } from './queries.ts';

// Needs PostgreSQL (npm run test:pg): the plan at a realistic size, so a change that makes the feed read the whole
// items table (a mismatched index order, a pool joined back to items) fails here rather than in production.
const ITEMS = 20_000;
let t: TestApp;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const sellers: TestUser[] = [];
  for (let i = 0; i < 20; i++) sellers.push(await createUser(t));
  member = await createUser(t);
  await survey.savePreferences(t.db, member.id, {
    // Common enough that the newest listings hold plenty of matches (the full-text fallback stays unused).
    interests: ['Vintage', 'Retro'],
    interestCategories: ['Collectibles'],
  });
  const sellerIds = sql.raw(`array[${sellers.map((s) => `'${s.id}'::uuid`).join(',')}]`);
  await t.db.execute(sql`
    insert into items (user_id, title, brand, category, condition, size, value_cents, created_at)
    select (${sellerIds})[1 + g % 20],
      (array['Vintage', 'Classic', 'Retro', 'Everyday'])[1 + g % 4] || ' item ' || g,
      (array['Levi''s', 'Arket', 'Fender', null])[1 + g % 4],
      (array['clothing', 'collectibles', 'shoes_footwear', 'art', 'electronics'])[1 + g % 5],
      'good', 'M', 1000 + g % 30000, now() - g * interval '1 minute'
    from generate_series(1, ${ITEMS}) g
  `);
  await t.db.execute(sql`analyze items`);
}, 120_000);
afterAll(() => t.close());

/** The executed plan: a scan the planner keeps behind a one-time check shows as "(never executed)". */
async function plan(request: Parameters<typeof rankedPageSql>[0]): Promise<string> {
  const explained = sql`explain (analyze, costs off, timing off) ${rankedPageSql(request)}`;
  const result = (await t.db.execute(explained)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the feed query plan on PostgreSQL', () => {
  for (const [who, category] of [
    ['a visitor', undefined],
    ['a member', undefined],
    ['a visitor on a category page', 'shoes_footwear'],
    ['a member on a category page', 'shoes_footwear'],
  ] as const) {
    it(`never scans the whole items table for ${who}`, async () => {
      const viewerId = who.startsWith('a member') ? member.id : undefined;
      const text = await plan({ viewerId, asOf: new Date(), category, limit: 21 });
      const fullScans = text.split('\n').filter((line) => /Seq Scan on items /.test(line));
      expect(fullScans.filter((line) => !line.includes('never executed'))).toEqual([]);
      expect(text).toMatch(category ? /items_public_category_idx/ : /items_public_list_idx/);
    });
  }
});
