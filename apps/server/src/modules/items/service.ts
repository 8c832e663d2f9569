import {
  categoryDisplayName,
  ITEM_TAKEN_DOWN_MESSAGE,
  NO_HANDOVER_MESSAGE,
  PHOTO_WIDTHS,
  PRICE_DROP_SHOWN_DAYS,
  type CreateItemInput,
  type Item,
  type ItemList,
  type ItemListQuery,
  type ItemPageQuery,
  type ItemPhoto,
  type UpdateItemInput,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { holdUploadAttachLock, mediaUrl, photoKeysOf } from '../../platform/images/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as audit from '../audit/index.ts';
import * as places from '../places/index.ts';
import * as profiles from '../profiles/index.ts';
import { decodeCursor, encodeCursor, isUuid } from '../../platform/pagination.ts';
import { newListingPlace, placeColumns } from './place.ts';
import * as queries from './queries.ts';
import type { ListFilter } from './queries.ts';
import type { ItemChanges, ItemRow, ItemWithOwner } from './queries/read-model.ts';

// For other modules' newest-first lists of items (saved items): the same opaque cursor and id check.

/**
 * Called after a delete or an edit has committed, with the storage ids of the photos the item no longer uses, so
 * their files can be removed. The photo pipeline connects it to Storage (createApp deps); the default does nothing.
 * Never called for a change that rolled back, so a failed request cannot lose a photo still in use.
 */
export type OnPhotosRemoved = (photoIds: string[]) => Promise<void> | void;

/**
 * The trades module's checks before an item changes (decision 015), made in the changing transaction with the item
 * row locked. createApp passes trades' itemTradeGuard: trades reads items through this module, so this module is
 * given the checks rather than importing them (decision 022).
 */
export interface ItemTradeGuard {
  /** CONFLICT while the item is wanted or offered in a pending trade. */
  assertNotInPendingTrade(tx: Db, itemId: string): Promise<void>;
  /** CONFLICT when an accepted trade took the item and `change` would alter what it agreed on. */
  assertNotTraded(tx: Db, itemId: string, change: 'delete' | 'edit'): Promise<void>;
}

/**
 * Live selling's check, run with the items locked in the changing transaction: CONFLICT when one of them is up for
 * auction (pending or running), which is then not offered on, traded, sold, hidden or deleted.
 */
export type ItemAuctionGuard = (tx: Db, itemIds: string[]) => Promise<void>;

export interface ItemsDeps {
  db: Db;
  onPhotosRemoved: OnPhotosRemoved;
  /**
   * Called inside the transaction that lists an item or changes its photos, so what follows from them (the
   * analysis module's photo embeddings) is queued if and only if the change commits.
   */
  onPhotosChanged?: (tx: Db, itemId: string) => Promise<void>;
  /**
   * Called inside the transaction that changes whether or how an item can be swapped (status, availability,
   * visibility, 'Open to swap', value) or deletes it, with whether it can still be swapped: swap circles holding it
   * fall through, and new ones are looked for (docs/product/swap-circles.md).
   */
  onSwapChanged?: (tx: Db, itemId: string, swappable: boolean) => Promise<void>;
  /** Called inside the transaction that makes an item listed for anyone to find (saved searches' alerts). */
  onListed?: (tx: Db, itemId: string) => Promise<void>;
  /** Called inside the transaction that lowers a listed item's price (its likers and savers are told). */
  onPriceDropped?: (tx: Db, itemId: string) => Promise<void>;
  tradeGuard: ItemTradeGuard;
  /** Without it (no live selling), no item is ever up for auction. */
  auctionGuard?: ItemAuctionGuard;
  /**
   * Where uploads live. With it, a newly attached photo must exist there and its URLs are rebuilt from its id;
   * without it (apps built without the photo pipeline) only the ownership rule applies.
   */
  storage?: Storage;
}

const notFound = () => new AppError('NOT_FOUND', 'Item not found');

/**
 * An item as the API shows it. Where it is (location and place) only when its owner shows their location, or to
 * the owner themself (`viewerId`, known on the item page): docs/product/places.md.
 */
export function toItem({ item, owner: { locationShown, ...owner } }: ItemWithOwner, viewerId?: string): Item {
  const placeShown = locationShown || viewerId === item.userId;
  return {
    id: item.id,
    userId: item.userId,
    title: item.title,
    description: item.description,
    brand: item.brand,
    category: item.category,
    categoryLabel: categoryDisplayName(item.category),
    condition: item.condition,
    size: item.size,
    valueCents: item.valueCents,
    previousValueCents: shownPriceDrop(item),
    photos: item.photos,
    isAvailable: item.isAvailable,
    status: item.status,
    visibility: item.visibility,
    location: placeShown ? item.location : null,
    placeId: placeShown ? item.placeId : null,
    openToSwap: item.openToSwap,
    buyNow: item.buyNow,
    ships: item.ships,
    meetsUp: item.meetsUp,
    shippingCents: item.shippingCents,
    likes: item.likesCount,
    views: item.viewsCount,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    owner,
  };
}

/** The price before a drop, while the drop is recent enough to show (docs/product/listing.md, "Price drops"). */
export function shownPriceDrop(item: ItemRow, now = Date.now()): number | null {
  if (!item.priceDroppedAt || now - item.priceDroppedAt.getTime() > PRICE_DROP_SHOWN_DAYS * 86_400_000)
    return null;
  return item.previousValueCents;
}

async function page(db: Db, filter: ListFilter, query: ItemPageQuery): Promise<ItemList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // One row more than asked tells whether another page exists.
  const rows = await queries.listItems(db, filter, { limit: query.limit + 1, after });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((row) => toItem(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.item) : null,
  };
}

