import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MAX_BUNDLE_DISCOUNT_PERCENT,
  MAX_BUNDLE_ITEMS,
  MAX_NEGOTIATION_ROUNDS,
  MIN_BUNDLE_ITEMS,
  tradeKinds,
  tradeSides,
  tradePaymentMethods,
  tradeStatuses,
  type ItemPhoto,
  TRADE_RESPONSE_WINDOW_HOURS,
} from '@swapyard/domain';
import { user } from './auth.ts';
import { createdAtColumn, timestampMs, updatedAtColumn, uuidPrimaryKey } from './columns.ts';
import { itemCondition, items } from './items.ts';
import { walletHolds } from './wallet.ts';

export const tradeStatus = pgEnum('trade_status', tradeStatuses);
export const tradeKind = pgEnum('trade_kind', tradeKinds);
export const tradePaymentMethod = pgEnum('trade_payment_method', tradePaymentMethods);
export const tradeSide = pgEnum('trade_side', tradeSides);

/**
 * A trade (docs/product/trades.md): the owner's item for the requester's items (requester_item_id holds the first of
 * trade_offered_items) and/or cash, or an invitation. State machine and money rules: modules/trades/service.ts.
 */
export const trades = pgTable(
  'trades',
  {
    id: uuidPrimaryKey(),
    kind: tradeKind('kind').notNull().default('trade'),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ownerItemId: uuid('owner_item_id').references(() => items.id, { onDelete: 'set null' }),
    requesterItemId: uuid('requester_item_id').references(() => items.id, { onDelete: 'set null' }),
    /** Integer cents; positive: the requester adds cash, negative: the owner does. */
    cashDifferenceCents: integer('cash_difference_cents').notNull().default(0),
    /** How the requester's cash is paid; null when they add none. */
    paymentMethod: tradePaymentMethod('payment_method'),
    /**
     * The hold carrying the trade's cash, whoever pays it: the requester's from the moment the offer is sent, or the
     * owner's from acceptance (a counter-offer's negative difference). Paid to the other party when the trade
     * completes, released when the offer closes without a deal, split when staff settle a dispute.
     */
    holdId: uuid('hold_id').references(() => walletHolds.id, { onDelete: 'restrict' }),
    message: text('message'),
    status: tradeStatus('status').notNull().default('pending'),
    /** The invitation this offer answers (a counter-offer); an invitation is answered once. */
    invitationId: uuid('invitation_id').references((): AnyPgColumn => trades.id, { onDelete: 'set null' }),
    // Raw: a column default cannot take a bound parameter; the SQL is the migrations' `interval '48 hours'`.
    expiresAt: timestampMs('expires_at')
      .notNull()
      .default(sql.raw(`now() + interval '${TRADE_RESPONSE_WINDOW_HOURS} hours'`)),
    respondedAt: timestampMs('responded_at'),
    requesterConfirmedAt: timestampMs('requester_confirmed_at'),
    ownerConfirmedAt: timestampMs('owner_confirmed_at'),
    completedAt: timestampMs('completed_at'),
    /** A party disputed the trade and staff have not resolved it: it cannot complete, its cash stays on hold. */
    disputeOpen: boolean('dispute_open').notNull().default(false),
    /**
     * Its exchange runs through trade_handovers (docs/product/handover.md, decision 039): it completes when every
     * handover is received, not when both confirm or 14 days after acceptance. False for trades accepted before.
     */
    handover: boolean('handover').notNull().default(false),
    /** Every handover of it was received: it completes now, or once an open dispute is resolved. */
    handedOverAt: timestampMs('handed_over_at'),
    /**
     * Bought at checkout (Buy now, a bundle, an offer to likers): how the buyer chose to receive it (null: chosen
     * after, on the trade's page) and the postage included in the cash, paid and refunded with it (handover.md).
     */
    delivery: text('delivery', { enum: ['ship', 'meetup'] }),
    postageCents: integer('postage_cents').notNull().default(0),
    /**
     * Counter-offers (docs/product/trades.md): the round on the table (1: the offer as sent; its terms are in the
     * columns above, earlier rounds in trade_rounds) and whose turn it is to answer it.
     */
    round: smallint('round').notNull().default(1),
    awaiting: tradeSide('awaiting').notNull().default('owner'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('trades_requester_idx').on(table.requesterId, table.createdAt.desc().nullsFirst()),
    index('trades_owner_idx').on(table.ownerId, table.createdAt.desc().nullsFirst()),
    // Pending offers on an item: declined together when one is accepted.
    index('trades_pending_owner_item_idx')
      .on(table.ownerItemId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('trades_invitation_answer_idx').on(table.invitationId),
    // One pending offer per member and item: a second one (another tab, a repeated request) holds no more money.
    uniqueIndex('trades_one_pending_offer_idx')
      .on(table.requesterId, table.ownerItemId)
      .where(sql`${table.status} = 'pending'`),
    check('trades_two_parties', sql`${table.requesterId} <> ${table.ownerId}`),
    check('trades_delivery', sql`${table.delivery} is null or ${table.delivery} in ('ship', 'meetup')`),
    check(
      'trades_postage',
      sql`${table.postageCents} >= 0 and (${table.postageCents} = 0 or (${table.delivery} = 'ship' and ${table.postageCents} < ${table.cashDifferenceCents}))`,
    ),
    check('trades_handed_over', sql`${table.handedOverAt} is null or ${table.handover}`),
    // The kind as text: a CHECK naming an enum value added in the same migration run would be refused ('unsafe use').
    check(
      'trades_negotiation',
      sql`${table.round} between 1 and ${sql.raw(String(MAX_NEGOTIATION_ROUNDS))} and (${table.round} = 1 or ${table.kind}::text in ('cash', 'trade', 'bundle')) and (${table.awaiting} = 'owner' or ${table.round} > 1)`,
    ),
  ],
);

/**
 * The rounds of a countered offer (docs/product/trades.md, "Counter-offers"), oldest first: written when the offer
 * is first countered (round 1, the offer as sent) and at each counter after; the trade row carries the latest.
 */
export const tradeRounds = pgTable(
  'trade_rounds',
  {
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    proposedBy: tradeSide('proposed_by').notNull(),
    cashDifferenceCents: integer('cash_difference_cents').notNull(),
    message: text('message'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.tradeId, table.round] })],
);

