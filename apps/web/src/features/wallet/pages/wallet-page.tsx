import { WalletCards } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';

/** /wallet: credit and cash wallets, built with the wallet issue. */
export default function WalletPage() {
  const me = useMe();
  return (
    <Page title="Wallet">
      {me.isPending ? (
        <Spinner label="Loading..." />
      ) : me.data ? (
        <ComingSoon icon={<WalletCards />} title="Your wallets are being set up">
          Your Credit Wallet and Cash Wallet, adding funds and withdrawals will appear here.
        </ComingSoon>
      ) : (
        <SignInPrompt title="Please sign in to view your wallet" />
      )}
    </Page>
  );
}