/**
 * The public list: available public items of everyone, newest first. Narrowed to one member (`userId`) it is that
 * member's closet, so their profile visibility applies as on /api/users/{userId}/items (docs/decisions/005).
 */
export async function listPublicItems(
  db: Db,
  query: ItemListQuery,
  /** Asked only when the list is one member's, so the home browse costs no session lookup. */
  viewerId: () => Promise<string | undefined>,
): Promise<ItemList> {
  if (query.userId !== undefined) {
    const owner = await profiles.getProfileRow(db, query.userId);
    if (!owner) return { items: [], nextCursor: null };
    await profiles.assertProfileVisible(db, owner, await viewerId());
  }
  return page(db, { listedOnly: true, userId: query.userId, category: query.category }, query);
}

/**
 * A member's closet as others see it; the owner sees everything of theirs through listOwnItems. Profile
 * visibility applies (403 to a reader the profile is closed to); an unknown member simply has no items.
 */
export async function listMemberItems(
  db: Db,
  userId: string,
  viewerId: string | undefined,
  query: ItemPageQuery,
): Promise<ItemList> {
  const owner = isUuid(userId) ? await profiles.getProfileRow(db, userId) : undefined;
  if (!owner) return { items: [], nextCursor: null };
  await profiles.assertProfileVisible(db, owner, viewerId);
  return page(db, { listedOnly: true, userId }, query);
}

export function listOwnItems(db: Db, userId: string, query: ItemPageQuery): Promise<ItemList> {
  return page(db, { listedOnly: false, userId }, query);
}

/**
 * Public items to anyone, whatever their status (a swapped or sold item is real history). Private and live-only
 * items only to their owner; anyone else gets the same 404 as for a missing item, so existence never leaks.
 * (Live-only items are seen inside their owner's live stream, through its auctions: docs/product/live.md.) A suspended member's
 * items only to staff (docs/product/moderation.md, "Suspending a member"), the same 404 to anyone else. A listing
 * staff took down (private meanwhile) to its owner and staff, both told why (`takenDown`).
 */
