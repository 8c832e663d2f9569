import { paymentMessages } from '@swapyard/domain/payments';
import { appRoutes } from '@swapyard/domain/routes';
import { formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { walletQueryKeys } from '@/lib/query-keys';
import { verifyPayment } from '../api/verify-payment';

/** Polls a payment the provider is still settling (a delayed payment method) for about half a minute. */
const POLL_MS = 2000;
const MAX_POLLS = 15;

/**
 * /payment-success?session_id=…&amount=… (docs/product/wallet.md, "Adding funds"): verifies the payment with the
 * server, which credits the wallet once however often this page loads, and shows pending, success or error.
 */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  return (
    <div className="mx-auto flex min-h-[calc(100dvh-10rem)] max-w-md items-center px-4 py-10">
      <Card className="grid w-full justify-items-center gap-4 p-8 text-center" aria-live="polite">
        {sessionId ? (
          <Verification sessionId={sessionId} amountParam={searchParams.get('amount')} />
        ) : (
          <State
            icon={<CircleAlert aria-hidden className="size-12 text-danger dark:text-red-400" />}
            title={paymentMessages.invalidSession}
          >
            This page needs the link you are sent back with after paying.
          </State>
        )}
      </Card>
    </div>
  );
}

function Verification({ sessionId, amountParam }: { sessionId: string; amountParam: string | null }) {
  const queryClient = useQueryClient();
  const verification = useQuery({
    queryKey: ['payments', 'verify', sessionId] as const,
    queryFn: () => verifyPayment(sessionId),
    retry: 1,
    refetchOnWindowFocus: false,
    // Only a paid payment that is still settling is worth asking about again; a checkout left before paying
    // stays unpaid until the member goes back to it.
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' && query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
  });
  const paid = verification.data?.status === 'paid';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
  }, [paid, queryClient]);

  const fromQuery = amountParam ? parseDollarsToCents(amountParam) : null;
  const amountCents = verification.data?.amountCents ?? fromQuery;
  const amount = amountCents !== null ? formatCents(amountCents) : null;

  const queryKey = ['payments', 'verify', sessionId];
  const polls = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const stillPolling = verification.data?.status === 'processing' && polls < MAX_POLLS;

  if (verification.isPending || stillPolling) {
    return (
      <State
        icon={<LoaderCircle aria-hidden className="size-12 animate-spin text-primary dark:text-brand" />}
        title="Verifying your payment..."
      >
        {amount ? `Confirming your payment of ${amount}.` : 'Confirming your payment.'} This only takes a
        moment.
      </State>
    );
  }
  if (verification.isError) {
    return (
      <State
        icon={<CircleAlert aria-hidden className="size-12 text-danger dark:text-red-400" />}
        title="Payment verification failed"
      >
        {paymentMessages.verifyFailed}
      </State>
    );
  }
  const result = verification.data;
  const { purpose } = result;
  if (result.status === 'paid' && purpose && purpose.status !== 'pending') {
    // A card payment for a purchase: what became of the purchase is the news (the money is in the wallet if it
    // could not be made).
    return (
      <State
        icon={
          purpose.status === 'completed' ? (
            <CircleCheck aria-hidden className="size-12 text-emerald-600 dark:text-emerald-400" />
          ) : (
            <CircleAlert aria-hidden className="size-12 text-amber-600 dark:text-amber-400" />
          )
        }
        title={purpose.title}
        action={
          purpose.href ? (
            <Button asChild size="lg">
              <Link to={purpose.href}>{purpose.hrefLabel}</Link>
            </Button>
          ) : null
        }
      >
        {purpose.message}
      </State>
    );
  }
  if (result.status === 'paid') {
    return (
      <State
        icon={<CircleCheck aria-hidden className="size-12 text-emerald-600 dark:text-emerald-400" />}
        title="Payment successful!"
      >
        <span className="font-semibold text-foreground">{formatCents(result.amountCents)}</span> has been
        added to your credit wallet.
      </State>
    );
  }
  if (result.status === 'open') {
    return (
      <State
        icon={<CircleAlert aria-hidden className="size-12 text-amber-600 dark:text-amber-400" />}
        title={paymentMessages.notCompletedTitle}
        action={
          result.checkoutUrl ? (
            <Button asChild size="lg">
              <a href={result.checkoutUrl}>Return to checkout</a>
            </Button>
          ) : null
        }
      >
        {result.message}{' '}
        {result.checkoutUrl
          ? `Return to the checkout to pay ${formatCents(result.amountCents)}.`
          : purpose
            ? 'Start again from the item.'
            : 'Start again from Add Funds in your wallet.'}
      </State>
    );
  }
  if (result.status === 'processing') {
    return (
      <State icon={<Clock aria-hidden className="size-12 text-muted-foreground" />} title="Payment pending">
        {paymentMessages.processing} Your wallet shows the funds as soon as it completes.
      </State>
    );
  }
  return (
    <State
      icon={<CircleAlert aria-hidden className="size-12 text-danger dark:text-red-400" />}
      title="Payment failed"
    >
      {result.message || paymentMessages.verifyFailed}
    </State>
  );
}

function State({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The one thing to do next, above the page's Home and Wallet buttons. */
  action?: ReactNode;
}) {
  return (
    <>
      {icon}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      {action}
      {/* Home stays the main way on unless the state has its own next step. */}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild variant={action ? 'secondary' : 'primary'}>
          <Link to={appRoutes.home}>Return to Home</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={appRoutes.wallet}>View Wallet</Link>
        </Button>
      </div>
    </>
  );
}
