import { appRoutes } from '@swapyard/domain/routes';
import { TRADE_MESSAGES } from '@swapyard/domain/trades';
import { ArrowLeftRight, ChevronRight, HandCoins, Mail, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatItemValue } from '@/lib/format';
import { BuyNowForm } from './buy-now-form';
import { CashOfferForm } from './cash-offer-form';
import { InvitationForm } from './invitation-form';
import { ItemThumb } from './item-thumb';
import type { WantedItem } from './offer-item';
import { canBuyNow, type OfferScreen } from '../offer-links';
import { TradeBuilder } from './trade-builder';
import { useOfferUrl } from './use-offer-url';

/** The offer dialogs' frame: tall forms scroll inside it, below the top of a phone's screen. */
export const offerDialogClass = 'top-[4vh] max-h-[92vh] overflow-y-auto sm:top-[6vh] sm:max-w-xl';

type View = 'choose' | 'buyNow' | 'cash' | 'trade' | 'invitation';

const titles: Record<View, string> = {
  choose: 'Make Offer',
  buyNow: 'Buy now',
  cash: 'Buy It Now',
  trade: 'Trade Offer',
  invitation: 'Trade Invitation',
};

const viewOf: Record<OfferScreen, View> = {
  choose: 'choose',
  checkout: 'buyNow',
  buy: 'cash',
  swap: 'trade',
  invite: 'invitation',
};
const screenOf: Record<View, OfferScreen> = {
  choose: 'choose',
  buyNow: 'checkout',
  cash: 'buy',
  trade: 'swap',
  invitation: 'invite',
};

/** What a visitor hears when they try to make an offer (docs/product/trades.md, "Making an offer"). */
export const AUTH_REQUIRED = { title: 'Authentication required', description: TRADE_MESSAGES.signInRequired };

interface MakeOfferProps {
  item: WantedItem;
  /** The signed-in member's id; null for a visitor. */
  myId: string | null;
  /** False once the item is swapped, sold or hidden: no offer can be made any more. */
  available?: boolean;
  className?: string;
}

/**
 * 'Make Offer' on another member's item (docs/product/trades.md, "Making an offer"): choose Buy It Now, a Trade
 * Offer or a trade invitation, each on its own screen. The screen and the builder's step live in the URL
 * (offer-links.ts), so Back moves one of them and a reload keeps the dialog open. A visitor is told to sign in and
 * taken there.
 */
export function MakeOffer({ item, myId, available = true, className }: MakeOfferProps) {
  const offerUrl = useOfferUrl();
  const requested = offerUrl.screen;
  const buyable = canBuyNow(item);
  // The page mounts this once the session is known, so the feed's Buy/Swap can open the right screen at once.
  // Buy now is there only while the seller allows it (a link made before they turned it off opens Make Offer).
  const requestedView = requested ? viewOf[requested] : null;
  const view =
    myId && available && requestedView
      ? requestedView === 'buyNow' && !buyable
        ? 'choose'
        : requestedView
      : null;
  const location = useLocation();
  const navigate = useNavigate();

  const askToSignIn = () => {
    toast.error(AUTH_REQUIRED.title, { description: AUTH_REQUIRED.description });
    void navigate(appRoutes.auth, { state: { from: location.pathname + location.search } });
  };

  // Set once an offer or a purchase went through and the page is on its way to the trade: the item it made sold is
  // not a link to clear then (that would bring the member back here from the trade).
  const leaving = useRef(false);
  // A visitor, or an item no longer on offer: the link's dialog cannot open, so its parameters go.
  const cannotOpen = requested !== null && (!myId || !available);
  const { clear } = offerUrl;
  useEffect(() => {
    if (!cannotOpen || leaving.current) return;
    if (!myId) toast.error(AUTH_REQUIRED.title, { description: AUTH_REQUIRED.description });
    clear();
  }, [cannotOpen, myId, clear]);

  const close = offerUrl.close;
  const sent = (tradePath: string) => {
    leaving.current = true;
    offerUrl.leaveFor(tradePath);
  };
  const choose = () => offerUrl.back('choose');
  const open = (next: View) => offerUrl.forward(screenOf[next]);

  return (
    <>
      {available ? (
        <>
          {buyable ? (
            <Button className={className} size="lg" onClick={() => (myId ? open('buyNow') : askToSignIn())}>
              <ShoppingBag aria-hidden className="size-4.5" />
              Buy now
            </Button>
          ) : null}
          <Button
            className={className}
            size="lg"
            variant={buyable ? 'secondary' : 'primary'}
            onClick={() => (myId ? open('choose') : askToSignIn())}
          >
            <HandCoins aria-hidden className="size-4.5" />
            Make Offer
          </Button>
        </>
      ) : (
        <Button className={className} size="lg" disabled>
          <HandCoins aria-hidden className="size-4.5" />
          No longer available
        </Button>
      )}
      <Dialog open={view !== null} onOpenChange={(open) => (open ? null : close())}>
        {view !== null && myId ? (
          <DialogContent
            aria-describedby={undefined}
            className={offerDialogClass}
            onInteractOutside={(event) => event.preventDefault()}
          >
            <div className="grid gap-5 p-5 sm:p-6">
              <div className="grid gap-3 pr-8">
                <DialogTitle>{titles[view]}</DialogTitle>
                <div className="flex items-center gap-3">
                  <ItemThumb photos={item.photos} />
                  <div className="grid min-w-0">
                    <span className="truncate text-sm font-medium">{item.title}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {formatItemValue(item.valueCents)} · @{item.owner.username}
                    </span>
                  </div>
                </div>
              </div>
              {view === 'choose' ? (
                <OfferTypeChoice ownerName={item.owner.fullName} onChoose={open} />
              ) : view === 'buyNow' && item.valueCents ? (
                <BuyNowForm item={{ ...item, valueCents: item.valueCents }} onExit={close} onBought={sent} />
              ) : view === 'cash' ? (
                <CashOfferForm item={item} onExit={choose} onSent={sent} />
              ) : view === 'trade' ? (
                <TradeBuilder item={item} myId={myId} onExit={choose} onSent={sent} />
              ) : (
                <InvitationForm item={item} onExit={choose} onSent={sent} />
              )}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

function OfferTypeChoice({ ownerName, onChoose }: { ownerName: string; onChoose: (view: View) => void }) {
  return (
    <div className="grid gap-2">
      <DialogDescription>How would you like to make your offer?</DialogDescription>
      <TypeOption
        icon={<ShoppingBag />}
        title="Buy It Now"
        text="Make a cash offer for this item."
        onClick={() => onChoose('cash')}
      />
      <TypeOption
        icon={<ArrowLeftRight />}
        title="Trade Offer"
        text="Offer items from your closet, cash, or both."
        onClick={() => onChoose('trade')}
      />
      <TypeOption
        icon={<Mail />}
        title="Trade Invitation"
        text={`Invite ${ownerName} to look through your closet and pick something.`}
        onClick={() => onChoose('invitation')}
      />
    </div>
  );
}

function TypeOption({
  icon,
  title,
  text,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex cursor-pointer items-center gap-3 rounded-xl border border-border p-3.5 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-5">
        {icon}
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
    </button>
  );
}
