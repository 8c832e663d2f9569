// Every table, for drizzle's relational queries, drizzle-kit and better-auth's adapter.
export * from './auth.ts';
export * from './profiles.ts';
export * from './preferences.ts';
export * from './items.ts';
export * from './saved-items.ts';
export * from './social.ts';
export * from './trades.ts';
export * from './reviews.ts';
export * from './closets.ts';
export * from './settings.ts';
export * from './verifications.ts';
export * from './wallet.ts';
export * from './payments.ts';
export * from './withdrawals.ts';
export * from './jobs.ts';
export * from './notifications.ts';
export * from './messages.ts';
