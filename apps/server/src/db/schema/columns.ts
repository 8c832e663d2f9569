import { sql } from 'drizzle-orm';
import { bigint, customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column shapes the tables share. Millisecond timestamps: cursors carry them as JS Dates without losing order. */
export const timestampMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Integer cents; bigint so platform totals never overflow, read as JS numbers (safe up to 2^53 cents). */
export const cents = (name: string) => bigint(name, { mode: 'number' });

export const uuidPrimaryKey = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const createdAtColumn = () => timestampMs('created_at').defaultNow().notNull();

export const updatedAtColumn = () =>
  timestampMs('updated_at')
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();

/** Bytes (a photo's embedding, a carrier's label PDF), read back as a Buffer from either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