export async function getItem(
  db: Db,
  id: string,
  /** Asked only for a non-public item or a suspended owner's, so most detail views cost no session lookup. */
  viewerId: () => Promise<string | undefined>,
): Promise<Item> {
  if (!isUuid(id)) throw notFound();
  const found = await queries.findItemWithOwner(db, id);
  if (!found) throw notFound();
  let viewer: Promise<string | undefined> | undefined;
  const reader = () => (viewer ??= viewerId());
  let staff: Promise<boolean> | undefined;
  const readerIsStaff = async () => (staff ??= isStaff(db, await reader()));
  if (found.item.visibility !== 'public' && found.item.userId !== (await reader())) {
    if (!found.takeDown || !(await readerIsStaff())) throw notFound();
  }
  if (found.ownerSuspended && !(await readerIsStaff())) throw notFound();
  // An owner who hides their location still sees where their listing is.
  return toItemPage(found, found.owner.locationShown ? undefined : await reader());
}

/** The item as its page reads it: with why staff took it down, for a reader who may see it (owner or staff). */
function toItemPage(
  found: NonNullable<Awaited<ReturnType<typeof queries.findItemWithOwner>>>,
  viewerId?: string,
): Item {
  const { takeDown } = found;
  const item = toItem(found, viewerId);
  // Absent when not taken down: the page's Item is then exactly the one every list carries.
  return takeDown ? { ...item, takenDown: { reason: takeDown.reason, at: takeDown.at.toISOString() } } : item;
}

const isStaff = async (db: Db, userId: string | undefined) =>
  userId !== undefined && (await profiles.getAccess(db, userId)).hasAdminAccess;

/**
 * Photos are storage keys under the owner's folder (docs/product/listing.md, "Photos"), so nobody can attach, and
 * later delete through this item, another member's files.
 */
function assertOwnPhotos(photos: ItemPhoto[], ownerId: string): void {
  // '..' or empty segments could climb out of the folder once the id becomes a file path.
  const own = (id: string) => {
    const [folder, ...rest] = id.split('/');
    return (
      folder === ownerId &&
      rest.length > 0 &&
      rest.every((part) => part !== '' && part !== '.' && part !== '..')
    );
  };
  if (!photos.every((photo) => own(photo.id))) {
    throw new AppError('VALIDATION_FAILED', 'Photos must be your own uploads', {
      issues: [{ path: 'photos', message: 'Photos must be your own uploads' }],
    });
  }
}

export const PHOTOS_MISSING = 'Some photos were not found. Please upload them again.';

/** Whether a stored object exists, without reading it. */
async function exists(storage: Storage, key: string): Promise<boolean> {
  const object = await storage.get(key);
  object?.body.destroy();
  return object !== null;
}

/**
 * The photos as the server knows them. Every photo must be the owner's; a photo the item already shows (`kept`) is
 * taken as stored, and any other must exist in storage, with its URLs rebuilt from its id (the client's `url` and
 * `sizes` are never stored, so an item cannot point at someone else's file or another site). Width and height are
 * display hints and are taken as sent.
 */
async function verifiedPhotos(
  deps: Pick<ItemsDeps, 'storage'>,
  photos: ItemPhoto[],
  ownerId: string,
  kept: ItemPhoto[] = [],
): Promise<ItemPhoto[]> {
  assertOwnPhotos(photos, ownerId);
  const { storage } = deps;
  if (!storage) return photos;
  const keptById = new Map(kept.map((photo) => [photo.id, photo]));
  const missing: number[] = [];
  const result = await Promise.all(
    photos.map(async (photo, index): Promise<ItemPhoto> => {
      const known = keptById.get(photo.id);
      if (known) return known;
      const keys = photoKeysOf(photo.id);
      const largest = keys.at(-1)!;
      // savePhoto writes every size or none, so the largest stands for all of them.
      if (!(await exists(storage, largest))) missing.push(index);
      return {
        id: photo.id,
        url: mediaUrl(largest),
        width: photo.width,
        height: photo.height,
        sizes: Object.fromEntries(PHOTO_WIDTHS.map((width, i) => [String(width), mediaUrl(keys[i]!)])),
      };
    }),
  );
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', PHOTOS_MISSING, {
      issues: missing.sort((a, b) => a - b).map((i) => ({ path: `photos.${i}`, message: 'Photo not found' })),
    });
  }
  return result;
}

/**
 * The same checks for uploads another feature attaches (a dispute's evidence photos): the member's own, stored,
 * with URLs rebuilt from their ids. Call inside the attaching transaction; it takes the upload attach lock, so the
 * sweeper cannot remove them before the reference commits.
 */
