import { NOTIFICATION_CREATED_EVENT } from '@swapyard/domain/notifications';
import { TRADE_CHANGED_EVENT } from '@swapyard/domain/trades';

/**
 * The events on the member's topic `user:{id}` after which the wallet may show other figures: a notification (the
 * 'Funds added' of a top-up paid in the checkout tab, a payout) and a trade of theirs created or changed (an offer
 * sent, accepted or declined holds or releases money). Direct messages, typing and read receipts move no money.
 */
const MONEY_EVENTS: ReadonlySet<string> = new Set([NOTIFICATION_CREATED_EVENT, TRADE_CHANGED_EVENT]);

export const movesMoney = (event: { type: string }): boolean => MONEY_EVENTS.has(event.type);
