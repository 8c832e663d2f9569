import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  addressInputSchema,
  addressListSchema,
  chooseHandoverSchema,
  handoverCodeSchema,
  HANDOVER_CODE_TRIES,
  MEETUP_MAX_DAYS_AHEAD,
  meetupProposalSchema,
  handoverListSchema,
  handoverSchema,
  MAX_ADDRESSES,
  PROTECTION_DAYS,
  shipmentSchema,
  SHIP_WITHIN_DAYS,
} from '../handovers.ts';

// Getting the item (docs/product/handover.md): the address book, and each accepted trade's handovers.
const tags = ['Handovers'];
const theAddresses = {
  200: { description: "The member's address book", schema: addressListSchema },
} as const;
const theHandover = {
  200: { description: 'The handover as the member sees it', schema: handoverSchema },
} as const;
const handover = z.object({ handoverId: pathParam('handoverId') });
const transitionErrors = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
] as const;

export const handoversEndpoints = {
  addresses: endpoint({
    method: 'get',
    path: '/api/me/addresses',
    tags,
    summary: "The signed-in member's private address book, the default first",
    answers: theAddresses,
    errors: ['UNAUTHENTICATED'],
  }),
  addAddress: endpoint({
    method: 'post',
    path: '/api/me/addresses',
    tags,
    summary: `Add an address (at most ${MAX_ADDRESSES}); the first, or one marked isDefault, becomes the default`,
    body: addressInputSchema,
    answers: { 201: theAddresses[200] },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT'],
  }),
  updateAddress: endpoint({
    method: 'put',
    path: '/api/me/addresses/{addressId}',
    tags,
    summary: 'Replace one of your addresses (orders already placed keep the address they were given)',
    params: z.object({ addressId: pathParam('addressId') }),
    body: addressInputSchema,
    answers: theAddresses,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  removeAddress: endpoint({
    method: 'delete',
    path: '/api/me/addresses/{addressId}',
    tags,
    summary: 'Remove one of your addresses',
    params: z.object({ addressId: pathParam('addressId') }),
    answers: theAddresses,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  ofTrade: endpoint({
    method: 'get',
    path: '/api/trades/{tradeId}/handovers',
    tags,
    summary:
      "An accepted trade's handovers, one per direction the items go (its two members only); empty for a trade " +
      'accepted before handovers existed',
    params: z.object({ tradeId: pathParam('tradeId') }),
    answers: { 200: { description: 'Oldest first', schema: handoverListSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  choose: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/method',
    tags,
    summary:
      'The receiver chooses shipping (to one of their addresses) or a meetup, where the listing offers both',
    params: handover,
    body: chooseHandoverSchema,
    answers: theHandover,
    errors: transitionErrors,
  }),
  label: endpoint({
    method: 'get',
    path: '/api/handovers/{handoverId}/label',
    tags,
    summary:
      'The shipping label (PDF, 4×6 in), made locally with both addresses, the order number and a barcode',
    params: handover,
    answers: {
      200: {
        description: 'The label, `Cache-Control: private, no-store`',
        mediaType: 'application/pdf',
        schema: z.string().meta({ type: 'string', format: 'binary' }),
      },
    },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  buyLabel: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/label',
    tags,
    summary:
      "The sender buys the carrier's label through the shipping API (SHIPPING_*): shipped, with its tracking number",
    description:
      'Only where a shipping API is configured (409 otherwise: print the label and enter the tracking number). ' +
      'A repeated request buys no second label. The carrier then reports delivery by webhook.',
    params: handover,
    answers: theHandover,
    errors: [...transitionErrors, 'UNAVAILABLE'],
  }),
  trackingWebhook: endpoint({
    method: 'post',
    path: '/api/webhooks/shipping',
    tags,
    summary:
      "The shipping API's tracking events (tracker.updated), verified with the X-Hmac-Signature header",
    description:
      'The raw body is verified against SHIPPING_WEBHOOK_SECRET (401 when it does not match). A repeated or ' +
      'out-of-date event changes nothing; delivered starts the buyer’s protection window.',
    answers: { 200: { description: 'Received', schema: z.object({ received: z.literal(true) }) } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  ship: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/shipment',
    tags,
    summary: `The sender enters the carrier and tracking number (within ${SHIP_WITHIN_DAYS} days of acceptance): shipped`,
    params: handover,
    body: shipmentSchema,
    answers: theHandover,
    errors: transitionErrors,
  }),
  received: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/received',
    tags,
    summary: `The receiver has the item ('I have received it'): delivered; the money is released ${PROTECTION_DAYS} days later unless a problem is reported`,
    params: handover,
    answers: theHandover,
    errors: transitionErrors,
  }),
  everythingOk: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/everything-ok',
    tags,
    summary:
      "The receiver says all is well ('Everything OK'): received at once; the last one completes the trade",
    params: handover,
    answers: theHandover,
    errors: transitionErrors,
  }),
  cancel: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/cancel',
    tags,
    summary: `The receiver cancels an order not shipped within ${SHIP_WITHIN_DAYS} days: the trade is cancelled and refunded in full`,
    params: handover,
    answers: theHandover,
    errors: transitionErrors,
  }),
  proposeMeetup: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/meetup',
    tags,
    summary: `Either member proposes a time (in the next ${MEETUP_MAX_DAYS_AHEAD} days) and a public place, or counters the other's`,
    params: handover,
    body: meetupProposalSchema,
    answers: theHandover,
    errors: transitionErrors,
  }),
  acceptMeetup: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/meetup/accept',
    tags,
    summary:
      "The other member accepts the proposed meetup: agreed, reminders 24 hours and 1 hour before, the receiver's handover code",
    params: handover,
    answers: theHandover,
    errors: transitionErrors,
  }),
  cancelMeetup: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/meetup/cancel',
    tags,
    summary:
      'A member asks to call the meetup off; once both have, the trade is cancelled and the money on hold returned',
    params: handover,
    answers: theHandover,
    errors: transitionErrors,
  }),
  noShow: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/meetup/no-show',
    tags,
    summary:
      'After the agreed time, a member reports the other did not come: the meetup is to be arranged again',
    params: handover,
    answers: theHandover,
    errors: transitionErrors,
  }),
  calendar: endpoint({
    method: 'get',
    path: '/api/handovers/{handoverId}/meetup.ics',
    tags,
    summary: 'The agreed meetup as a calendar event (iCalendar), to its two members',
    params: handover,
    answers: {
      200: {
        description: 'The event, `Cache-Control: private, no-store`',
        mediaType: 'text/calendar',
        schema: z.string(),
      },
    },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  }),
  enterCode: endpoint({
    method: 'post',
    path: '/api/handovers/{handoverId}/code',
    tags,
    summary: `At the meetup the giver enters the receiver's 6-digit code: received, the money released at once (${HANDOVER_CODE_TRIES} tries, then the code changes)`,
    params: handover,
    body: handoverCodeSchema,
    answers: theHandover,
    errors: transitionErrors,
  }),
};
