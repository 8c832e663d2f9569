import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db.ts';
import { queryRows } from './query-rows.ts';

export async function tableNames(database: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name::text collate "C"`,
  );
  return rows.map((r) => r.name);
}

export const expectedTables = [
  'account',
  'auction_bids',
  'audit_log',
  'closets',
  'direct_messages',
  'disputes',
  'idempotency_keys',
  'item_likes',
  'item_take_downs',
  'item_views',
  'item_wants',
  'items',
  'jobs',
  'ledger_entries',
  'ledger_transactions',
  'liker_offer_recipients',
  'liker_offers',
  'listing_photo_embeddings',
  'live_auctions',
  'live_stream_messages',
  'live_stream_mutes',
  'live_streams',
  'notifications',
  'payment_sessions',
  'profiles',
  'reports',
  'saved_items',
  'session',
  'swap_circle_legs',
  'swap_circles',
  'swap_preferences',
  'trade_messages',
  'trade_offered_items',
  'trade_rounds',
  'traded_items',
  'trades',
  'two_factor',
  'user',
  'user_follows',
  'user_preferences',
  'user_ratings',
  'user_roles',
  'user_settings',
  'user_verifications',
  'verification',
  'wallet_accounts',
  'wallet_holds',
  'withdrawals',
];
