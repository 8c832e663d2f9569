import { sql } from 'drizzle-orm';
import type { Db } from '../db.ts';

/**
 * An upload is "abandoned" when nothing refers to it after a day. Without a lock, a listing saved at the moment
 * the sweeper has found its photos unreferenced (but not yet deleted them) would end up pointing at deleted files.
 * So: whoever attaches uploads holds this transaction-scoped advisory lock SHARED while it checks the files exist
 * and writes the reference; the sweeper holds it EXCLUSIVE while it checks references and deletes. Attaching never
 * waits for another attach, only for a running sweep batch (milliseconds), and vice versa.
 */
const UPLOAD_ATTACH_LOCK_ID = 720_311_842;

/** In a transaction, before checking that uploads exist and writing a reference to them. */
export async function holdUploadAttachLock(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${UPLOAD_ATTACH_LOCK_ID})`);
}

/** In a transaction, before deciding which uploads nothing refers to and deleting them. */
export async function holdUploadSweepLock(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_ATTACH_LOCK_ID})`);
}
