import type { Item } from '@swapyard/domain/items';
import { appRoutes } from '@swapyard/domain/routes';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { MakeOffer } from '@/features/trades';
import { ActionBar, actionButtonClass } from './action-bar';

/** Make Offer and Message Seller, for everyone but the owner. A visitor is sent to sign in first. */
export function VisitorActions({ item, viewerId }: { item: Item; viewerId: string | null }) {
  return (
    <ActionBar label="Item actions" valueCents={item.valueCents}>
      <MakeOffer
        item={item}
        myId={viewerId}
        available={item.isAvailable && item.status === 'available'}
        className={actionButtonClass}
      />
      <Button asChild variant="secondary" size="lg" className={actionButtonClass}>
        <Link to={appRoutes.user(item.owner.username)}>
          <MessageCircle aria-hidden className="size-4.5" />
          Message Seller
        </Link>
      </Button>
    </ActionBar>
  );
}
