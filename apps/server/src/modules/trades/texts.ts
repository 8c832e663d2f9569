import { appRoutes, formatCents, type TradeKind } from '@swapyard/domain';
import type { NewNotification } from '../notifications/service.ts';

/** What the server tells the parties of a trade; each links to the trade's conversation. */

const link = (tradeId: string) => appRoutes.tradeConversation(tradeId);
const quoted = (title: string | undefined) => (title ? `'${title}'` : 'your item');

export function offerNotification(input: {
  ownerId: string;
  tradeId: string;
  requesterName: string;
  itemTitle: string | undefined;
  kind: TradeKind;
  cashCents: number;
  counter: boolean;
}): NewNotification {
  const item = quoted(input.itemTitle);
  const base = { userId: input.ownerId, type: 'trade_offer' as const, link: link(input.tradeId) };
  if (input.counter) {
    return {
      ...base,
      title: 'New trade offer',
      message: `${input.requesterName} answered your trade invitation with an offer for ${item}.`,
    };
  }
  if (input.kind === 'cash') {
    return {
      ...base,
      title: 'New cash offer',
      message: `${input.requesterName} offered ${formatCents(input.cashCents)} for ${item}.`,
    };
  }
  if (input.kind === 'invitation') {
    return {
      ...base,
      title: 'Trade invitation',
      message: `${input.requesterName} invited you to trade for ${item}. Check out their closet!`,
    };
  }
  return {
    ...base,
    title: 'New trade offer',
    message: `${input.requesterName} made a trade offer for ${item}.`,
  };
}

export const acceptedNotification = (
  requesterId: string,
  tradeId: string,
  ownerName: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId: requesterId,
  type: 'trade_accepted',
  title: 'Trade accepted',
  message: `${ownerName} accepted your offer for ${quoted(itemTitle)}. You can arrange the exchange details.`,
  link: link(tradeId),
});

export const rejectedNotification = (
  requesterId: string,
  tradeId: string,
  ownerName: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId: requesterId,
  type: 'trade_rejected',
  title: 'Trade declined',
  message: `${ownerName} declined your offer for ${quoted(itemTitle)}.`,
  link: link(tradeId),
});

/** Another offer on the same items was accepted first. */
export const supersededNotification = (
  requesterId: string,
  tradeId: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId: requesterId,
  type: 'trade_rejected',
  title: 'Trade declined',
  message: `Your offer for ${quoted(itemTitle)} was declined: an item in it is no longer available.`,
  link: link(tradeId),
});

export const cancelledNotification = (
  ownerId: string,
  tradeId: string,
  requesterName: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId: ownerId,
  type: 'other',
  title: 'Offer cancelled',
  message: `${requesterName} cancelled their offer for ${quoted(itemTitle)}.`,
  link: link(tradeId),
});

export const expiredNotification = (
  userId: string,
  tradeId: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId,
  type: 'other',
  title: 'Offer expired',
  message: `The offer for ${quoted(itemTitle)} expired without an answer.`,
  link: link(tradeId),
});

export const completedNotification = (
  userId: string,
  tradeId: string,
  otherName: string,
): NewNotification => ({
  userId,
  type: 'other',
  title: 'Trade completed',
  message: `You and ${otherName} both confirmed the exchange. You can now leave a review.`,
  link: link(tradeId),
});

const PREVIEW_LENGTH = 100;

export const tradeMessageNotification = (
  recipientId: string,
  tradeId: string,
  senderName: string,
  content: string,
): NewNotification & { link: string } => ({
  userId: recipientId,
  type: 'message',
  title: `New message from ${senderName}`,
  message: content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH - 1)}…` : content,
  link: link(tradeId),
});
