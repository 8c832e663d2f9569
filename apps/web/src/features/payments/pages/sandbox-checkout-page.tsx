import { appRoutes } from '@swapyard/domain/routes';
import {
  cardProblem,
  paymentMessages,
  type CardInput,
  type SandboxCheckout,
} from '@swapyard/domain/payments';
import { formatCents } from '@swapyard/domain/money';
import { CircleAlert, CircleCheck, CreditCard, FlaskConical, Lock } from 'lucide-react';
import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePaySandbox, useSandboxCheckout } from '../api/sandbox-checkout';

/**
 * /checkout/sandbox/:sessionId — the built-in payment provider's hosted checkout (test mode). It stands where
 * Stripe's page would, outside Swapyard's layout; the card goes to the server, which decides the outcome.
 */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useSandboxCheckout(sessionId);

  return (
    <div className="min-h-dvh bg-surface-muted">
      <div className="bg-amber-400 px-4 py-2 text-center text-sm font-medium text-amber-950" role="note">
        <FlaskConical aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />
        Test mode — sandbox checkout. No real card is charged.
      </div>
      <main className="mx-auto grid max-w-4xl gap-8 px-4 py-8 sm:py-14 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-12 md:gap-y-6">
        {checkout.isPending ? (
          <div className="md:col-span-2">
            <Spinner label="Loading checkout..." />
          </div>
        ) : checkout.isError ? (
          <Problem
            title={
              isApiError(checkout.error) && checkout.error.status === 401
                ? 'Please sign in to Swapyard to pay'
                : 'This checkout session was not found'
            }
            action={
              <Button asChild variant="secondary">
                <Link to={appRoutes.wallet}>Back to Swapyard</Link>
              </Button>
            }
          />
        ) : (
          <>
            <Summary amountCents={checkout.data.amountCents} forPurchase={checkout.data.forPurchase} />
            <section className="self-start rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-7 md:col-start-2 md:row-span-2 md:row-start-1">
              <Body checkout={checkout.data} />
            </section>
            <TestCards />
          </>
        )}
      </main>
    </div>
  );
}