/** The requester's items offered in a trade, in the order chosen. */
export const tradeOfferedItems = pgTable(
  'trade_offered_items',
  {
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tradeId, table.itemId] }),
    // "Is this item reserved by a pending offer?"
    index('trade_offered_items_item_idx').on(table.itemId),
  ],
);

/** Chat inside a trade (docs/product/messaging.md, "Trade chat"): only its two parties read and write it. */
export const tradeMessages = pgTable(
  'trade_messages',
  {
    id: uuidPrimaryKey(),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('trade_messages_trade_created_idx').on(table.tradeId, table.createdAt, table.id)],
);

/**
 * Every item that changed hands in an accepted trade, with what the parties agreed on (docs/product/trades.md,
 * "Traded items are frozen"). The primary key makes a second accepted trade for one item impossible; the item
 * cannot be deleted while this row exists (restrict), and a trigger (migration 0010) refuses changes to its
 * status, availability and the agreed fields.
 */
export const tradedItems = pgTable(
  'traded_items',
  {
    itemId: uuid('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'restrict' }),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    /** 'wanted': the owner's item the trade was for; 'offered': one of the requester's items. */
    side: text('side', { enum: ['wanted', 'offered'] }).notNull(),
    title: text('title').notNull(),
    condition: itemCondition('condition').notNull(),
    valueCents: integer('value_cents'),
    /** The main photo as it was; null when the item had none. */
    photo: jsonb('photo').$type<ItemPhoto>(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('traded_items_trade_idx').on(table.tradeId),
    // Price evidence reads the items wanted in the last year's trades, newest first (modules/analysis).
    index('traded_items_wanted_created_idx')
      .on(table.createdAt.desc().nullsFirst())
      .where(sql`${table.side} = 'wanted'`),
    check('traded_items_side', sql`${table.side} in ('wanted', 'offered')`),
  ],
);

/**
 * An offer to likers (docs/product/trades.md, "Offers to likers"): the seller offers their available listing at a
 * lower price to the members who liked or saved it, for 24 hours; the first of them to take it buys it at once. At
 * least 10 % off the listing's price when sent; one per listing per 24 hours (checked with the item locked).
 */
export const likerOffers = pgTable(
  'liker_offers',
  {
    id: uuidPrimaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    /** The listing's price when it was sent. */
    listedCents: integer('listed_cents').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('liker_offers_item_idx').on(table.itemId, table.createdAt.desc()),
    check(
      'liker_offers_discount',
      sql`${table.priceCents} > 0 and ${table.priceCents} * 10 <= ${table.listedCents} * 9`,
    ),
  ],
);

/** Who an offer to likers went to: only they may take it. */
export const likerOfferRecipients = pgTable(
  'liker_offer_recipients',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => likerOffers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.userId] }),
    index('liker_offer_recipients_user_idx').on(table.userId),
  ],
);

/** A trade of kind 'bundle' (docs/product/trades.md, "Bundles"): its items, in the order bought, each at its price. */
export const tradeBundleItems = pgTable(
  'trade_bundle_items',
  {
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    /** The item's price when bought, before the bundle's discount. */
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tradeId, table.itemId] }),
    index('trade_bundle_items_item_idx').on(table.itemId),
    check('trade_bundle_items_price', sql`${table.priceCents} > 0`),
  ],
);

/** A buyer's bundles: the items they added, grouped by seller when read. Private to the buyer. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.buyerId, table.itemId] }),
    index('bundle_items_item_idx').on(table.itemId),
  ],
);

/** A seller's bundle discounts: `percent` off a bundle of at least `min_items` of their items. */
export const bundleDiscounts = pgTable(
  'bundle_discounts',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    minItems: smallint('min_items').notNull(),
    percent: smallint('percent').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.minItems] }),
    check(
      'bundle_discounts_range',
      sql`${table.minItems} between ${sql.raw(String(MIN_BUNDLE_ITEMS))} and ${sql.raw(String(MAX_BUNDLE_ITEMS))} and ${table.percent} between 1 and ${sql.raw(String(MAX_BUNDLE_DISCOUNT_PERCENT))}`,
    ),
  ],
);
