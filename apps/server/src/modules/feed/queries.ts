import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  FRESHNESS_HALF_LIFE_DAYS,
  FRESHNESS_POINTS,
  MATCH_POINTS,
  MAX_MATCH_SCORE,
  SAME_CATEGORY_PENALTY,
  SAME_SELLER_PENALTY,
  SHOWN_MATCH_MIN,
  surveyCategoryUploadCategories,
  type MatchSignals,
} from '@swapyard/domain';
import { items, profiles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { KeyedPosition } from '../../platform/pagination.ts';
import { itemColumns, ownerColumns, ownerNotSuspended, type ItemWithOwner } from '../items/index.ts';

/** Position in the feed: the last row of the previous page, in the feed's own order. */
export type FeedPosition = KeyedPosition;

export interface FeedPageRequest {
  /** The signed-in member; undefined for a visitor (fresh and varied, no match). */
  viewerId?: string;
  /**
   * The moment the first page was asked for. Freshness, the candidates and the member's taste (likes, saves and
   * follows made until then) are all taken as of it, so scores do not drift between pages and no item moves
   * across the cursor: no repeats or skips even when the member likes items while scrolling.
   */
  asOf: Date;
  category?: string;
  after?: FeedPosition;
  limit: number;
}

/**
 * One ranked row: the order key and what made the item match. `interestCategory` is as stored (a survey category,
 * or a chosen upload category's value); the service turns it into what the member reads.
 */
export interface FeedRow extends MatchSignals {
  id: string;
  key: number;
  createdAt: Date;
  match: number;
}

/*
 * Candidates, not the whole catalogue: scoring every available item would cost a full scan per page at 100,000
 * items. The pool is the newest listings plus those hitting the member's interests or liked brands (GIN on
 * search_vector), in their categories, and by members they follow, each source capped. Every source repeats the
 * public predicate exactly as the partial indexes state it, so the planner can use them. Liked brands score but do
 * not fetch candidates: a member liking many brands would make the full-text lookup as wide as the catalogue.
 */
const POOL_RECENT = 400;
const POOL_INTEREST = 200;
/** How many of the newest listings are searched for interest matches before the full-text index is asked. */
const INTEREST_WINDOW = 3000;
const POOL_CATEGORY = 200;
const POOL_FOLLOWED = 100;
/** A member's first interests count; a survey of hundreds of words would only slow every page down. */
const MAX_TERMS = 30;
const TASTE_ITEMS = 100;
/**
 * Key units (thousandths of a point) per point of a score the card shows: more than freshness and variety can ever
 * move a key. A pool has at most 1,100 rows, so penalties reach at most 1,100 × (8 + 4) points, 13,200,000 units.
 */
const SHOWN_SCORE_STEP = 100_000_000;

const n = (value: number) => sql.raw(String(value));
const p = MATCH_POINTS;
const categoryMap = JSON.stringify(surveyCategoryUploadCategories);

/** The ranked page as one statement (exported so the benchmark runs the very same SQL through raw node-postgres). */
export function rankedPageSql(request: FeedPageRequest): SQL {
  const viewer = request.viewerId ?? null;
  const asOf = request.asOf.toISOString();
  const category = request.category ?? null;
  const after = request.after;
  const listed = (alias: string) =>
    sql.raw(
      `${alias}.is_available and ${alias}.status = 'available' and ${alias}.visibility = 'public' ` +
        `and ${alias}.user_id is distinct from `,
    );
  const candidate = sql.raw(
    'i.id, i.user_id, i.category, i.created_at, i.brand, i.value_cents, i.search_vector',
  );
  // A suspended member's listings are in no source (docs/product/moderation.md, "Suspending a member").
  const inScope = sql`${listed('i')}${viewer}::uuid and i.created_at <= ${asOf}::timestamptz
    and (${category}::text is null or i.category = ${category}::text) and ${ownerNotSuspended(sql.raw('i.user_id'))}`;

  return sql`
    with prefs as (
      select interests, interest_categories, preferred_categories, budget_min, budget_max
      from user_preferences where user_id = ${viewer}::uuid
    ),
    terms as (
      select t.term, t.ord, plainto_tsquery('english', t.term) as q
      from prefs, unnest(prefs.interests) with ordinality as t(term, ord)
      where t.ord <= ${n(MAX_TERMS)} and numnode(plainto_tsquery('english', t.term)) > 0
    ),
    taste_items as (
      (select ti.category, ti.brand from item_likes l join items ti on ti.id = l.item_id
        where l.user_id = ${viewer}::uuid and l.created_at <= ${asOf}::timestamptz
        order by l.created_at desc limit ${n(TASTE_ITEMS)})
      union all
      (select ti.category, ti.brand from saved_items s join items ti on ti.id = s.item_id
        where s.user_id = ${viewer}::uuid and s.created_at <= ${asOf}::timestamptz
        order by s.created_at desc limit ${n(TASTE_ITEMS)})
    ),
    liked_brands as (
      select distinct lower(brand) as brand from taste_items where coalesce(brand, '') <> ''
    ),
    liked_categories as (select distinct category from taste_items),
    chosen_categories as (
      -- Survey categories through the map, then categories chosen directly; the first one the member named wins.
      select distinct on (category) category, source from (
        select jsonb_array_elements_text(${categoryMap}::jsonb -> c.name) as category, c.name as source, c.ord
        from prefs, unnest(prefs.interest_categories) with ordinality as c(name, ord)
        union all
        select c.category, c.category, 1000 + c.ord
        from prefs, unnest(prefs.preferred_categories) with ordinality as c(category, ord)
      ) named order by category, ord
    ),
    follows as (
      select f.following_id as id, fp.username from user_follows f join profiles fp on fp.id = f.following_id
      where f.follower_id = ${viewer}::uuid and f.created_at <= ${asOf}::timestamptz
    ),
    any_interest as (
      select string_agg('(' || q::text || ')', ' | ')::tsquery as q from terms
    ),
    -- Each source carries the columns scoring needs, so the pool is never joined back to the whole items table.
    -- Interest matches among the newest listings: walking the list index stops as soon as enough are found, so a
    -- common interest ('Vintage') costs a few thousand rows, never its every match.
    fresh_interest as (
      select * from (
        select ${candidate} from items i where ${inScope}
        order by i.created_at desc, i.id desc limit ${n(INTEREST_WINDOW)}
      ) recent
      where recent.search_vector @@ (select q from any_interest)
        -- A visitor, or a member without interests: one-time checks skip both interest sources.
        and (select q from any_interest) is not null
      limit ${n(POOL_INTEREST)}
    ),
    -- A rare interest finds too few there: then its matches anywhere, through the full-text index (cheap, since
    -- they are few). The count is a one-time check, so this is skipped when the window was enough.
    older_interest as (
      select ${candidate} from items i where ${inScope} and i.search_vector @@ (select q from any_interest)
        and (select count(*) from fresh_interest) < ${n(POOL_INTEREST)}
        and (select q from any_interest) is not null
      order by i.created_at desc, i.id desc limit ${n(POOL_INTEREST)}
    ),
    pool_rows as (
      (select ${candidate} from items i where ${inScope}
        order by i.created_at desc, i.id desc limit ${n(POOL_RECENT)})
      union all
      select * from fresh_interest
      union all
      select * from older_interest
      union all
      (select ${candidate} from items i where ${inScope} and i.category in (select category from chosen_categories)
        -- Without chosen categories, a one-time check skips the walk down the whole list index.
        and exists (select 1 from chosen_categories)
        order by i.created_at desc, i.id desc limit ${n(POOL_CATEGORY)})
      union all
      (select ${candidate} from items i where ${inScope} and i.user_id in (select id from follows)
        and exists (select 1 from follows)
        order by i.created_at desc, i.id desc limit ${n(POOL_FOLLOWED)})
    ),
    pool as (select distinct on (id) * from pool_rows order by id),
    signals as (
      select i.id, i.user_id, i.category, i.created_at,
        m.term as interest, coalesce(m.strong, false) as strong,
        f.username as followed_seller,
        cc.source as interest_category,
        case when lb.brand is not null then i.brand end as liked_brand,
        lc.category is not null as liked_category,
        case when i.value_cents is null then 'none'
          when i.value_cents between pr.budget_min * 100 and pr.budget_max * 100 then 'in'
          else 'out' end as budget
      from pool i
      left join prefs pr on true
      left join lateral (
        select t.term, ts_filter(i.search_vector, '{a}') @@ t.q as strong from terms t
        -- One check against all interests first: most rows match none, and skip the per-interest checks.
        where i.search_vector @@ (select q from any_interest) and i.search_vector @@ t.q
        order by 2 desc, t.ord limit 1
      ) m on true
      left join follows f on f.id = i.user_id
      left join chosen_categories cc on cc.category = i.category
      left join liked_brands lb on lb.brand = lower(i.brand)
      left join liked_categories lc on lc.category = i.category
    ),
    matched as (
      select s.*, least(${n(MAX_MATCH_SCORE)},
          case when s.interest is null then 0 when s.strong then ${n(p.interestInTitleOrBrand)}
            else ${n(p.interestElsewhere)} end
          + case when s.followed_seller is not null then ${n(p.followedSeller)} else 0 end
          + case when s.liked_brand is not null then ${n(p.likedBrand)} else 0 end
          + greatest(case when s.interest_category is not null then ${n(p.interestCategory)} else 0 end,
                     case when s.liked_category then ${n(p.likedCategory)} else 0 end)
          + case s.budget when 'in' then ${n(p.inBudget)} when 'none' then ${n(p.noPrice)} else 0 end
        ) as match,
        ${n(FRESHNESS_POINTS)} * power(0.5,
          extract(epoch from (${asOf}::timestamptz - s.created_at)) / ${n(FRESHNESS_HALF_LIFE_DAYS * 86400)}
        ) as freshness
      from signals s
    ),
    by_seller as (
      select m.*,
        row_number() over (partition by m.user_id order by m.match desc, m.created_at desc, m.id desc) as seller_rank
      from matched m
    ),
    ranked as (
      -- Within a category, each seller's best items come first: the two penalties then agree instead of one
      -- pushing a whole older closet down.
      select b.*,
        row_number() over (
          partition by b.category order by b.seller_rank, b.match desc, b.created_at desc, b.id desc
        ) as category_rank
      from by_seller b
    ),
    keyed as (
      -- Integer keys (thousandths of a point) round-trip exactly through the cursor. A score the card shows leads
      -- the key outright (SHOWN_SCORE_STEP), so advertised scores read highest first; freshness and variety order
      -- within one score, and order the weaker matches, which show no score, after them.
      select r.*,
        case when ${viewer}::uuid is not null and r.match >= ${n(SHOWN_MATCH_MIN)}
          then ${n(SHOWN_SCORE_STEP)}::bigint * r.match::bigint else 0 end
        + round(1000 * (
          case when ${viewer}::uuid is null or r.match >= ${n(SHOWN_MATCH_MIN)} then 0 else r.match end
          + r.freshness
          - ${n(SAME_SELLER_PENALTY)} * (r.seller_rank - 1)
          -- Capped below one seller step, so each seller's k-th item comes before anyone's (k+1)-th at equal scores:
          -- at most two of one closet in a row, whatever the categories.
          - case when ${category}::text is null
              then least(${n(SAME_CATEGORY_PENALTY)} * (r.category_rank - 1), ${n(SAME_SELLER_PENALTY - 1)})
              else 0 end
        ))::bigint as key
      from ranked r
    )
    select id, key, created_at, match, interest, strong, followed_seller, interest_category, liked_brand,
      liked_category, budget
    from keyed
    ${
      after
        ? sql`where (key, created_at, id) < (${after.key}::bigint, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : sql``
    }
    order by key desc, created_at desc, id desc
    limit ${request.limit}
  `;
}

interface RawFeedRow {
  id: string;
  key: string | number | bigint;
  created_at: Date | string;
  match: number | string;
  interest: string | null;
  strong: boolean;
  followed_seller: string | null;
  interest_category: string | null;
  liked_brand: string | null;
  liked_category: boolean;
  budget: FeedRow['budget'];
}

/** One page of the feed in order: `limit` rows after `after`. */
export async function rankedPage(db: Db, request: FeedPageRequest): Promise<FeedRow[]> {
  const result = (await db.execute(rankedPageSql(request))) as unknown as { rows: RawFeedRow[] };
  // Drivers differ: bigint may arrive as a string or a BigInt, timestamps as a Date or text.
  return result.rows.map((row) => ({
    id: row.id,
    key: Number(row.key),
    createdAt: new Date(row.created_at),
    match: Number(row.match),
    interest: row.interest,
    interestInTitleOrBrand: row.strong,
    followedSeller: row.followed_seller,
    interestCategory: row.interest_category,
    likedBrand: row.liked_brand,
    likedCategory: row.liked_category,
    budget: row.budget,
  }));
}

/** The items of a page with their owners, in no particular order (the caller puts them in the feed's). */
export function itemsWithOwners(db: Db, ids: string[]): Promise<ItemWithOwner[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ item: itemColumns, owner: ownerColumns })
    .from(items)
    .innerJoin(profiles, eq(profiles.id, items.userId))
    .where(inArray(items.id, ids));
}