export async function verifiedUploads(
  tx: Db,
  storage: Storage | undefined,
  photos: ItemPhoto[],
  ownerId: string,
): Promise<ItemPhoto[]> {
  if (photos.length === 0) return [];
  await holdUploadAttachLock(tx);
  return verifiedPhotos({ storage }, photos, ownerId);
}

/** The signed-in member becomes the owner: an owner id in the body is never read (the contract has none). */
export async function createItem(deps: ItemsDeps, userId: string, input: CreateItemInput): Promise<Item> {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    // Until commit, the sweeper cannot take these uploads for abandoned ones (see attach-lock.ts).
    await holdUploadAttachLock(tx);
    const photos = await verifiedPhotos(deps, input.photos, userId);
    await queries.autoCreateCloset(tx, userId, input.category);
    const inserted = await queries.insertItem(tx, {
      userId,
      title: input.title,
      description: input.description ?? null,
      brand: input.brand ?? null,
      category: input.category,
      condition: input.condition,
      size: input.size,
      valueCents: input.valueCents ?? null,
      photos,
      visibility: input.visibility,
      ...placeColumns(await newListingPlace(tx, userId, input)),
      buyNow: input.buyNow,
      ships: input.ships,
      meetsUp: input.meetsUp,
      shippingCents: input.shippingCents,
    });
    await deps.onPhotosChanged?.(tx, inserted.id);
    if (isListed(inserted)) await deps.onListed?.(tx, inserted.id);
    return inserted;
  });
  return readBack(db, row.id, userId);
}

async function readBack(db: Db, id: string, actorId: string): Promise<Item> {
  const found = await queries.findItemWithOwner(db, id);
  if (!found) throw notFound(); // deleted by a concurrent request
  return toItemPage(found, actorId);
}

/**
 * What a new price does to the price-drop record: a lower price remembers the one before (a second drop within the
 * shown days keeps the first 'was' price); a price back at or above the remembered one, or no price, forgets it.
 */
function priceDropChanges(item: ItemRow, valueCents: number | null, now: Date): ItemChanges {
  const forget = { previousValueCents: null, priceDroppedAt: null };
  if (valueCents === null) return forget;
  if (item.valueCents !== null && valueCents < item.valueCents) {
    const earlier = shownPriceDrop(item, now.getTime());
    return { previousValueCents: Math.max(earlier ?? 0, item.valueCents), priceDroppedAt: now };
  }
  return item.previousValueCents !== null && item.previousValueCents > valueCents ? {} : forget;
}

/** Owner or admin (roles read from the database); anyone else 403, an unknown item 404. Runs in the caller's tx. */
async function lockForChange(tx: Db, id: string, actorId: string, denied: string): Promise<ItemRow> {
  const item = isUuid(id) ? await queries.lockItem(tx, id) : undefined;
  if (!item) throw notFound();
  if (item.userId !== actorId && !(await profiles.getAccess(tx, actorId)).isAdmin) {
    throw new AppError('FORBIDDEN', denied);
  }
  return item;
}

function changesFrom(input: Omit<UpdateItemInput, 'location' | 'placeId'>): ItemChanges {
  const changes: ItemChanges = { ...input, updatedAt: new Date() };
  // A swapped or sold item cannot be offered any more, and putting one back on sale makes it available again;
  // an explicit isAvailable in the same request wins.
  if (input.status && input.isAvailable === undefined) {
    if (input.status === 'swapped' || input.status === 'sold') changes.isAvailable = false;
    if (input.status === 'available') changes.isAvailable = true;
  }
  return changes;
}

/**
 * Whether an edit changes anything beyond how the item is shown (visibility, location): what a traded item keeps
 * as agreed. Compared with the stored row, so an edit form sending unchanged fields along is not refused.
 */
