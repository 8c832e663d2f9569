import { checkoutDelivery, POSTAGE_TEXTS, type PostageListing } from '@swapyard/domain/postage';
import type { HandoverMethod } from '@swapyard/domain/handovers';
import { formatCents } from '@swapyard/domain/money';
import { Package, Users } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A checkout's delivery as the buyer has it now: what to send, and the postage it adds. */
export interface CheckoutDeliveryState {
  /** Sent as `delivery` (undefined: the items allow one way only, or both at no postage: chosen after). */
  delivery: HandoverMethod | undefined;
  postageCents: number;
  /** Both ways are allowed and cost differently: the buyer picks one before paying. */
  choices: { method: HandoverMethod; postageCents: number }[];
  choose: (method: HandoverMethod) => void;
  /** Nothing chosen yet where a choice is needed. */
  missing: boolean;
}

/**
 * How a checkout's items reach the buyer (docs/product/handover.md "Postage"), as the server reckons it
 * (checkoutDelivery): a choice between shipping and a meetup where both are allowed and shipping costs postage.
 */
export function useCheckoutDelivery(listings: PostageListing[]): CheckoutDeliveryState {
  const [chosen, setChosen] = useState<HandoverMethod | undefined>(undefined);
  const unchosen = checkoutDelivery(listings);
  const needsChoice = !unchosen.ok;
  const result = checkoutDelivery(listings, needsChoice ? chosen : undefined);
  const shipping = checkoutDelivery(listings, 'ship');
  return {
    delivery: needsChoice ? chosen : undefined,
    postageCents: result.ok ? result.postageCents : 0,
    choices: needsChoice
      ? [
          { method: 'ship', postageCents: shipping.ok ? shipping.postageCents : 0 },
          { method: 'meetup', postageCents: 0 },
        ]
      : [],
    choose: setChosen,
    missing: needsChoice && chosen === undefined,
  };
}

const icons = { ship: Package, meetup: Users } as const;

/** The shipping / meetup choice, each with what it adds; nothing when there is nothing to choose. */
export function DeliveryChoice({ state }: { state: CheckoutDeliveryState }) {
  if (state.choices.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{POSTAGE_TEXTS.chooseDelivery}</legend>
      {state.choices.map(({ method, postageCents }) => {
        const Icon = icons[method];
        return (
          <label
            key={method}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border border-border p-3 text-sm transition-colors',
              state.delivery === method && 'border-primary bg-primary-soft/50 dark:border-brand',
            )}
          >
            <input
              type="radio"
              name="delivery"
              value={method}
              checked={state.delivery === method}
              onChange={() => state.choose(method)}
              className="size-4 accent-primary"
            />
            <Icon aria-hidden className="size-4 text-muted-foreground" />
            <span className="flex-1 font-medium">
              {method === 'ship' ? POSTAGE_TEXTS.shipping : POSTAGE_TEXTS.meetup}
            </span>
            <span className="tabular-nums text-muted-foreground">
              {postageCents > 0 ? `+${formatCents(postageCents)}` : 'Free'}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
