import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { itemPhotoInputSchema, itemPhotoSchema } from './items.ts';
import { text } from './text.ts';
import { DISPUTE_WINDOW_DAYS, TRADE_MESSAGES, tradeKinds } from './trades.ts';

/** What went wrong with a trade (docs/product/disputes.md). */
export const disputeTypes = ['item_not_received', 'not_as_described', 'payment', 'other'] as const;
export type DisputeType = (typeof disputeTypes)[number];

export const disputeTypeLabels: Record<DisputeType, string> = {
  item_not_received: 'Item not received',
  not_as_described: 'Not as described',
  payment: 'Payment problem',
  other: 'Something else',
};

export const disputePriorities = ['high', 'medium', 'low'] as const;
export type DisputePriority = (typeof disputePriorities)[number];

/** A dispute's priority follows from its type: money or goods missing first. */
export const disputePriorityOf: Record<DisputeType, DisputePriority> = {
  item_not_received: 'high',
  payment: 'high',
  not_as_described: 'medium',
  other: 'low',
};

export const disputeStatuses = ['open', 'investigating', 'resolved', 'closed'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** Resolved and closed are final. */
export const disputeTransitions: Record<DisputeStatus, readonly DisputeStatus[]> = {
  open: ['investigating', 'resolved', 'closed'],
  investigating: ['resolved', 'closed'],
  resolved: [],
  closed: [],
};

export const MAX_DISPUTE_PHOTOS = 5;
export const DISPUTE_DESCRIPTION_MAX_LENGTH = 2000;
export const DISPUTE_RESOLUTION_MAX_LENGTH = 2000;

export const disputeTexts = {
  typeRequired: 'Please choose what went wrong',
  descriptionRequired: 'Please describe the problem',
  tooManyPhotos: `At most ${MAX_DISPUTE_PHOTOS} photos`,
  notDisputable: TRADE_MESSAGES.notDisputable,
  windowClosed: `A trade can be disputed within ${DISPUTE_WINDOW_DAYS} days of its acceptance`,
  alreadyOpen: 'This trade already has an open dispute. Our moderators are looking into it.',
  opened: 'Dispute opened',
  openedDescription:
    'Our moderators will review it. Any money still held for this trade stays held meanwhile.',
  outcomeRequired: 'Choose what happens to the money held for this trade',
  notFound: 'Dispute not found',
} as const;

/** POST /api/trades/{id}/disputes. */
export const createDisputeSchema = z
  .strictObject({
    type: z.enum(disputeTypes, { error: disputeTexts.typeRequired }),
    description: text({ multiline: true })
      .min(1, disputeTexts.descriptionRequired)
      .max(DISPUTE_DESCRIPTION_MAX_LENGTH, `At most ${DISPUTE_DESCRIPTION_MAX_LENGTH} characters`),
    photos: z.array(itemPhotoInputSchema).max(MAX_DISPUTE_PHOTOS, disputeTexts.tooManyPhotos).default([]),
  })
  .meta({ id: 'CreateDispute' });
export type CreateDispute = z.input<typeof createDisputeSchema>;

// A member card without the theme colour (staff pages show none), with a uuid id.
const disputeMemberSchema = memberCardSchema.omit({ themeColor: true }).extend({ id: z.uuid() });

/** How a resolved dispute settled the trade's held money. */
export const disputeOutcomes = ['pay_payee', 'refund_payer', 'split', 'no_money'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

/** A dispute as its parties see it (GET /api/trades/{id}/disputes). */
export const disputeSchema = z
  .object({
    id: z.uuid(),
    tradeId: z.uuid(),
    type: z.enum(disputeTypes),
    priority: z.enum(disputePriorities),
    status: z.enum(disputeStatuses),
    description: z.string(),
    photos: z.array(itemPhotoSchema),
    resolution: z.string().nullable(),
    outcome: z.enum(disputeOutcomes).nullable(),
    paidToPayeeCents: z.number().int().nullable(),
    refundedCents: z.number().int().nullable(),
    initiator: disputeMemberSchema.nullable(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

export const tradeDisputesSchema = z
  .object({ disputes: z.array(disputeSchema) })
  .meta({ id: 'TradeDisputes' });
export type TradeDisputes = z.infer<typeof tradeDisputesSchema>;

/** An item the trade agreed on, as recorded at acceptance: the owner's ('wanted') or one the requester offered. */
export const agreedItemSchema = z
  .object({
    side: z.enum(['wanted', 'offered']),
    title: z.string(),
    valueCents: z.number().int().nullable(),
    photoUrl: z.string().nullable(),
  })
  .meta({ id: 'AgreedItem' });
export type AgreedItem = z.infer<typeof agreedItemSchema>;

/** A dispute as staff read it in the list: with the trade it is about, its parties, items and cash. */
export const staffDisputeSchema = disputeSchema
  .extend({
    trade: z.object({
      id: z.uuid(),
      kind: z.enum(tradeKinds),
      status: z.string(),
      owner: disputeMemberSchema.nullable(),
      requester: disputeMemberSchema.nullable(),
      /** What was agreed, the owner's item first. */
      items: z.array(agreedItemSchema),
      /** Integer cents added to the trade; positive: the requester pays it, negative: the owner does. */
      cashDifferenceCents: z.number().int(),
    }),
    assignedTo: disputeMemberSchema.nullable(),
  })
  .meta({ id: 'StaffDispute' });
export type StaffDispute = z.infer<typeof staffDisputeSchema>;

export const staffDisputeListSchema = z
  .object({ disputes: z.array(staffDisputeSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'StaffDisputeList' });
export type StaffDisputeList = z.infer<typeof staffDisputeListSchema>;

export const STAFF_DISPUTES_PAGE_SIZE = 50;

export const staffDisputeQuerySchema = z.object({
  status: z.enum(disputeStatuses).optional(),
  cursor: z.string().max(200).optional(),
});
export type StaffDisputeQuery = z.infer<typeof staffDisputeQuerySchema>;

/** The trade's story, for the detail dialog: the money still held, what was said, and when it moved. */
export const disputeCaseSchema = z
  .object({
    dispute: staffDisputeSchema,
    money: z.object({
      /** Still held for the trade: what the resolution can pay out or give back. */
      heldCents: z.number().int(),
      payerId: z.uuid().nullable(),
      payeeId: z.uuid().nullable(),
    }),
    timeline: z.array(z.object({ at: z.string(), event: z.string() })),
    messages: z.array(
      z.object({
        id: z.uuid(),
        senderUsername: z.string().nullable(),
        content: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'DisputeCase' });
export type DisputeCase = z.infer<typeof disputeCaseSchema>;

/** PATCH /api/admin/disputes/{id}. Resolving a trade with held money says where it goes. */
export const decideDisputeSchema = z
  .strictObject({
    status: z.enum(['investigating', 'resolved', 'closed']),
    resolution: text({ multiline: true })
      .max(DISPUTE_RESOLUTION_MAX_LENGTH, `At most ${DISPUTE_RESOLUTION_MAX_LENGTH} characters`)
      .optional()
      .nullable(),
    outcome: z
      .discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('pay_payee') }),
        z.strictObject({ kind: z.literal('refund_payer') }),
        z.strictObject({ kind: z.literal('split'), toPayeeCents: z.number().int().min(0) }),
      ])
      .optional(),
  })
  .meta({ id: 'DecideDispute' });
export type DecideDispute = z.infer<typeof decideDisputeSchema>;
