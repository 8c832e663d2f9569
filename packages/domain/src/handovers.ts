import { z } from 'zod';
import { carrierIds, CARRIERS, fitsCarrier, trackingStatuses, type CarrierId } from './carriers.ts';
import { text } from './text.ts';

/*
 * Getting the item (docs/product/handover.md, decision 039): after acceptance each direction of a trade is a
 * handover, shipped or met up for, and the trade's money stays on hold until every one of its handovers is received.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seller ships within this many days of acceptance; after it the buyer may cancel at once. */
export const SHIP_WITHIN_DAYS = 5;
/** Not shipped this many days after acceptance, the order is cancelled and refunded by a durable job. */
export const AUTO_CANCEL_DAYS = 7;
/** Buyer protection: after delivery the buyer has this long to report a problem before the money is released. */
export const PROTECTION_DAYS = 2;
/** Shipped but never marked delivered, the handover counts as received this long after shipping. */
export const SHIPPED_RECEIVED_AFTER_DAYS = 14;
export const SHIP_WITHIN_MS = SHIP_WITHIN_DAYS * DAY_MS;
export const AUTO_CANCEL_MS = AUTO_CANCEL_DAYS * DAY_MS;
export const PROTECTION_MS = PROTECTION_DAYS * DAY_MS;
export const SHIPPED_RECEIVED_AFTER_MS = SHIPPED_RECEIVED_AFTER_DAYS * DAY_MS;

/** A deadline's day in a notification or a refusal, as 'Dec 3' (UTC: the server knows no member's time zone). */
export const deadlineDay = (date: Date | string) =>
  new Date(date).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A meetup is proposed for a time in the future, at most this many days ahead. */
export const MEETUP_MAX_DAYS_AHEAD = 30;
/** Reminders of an agreed meetup ('meetup_reminder'), this many hours before it. */
export const MEETUP_REMINDER_HOURS = [24, 1] as const;
/** Wrong handover codes the giver may enter before the code changes (the receiver shows the new one). */
export const HANDOVER_CODE_TRIES = 5;
/** Public places the meetup form suggests; any place can be typed. */
export const MEETUP_PLACE_SUGGESTIONS = [
  'A busy café',
  'A shopping centre entrance',
  'A train or bus station',
  'A public library',
  'Outside a police station',
] as const;

/** A member's address book holds at most this many addresses. */
export const MAX_ADDRESSES = 10;

export const handoverMethods = ['ship', 'meetup'] as const;
export type HandoverMethod = (typeof handoverMethods)[number];

/**
 * choosing (the receiver picks, the listing offering both) → ship: awaiting_shipment → shipped → delivered →
 * received; meetup: arranging (a time and place proposed, countered) → meetup_agreed → received (the handover
 * code); any open state → cancelled (the trade was cancelled).
 */
export const handoverStates = [
  'choosing',
  'awaiting_shipment',
  'shipped',
  'delivered',
  'arranging',
  'meetup_agreed',
  'received',
  'cancelled',
] as const;
export type HandoverState = (typeof handoverStates)[number];

