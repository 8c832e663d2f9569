import type { Handover } from '@swapyard/domain/handovers';
import { HANDOVER_TEXTS } from '@swapyard/domain/handovers';
import { MapPin } from 'lucide-react';
import { AddressLines } from './address-lines';

/** Where a shipped handover goes, seen by both of its members. */
export function ShipTo({ address }: { address: Handover['address'] }) {
  if (!address) return <p className="text-sm text-muted-foreground">{HANDOVER_TEXTS.noAddressYet}</p>;
  return (
    <div className="flex gap-3 rounded-xl bg-surface-muted p-3">
      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Ship to</p>
        <AddressLines address={address} />
      </div>
    </div>
  );
}
