import type { Handover } from '@swapyard/domain/handovers';
import { Ban } from 'lucide-react';
import { capitalised } from '../lib/handover-texts';
import { ConfirmStep } from './confirm-step';

export const CANCEL_ORDER = 'Cancel and get a refund';

/** The receiver of an order not shipped by its ship-by date cancels it, confirmed first: refunded in full. */
export function CancelOrder({ handover, other }: { handover: Handover; other: string }) {
  return (
    <ConfirmStep
      handover={handover}
      action="cancel"
      title="Cancel this order?"
      description={`${capitalised(other)} has not shipped it in time. The trade is cancelled and what you paid is refunded in full.`}
      confirm={CANCEL_ORDER}
      keep="Keep waiting"
      done="Order cancelled"
    >
      <Ban aria-hidden className="size-4" />
      {CANCEL_ORDER}
    </ConfirmStep>
  );
}
