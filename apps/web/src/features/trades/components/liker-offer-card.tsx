import type { Item } from '@swapyard/domain/items';
import { centsToDollarsInput, formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { LIKER_OFFER_TEXTS, likerOfferMaxCents, type LikerOffer } from '@swapyard/domain/trades';
import { BadgePercent, Send, ShoppingBag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { refusalMessage } from '@/lib/api-client';
import { formatShortDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useLikerOffer, useSendLikerOffer } from '../api/liker-offers';
import { BuyNowForm } from './buy-now-form';
import { offerDialogClass } from './make-offer';

interface LikerOfferCardProps {
  item: Item;
  isOwner: boolean;
  signedIn: boolean;
}

/**
 * Offers to likers on the item page (docs/product/trades.md, "Offers to likers"): the seller sends one, or sees the
 * one running; a member it went to sees it and can buy at its price. Nothing for anyone else.
 */
export function LikerOfferCard({ item, isOwner, signedIn }: LikerOfferCardProps) {
  const available = item.isAvailable && item.status === 'available' && item.visibility === 'public';
  const state = useLikerOffer(item.id, signedIn && available);
  if (!available || !state.data) return null;
  const { offer, nextAllowedAt } = state.data;
  if (isOwner) {
    if (!item.valueCents) return null;
    return (
      <SellerPanel item={item} listedCents={item.valueCents} offer={offer} nextAllowedAt={nextAllowedAt} />
    );
  }
  return offer ? <OfferForYou item={item} offer={offer} /> : null;
}

const panelClass = 'grid gap-2 rounded-2xl border border-border bg-surface-muted/60 p-4 text-sm';

function SellerPanel({
  item,
  listedCents,
  offer,
  nextAllowedAt,
}: {
  item: Item;
  listedCents: number;
  offer: LikerOffer | null;
  nextAllowedAt: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={LIKER_OFFER_TEXTS.button} className={panelClass}>
      {offer ? (
        <p>
          {LIKER_OFFER_TEXTS.active(formatCents(offer.priceCents), formatShortDateTime(offer.expiresAt))}{' '}
          {LIKER_OFFER_TEXTS.sent(offer.recipients ?? 0)}
        </p>
      ) : nextAllowedAt ? (
        <p className="text-muted-foreground">{LIKER_OFFER_TEXTS.once}.</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground">{LIKER_OFFER_TEXTS.intro}</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            <BadgePercent aria-hidden className="size-4" />
            {LIKER_OFFER_TEXTS.button}
          </Button>
        </div>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent className="sm:max-w-md">
            <SendOfferForm item={item} listedCents={listedCents} onDone={() => setOpen(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function SendOfferForm({
  item,
  listedCents,
  onDone,
}: {
  item: Item;
  listedCents: number;
  onDone: () => void;
}) {
  const maxCents = likerOfferMaxCents(listedCents);
  const [text, setText] = useState(centsToDollarsInput(maxCents));
  const send = useSendLikerOffer();
  const priceId = useId();
  const parsed = text.trim() ? parseDollarsToCents(text) : null;
  const priceCents = parsed !== null && parsed > 0 ? parsed : null;
  const tooHigh = priceCents !== null && priceCents > maxCents;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (priceCents === null || tooHigh || send.isPending) return;
    send.mutate(
      { itemId: item.id, priceCents },
      {
        onSuccess: (offer) => {
          toast.success(LIKER_OFFER_TEXTS.sentTitle, {
            description: LIKER_OFFER_TEXTS.sent(offer.recipients ?? 0),
          });
          onDone();
        },
        onError: (error) => toast.error(refusalMessage(error) ?? 'Something went wrong. Please try again.'),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 p-5 sm:p-6">
      <DialogTitle>{LIKER_OFFER_TEXTS.button}</DialogTitle>
      <DialogDescription>{LIKER_OFFER_TEXTS.intro}</DialogDescription>
      <div className="grid gap-2">
        <Label htmlFor={priceId}>{LIKER_OFFER_TEXTS.priceLabel}</Label>
        <MoneyInput
          id={priceId}
          minCents={1}
          maxCents={maxCents}
          value={text}
          aria-invalid={tooHigh || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p className={tooHigh ? 'text-sm text-danger dark:text-red-400' : 'text-xs text-muted-foreground'}>
          {tooHigh ? LIKER_OFFER_TEXTS.tooHigh : LIKER_OFFER_TEXTS.maxHint(formatCents(maxCents))}
        </p>
      </div>
      <Button type="submit" disabled={send.isPending || priceCents === null || tooHigh}>
        {send.isPending ? 'Sending...' : LIKER_OFFER_TEXTS.send(formatCents(priceCents ?? maxCents))}
        {send.isPending ? null : <Send aria-hidden className="size-4" />}
      </Button>
    </form>
  );
}

function OfferForYou({ item, offer }: { item: Item; offer: LikerOffer }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const price = formatCents(offer.priceCents);
  return (
    <section aria-label={LIKER_OFFER_TEXTS.forYouTitle} className={`${panelClass} border-primary/40`}>
      <h2 className="font-semibold">{LIKER_OFFER_TEXTS.forYouTitle}</h2>
      <p>
        {LIKER_OFFER_TEXTS.forYou(item.owner.fullName, price, formatShortDateTime(offer.expiresAt))}{' '}
        <span className="text-muted-foreground line-through">{formatCents(offer.listedCents)}</span>
      </p>
      <Button className="justify-self-start" onClick={() => setOpen(true)}>
        <ShoppingBag aria-hidden className="size-4" />
        {LIKER_OFFER_TEXTS.take(price)}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent aria-describedby={undefined} className={offerDialogClass}>
            <div className="grid gap-5 p-5 sm:p-6">
              <DialogTitle>Buy now</DialogTitle>
              <BuyNowForm
                item={{ ...item, valueCents: offer.listedCents }}
                likerOffer={{ id: offer.id, priceCents: offer.priceCents }}
                onExit={() => setOpen(false)}
                onBought={(path) => navigate(path)}
              />
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
