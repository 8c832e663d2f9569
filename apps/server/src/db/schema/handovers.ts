import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  carrierIds,
  handoverMethods,
  handoverStates,
  trackingStatuses,
  type Address,
} from '@swapyard/domain';
import { user } from './auth.ts';
import { bytea, createdAtColumn, timestampMs, updatedAtColumn, uuidPrimaryKey } from './columns.ts';
import { trades } from './trades.ts';

export const handoverMethod = pgEnum('handover_method', handoverMethods);
export const handoverState = pgEnum('handover_state', handoverStates);

/** A member's private address book (docs/product/handover.md "Addresses"): never in a public or search answer. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('member_addresses_user_idx').on(table.userId, table.createdAt),
    // At most one default per member.
    uniqueIndex('member_addresses_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('member_addresses_country', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** What a handover keeps of the address it ships to: a copy, so editing the book later never moves a parcel. */
export type HandoverAddress = Omit<Address, 'id' | 'isDefault'>;

/**
 * One direction of an accepted trade's exchange (docs/product/handover.md, decision 039): the items of one side of
 * traded_items going from giver to receiver, shipped or met up for. The trade completes, and its money is paid,
 * when every handover of it is received. The CHECKs keep each state's facts present.
 */
export const tradeHandovers = pgTable(
  'trade_handovers',
  {
    id: uuidPrimaryKey(),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    /** The traded_items side going this way: 'wanted' (the owner's items, to the requester) or 'offered'. */
    side: text('side', { enum: ['wanted', 'offered'] }).notNull(),
    giverId: uuid('giver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The items' agreed titles, kept here too: a cancelled trade's agreed copies are removed. */
    titles: text('titles').array().notNull(),
    /** What the listings allowed at acceptance (every item of this side). */
    ships: boolean('ships').notNull(),
    meetsUp: boolean('meets_up').notNull(),
    method: handoverMethod('method'),
    state: handoverState('state').notNull(),
    address: jsonb('address').$type<HandoverAddress>(),
    /** The trade's acceptance: the shipping deadlines count from it. */
    acceptedAt: timestampMs('accepted_at').notNull(),
    carrier: text('carrier', { enum: carrierIds }),
    trackingNumber: text('tracking_number'),
    /** A label bought through the shipping API (SHIPPING_*): its shipment, and the latest tracking status heard. */
    shipmentId: text('shipment_id'),
    trackingStatus: text('tracking_status', { enum: trackingStatuses }),
    /** When its members were told it was not shipped in time (the 'handover.overdue' job, once). */
    overdueAt: timestampMs('overdue_at'),
    shippedAt: timestampMs('shipped_at'),
    deliveredAt: timestampMs('delivered_at'),
    receivedAt: timestampMs('received_at'),
    /** A meetup: the time and public place proposed last, by whom, and when the other member agreed to it. */
    meetupAt: timestampMs('meetup_at'),
    meetupPlace: text('meetup_place'),
    meetupProposedBy: uuid('meetup_proposed_by').references(() => user.id, { onDelete: 'set null' }),
    meetupAgreedAt: timestampMs('meetup_agreed_at'),
    /** The members who asked to call the agreed or proposed meetup off: both, and the trade is cancelled. */
    meetupCancelAskedBy: uuid('meetup_cancel_asked_by')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    noShowReportedBy: uuid('no_show_reported_by').references(() => user.id, { onDelete: 'set null' }),
    /** The receiver's 6-digit code, shown at the meetup and entered by the giver; new after too many wrong tries. */
    handoverCode: text('handover_code'),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    cancelledAt: timestampMs('cancelled_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('trade_handovers_trade_side_idx').on(table.tradeId, table.side),
    // A carrier's tracking webhook finds its handover by shipment.
    uniqueIndex('trade_handovers_shipment_idx').on(table.shipmentId),
    check(
      'trade_handovers_tracking_status',
      sql`${table.trackingStatus} is null or ${table.trackingStatus} in (${sql.raw(trackingStatuses.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('trade_handovers_giver_idx').on(table.giverId),
    index('trade_handovers_receiver_idx').on(table.receiverId),
    check('trade_handovers_side', sql`${table.side} in ('wanted', 'offered')`),
    check(
      'trade_handovers_carrier',
      sql`${table.carrier} is null or ${table.carrier} in (${sql.raw(carrierIds.map((id) => `'${id}'`).join(', '))})`,
    ),
    check('trade_handovers_two_members', sql`${table.giverId} <> ${table.receiverId}`),
    check('trade_handovers_offered', sql`${table.ships} or ${table.meetsUp}`),
    // The state as text: a CHECK naming an enum value created in the same migration run is refused ('unsafe use').
    check(
      'trade_handovers_method',
      sql`(${table.method} is null) = (${table.state}::text = 'choosing') or ${table.state}::text = 'cancelled'`,
    ),
    check(
      'trade_handovers_shipping',
      sql`${table.state}::text not in ('awaiting_shipment', 'shipped', 'delivered') or (${table.method}::text = 'ship' and ${table.address} is not null)`,
    ),
    check(
      'trade_handovers_tracking',
      sql`(${table.shippedAt} is null) = (${table.trackingNumber} is null) and (${table.carrier} is null) = (${table.trackingNumber} is null) and (${table.state}::text not in ('shipped', 'delivered') or ${table.shippedAt} is not null)`,
    ),
    check(
      'trade_handovers_meetup',
      sql`(${table.meetupAt} is null) = (${table.meetupPlace} is null) and (${table.state}::text <> 'meetup_agreed' or (${table.meetupAgreedAt} is not null and ${table.meetupAt} is not null and ${table.handoverCode} ~ '^[0-9]{6}$'))`,
    ),
    check(
      'trade_handovers_dates',
      sql`(${table.state}::text <> 'delivered' or ${table.deliveredAt} is not null) and (${table.state}::text = 'received') = (${table.receivedAt} is not null) and (${table.state}::text = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
  ],
);

/** The carrier's label of a handover whose label was bought through the shipping API, kept for reprints. */
export const shippingLabels = pgTable('shipping_labels', {
  handoverId: uuid('handover_id')
    .primaryKey()
    .references(() => tradeHandovers.id, { onDelete: 'cascade' }),
  shipmentId: text('shipment_id').notNull().unique(),
  pdf: bytea('pdf').notNull(),
  /** What the label cost the platform, in integer cents. */
  costCents: integer('cost_cents').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * Tracking webhooks already applied, by the API's event id: a delivery repeated (the API retries until answered)
 * changes nothing the second time.
 */
export const shippingEvents = pgTable('shipping_events', {
  eventId: text('event_id').primaryKey(),
  shipmentId: text('shipment_id'),
  status: text('status').notNull(),
  occurredAt: timestampMs('occurred_at').notNull(),
  createdAt: createdAtColumn(),
});
