import { appRoutes } from '@swapyard/domain/routes';
import { HandCoins, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** Offers arrive with a later issue: this says so plainly and points to the seller instead of faking a flow. */
export function MakeOfferDialogContent({ username }: { username: string }) {
  return (
    <DialogContent hideClose className="grid gap-4 p-6">
      <div className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <HandCoins aria-hidden className="size-5" />
      </div>
      <div className="grid gap-1.5">
        <DialogTitle>Offers open soon</DialogTitle>
        <DialogDescription>
          Cash offers and trade offers are on their way. Until then, message the seller to ask about this item
          or agree a swap.
        </DialogDescription>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Button asChild>
          <Link to={appRoutes.user(username)}>
            <MessageCircle aria-hidden className="size-4" />
            Message Seller
          </Link>
        </Button>
      </div>
    </DialogContent>
  );
}
