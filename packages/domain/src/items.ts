import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { itemConditions, MAX_SIZE_LENGTH } from './item-labels.ts';
import { MAX_ITEM_VALUE_CENTS } from './money.ts';
import { placeIdSchema } from './places.ts';
import { postageCentsSchema } from './postage.ts';
import { text } from './text.ts';

export const itemStatuses = ['available', 'swapped', 'sold', 'hidden'] as const;
export type ItemStatus = (typeof itemStatuses)[number];
/** Saved and enforced (private: owner only; live-only: inside the owner's live stream): docs/product/closets.md. */
export const itemVisibilities = ['public', 'private', 'live-only'] as const;
export type ItemVisibility = (typeof itemVisibilities)[number];

/**
 * A listing staff took down (docs/product/moderation.md, "Taking a listing down"): it is private until they restore
 * it, and only its owner and staff read it, with the moderators' reason.
 */
export const itemTakeDownSchema = z
  .object({ reason: z.string(), at: z.string() })
  .meta({ id: 'ItemTakeDown' });
export type ItemTakeDown = z.infer<typeof itemTakeDownSchema>;

/** The answer to an owner (or an admin) making a taken-down listing public or live-only again. */
export const ITEM_TAKEN_DOWN_MESSAGE =
  'Our moderators took this listing down, so it stays private until they restore it.';

export const MAX_ITEM_PHOTOS = 10;
/** Edit photos keeps at most 5 (docs/product/listing.md, "The item page"). */
export const MAX_EDIT_ITEM_PHOTOS = 5;
export const ITEMS_PAGE_SIZE = 20;
/** A price drop is shown (the old price struck through) for this many days after it. */
export const PRICE_DROP_SHOWN_DAYS = 7;
export const MAX_ITEMS_PAGE_SIZE = 50;

/** A photo as the upload pipeline returns it; `id` is its storage key, `{userId}/...` (a folder per member). */
export const itemPhotoSchema = z
  .object({
    id: text({ trim: false }).min(1).max(300),
    url: text({ trim: false }).min(1).max(2048),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** Stored renditions: width in pixels → URL (the pipeline's 320/800/1600). */
    sizes: z.record(text({ trim: false }).max(10), text({ trim: false }).max(2048)).optional(),
  })
  .meta({ id: 'ItemPhoto' });
export type ItemPhoto = z.infer<typeof itemPhotoSchema>;
/** A photo as a request sends it: the same fields, and nothing else (an unknown key is refused, not dropped). */
export const itemPhotoInputSchema = z.strictObject(itemPhotoSchema.shape).meta({ id: 'ItemPhotoInput' });

export const itemOwnerSchema = memberCardSchema
  .extend({
    /** The seller's profile location; null when they hide it (privacy setting show_location) or have none. */
    location: z.string().nullable(),
  })
  .meta({ id: 'ItemOwner' });
export type ItemOwner = z.infer<typeof itemOwnerSchema>;

export const itemSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    brand: z.string().nullable(),
    /** Stored value, e.g. 'shoes_footwear'. */
    category: z.string(),
    /** How the category reads ('Shoes & Footwear'), see categoryDisplayName. */
    categoryLabel: z.string(),
    condition: z.enum(itemConditions),
    size: z.string(),
    /** Integer cents (docs/decisions/021-money-in-cents.md); null when the owner set no value. */
    valueCents: z.number().int().nullable(),
    /** The price before a drop in the last PRICE_DROP_SHOWN_DAYS days ('Now $24, was $30'); null otherwise. */
    previousValueCents: z.number().int().nullable(),
    /** Ordered: the first is the main photo. */
    photos: z.array(itemPhotoSchema),
    isAvailable: z.boolean(),
    status: z.enum(itemStatuses),
    visibility: z.enum(itemVisibilities),
    /**
     * Where it is ('Portland, OR, US'), and its place's id when it is one from the gazetteer; both null to others
     * when the owner hides their location (docs/product/places.md).
     */
    location: z.string().nullable(),
    placeId: z.number().int().nullable(),
    /** Whether swap circles may offer it (docs/product/swap-circles.md); the owner turns it off per item. */
    openToSwap: z.boolean(),
    /** Whether it can be bought at once at its value (Buy now, docs/product/trades.md); the owner turns it off. */
    buyNow: z.boolean(),
    /** How it can be handed over (docs/product/handover.md): shipped from the seller, met up for, or either. */
    ships: z.boolean(),
    meetsUp: z.boolean(),
    /** Postage in cents the buyer pays on top of the price when it ships (docs/product/handover.md); 0: free. */
    shippingCents: z.number().int(),
    likes: z.number().int(),
    views: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    owner: itemOwnerSchema,
    /**
     * Only on the item page (GET /api/items/{id}), for its owner and staff: why moderators took it down; absent
     * when they did not (and in lists).
     */
    takenDown: itemTakeDownSchema.optional(),
  })
  .meta({ id: 'Item' });
export type Item = z.infer<typeof itemSchema>;

