/**
 * A PostgreSQL database at benchmark scale: the twelve demo members (real accounts, password swapyard123, the
 * survey interests of demo-members.ts), a crowd of bulk members, and N listings drawn from the demo catalogue's
 * words (titles, brands, descriptions, categories, prices) with varied colours, conditions, ages and owners, plus
 * likes and follows so the feed has a social graph to read. Idempotent: a database that already holds N items is
 * reused as it is.
 *
 *   npx tsx bench/seed/seed-items.ts --url postgres://postgres@127.0.0.1:5432/swapyard_bench --items 100000
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createAuth } from '../../apps/server/src/modules/auth/auth.ts';
import { memberRecords } from '../../apps/server/src/modules/profiles/index.ts';
import { seedDemoMembers } from '../../apps/server/src/modules/seed/seed.ts';
import { DEMO_ITEMS } from '../../apps/server/src/modules/seed/demo-items.ts';
import { seededRandom } from '../../apps/server/src/platform/seeded-random.ts';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { createLogger } from '../../apps/server/src/platform/logger.ts';
import { OutboxMailer } from '../../apps/server/src/platform/mail/index.ts';
import { migrateDatabase } from '../../apps/server/src/platform/migrate.ts';
import { createOriginPolicy } from '../../apps/server/src/platform/origins.ts';

export const BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/swapyard_bench';

export interface BenchSeedOptions {
  url: string;
  items: number;
  /** Bulk members besides the demo ones (default: one per 50 items). */
  members?: number;
  log?: (line: string) => void;
}

const COLOURS = ['black', 'white', 'navy', 'olive', 'rust', 'cream', 'grey', 'red', 'forest green', 'tan'];
const ADJECTIVES = [
  'Vintage',
  'Classic',
  'Oversized',
  'Cropped',
  'Limited',
  'Retro',
  'Rare',
  'Everyday',
  'Slim',
];
const CONDITIONS = ['new', 'like_new', 'good', 'fair', 'poor'] as const;
const BATCH = 2_000;

