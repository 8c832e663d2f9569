import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/**
 * Which of these photo ids something still shows: an item's photos (jsonb containment, served by the photos GIN
 * index), a profile's avatar (its URL is one of the photo's sizes, `/media/{id}-{size}.webp`) or a dispute's
 * evidence.
 */
export async function referencedPhotoIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = (await db.execute(sql`
    select c.id from (values ${sql.join(
      ids.map((id) => sql`(${id}::text)`),
      sql`, `,
    )}) as c(id)
    where exists (select 1 from items where items.photos @> jsonb_build_array(jsonb_build_object('id', c.id)))
       or exists (select 1 from profiles where starts_with(profiles.avatar_url, '/media/' || c.id || '-'))
       or exists (select 1 from disputes where disputes.photos @> jsonb_build_array(jsonb_build_object('id', c.id)))
  `)) as unknown as { rows: Array<{ id: string }> };
  return new Set(result.rows.map((row) => row.id));
}
