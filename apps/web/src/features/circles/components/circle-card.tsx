import { CIRCLE_TEXTS, type SwapCircle, type SwapCircleLeg } from '@swapyard/domain/circles';
import { formatCents } from '@swapyard/domain/money';
import { appRoutes } from '@swapyard/domain/routes';
import { paymentOptions, type TradePaymentMethod } from '@swapyard/domain/trades';
import { ArrowDown, ArrowUp, Banknote, Check, Clock, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ItemPhoto } from '@/components/item-photo';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PayByCardButton } from '@/features/payments';
import { defaultPaymentMethod, PaymentOptions, useWalletBalances } from '@/features/trades/payment';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCircleAction } from '../api/circles';
import { acceptedCount, cashLine, circleTitle, otherLegs, timeLeft } from '../lib/circle-card';

/**
 * One proposed swap circle on /matches (docs/product/swap-circles.md, "Proposal and escrow"): what the member gives
 * and to whom, what they get and from whom, the rest of the circle, any cash, how many have accepted and the time
 * left; Accept (with the wallets that pay, when the member pays) and Decline.
 */
export function CircleCard({ circle }: { circle: SwapCircle }) {
  const titleId = useId();
  const gives = circle.legs[circle.you.gives]!;
  const gets = circle.legs[circle.you.gets]!;
  const pays = circle.you.cashCents > 0 ? circle.you.cashCents : 0;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold">
          <Users aria-hidden className="size-4.5 shrink-0 text-primary dark:text-brand" />
          {circleTitle(circle)}
        </h3>
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          <Clock aria-hidden className="size-3.5" />
          {timeLeft(circle.expiresAt)}
        </span>
      </header>

      <div className="grid gap-3 sm:grid-cols-2">
        <LegSide label="You give" leg={gives} counterpart={`to ${gives.receiver.fullName}`} icon="give" />
        <LegSide label="You get" leg={gets} counterpart={`from ${gets.giver.fullName}`} icon="get" />
      </div>
      {otherLegs(circle).map((text) => (
        <p key={text} className="text-sm text-muted-foreground">
          And {text}.
        </p>
      ))}

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-1.5 font-medium">
          <Banknote aria-hidden className="size-4 text-muted-foreground" />
          {cashLine(circle)}
        </span>
        <span className="text-muted-foreground">
          {acceptedCount(circle)} of {circle.legs.length} accepted
        </span>
      </div>

      <CircleActions circle={circle} pays={pays} />
    </article>
  );
}

function LegSide({
  label,
  leg,
  counterpart,
  icon,
}: {
  label: string;
  leg: SwapCircleLeg;
  counterpart: string;
  icon: 'give' | 'get';
}) {
  const Icon = icon === 'give' ? ArrowUp : ArrowDown;
  return (
    <div className="flex items-center gap-3 rounded-xl bg-surface-muted p-2.5">
      <ItemPhoto item={leg.item} sizes="64px" className="size-16 shrink-0 rounded-lg" />
      <div className="grid min-w-0 gap-0.5">
        <span className="flex items-center gap-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <Icon aria-hidden className="size-3.5" />
          {label}
        </span>
        <Link
          to={appRoutes.item(leg.item.id)}
          className="line-clamp-2 font-medium break-words hover:underline"
        >
          {leg.item.title}
        </Link>
        <span className="truncate text-xs text-muted-foreground">
          {formatCents(leg.item.valueCents)} · {counterpart}
          {leg.accepted ? (
            <span className="ml-1 inline-flex items-center gap-0.5 text-emerald-700 dark:text-emerald-400">
              <Check aria-hidden className="size-3" />
              accepted
            </span>
          ) : null}
        </span>
      </div>
    </div>
  );
}

function CircleActions({ circle, pays }: { circle: SwapCircle; pays: number }) {
  const act = useCircleAction(circle.id, {
    onDone: (answer, input) =>
      toast.success(
        answer.status === 'completed'
          ? 'Everyone accepted: the swaps are on'
          : input.action === 'accept'
            ? 'You accepted the swap circle'
            : 'You declined the swap circle',
      ),
    onFailed: (error) => toast.error(errorMessage(error)),
  });
  const wallet = useWalletBalances(pays > 0 && !circle.you.accepted);
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const method = pays > 0 && wallet.balances ? (chosen ?? defaultPaymentMethod(pays, wallet.balances)) : null;
  const shortfallCents =
    pays > 0 && wallet.balances ? paymentOptions(pays, wallet.balances).shortfallCents : 0;

  const run = (action: 'accept' | 'decline') =>
    act.mutate(action === 'accept' ? { action, ...(method ? { paymentMethod: method } : {}) } : { action });

  const busy = act.isPending;
  return (
    <div className="grid gap-3">
      {pays > 0 && !circle.you.accepted && wallet.balances ? (
        <PaymentOptions
          amountCents={pays}
          wallets={wallet.balances}
          value={method}
          onChange={setChosen}
          purpose="accept this swap circle"
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {circle.you.accepted ? (
          <p className="mr-auto text-sm text-muted-foreground">You accepted. Waiting for the others.</p>
        ) : null}
        <Button variant="secondary" onClick={() => run('decline')} disabled={busy}>
          {CIRCLE_TEXTS.decline}
        </Button>
        {circle.you.accepted ? null : shortfallCents > 0 ? (
          // The wallets do not cover the member's cash: the card pays the rest, and its confirmation accepts.
          <PayByCardButton
            purpose={{ kind: 'circle', circleId: circle.id }}
            shortfallCents={shortfallCents}
          />
        ) : (
          <Button onClick={() => run('accept')} disabled={busy || (pays > 0 && method === null)}>
            {busy ? <Spinner className="size-4" /> : null}
            {CIRCLE_TEXTS.accept}
          </Button>
        )}
      </div>
    </div>
  );
}