export async function seedBenchDatabase(
  options: BenchSeedOptions,
): Promise<{ items: number; members: number }> {
  const log = options.log ?? (() => {});
  await createDatabaseIfMissing(options.url);
  const database = await openDatabase({ kind: 'postgres', url: options.url });
  try {
    await migrateDatabase(database);
    if (database.kind !== 'postgres') throw new Error('the benchmark database is PostgreSQL');
    const pool = database.pool;
    const existing = await count(pool, 'items');
    if (existing >= options.items) {
      log(`reusing ${existing} items in ${redact(options.url)}`);
      return { items: existing, members: await count(pool, 'profiles') };
    }
    if (existing > 0) throw new Error(`${redact(options.url)} holds ${existing} items; drop it to reseed`);

    const logger = createLogger('warn');
    const auth = createAuth({
      db: database.db,
      mailer: new OutboxMailer(),
      logger,
      publicUrl: 'http://127.0.0.1',
      secret: 'bench-secret-bench-secret-bench-secret',
      origins: createOriginPolicy({ publicUrl: 'http://127.0.0.1', localOrigins: false }),
      memberRecords,
    });
    await seedDemoMembers({ db: database.db, auth, logger, enabled: true });
    const bulkMembers = options.members ?? Math.max(10, Math.round(options.items / 50));
    await insertBulkMembers(pool, bulkMembers);
    log(`members: 12 demo + ${bulkMembers} bulk`);

    const owners = (
      await pool.query<{ id: string }>('select id from profiles order by created_at, id')
    ).rows.map((r) => r.id);
    const started = Date.now();
    for (let offset = 0; offset < options.items; offset += BATCH) {
      await insertItems(pool, owners, offset, Math.min(BATCH, options.items - offset));
    }
    log(`items: ${options.items} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await insertSocialGraph(pool);
    await pool.query('analyze');
    return { items: options.items, members: owners.length };
  } finally {
    await database.close();
  }
}

/** Bulk members are bare rows (no password): they own and like listings, nobody signs in as them. */
async function insertBulkMembers(pool: pg.Pool, n: number): Promise<void> {
  await pool.query(
    `with made as (
       insert into "user" (name, email, email_verified, username, display_username)
       select 'Bench Member ' || g, 'bench' || g || '@bench.swapyard.test', true, 'bench' || g, 'bench' || g
       from generate_series(1, $1::int) g
       returning id, name, username
     ), made_profiles as (
       insert into profiles (id, username, full_name) select id, username, name from made returning id
     )
     insert into user_preferences (user_id) select id from made_profiles`,
    [n],
  );
}

/** One batch of listings through unnest (one round trip), drawn deterministically from the demo catalogue. */
async function insertItems(pool: pg.Pool, owners: string[], offset: number, n: number): Promise<void> {
  const random = seededRandom(1_000 + offset);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const columns = {
    user_id: [] as string[],
    title: [] as string[],
    description: [] as (string | null)[],
    brand: [] as (string | null)[],
    category: [] as string[],
    condition: [] as string[],
    size: [] as string[],
    value_cents: [] as number[],
    status: [] as string[],
    visibility: [] as string[],
    is_available: [] as boolean[],
    likes_count: [] as number[],
    created_at: [] as string[],
  };
  const now = Date.now();
  for (let i = 0; i < n; i += 1) {
    const base = pick(DEMO_ITEMS);
    const roll = random();
    const status = roll < 0.05 ? 'sold' : roll < 0.08 ? 'swapped' : 'available';
    columns.user_id.push(pick(owners));
    columns.title.push(random() < 0.5 ? `${pick(ADJECTIVES)} ${base.title}, ${pick(COLOURS)}` : base.title);
    columns.description.push(base.description);
    columns.brand.push(base.brand);
    columns.category.push(base.category);
    columns.condition.push(pick(CONDITIONS));
    columns.size.push(base.size);
    columns.value_cents.push(Math.max(100, Math.round(base.valueCents * (0.5 + random()))));
    columns.status.push(status);
    columns.visibility.push(random() < 0.04 ? 'private' : 'public');
    columns.is_available.push(status === 'available');
    columns.likes_count.push(Math.floor(random() ** 3 * 40));
    // Spread over the last year, so freshness means something.
    columns.created_at.push(new Date(now - Math.floor(random() * 365 * 86_400_000)).toISOString());
  }
  await pool.query(
    `insert into items (user_id, title, description, brand, category, condition, size, value_cents, status,
       visibility, is_available, likes_count, created_at)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::item_condition[],
       $7::text[], $8::int[], $9::item_status[], $10::item_visibility[], $11::bool[], $12::int[], $13::timestamptz[])`,
    Object.values(columns),
  );
}

/** Every member likes a few listings and follows a few members; the demo members get more of both. */
async function insertSocialGraph(pool: pg.Pool): Promise<void> {
  await pool.query(
    `insert into item_likes (user_id, item_id)
     select p.id, i.id
     from profiles p
     cross join lateral (
       select id from items tablesample system (1)
       where items.user_id <> p.id
       limit case when p.username like 'bench%' then 3 else 30 end
     ) i
     on conflict do nothing`,
  );
  await pool.query(
    `insert into user_follows (follower_id, following_id)
     select p.id, f.id
     from profiles p
     cross join lateral (
       select id from profiles f
       where f.id <> p.id
       order by random()
       limit case when p.username like 'bench%' then 2 else 15 end
     ) f
     on conflict do nothing`,
  );
}

async function count(pool: pg.Pool, table: 'items' | 'profiles'): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  const u = new URL(url);
  u.password = '';
  return u.toString();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: BENCH_DATABASE_URL },
      items: { type: 'string', default: '100000' },
    },
  });
  const result = await seedBenchDatabase({
    url: values.url,
    items: Number(values.items),
    log: (line) => console.log(line),
  });
  console.log(`ready: ${result.items} items, ${result.members} members at ${redact(values.url)}`);
}