export const HANDOVER_TEXTS = {
  notFound: 'Handover not found',
  onlyReceiverChooses: 'Only the member receiving the item chooses how to get it',
  methodNotOffered: 'This item cannot be handed over that way',
  alreadyChosen: 'How this item is handed over has already been chosen',
  addressRequired: 'Please choose the address to ship to',
  addressNotFound: 'Address not found',
  tooManyAddresses: `Your address book is full (at most ${MAX_ADDRESSES} addresses). Remove one first.`,
  onlyGiverShips: 'Only the member sending the item can ship it',
  notAwaitingShipment: 'This item is not waiting to be shipped',
  noAddressYet: 'The buyer has not given an address yet',
  trackingMismatch: (carrier: string) =>
    `This tracking number does not look like a ${carrier} number. Check it, or choose another carrier.`,
  onlyReceiverConfirms: 'Only the member receiving the item can say it arrived',
  notShipped: 'This item has not been shipped yet',
  notDelivered: 'This item has not been marked as delivered yet',
  onlyReceiverCancels: 'Only the member waiting for the item can cancel',
  notLateYet: (date: string) => `The seller has until ${date} to ship. You can cancel after that.`,
  partlyHandedOver:
    'Part of this trade has already been sent or handed over, so it cannot be cancelled here. Report a problem instead.',
  disputeOpen: 'This trade has an open dispute. Staff will decide what happens to the money.',
  closed: 'This handover is closed',
  labelNotYours: 'Only the member sending the item can print its label',
  labelsNotSold: 'Labels are not sold here: print the label and enter the tracking number from your carrier',
  fromAddressNeeded:
    'Add your own address in Settings first: the carrier needs the address the parcel leaves from.',
  buyLabel: 'Buy a shipping label',
  buyLabelHint:
    'The carrier’s own label, paid by Swapyard: it is shipped with tracking as soon as you have it.',
  labelBought: 'Your label is ready: print it and hand the parcel to the carrier.',
  stepsBelow: 'Follow the steps below for each item. The trade completes when everything has been received.',
  meetupInPast: 'Choose a time in the future',
  meetupTooFar: `Choose a time within the next ${MEETUP_MAX_DAYS_AHEAD} days`,
  notArranging: 'This item is not being handed over at a meetup, or the meetup is already agreed',
  noProposal: 'There is no meetup time to accept yet',
  ownProposal: 'You proposed this meetup: wait for the other member to accept it or suggest another time',
  notAgreed: 'Agree a meetup time and place first',
  onlyGiverEntersCode: 'Only the member handing the item over enters the code',
  wrongCode: (left: number) => `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  codeChanged:
    'Too many wrong codes: the code has changed. Ask the other member to show the new code in their app.',
  notMetYet: 'You can report a no-show once the meetup time has passed',
  cancelAlreadyAsked: 'You already asked to cancel this meetup: waiting for the other member',
  completesOnReceipt: 'This trade completes when its items are received: follow the steps for each of them.',
} as const;

/** Buyer protection, as the item page and checkout say it (docs/product/handover.md "Buyer protection"). */
export const BUYER_PROTECTION = {
  badge: 'Buyer protection',
  summary: 'Your money is held until you have the item.',
  terms: [
    'What you pay is held by Swapyard: the seller is paid only once you have the item.',
    `Shipped: the seller has ${SHIP_WITHIN_DAYS} days to send it, or you can cancel and get everything back.`,
    `Delivered: you have ${PROTECTION_DAYS} days to check it and report a problem. The money stays held while our staff look into it.`,
    'Met up: the money is released when you give the seller your handover code, so show it only once you have checked the item.',
  ],
} as const;

/** How a listing can be handed over, in a word or three ('Shipping or meetup'). */
export const handoverOptionsLabel = (listing: { ships: boolean; meetsUp: boolean }) =>
  listing.ships && listing.meetsUp ? 'Shipping or meetup' : listing.ships ? 'Shipping only' : 'Meetup only';

const required = (label: string, max: number) =>
  text().min(1, `Please enter the ${label}`).max(max, `The ${label} can be at most ${max} characters`);
const optional = (label: string, max: number) =>
  text()
    .max(max, `The ${label} can be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** One address of the book, as the member types it; country is an ISO 3166 two-letter code ('US', 'GB'). */
export const addressInputSchema = z
  .strictObject({
    name: required('name', 100),
    line1: required('address', 200),
    line2: optional('second address line', 200),
    city: required('city', 100),
    region: optional('state or region', 100),
    postalCode: required('postal code', 20),
    country: text()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Please choose a country'),
    isDefault: z.boolean().optional(),
  })
  .meta({ id: 'AddressInput' });
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    region: z.string().nullable(),
    postalCode: z.string(),
    country: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ addresses: z.array(addressSchema) }).meta({ id: 'AddressList' });

/** The lines printed on a label and shown to the seller: name, street, town, country. */
export const addressLines = (address: Omit<Address, 'id' | 'isDefault'>): string[] =>
  [
    address.name,
    address.line1,
    address.line2,
    [address.postalCode, address.city, address.region].filter(Boolean).join(' '),
    address.country,
  ].filter((line): line is string => Boolean(line));

