import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { liveAuctionStatuses, liveMessageTypes, liveStreamStatuses } from '@swapyard/domain';
import { user } from './auth.ts';
import { createdAtColumn, timestampMs, uuidPrimaryKey } from './columns.ts';
import { items } from './items.ts';
import { trades } from './trades.ts';
import { walletHolds } from './wallet.ts';

export const liveStreamStatus = pgEnum('live_stream_status', liveStreamStatuses);
export const liveMessageType = pgEnum('live_message_type', liveMessageTypes);
export const liveAuctionStatus = pgEnum('live_auction_status', liveAuctionStatuses);

/** A broadcast (docs/product/live.md). A member is live in at most one stream at a time. */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuidPrimaryKey(),
    streamerId: uuid('streamer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: liveStreamStatus('status').notNull().default('live'),
    /** The broadcast page's last sign of life: a stream silent past the grace period ends by itself. */
    lastSeenAt: timestampMs('last_seen_at').defaultNow().notNull(),
    endedAt: timestampMs('ended_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('live_streams_one_live_per_streamer_idx')
      .on(table.streamerId)
      .where(sql`${table.status} = 'live'`),
    index('live_streams_live_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'live'`),
    check('live_streams_ended_at', sql`(${table.status} = 'ended') = (${table.endedAt} is not null)`),
  ],
);

export const liveStreamMessages = pgTable(
  'live_stream_messages',
  {
    id: uuidPrimaryKey(),
    streamId: uuid('stream_id')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    messageType: liveMessageType('message_type').notNull().default('chat'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('live_stream_messages_stream_idx').on(table.streamId, table.createdAt.desc())],
);

/** Viewers the streamer muted: they cannot chat in that stream again. */
export const liveStreamMutes = pgTable(
  'live_stream_mutes',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.streamId, table.userId] })],
);

/**
 * A timed auction of one of the streamer's items. Prices are integer cents; `ends_at` starts at started_at plus the
 * duration and moves later when a bid comes in its last seconds. Sold: the winning bid's hold was paid to the seller
 * and `trade_id` records the sale between the two.
 */
export const liveAuctions = pgTable(
  'live_auctions',
  {
    id: uuidPrimaryKey(),
    streamId: uuid('stream_id')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    startingPriceCents: integer('starting_price_cents').notNull(),
    currentPriceCents: integer('current_price_cents').notNull(),
    reservePriceCents: integer('reserve_price_cents'),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Sudden death (chosen at creation): a bid in the last seconds does not move `ends_at`. */
    suddenDeath: boolean('sudden_death').notNull().default(false),
    status: liveAuctionStatus('status').notNull().default('pending'),
    startedAt: timestampMs('started_at'),
    endsAt: timestampMs('ends_at'),
    endedAt: timestampMs('ended_at'),
    winnerId: uuid('winner_id').references(() => user.id, { onDelete: 'set null' }),
    /** How many bids it has had: kept by `live_place_bid` (migration 0043), so no view counts them. */
    bidCount: integer('bid_count').notNull().default(0),
    tradeId: uuid('trade_id').references(() => trades.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('live_auctions_stream_idx').on(table.streamId, table.createdAt.desc()),
    uniqueIndex('live_auctions_one_active_per_stream_idx')
      .on(table.streamId)
      .where(sql`${table.status} = 'active'`),
    // An item is in at most one auction that has not ended.
    uniqueIndex('live_auctions_one_open_per_item_idx')
      .on(table.itemId)
      .where(sql`${table.status} in ('pending', 'active')`),
    check(
      'live_auctions_prices',
      sql`${table.startingPriceCents} > 0 and ${table.currentPriceCents} >= ${table.startingPriceCents}`,
    ),
    check(
      'live_auctions_reserve',
      sql`${table.reservePriceCents} is null or ${table.reservePriceCents} >= ${table.startingPriceCents}`,
    ),
    check('live_auctions_duration', sql`${table.durationSeconds} in (30, 60, 120, 180)`),
    // Pending: not started; active or sold: started; passed: either (a stream can end before it starts).
    check(
      'live_auctions_started',
      sql`(${table.status} <> 'pending' or ${table.startedAt} is null) and (${table.status} not in ('active', 'sold') or ${table.startedAt} is not null) and (${table.startedAt} is null) = (${table.endsAt} is null)`,
    ),
    check(
      'live_auctions_ended',
      sql`(${table.status} in ('sold', 'passed')) = (${table.endedAt} is not null)`,
    ),
    check('live_auctions_sold_has_winner', sql`${table.status} <> 'sold' or ${table.winnerId} is not null`),
  ],
);

/**
 * Bids: the leading one holds its bidder's money (`hold_id`), as much as its maximum, until it is beaten (released)
 * or wins (the hold shrunk to the price and paid). At most one leading bid per auction. `amount_cents` is the price
 * a bid stands at: the leader's rises as the server bids for it up to `max_cents` (docs/product/live.md, "Maximum
 * bids"); a beaten bid shows what it bid up to. A bid beaten by a higher maximum the moment it is placed never held
 * anything.
 */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: uuidPrimaryKey(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => liveAuctions.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** Up to what the server bids for this bidder; secret while the bid leads. */
    maxCents: integer('max_cents').notNull(),
    holdId: uuid('hold_id').references(() => walletHolds.id, { onDelete: 'restrict' }),
    isWinning: boolean('is_winning').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('auction_bids_auction_idx').on(table.auctionId, table.amountCents.desc()),
    uniqueIndex('auction_bids_one_winning_idx')
      .on(table.auctionId)
      .where(sql`${table.isWinning}`),
    check('auction_bids_amount', sql`${table.amountCents} > 0`),
    check('auction_bids_max', sql`${table.maxCents} >= ${table.amountCents}`),
    check('auction_bids_leader_holds', sql`not ${table.isWinning} or ${table.holdId} is not null`),
  ],
);
