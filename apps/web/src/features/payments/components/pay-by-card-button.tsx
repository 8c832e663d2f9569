import {
  CARD_PAYMENT_MIN_CENTS,
  cardPaymentTexts,
  type CheckoutPurposeInput,
} from '@swapyard/domain/card-payments';
import { paymentMessages } from '@swapyard/domain/payments';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePayByCard } from '../api/pay-by-card';
import { usePaymentAvailability } from '../api/get-availability';

interface PayByCardButtonProps {
  purpose: CheckoutPurposeInput;
  /** What the wallets lack: the button pays it (at least the card minimum). */
  shortfallCents: number;
  className?: string;
  /** Shown instead when this server takes no card payments (the purchase's own, disabled, button). */
  unavailable?: ReactNode;
  /** Something the purchase needs is still missing (a delivery to choose). */
  disabled?: boolean;
}

/**
 * 'Pay $X by card' where the wallets do not cover a purchase: opens the provider's checkout in this tab; its
 * confirmation tops up the wallet and completes the purchase, and the result page says how it went. `unavailable`
 * when this server takes no card payments. A second click while the checkout is being opened does nothing.
 */
export function PayByCardButton({
  purpose,
  shortfallCents,
  className,
  unavailable,
  disabled = false,
}: PayByCardButtonProps) {
  const availability = usePaymentAvailability();
  const start = usePayByCard();
  if (availability.data?.cardTopUps !== true || shortfallCents <= 0) return unavailable ?? null;
  // Still pending once answered: the page is leaving for the checkout.
  const busy = start.isPending || start.isSuccess;

  const onClick = () => {
    if (busy || disabled) return;
    start.mutate(purpose, {
      onSuccess: (checkout) => window.location.assign(checkout.url),
      onError: (error) =>
        toast.error(paymentMessages.initiateFailedTitle, {
          description: refusalMessage(error) ?? paymentMessages.initiateFailed,
        }),
    });
  };

  return (
    <div className={className}>
      <Button type="button" className="w-full" onClick={onClick} disabled={busy || disabled} aria-busy={busy}>
        {busy ? cardPaymentTexts.redirecting : cardPaymentTexts.payByCard(shortfallCents)}
        {busy ? null : <CreditCard aria-hidden className="size-4" />}
      </Button>
      {shortfallCents < CARD_PAYMENT_MIN_CENTS ? (
        <p className="mt-1.5 text-xs text-muted-foreground">{cardPaymentTexts.minimumNote}</p>
      ) : null}
    </div>
  );
}
