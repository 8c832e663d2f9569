import { checkoutWasCancelled } from '@swapyard/domain/payments';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

/**
 * A checkout left without paying (Stripe's own back link, the sandbox's Cancel and return) comes back to
 * /wallet?checkout=cancelled (docs/product/wallet.md). That is the checkout's tab, which Add Funds opened beside the
 * wallet: it closes, and the member is back in the wallet they came from instead of a second one. Where the browser
 * does not let a page close its tab (the link was opened some other way), this wallet stays, says so, and drops the
 * mark from the address.
 */
export function useCancelledCheckout() {
  const [searchParams, setSearchParams] = useSearchParams();
  const cancelled = checkoutWasCancelled(searchParams);
  useEffect(() => {
    if (!cancelled) return;
    window.close();
    // Set at once when the close is allowed.
    if (window.closed) return;
    toast.info('Payment cancelled', { description: 'No money was taken.' });
    setSearchParams(
      (params) => {
        params.delete('checkout');
        return params;
      },
      { replace: true },
    );
  }, [cancelled, setSearchParams]);
}
