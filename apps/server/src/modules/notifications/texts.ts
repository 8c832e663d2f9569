import { appRoutes, formatCents, type WithdrawalMethod } from '@swapyard/domain';
import type { NewNotification } from './service.ts';

/** What the server tells members about their money; each links to the wallet where the change shows. */

export const topUpNotification = (userId: string, amountCents: number): NewNotification => ({
  userId,
  type: 'payment',
  title: 'Funds added',
  message: `${formatCents(amountCents)} was added to your Credit Wallet.`,
  link: appRoutes.wallet,
});

const destination = (method: WithdrawalMethod) =>
  method === 'paypal' ? 'your PayPal account' : 'your bank account';

export const withdrawalCompletedNotification = (
  userId: string,
  netCents: number,
  method: WithdrawalMethod,
): NewNotification => ({
  userId,
  type: 'payment',
  title: 'Withdrawal completed',
  message: `${formatCents(netCents)} was sent to ${destination(method)}.`,
  link: appRoutes.wallet,
});

export const withdrawalFailedNotification = (userId: string, amountCents: number): NewNotification => ({
  userId,
  type: 'payment',
  title: 'Withdrawal failed',
  message: `Your withdrawal of ${formatCents(amountCents)} could not be completed. The money is back in your Cash Wallet.`,
  link: appRoutes.wallet,
});
