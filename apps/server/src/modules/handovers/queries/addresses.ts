import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AddressInput } from '@swapyard/domain';
import { memberAddresses } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';

export type AddressRow = typeof memberAddresses.$inferSelect;
type AddressFields = Omit<AddressInput, 'isDefault'>;

const fields = (input: AddressFields) => ({
  name: input.name,
  line1: input.line1,
  line2: input.line2 ?? null,
  city: input.city,
  region: input.region ?? null,
  postalCode: input.postalCode,
  country: input.country,
});

/** The member's addresses, the default first, then oldest first. */
export function addressesOf(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.userId, userId))
    .orderBy(desc(memberAddresses.isDefault), asc(memberAddresses.createdAt), asc(memberAddresses.id));
}

export async function addressOf(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.userId, userId)));
  return row;
}

export async function defaultAddressOf(db: Db, userId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.isDefault, true)));
  return row;
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberAddresses)
    .where(eq(memberAddresses.userId, userId));
  return row?.n ?? 0;
}

/** Clears the member's default, before another becomes it (one default per member: a unique index). */
export async function clearDefault(db: Db, userId: string): Promise<void> {
  await db
    .update(memberAddresses)
    .set({ isDefault: false })
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.isDefault, true)));
}

export async function insertAddress(
  db: Db,
  userId: string,
  input: AddressFields,
  isDefault: boolean,
): Promise<void> {
  await db.insert(memberAddresses).values({ userId, ...fields(input), isDefault });
}

/** Answers whether the member's address was there to change. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressFields,
  isDefault: boolean | undefined,
): Promise<boolean> {
  const rows = await db
    .update(memberAddresses)
    .set({ ...fields(input), ...(isDefault === undefined ? {} : { isDefault }), updatedAt: new Date() })
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.userId, userId)))
    .returning({ id: memberAddresses.id });
  return rows.length > 0;
}

/** Answers the removed row, if the member had it. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(memberAddresses)
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.userId, userId)))
    .returning();
  return row;
}

/** The oldest remaining address becomes the default when the default was removed. */
export async function promoteOldest(db: Db, userId: string): Promise<void> {
  const [oldest] = await addressesOf(db, userId);
  if (oldest && !oldest.isDefault) {
    await db.update(memberAddresses).set({ isDefault: true }).where(eq(memberAddresses.id, oldest.id));
  }
}

/** Serialises one member's address-book changes (the count limit, the one default) without a table lock. */
export async function lockAddressBook(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('member_addresses'), hashtext(${userId}))`);
}
