import type { Handover, HandoverState } from '@swapyard/domain/handovers';
import { formatShortDate, formatShortDateTime } from '@/lib/format';

/**
 * The words of a handover's card (getting the item, docs/product/handover.md), as the signed-in member reads them:
 * `other` is the other member's name. The server's own messages (refusals) come from HANDOVER_TEXTS in the domain.
 */

export const stateLabels: Record<HandoverState, string> = {
  choosing: 'Not chosen yet',
  awaiting_shipment: 'Waiting to be shipped',
  shipped: 'On its way',
  delivered: 'Delivered',
  arranging: 'Meetup',
  meetup_agreed: 'Meetup agreed',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const methodLabels = { ship: 'Shipping', meetup: 'Meetup' } as const;

export const methodHints = {
  ship: 'Sent to your address with a tracking number',
  meetup: 'Collect it in person somewhere public',
} as const;

export const MEETUP_STEP = 'Propose a time and a public place to meet.';

const quoted = (titles: string[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(titles.map((title) => `'${title}'`));

/** "Getting 'Red jacket' to you", "Sending 'Red jacket' to Sam". */
export const handoverTitle = (handover: Handover, other: string) =>
  handover.role === 'receiver'
    ? `Getting ${quoted(handover.itemTitles)} to you`
    : `Sending ${quoted(handover.itemTitles)} to ${other}`;

/** A name at the start of a sentence ('the other member' → 'The other member'). */
export const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const at = (iso: string | null) => (iso ? formatShortDateTime(iso) : '');
const on = (iso: string | null) => (iso ? formatShortDate(iso) : '');

type Meetup = NonNullable<Handover['meetup']>;

/** The signed-in member's id, from their side of the handover. */
export const ownId = (handover: Handover) =>
  handover.role === 'giver' ? handover.giverId : handover.receiverId;

/** 'Mar 4, 2030, 10:00 AM at A busy café'. */
export const meetupWhen = (meetup: Meetup) => `${at(meetup.at)} at ${meetup.place}`;

/**
 * A meetup proposed and waiting for an answer: not agreed yet, and its time still ahead (`late`: it has passed). One
 * reported as missed keeps its (past) time until a new one is proposed.
 */
export const openProposal = (handover: Handover, late: boolean): Meetup | null =>
  handover.state === 'arranging' && handover.meetup && !handover.meetup.agreedAt && !late
    ? handover.meetup
    : null;

/** 'You reported a no-show' or 'Sam reported a no-show', for a meetup one of them reported as missed. */
const noShowBy = (handover: Handover, reporter: string, other: string) =>
  `${reporter === ownId(handover) ? 'You' : capitalised(other)} reported a no-show. Agree a new time.`;

function arrangingStep(handover: Handover, other: string, late: boolean): string {
  const proposal = openProposal(handover, late);
  if (proposal) {
    return proposal.proposedBy === ownId(handover)
      ? `You proposed ${meetupWhen(proposal)}. Waiting for ${other}.`
      : `${capitalised(other)} proposed ${meetupWhen(proposal)}. Accept it, or suggest another time.`;
  }
  const meetup = handover.meetup;
  if (meetup?.noShowReportedBy) return noShowBy(handover, meetup.noShowReportedBy, other);
  if (meetup) return 'The time proposed has passed. Propose another time and place.';
  return MEETUP_STEP;
}

function agreedStep(handover: Handover, other: string, late: boolean): string {
  const asked = handover.meetup?.cancelAskedBy ?? [];
  if (asked.includes(ownId(handover))) return `Waiting for ${other} to agree to call it off.`;
  if (asked.length > 0) return `${capitalised(other)} asked to call off the meetup.`;
  const handOver =
    handover.role === 'giver'
      ? `Once ${other} has checked the item, enter the code they show you.`
      : `Check the item, then show ${other} your handover code.`;
  return late
    ? `${handOver} If ${other} did not come, report a no-show.`
    : `Meet ${other} at the time and place below. ${handOver}`;
}

/**
 * What this member does next, or waits for; `late` when the ship-by date has passed (the receiver may cancel), or
 * the meetup's time has. One or two sentences.
 */
export function nextStep(handover: Handover, other: string, late: boolean): string {
  const giver = handover.role === 'giver';
  switch (handover.state) {
    case 'choosing':
      return giver ? `Waiting for ${other} to choose how to get it.` : 'Choose how you would like to get it.';
    case 'awaiting_shipment':
      if (giver) return 'Print the label, pack the item and send it, then enter the tracking number.';
      return late
        ? `${capitalised(other)} has not shipped it in time. You can cancel and get a full refund, or keep waiting.`
        : `${capitalised(other)} is getting it ready to ship.`;
    case 'shipped':
      return giver
        ? `On its way. Waiting for ${other} to receive it.`
        : 'On its way. Let us know once it has arrived.';
    case 'delivered':
      return giver
        ? `${capitalised(other)} has it. Waiting for ${other} to confirm everything is OK.`
        : `Check it over. All good? Press Everything OK to finish now${
            handover.releaseAt ? `; otherwise it counts as received on ${on(handover.releaseAt)}` : ''
          }.`;
    case 'arranging':
      return arrangingStep(handover, other, late);
    case 'meetup_agreed':
      return agreedStep(handover, other, late);
    case 'received':
      return handover.receivedAt ? `Received on ${on(handover.receivedAt)}.` : 'Received.';
    case 'cancelled':
      return handover.cancelledAt
        ? `The trade was cancelled on ${on(handover.cancelledAt)}.`
        : 'The trade was cancelled.';
  }
}

/** The date that matters now, in a line: by when to ship, or until when a problem can be reported. */
export function deadline(handover: Handover, late: boolean): string | null {
  const giver = handover.role === 'giver';
  switch (handover.state) {
    case 'awaiting_shipment':
      if (!handover.shipBy) return null;
      if (giver) return `Ship by ${at(handover.shipBy)}`;
      if (late && handover.autoCancelAt) {
        return `Cancelled and refunded on its own on ${at(handover.autoCancelAt)} if not shipped`;
      }
      return `Ships by ${at(handover.shipBy)}`;
    case 'shipped':
    case 'delivered':
      if (!handover.releaseAt) return null;
      return giver
        ? `Counts as received on ${at(handover.releaseAt)} at the latest`
        : `Something wrong? Report a problem before ${at(handover.releaseAt)}`;
    default:
      return null;
  }
}
