import { handoverMethods, type Handover, type HandoverMethod } from '@swapyard/domain/handovers';
import { Handshake, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAddresses } from '../api/addresses';
import { useHandoverStep } from '../hooks/use-handover-step';
import { methodHints, methodLabels } from '../lib/handover-texts';
import { AddressPicker } from './address-picker';

const icons = { ship: Truck, meetup: Handshake } as const;

/** The receiver chooses shipping (to an address of their book) or a meetup, among what the listing offers. */
export function ChooseMethod({ handover }: { handover: Handover }) {
  const offered = handoverMethods.filter((method) => handover.methods.includes(method));
  const [method, setMethod] = useState<HandoverMethod | null>(offered.length === 1 ? offered[0]! : null);
  const [picked, setPicked] = useState<string | null>(null);
  const addresses = useAddresses(offered.includes('ship'));
  const book = addresses.data?.addresses;
  // The default address until the member picks another (and only one still in the book).
  const addressId =
    book?.find((address) => address.id === picked)?.id ??
    book?.find((address) => address.isDefault)?.id ??
    book?.[0]?.id ??
    null;
  const step = useHandoverStep(handover);

  const send = () => {
    if (method === 'meetup') void step.run({ action: 'choose', body: { method } }, 'Meetup chosen');
    else if (method === 'ship' && addressId) {
      void step.run({ action: 'choose', body: { method, addressId } }, 'Shipping chosen');
    }
  };
  const ready = method === 'meetup' || (method === 'ship' && addressId !== null);

  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">How would you like to get it?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {offered.map((option) => {
            const Icon = icons[option];
            return (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border border-border p-3 text-sm transition-colors',
                  method === option && 'border-primary bg-primary-soft/50 dark:border-brand',
                )}
              >
                <input
                  type="radio"
                  name={`method-${handover.id}`}
                  value={option}
                  checked={method === option}
                  onChange={() => setMethod(option)}
                  className="size-4 shrink-0 accent-primary"
                />
                <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                <span className="grid min-w-0">
                  <span className="font-medium">{methodLabels[option]}</span>
                  <span className="text-xs text-muted-foreground">{methodHints[option]}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {method === 'ship' ? (
        addresses.isError ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Your addresses could not be loaded.</span>
            <Button variant="secondary" size="sm" onClick={() => void addresses.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <AddressPicker
            name={`address-${handover.id}`}
            addresses={book}
            value={addressId}
            onChange={setPicked}
          />
        )
      ) : null}
      {method ? (
        <Button className="sm:justify-self-start" disabled={!ready || step.pending} onClick={send}>
          {method === 'ship' ? 'Ship it to this address' : 'Meet up'}
        </Button>
      ) : null}
    </div>
  );
}
