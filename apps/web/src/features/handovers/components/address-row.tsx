import type { Address } from '@swapyard/domain/handovers';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AddressLines } from './address-lines';
import { RemoveAddressDialog } from './remove-address-dialog';

/** One address of the book, with its Edit and Remove buttons. */
export function AddressRow({ address, onEdit }: { address: Address; onEdit: () => void }) {
  return (
    <li className="flex items-start gap-2 rounded-xl border border-border p-3">
      <div className="grid min-w-0 flex-1 gap-1.5">
        {address.isDefault ? (
          <Badge variant="brand" className="justify-self-start">
            Default
          </Badge>
        ) : null}
        <AddressLines address={address} />
      </div>
      <div className="-my-1 flex shrink-0">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${address.name}, ${address.line1}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
        <RemoveAddressDialog address={address} />
      </div>
    </li>
  );
}
