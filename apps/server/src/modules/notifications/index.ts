// The notifications module's surface beyond its service: the texts of the money notifications other modules write
// in their own transactions (payments, withdrawals).
export { topUpNotification, withdrawalCompletedNotification, withdrawalFailedNotification } from './texts.ts';
