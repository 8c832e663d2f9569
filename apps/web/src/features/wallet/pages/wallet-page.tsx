import { formatCents } from '@swapyard/domain/money';
import { WALLET_LOAD_ERROR, WALLET_SIGN_IN_MESSAGE } from '@swapyard/domain/wallet';
import { WITHDRAWAL_MIN_CENTS } from '@swapyard/domain/withdrawals';
import { ArrowDownToLine, Banknote, CreditCard, Plus, WalletCards } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { AddFundsDialog } from '@/features/payments';
import { useWalletSummary } from '../api/get-wallet-summary';
import { useLiveWallet } from '../api/use-live-wallet';
import { WalletActivityCard } from '../components/wallet-activity';
import { WalletCard } from '../components/wallet-card';
import { WalletTotals } from '../components/wallet-totals';
import { WithdrawDialog } from '../components/withdraw-dialog';
import { WithdrawalHistory } from '../components/withdrawal-history';
import { useCancelledCheckout } from '../hooks/use-cancelled-checkout';

/** /wallet (docs/product/wallet.md): the credit and cash wallets, adding funds, withdrawals and recent activity. */
export default function WalletPage() {
  const me = useMe();
  useCancelledCheckout();
  return (
    <Page title="Wallet" description="Your Swapyard money: add funds, see what you earned, and cash out.">
      {me.isPending ? (
        <Spinner label="Loading..." />
      ) : me.data ? (
        <Wallet userId={me.data.user.id} />
      ) : (
        <SignInPrompt title={WALLET_SIGN_IN_MESSAGE} />
      )}
    </Page>
  );
}

const actionClass = 'w-full bg-white text-slate-900 shadow-sm hover:bg-white/90';

function Wallet({ userId }: { userId: string }) {
  const summary = useWalletSummary();
  useLiveWallet(userId);
  const [hideCredit, setHideCredit] = useState(false);
  const [hideCash, setHideCash] = useState(false);
  const [addFundsOpen, setAddFundsOpen] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  // The load error is also a toast (docs/product/wallet.md, "Loading").
  useEffect(() => {
    if (summary.isError) toast.error(WALLET_LOAD_ERROR);
  }, [summary.isError]);

  if (summary.isPending) return <Spinner label="Loading your wallet..." />;
  if (summary.isError) {
    return (
      <EmptyState
        icon={<WalletCards />}
        title={WALLET_LOAD_ERROR}
        action={
          <Button variant="secondary" onClick={() => void summary.refetch()} disabled={summary.isFetching}>
            Try again
          </Button>
        }
      >
        Please try again in a moment.
      </EmptyState>
    );
  }

  const wallet = summary.data;
  const canWithdraw = wallet.cashCents >= WITHDRAWAL_MIN_CENTS;
  return (
    <div className="grid gap-5 sm:gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <WalletCard
          tone="credit"
          title="Credit Wallet"
          icon={<CreditCard />}
          description="Card top-ups, spendable on Swapyard."
          availableCents={wallet.creditCents}
          heldCents={wallet.heldFromCreditCents}
          hidden={hideCredit}
          onToggleHidden={() => setHideCredit((hidden) => !hidden)}
          action={
            <Button className={actionClass} onClick={() => setAddFundsOpen(true)}>
              <Plus aria-hidden className="size-4" />
              Add Funds
            </Button>
          }
        />
        <WalletCard
          tone="cash"
          title="Cash Wallet"
          icon={<Banknote />}
          description="Money from trades and sales, withdrawable."
          availableCents={wallet.cashCents}
          heldCents={wallet.heldFromCashCents}
          hidden={hideCash}
          onToggleHidden={() => setHideCash((hidden) => !hidden)}
          action={
            <Button
              className={actionClass}
              onClick={() => setWithdrawOpen(true)}
              disabled={!canWithdraw}
              aria-describedby={canWithdraw ? undefined : 'withdraw-hint'}
            >
              <ArrowDownToLine aria-hidden className="size-4" />
              Withdraw
            </Button>
          }
          footnote={
            canWithdraw ? undefined : (
              <span id="withdraw-hint">
                You need at least {formatCents(WITHDRAWAL_MIN_CENTS)} in your Cash Wallet to withdraw.
              </span>
            )
          }
        />
      </div>

      <WalletTotals summary={wallet} hideCredit={hideCredit} hideCash={hideCash} />

      <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <WalletActivityCard />
        <WithdrawalHistory />
      </div>

      <AddFundsDialog open={addFundsOpen} onOpenChange={setAddFundsOpen} />
      <WithdrawDialog open={withdrawOpen} onOpenChange={setWithdrawOpen} cashCents={wallet.cashCents} />
    </div>
  );
}
