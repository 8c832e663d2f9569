import type { Item } from '@swapyard/domain/items';
import { appRoutes } from '@swapyard/domain/routes';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { canBuyNow, MakeOffer } from '@/features/trades';
import { ActionBar, actionButtonClass, iconOnPhoneButtonClass } from './action-bar';

/**
 * Buy now (when the seller allows it), Make Offer and Message Seller, for everyone but the owner. A visitor is sent to
 * sign in first. With three buttons, Message Seller is its icon alone on phones.
 */
export function VisitorActions({ item, viewerId }: { item: Item; viewerId: string | null }) {
  const three = canBuyNow(item);
  return (
    <ActionBar label="Item actions" valueCents={item.valueCents}>
      <MakeOffer
        item={item}
        myId={viewerId}
        available={item.isAvailable && item.status === 'available'}
        className={actionButtonClass}
      />
      <Button
        asChild
        variant="secondary"
        size="lg"
        className={three ? iconOnPhoneButtonClass : actionButtonClass}
      >
        <Link to={appRoutes.user(item.owner.username)}>
          <MessageCircle aria-hidden className="size-4.5" />
          <span className={three ? 'max-md:sr-only' : undefined}>Message Seller</span>
        </Link>
      </Button>
    </ActionBar>
  );
}
