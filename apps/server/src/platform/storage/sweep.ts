import type { Storage } from './storage.ts';

/**
 * Deletes the keys under `prefix` last written more than `maxAgeMs` ago: photos uploaded for a listing that was
 * never saved (the client uploads first, then creates the item). Returns the deleted keys. Meant for a periodic
 * cleanup job; several instances may run it at once, since deleting a missing key is not an error.
 */
export async function deleteOlderThan(
  storage: Storage,
  prefix: string,
  maxAgeMs: number,
  now: Date = new Date(),
): Promise<string[]> {
  const cutoff = now.getTime() - maxAgeMs;
  const stale = (await storage.list(prefix)).filter((entry) => entry.lastModified.getTime() < cutoff);
  for (const entry of stale) await storage.delete(entry.key);
  return stale.map((entry) => entry.key);
}