function changesAgreedFields(input: UpdateItemInput, item: ItemRow): boolean {
  const changes = changesFrom(input);
  const differs = <K extends keyof ItemChanges & keyof ItemRow>(key: K) =>
    changes[key] !== undefined && changes[key] !== item[key];
  const photosDiffer =
    input.photos !== undefined &&
    input.photos.map((photo) => photo.id).join('\n') !== item.photos.map((photo) => photo.id).join('\n');
  return (
    photosDiffer ||
    (
      [
        'title',
        'description',
        'brand',
        'category',
        'condition',
        'size',
        'valueCents',
        'status',
        'isAvailable',
      ] as const
    ).some(differs)
  );
}

/** Listed for anyone to find, as far as the item itself says (its owner's suspension aside). */
export const isListed = (item: Pick<ItemRow, 'isAvailable' | 'status' | 'visibility'>) =>
  item.isAvailable && item.status === 'available' && item.visibility === 'public';

/** The item as it is after `changes`. */
const after = (changes: ItemChanges, item: ItemRow): ItemRow => ({
  ...item,
  ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
});

const SWAP_FIELDS = ['status', 'isAvailable', 'visibility', 'openToSwap', 'valueCents'] as const;

/** Whether an edit changes what swap circles read of the item. */
const changesSwapping = (changes: ItemChanges, item: ItemRow) =>
  SWAP_FIELDS.some((key) => changes[key] !== undefined && changes[key] !== item[key]);

/** Whether the item may be in a swap circle after the edit (docs/product/swap-circles.md, "Wants"). */
function swappableAfter(changes: ItemChanges, item: ItemRow): boolean {
  const changed = after(changes, item);
  return isListed(changed) && changed.openToSwap;
}

/** Hiding an item or marking it sold or swapped: what a pending trade on it must be settled before. */
const takesOffMarket = (input: UpdateItemInput) =>
  input.isAvailable === false ||
  (input.status !== undefined && input.status !== 'available') ||
  (input.visibility !== undefined && input.visibility !== 'public');

/** Whether the change takes the item away from its auction: sold, unavailable or hidden (a live-only item may be). */
const takesOffAuction = (input: UpdateItemInput) =>
  input.isAvailable === false ||
  (input.status !== undefined && input.status !== 'available') ||
  input.visibility === 'private';

export async function updateItem(
  deps: ItemsDeps,
  actorId: string,
  id: string,
  input: UpdateItemInput,
  logger: Logger,
): Promise<Item> {
  const removed = await deps.db.transaction(async (tx) => {
    const item = await lockForChange(tx, id, actorId, 'You can only edit your own items');
    // Staff took it down: private until they restore it (taking down locks this row too).
    if (
      input.visibility !== undefined &&
      input.visibility !== 'private' &&
      (await queries.activeTakeDown(tx, id))
    ) {
      throw new AppError('CONFLICT', ITEM_TAKEN_DOWN_MESSAGE);
    }
    if (!(input.ships ?? item.ships) && !(input.meetsUp ?? item.meetsUp)) {
      throw new AppError('BAD_REQUEST', NO_HANDOVER_MESSAGE);
    }
    if (changesAgreedFields(input, item)) await deps.tradeGuard.assertNotTraded(tx, id, 'edit');
    if (takesOffMarket(input)) await deps.tradeGuard.assertNotInPendingTrade(tx, id);
    if (takesOffAuction(input)) await deps.auctionGuard?.(tx, [id]);
    if (input.photos) await holdUploadAttachLock(tx);
    const photos = input.photos && (await verifiedPhotos(deps, input.photos, item.userId, item.photos));
    const { placeId, location, ...fields } = input;
    const where = await places.placeOfInput(tx, { placeId, location });
    const changes = {
      ...changesFrom({ ...fields, photos }),
      ...(where && placeColumns(where)),
      ...(input.valueCents !== undefined && priceDropChanges(item, input.valueCents, new Date())),
    };
    await queries.updateItem(tx, id, changes);
    if (photos) await deps.onPhotosChanged?.(tx, id);
    if (changesSwapping(changes, item)) await deps.onSwapChanged?.(tx, id, swappableAfter(changes, item));
    const changed = after(changes, item);
    if (isListed(changed) && !isListed(item)) await deps.onListed?.(tx, id);
    else if (isListed(changed) && changes.priceDroppedAt) await deps.onPriceDropped?.(tx, id);
    if (item.userId !== actorId) await auditStaffEdit(tx, actorId, item, changes);
    // Moved to a category the owner has no closet for yet (docs/product/closets.md).
    if (input.category !== undefined && input.category !== item.category) {
      await queries.autoCreateCloset(tx, item.userId, input.category);
    }
    const kept = new Set((photos ?? item.photos).map((photo) => photo.id));
    return unusedPhotoIds(
      tx,
      item.photos.map((photo) => photo.id).filter((photoId) => !kept.has(photoId)),
      id,
    );
  });
  await notifyPhotosRemoved(deps, removed, logger);
  // Read back directly: whoever may change an item may see it (an admin editing a private item included).
  return readBack(deps.db, id, actorId);
}