export const chooseHandoverSchema = z
  .strictObject({
    method: z.enum(handoverMethods, 'Please choose shipping or a meetup'),
    addressId: z.uuid(HANDOVER_TEXTS.addressNotFound).optional(),
  })
  .refine((input) => input.method !== 'ship' || input.addressId, {
    message: HANDOVER_TEXTS.addressRequired,
    path: ['addressId'],
  })
  .meta({ id: 'ChooseHandover' });
export type ChooseHandoverInput = z.infer<typeof chooseHandoverSchema>;

export const meetupProposalSchema = z
  .strictObject({
    at: z.iso.datetime({ offset: true, error: 'Please choose a date and time' }),
    place: text()
      .min(3, 'Please enter a public place to meet')
      .max(200, 'The place can be at most 200 characters'),
  })
  .meta({ id: 'MeetupProposal' });
export type MeetupProposalInput = z.infer<typeof meetupProposalSchema>;

export const handoverCodeSchema = z
  .strictObject({ code: text().regex(/^\d{6}$/, 'Enter the 6-digit code') })
  .meta({ id: 'HandoverCode' });

export const shipmentSchema = z
  .strictObject({
    carrier: z.enum(carrierIds, 'Please choose the carrier'),
    trackingNumber: text()
      .min(1, 'Please enter the tracking number')
      .max(60, 'This tracking number is too long'),
  })
  .superRefine((input, context) => {
    if (!fitsCarrier(input.carrier, input.trackingNumber)) {
      context.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: HANDOVER_TEXTS.trackingMismatch(CARRIERS[input.carrier].name),
      });
    }
  })
  .meta({ id: 'Shipment' });
export type ShipmentInput = z.infer<typeof shipmentSchema>;

export const handoverSchema = z
  .object({
    id: z.string(),
    tradeId: z.string(),
    /** The signed-in member's side of this handover: sending the item, or receiving it. */
    role: z.enum(['giver', 'receiver']),
    giverId: z.string(),
    receiverId: z.string(),
    /** The items going this way, as agreed. */
    itemTitles: z.array(z.string()),
    /** How the listing(s) can be handed over; the receiver picks when both. */
    methods: z.array(z.enum(handoverMethods)),
    method: z.enum(handoverMethods).nullable(),
    state: z.enum(handoverStates),
    /** Shipping: the address it goes to (shown to the two members of the trade and to staff only). */
    address: addressSchema.omit({ id: true, isDefault: true }).nullable(),
    /** Ship by then; after it the receiver may cancel; at autoCancelAt it is cancelled (while not shipped). */
    shipBy: z.string().nullable(),
    autoCancelAt: z.string().nullable(),
    carrier: z.enum(carrierIds).nullable(),
    carrierName: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    /** The label was bought from the carrier through the shipping API (its tracking arrives by webhook). */
    labelBought: z.boolean(),
    /** What the carrier's tracking said last (a bought label's webhooks); null otherwise. */
    trackingStatus: z.enum(trackingStatuses).nullable(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    /** When it counts as received on its own (2 days after delivery, 14 after shipping) unless a problem is reported. */
    releaseAt: z.string().nullable(),
    receivedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    /** A meetup's time and public place: proposed by one member, agreed when the other accepts it. */
    meetup: z
      .object({
        at: z.string(),
        place: z.string(),
        proposedBy: z.string(),
        agreedAt: z.string().nullable(),
        /** Members who asked to call the meetup off; both: the trade is cancelled and the money returned. */
        cancelAskedBy: z.array(z.string()),
        /** The member who reported the other did not come, if one did. */
        noShowReportedBy: z.string().nullable(),
      })
      .nullable(),
    /** The receiver's 6-digit handover code, shown at the meetup; null to the giver and before agreement. */
    handoverCode: z.string().nullable(),
    /** Wrong codes the giver may still enter before it changes; null unless agreed. */
    codeTriesLeft: z.number().int().nullable(),
  })
  .meta({ id: 'Handover' });
export type Handover = z.infer<typeof handoverSchema>;

export const handoverListSchema = z
  .object({
    handovers: z.array(handoverSchema),
    /** The sender can buy the carrier's label here (a shipping API is configured); else they print one. */
    buysLabels: z.boolean(),
  })
  .meta({ id: 'HandoverList' });

export type { CarrierId };
