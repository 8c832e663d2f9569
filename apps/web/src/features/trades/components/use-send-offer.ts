import { appRoutes } from '@swapyard/domain/routes';
import { OFFER_BY_CARD_TEXTS, type CreateTradeInput } from '@swapyard/domain/trades';
import { toast } from '@/lib/toast';
import { refusalMessage } from '@/lib/api-client';
import { useCreateTrade } from '../api/create-trade';

/** The texts around sending an offer (docs/product/trades.md, "Sending"). */
export const offerToasts = {
  sentTitle: OFFER_BY_CARD_TEXTS.sentTitle,
  sent: 'Your trade offer has been sent successfully.',
  failedTitle: 'Error',
  failed: 'Failed to send trade offer',
  invitationSentTitle: 'Invitation sent!',
  invitationSent: 'The owner can now look through your closet and answer with an offer.',
  invitationFailedTitle: 'Failed to send trade invitation',
  invitationFailed: 'Unable to send invitation. Please try again.',
} as const;

/** A refusal the server explains (4xx) is shown as is; anything else gets the documented fallback. */
/** Sends an offer or invitation, says how it went, and on success hands `onSent` its conversation's path to open. */
export function useSendOffer(onSent: (tradePath: string) => void) {
  const create = useCreateTrade();
  // mutateAsync: the answer is handled even if the page re-renders the dialog away meanwhile.
  const send = (input: CreateTradeInput) =>
    void create.mutateAsync(input).then(
      (trade) => {
        if (input.kind === 'invitation') {
          toast.success(offerToasts.invitationSentTitle, { description: offerToasts.invitationSent });
        } else {
          toast.success(offerToasts.sentTitle, { description: offerToasts.sent });
        }
        onSent(appRoutes.tradeConversation(trade.id));
      },
      (error: unknown) => {
        if (input.kind === 'invitation') {
          toast.error(offerToasts.invitationFailedTitle, {
            description: refusalMessage(error) ?? offerToasts.invitationFailed,
          });
        } else {
          toast.error(offerToasts.failedTitle, { description: refusalMessage(error) ?? offerToasts.failed });
        }
      },
    );
  return { send, pending: create.isPending, sent: create.isSuccess };
}
