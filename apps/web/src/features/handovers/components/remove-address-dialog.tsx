import type { Address } from '@swapyard/domain/handovers';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useRemoveAddress } from '../api/addresses';

/** Remove an address of the book, confirmed first. Orders already placed keep the address they were given. */
export function RemoveAddressDialog({ address }: { address: Address }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveAddress();
  const summary = `${address.name}, ${address.line1}`;
  const confirm = () =>
    remove.mutateAsync(address.id).then(
      () => {
        toast.success('Address removed');
        setOpen(false);
      },
      (error: unknown) => toast.error('Address not removed', { description: errorMessage(error) }),
    );

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Remove ${summary}`}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <div className="grid gap-1.5">
          <AlertDialogTitle>Remove this address?</AlertDialogTitle>
          <AlertDialogDescription>
            {summary} is removed from your address book. Orders already placed keep the address they were
            given.
          </AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Spinner className="size-4" /> : null}
            Remove
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