export async function deleteItem(
  deps: ItemsDeps,
  actorId: string,
  id: string,
  logger: Logger,
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const item = await lockForChange(tx, id, actorId, 'You can only delete your own items');
    await deps.tradeGuard.assertNotTraded(tx, id, 'delete');
    await deps.tradeGuard.assertNotInPendingTrade(tx, id);
    await deps.auctionGuard?.(tx, [id]);
    await deps.onSwapChanged?.(tx, id, false);
    await queries.deleteItem(tx, id);
    // An admin removing a member's item is a staff action (docs/product/moderation.md, "Managing members").
    if (item.userId !== actorId) {
      await audit.recordStaffAction(tx, {
        actorId,
        action: 'item.delete',
        subjectType: 'item',
        subjectId: item.id,
        subjectUserId: item.userId,
        before: { title: item.title, valueCents: item.valueCents },
        after: null,
      });
    }
    return unusedPhotoIds(
      tx,
      item.photos.map((photo) => photo.id),
      id,
    );
  });
  await notifyPhotosRemoved(deps, removed, logger);
}

/** The fields an edit may change, as the audit log shows them (photos by their ids). */
const auditedFields = [
  'title',
  'description',
  'brand',
  'category',
  'condition',
  'size',
  'valueCents',
  'status',
  'isAvailable',
  'visibility',
  'location',
  'placeId',
  'openToSwap',
  'buyNow',
  'ships',
  'meetsUp',
  'shippingCents',
] as const;

/** An admin editing a member's item: one audit entry with each changed field before and after. */
async function auditStaffEdit(tx: Db, actorId: string, item: ItemRow, changes: ItemChanges): Promise<void> {
  const changed = auditedFields.filter((key) => changes[key] !== undefined && changes[key] !== item[key]);
  const before: Record<string, unknown> = Object.fromEntries(changed.map((key) => [key, item[key]]));
  const after: Record<string, unknown> = Object.fromEntries(changed.map((key) => [key, changes[key]]));
  const photoIds = (photos: ItemPhoto[]) => photos.map((photo) => photo.id);
  if (changes.photos && photoIds(changes.photos).join('\n') !== photoIds(item.photos).join('\n')) {
    before.photos = photoIds(item.photos);
    after.photos = photoIds(changes.photos);
  }
  await audit.recordStaffAction(tx, {
    actorId,
    action: 'item.update',
    subjectType: 'item',
    subjectId: item.id,
    subjectUserId: item.userId,
    before,
    after,
  });
}

/** A client may attach one upload to two of its items: a file another item still shows is kept. */
async function unusedPhotoIds(tx: Db, photoIds: string[], itemId: string): Promise<string[]> {
  const elsewhere = await queries.photoIdsUsedElsewhere(tx, photoIds, itemId);
  return [...new Set(photoIds)].filter((photoId) => !elsewhere.has(photoId));
}

/** The change has committed: a storage failure leaves an orphan file to clean up, never a failed request. */
async function notifyPhotosRemoved(deps: ItemsDeps, photoIds: string[], logger: Logger): Promise<void> {
  if (photoIds.length === 0) return;
  try {
    await deps.onPhotosRemoved(photoIds);
  } catch (err) {
    logger.error({ err, photoIds }, 'Removing item photos failed');
  }
}