export const itemListSchema = z
  .object({
    items: z.array(itemSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ItemList' });
export type ItemList = z.infer<typeof itemListSchema>;

// Form messages in the documented order (docs/product/listing.md): zod reports issues in key order.
const msg = {
  title: 'Please enter a title for your item',
  category: 'Please select a category for your item',
  condition: 'Please select the condition of your item',
  size: 'Please enter a size for your item',
  photos: 'Please add at least one photo of your item',
  value: 'Please enter a value of 0 or more, with at most 2 decimals',
};
/** An item value that is not whole cents from 0 to MAX_ITEM_VALUE_CENTS: the API's words and the listing forms'. */
export const ITEM_VALUE_MESSAGE = msg.value;

const title = text({ error: msg.title }).min(1, msg.title).max(200);
// Stored category values are lowercase words joined by underscores (see categoryLabelToValue).
const category = text({ error: msg.category })
  .regex(/^[a-z0-9_]+$/, msg.category)
  .max(100);
const condition = z.enum(itemConditions, { error: msg.condition });
/** A size label's stored value or a size as written, bounded (docs/product/listing.md). */
const size = text({ error: msg.size })
  .min(1, msg.size)
  .max(MAX_SIZE_LENGTH, `A size is at most ${MAX_SIZE_LENGTH} characters`);
const photos = (max: number) =>
  z
    .array(itemPhotoInputSchema, { error: msg.photos })
    .min(1, msg.photos)
    .max(max, `Maximum ${max} photos allowed`);
/**
 * Integer cents from 0 to MAX_ITEM_VALUE_CENTS. The listing forms read the dollars typed into cents first
 * (roundDollarsToCents in money.ts) and refuse a value out of range in these same words.
 */
const valueCents = z
  .number({ error: msg.value })
  .int(msg.value)
  .min(0, msg.value)
  .max(MAX_ITEM_VALUE_CENTS, msg.value);
/** Optional text: blank is saved as null (a blank description or brand: docs/product/listing.md). */
const optionalText = (max: number, multiline = false) =>
  text({ multiline })
    .max(max)
    .nullish()
    .transform((text) => (text === undefined ? undefined : text || null));

/** A listing is shipped, met up for, or both; never neither (the service checks an edit against the stored row too). */
export const NO_HANDOVER_MESSAGE = 'Choose at least one way to hand this item over: shipping or a meetup';
const handedOverSomehow = (input: { ships?: boolean; meetsUp?: boolean }) =>
  input.ships !== false || input.meetsUp !== false;
const noHandoverIssue = { message: NO_HANDOVER_MESSAGE, path: ['ships'] };

/** The fields of a new listing, before the rule across them (for schemas made from it: the demo data's). */
export const createItemFieldsSchema = z.strictObject({
  title,
  category,
  condition,
  size,
  photos: photos(MAX_ITEM_PHOTOS),
  description: optionalText(5000, true),
  brand: optionalText(100),
  valueCents: valueCents.nullish(),
  visibility: z.enum(itemVisibilities).default('public'),
  /** Written where, matched to a place when unambiguous; with neither this nor placeId, the owner's place. */
  location: optionalText(200),
  /** A place chosen from GET /api/places: its label becomes the location. */
  placeId: placeIdSchema.nullish(),
  buyNow: z.boolean().default(true),
  ships: z.boolean().default(true),
  meetsUp: z.boolean().default(true),
  shippingCents: postageCentsSchema.default(0),
});
export const createItemInputSchema = createItemFieldsSchema
  .refine(handedOverSomehow, noHandoverIssue)
  .meta({ id: 'CreateItemInput' });
export type CreateItemInput = z.output<typeof createItemInputSchema>;

/** Any subset of fields; the owner (or an admin) also changes status and availability. */
export const updateItemInputSchema = z
  .strictObject({
    title: title.optional(),
    category: category.optional(),
    condition: condition.optional(),
    size: size.optional(),
    photos: photos(MAX_EDIT_ITEM_PHOTOS).optional(),
    description: optionalText(5000, true),
    brand: optionalText(100),
    valueCents: valueCents.nullable().optional(),
    visibility: z.enum(itemVisibilities).optional(),
    location: optionalText(200),
    placeId: placeIdSchema.nullish(),
    status: z.enum(itemStatuses).optional(),
    isAvailable: z.boolean().optional(),
    openToSwap: z.boolean().optional(),
    buyNow: z.boolean().optional(),
    ships: z.boolean().optional(),
    meetsUp: z.boolean().optional(),
    shippingCents: postageCentsSchema.optional(),
  })
  .refine(handedOverSomehow, noHandoverIssue)
  .meta({ id: 'UpdateItemInput' });
export type UpdateItemInput = z.output<typeof updateItemInputSchema>;

const pageQuery = {
  cursor: text({ trim: false }).min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ITEMS_PAGE_SIZE).default(ITEMS_PAGE_SIZE),
};

/** GET /api/items, /api/items/mine, /api/users/{userId}/items: newest first, `cursor` from the previous page. */
export const itemPageQuerySchema = z.object(pageQuery);
export type ItemPageQuery = z.output<typeof itemPageQuerySchema>;

export const itemListQuerySchema = z.object({
  ...pageQuery,
  category: text().min(1).max(100).optional(),
  userId: z.uuid().optional(),
});
export type ItemListQuery = z.output<typeof itemListQuerySchema>;
