// Other features' entry to the payment step (swap circles ask a paying member which wallets pay, as offers do). Kept
// apart from index.ts so importing it does not pull the offer builders into a route.
export { PaymentOptions } from './components/payment-options';
export { useWalletBalances } from './api/wallet-balances';
export { defaultPaymentMethod } from './lib/offer';
