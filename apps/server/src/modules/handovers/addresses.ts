import { HANDOVER_TEXTS, MAX_ADDRESSES, type Address, type AddressInput } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import type { HandoverAddress } from '../../db/schema/index.ts';
import * as queries from './queries/addresses.ts';
import type { AddressRow } from './queries/addresses.ts';

/**
 * A member's private address book (docs/product/handover.md "Addresses"): read and changed by that member only; an
 * order keeps a copy of the address it ships to. At most MAX_ADDRESSES; exactly one default while there are any.
 */

const notFound = () => new AppError('NOT_FOUND', HANDOVER_TEXTS.addressNotFound);

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postalCode: row.postalCode,
  country: row.country,
  isDefault: row.isDefault,
});

/** The copy an order keeps. */
export const toHandoverAddress = (row: AddressRow): HandoverAddress => {
  const { id: _id, isDefault: _default, ...copy } = toAddress(row);
  return copy;
};

export async function listAddresses(db: Db, userId: string): Promise<{ addresses: Address[] }> {
  return { addresses: (await queries.addressesOf(db, userId)).map(toAddress) };
}

/** One of the member's own addresses, to ship to; anyone else's does not exist for them. */
export async function ownAddress(db: Db, userId: string, addressId: string): Promise<AddressRow> {
  const row = isUuid(addressId) ? await queries.addressOf(db, userId, addressId) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function addAddress(
  db: Db,
  userId: string,
  input: AddressInput,
): Promise<{ addresses: Address[] }> {
  await db.transaction(async (tx) => {
    await queries.lockAddressBook(tx, userId);
    const held = await queries.countAddresses(tx, userId);
    if (held >= MAX_ADDRESSES) throw new AppError('CONFLICT', HANDOVER_TEXTS.tooManyAddresses);
    const isDefault = held === 0 || input.isDefault === true;
    if (isDefault) await queries.clearDefault(tx, userId);
    await queries.insertAddress(tx, userId, input, isDefault);
  });
  return listAddresses(db, userId);
}

export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: AddressInput,
): Promise<{ addresses: Address[] }> {
  if (!isUuid(addressId)) throw notFound();
  await db.transaction(async (tx) => {
    await queries.lockAddressBook(tx, userId);
    const current = await queries.addressOf(tx, userId, addressId);
    if (!current) throw notFound();
    // The default moves only by marking another one; unmarking the default keeps it (there must be one).
    const makeDefault = input.isDefault === true && !current.isDefault;
    if (makeDefault) await queries.clearDefault(tx, userId);
    await queries.updateAddress(tx, userId, addressId, input, makeDefault ? true : undefined);
  });
  return listAddresses(db, userId);
}

export async function removeAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<{ addresses: Address[] }> {
  if (!isUuid(addressId)) throw notFound();
  await db.transaction(async (tx) => {
    await queries.lockAddressBook(tx, userId);
    const removed = await queries.deleteAddress(tx, userId, addressId);
    if (!removed) throw notFound();
    if (removed.isDefault) await queries.promoteOldest(tx, userId);
  });
  return listAddresses(db, userId);
}
