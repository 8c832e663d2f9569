import {
  TRADE_CHANGED_EVENT,
  TRADE_MESSAGE_EVENT,
  TRADE_MESSAGES_LIMIT,
  TRADE_TYPING_EVENT,
  type TradeChangedEvent,
  type TradeMessage,
  type TradeMessageList,
} from '@swapyard/domain';
import { createNotificationUnlessUnread, publishCreated, userTopic } from '../notifications/index.ts';
import { displayNames, partyTrade, publishTradeEvent, type TradesDeps } from './common.ts';
import * as queries from './queries.ts';
import { tradeMessageNotification } from './texts.ts';
import { toTradeMessage } from './view.ts';

/** Chat inside a trade (docs/product/messaging.md, "Trade chat"): only its two parties read and write it, live. */

export async function listTradeMessages(
  deps: TradesDeps,
  userId: string,
  tradeId: string,
): Promise<TradeMessageList> {
  const trade = await partyTrade(deps.db, userId, tradeId);
  const rows = await queries.listMessages(deps.db, trade.id, TRADE_MESSAGES_LIMIT);
  return { messages: rows.map(toTradeMessage) };
}

/**
 * A party writes (in any status: after acceptance is when the exchange gets arranged). The other party gets a
 * 'message' notification unless one for this conversation is still unread. Published after commit: the message on
 * the trade's topic, and `trade.changed` to both parties so their lists show the new last message.
 */
export async function sendTradeMessage(
  deps: TradesDeps,
  userId: string,
  tradeId: string,
  content: string,
): Promise<TradeMessage> {
  const { message, notification, trade } = await deps.db.transaction(async (tx) => {
    const trade = await partyTrade(tx, userId, tradeId);
    const row = await queries.insertMessage(tx, { tradeId: trade.id, senderId: userId, content });
    const recipientId = trade.requesterId === userId ? trade.ownerId : trade.requesterId;
    const names = await displayNames(tx, [userId]);
    const notification = await createNotificationUnlessUnread(
      tx,
      tradeMessageNotification(recipientId, trade.id, names.get(userId)!, content),
    );
    return { message: toTradeMessage(row), notification, trade };
  });
  await publishTradeEvent(deps, trade.id, { type: TRADE_MESSAGE_EVENT, data: message });
  const changed: TradeChangedEvent = {
    type: TRADE_CHANGED_EVENT,
    data: { tradeId: trade.id, status: trade.status },
  };
  for (const partyId of [trade.requesterId, trade.ownerId]) {
    await deps.realtime?.publish(userTopic(partyId), changed).catch((error: unknown) => {
      deps.logger?.error({ err: error, event: changed.type }, 'could not publish a trade event');
    });
  }
  await publishCreated(deps, notification);
  return message;
}

/** "typing..." in the other party's conversation: nothing is stored, only published. */
export async function tradeTyping(deps: TradesDeps, userId: string, tradeId: string): Promise<void> {
  const trade = await partyTrade(deps.db, userId, tradeId);
  await publishTradeEvent(deps, trade.id, { type: TRADE_TYPING_EVENT, data: { tradeId: trade.id, userId } });
}
