import { appRoutes, formatCents, SWAP_CIRCLE_WINDOW_HOURS } from '@swapyard/domain';
import type { NewNotification } from '../notifications/index.ts';

/** The notifications of a swap circle's life (docs/product/swap-circles.md, "Proposal and escrow"). */

/** What a member's part reads as: 'Give "Lamp" to Ana and get "Boots" from Ben, paying $5.00'. */
export function partText(part: {
  gives: string;
  receiverName: string;
  gets: string;
  giverName: string;
  cashCents: number;
}): string {
  const cash =
    part.cashCents > 0
      ? `, paying ${formatCents(part.cashCents)}`
      : part.cashCents < 0
        ? `, receiving ${formatCents(-part.cashCents)}`
        : '';
  return `Give "${part.gives}" to ${part.receiverName} and get "${part.gets}" from ${part.giverName}${cash}`;
}

export const proposedNotification = (userId: string, part: string): NewNotification => ({
  userId,
  type: 'trade_offer',
  title: 'New swap circle',
  message: `${part}. Everyone has ${SWAP_CIRCLE_WINDOW_HOURS} hours to accept.`,
  link: appRoutes.matches,
});

export const completedNotification = (userId: string, tradeId: string): NewNotification => ({
  userId,
  type: 'trade_accepted',
  title: 'Swap circle complete',
  message: 'Everyone accepted the swap circle. Confirm the exchange in the trade once you have your item.',
  link: appRoutes.tradeConversation(tradeId),
});

export type CircleEnding = 'declined' | 'expired' | 'dissolved';

export function endedNotification(
  userId: string,
  ending: CircleEnding,
  declinedBy?: string,
): NewNotification {
  const released = 'Anything held for it has been released.';
  const texts: Record<CircleEnding, { title: string; message: string }> = {
    declined: {
      title: 'Swap circle declined',
      message: `${declinedBy ?? 'A member'} declined the swap circle. ${released}`,
    },
    expired: {
      title: 'Swap circle expired',
      message: `Not everyone accepted the swap circle within ${SWAP_CIRCLE_WINDOW_HOURS} hours. ${released}`,
    },
    dissolved: {
      title: 'Swap circle fell through',
      message: `An item in the swap circle is no longer available. ${released}`,
    },
  };
  return { userId, type: 'trade_rejected', link: appRoutes.matches, ...texts[ending] };
}