function Summary({ amountCents, forPurchase }: { amountCents: number; forPurchase: boolean }) {
  return (
    <section className="grid content-start gap-6">
      <div className="flex items-center gap-2.5">
        <span className="grid size-9 place-items-center rounded-lg bg-primary text-lg font-bold text-primary-foreground">
          S
        </span>
        <span className="text-lg font-semibold">Swapyard</span>
      </div>
      <div className="grid gap-1">
        <p className="text-muted-foreground">
          {forPurchase ? 'Pay the rest of your purchase on Swapyard' : 'Add funds to your Swapyard wallet'}
        </p>
        <p className="text-4xl font-bold tracking-tight tabular-nums" data-testid="checkout-amount">
          {formatCents(amountCents)}
        </p>
      </div>
      <dl className="grid gap-2 border-t border-border pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Wallet credit</dt>
          <dd className="tabular-nums">{formatCents(amountCents)}</dd>
        </div>
        <div className="flex justify-between text-muted-foreground">
          <dt>Processing fee</dt>
          <dd>No processing fee</dd>
        </div>
        <div className="flex justify-between border-t border-border pt-2 font-semibold">
          <dt>Total due</dt>
          <dd className="tabular-nums">{formatCents(amountCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

function TestCards() {
  return (
    <div className="self-start rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground md:col-start-1 md:row-start-2">
      <p className="mb-1 font-medium text-foreground">Test cards</p>
      <p>4242 4242 4242 4242 — succeeds</p>
      <p>4000 0000 0000 0002 — declined</p>
      <p>Any future expiry, any 3-digit CVC.</p>
    </div>
  );
}

function Problem({ title, children, action }: { title: string; children?: string; action: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 text-center md:col-span-2" role="alert">
      <CircleAlert aria-hidden className="size-10 text-danger dark:text-red-400" />
      <h1 className="text-xl font-semibold">{title}</h1>
      {children ? <p className="text-muted-foreground">{children}</p> : null}
      {action}
    </div>
  );
}

function Body({ checkout }: { checkout: SandboxCheckout }) {
  if (checkout.status === 'failed' || checkout.status === 'expired') {
    const reason =
      checkout.status === 'expired'
        ? 'This checkout session has expired.'
        : (checkout.failureReason ?? 'Payment failed.');
    return (
      <div className="grid gap-4" role="alert">
        <PaymentNotCompleted reason={reason} />
        <Button asChild size="lg">
          <a href={checkout.successUrl}>Return to Swapyard</a>
        </Button>
      </div>
    );
  }
  if (checkout.status === 'paid') {
    return (
      <div className="grid justify-items-center gap-3 text-center">
        <CircleCheck aria-hidden className="size-10 text-emerald-600 dark:text-emerald-400" />
        <p className="font-semibold">This payment is complete.</p>
        <Button asChild>
          <a href={checkout.successUrl}>Return to Swapyard</a>
        </Button>
      </div>
    );
  }
  return <CardForm checkout={checkout} />;
}

function PaymentNotCompleted({ reason, hint }: { reason: string; hint?: string }) {
  return (
    <div className="flex gap-3 rounded-xl border border-danger/40 bg-danger/10 p-4 text-danger dark:text-red-300">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">Payment not completed</p>
        <p data-testid="checkout-error">{reason}</p>
        {hint ? <p className="text-sm">{hint}</p> : null}
      </div>
    </div>
  );
}

/**
 * Add Funds opened this checkout in its own tab, beside the wallet the member came from: cancelling closes it and
 * so returns to that wallet, rather than opening a second one here. A checkout the browser will not let us close
 * (opened from a pasted link) goes to the wallet instead, as the link says.
 */
function cancelInTab(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  window.close();
  // window.closed is set at once when the close is allowed; otherwise the link goes where it says.
  if (window.closed) event.preventDefault();
}

const formatNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const formatExpiry = (value: string, previous: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace never gets stuck.
  if (value.length < previous.length && previous.endsWith('/') && digits.length === 2)
    return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  if (digits.length === 2 && value.length > previous.length) return `${digits} / `;
  return digits;
};

/**
 * The card form. A declined card is said above it and the session stays open: the member tries another card (or
 * the same again) here, as at any checkout; the decline is still said after a reload.
 */
function CardForm({ checkout }: { checkout: SandboxCheckout }) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '', name: '' });
  const [declined, setDeclined] = useState<string | null>(checkout.failureReason);
  const [errors, setErrors] = useState<Partial<Record<keyof CardInput, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pay = usePaySandbox(checkout.sessionId);

  const set = (field: keyof CardInput, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const submitted = { ...card, expiry: card.expiry.replace(/\s/g, '') };
    const problem = cardProblem(submitted);
    if (problem) return setErrors({ [problem.field]: problem.message });
    setFailure(null);
    setDeclined(null);
    pay.mutate(submitted, {
      onSuccess: (result) => {
        if (result.status === 'paid') return window.location.assign(result.redirectUrl);
        setDeclined(result.message || paymentMessages.cardDeclined);
        // The refused number goes; the rest of the card stays for a retry.
        set('number', '');
      },
      onError: (error) => {
        const field =
          (isApiError(error) && (error.details as { field?: keyof CardInput } | undefined)?.field) || null;
        if (field) setErrors({ [field]: error.message });
        else setFailure(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <h1 className="flex items-center gap-2 text-lg font-semibold">
        <CreditCard aria-hidden className="size-5" />
        Pay with card
      </h1>
      {declined ? (
        <div role="alert">
          <PaymentNotCompleted
            reason={declined}
            hint="Try another card, or check the details and try again."
          />
        </div>
      ) : null}
      <FormField
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(event) => set('number', formatNumber(event.target.value))}
        error={errors.number}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label="Expiry"
          name="exp-date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          value={card.expiry}
          onChange={(event) => set('expiry', formatExpiry(event.target.value, card.expiry))}
          error={errors.expiry}
        />
        <FormField
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, ''))}
          error={errors.cvc}
        />
      </div>
      <FormField
        label="Name on card"
        name="ccname"
        autoComplete="cc-name"
        placeholder="Full name"
        value={card.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      {failure ? (
        <p role="alert" className="text-sm text-danger dark:text-red-400">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={pay.isPending}>
        {pay.isPending ? 'Processing...' : `Pay ${formatCents(checkout.amountCents)}`}
      </Button>
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <Lock aria-hidden className="size-3.5" />
          Sandbox payments by Swapyard
        </span>
        <a
          className="underline-offset-4 hover:underline"
          href={checkout.cancelUrl}
          // A top-up's checkout is its own tab (Add Funds opened it); a purchase's is the item's tab, which goes back.
          onClick={checkout.forPurchase ? undefined : cancelInTab}
        >
          Cancel and return
        </a>
      </div>
    </form>
  );
}
