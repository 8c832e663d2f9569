import { sql } from 'drizzle-orm';
import { places } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type PlaceRow = typeof places.$inferInsert;

/**
 * Adds or updates a batch of places in one statement (a new dataset version updates the same ids): one array per
 * column, unnested, so a batch of thousands is nine parameters rather than nine per place.
 */
export async function upsertPlaces(db: Db, rows: PlaceRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: PlaceRow) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    insert into ${places} (id, name, search_name, country, admin1, population, lat, lon, label)
    select * from unnest(
      ${column((row) => row.id)}::int[], ${column((row) => row.name)}::text[],
      ${column((row) => row.searchName)}::text[], ${column((row) => row.country)}::text[],
      ${column((row) => row.admin1)}::text[], ${column((row) => row.population)}::int[],
      ${column((row) => row.lat)}::float8[], ${column((row) => row.lon)}::float8[], ${column((row) => row.label)}::text[]
    )
    on conflict (id) do update set name = excluded.name, search_name = excluded.search_name,
      country = excluded.country, admin1 = excluded.admin1, population = excluded.population, lat = excluded.lat,
      lon = excluded.lon, label = excluded.label`);
}

export async function placeCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(places);
  return row!.count;
}

const placeColumns = {
  id: places.id,
  label: places.label,
  country: places.country,
  population: places.population,
};

/** Places whose folded name starts with `folded`, the most populous first (the trigram index serves the LIKE). */
export function placesStartingWith(db: Db, folded: string, limit: number) {
  const pattern = `${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(placeColumns)
    .from(places)
    .where(sql`${places.searchName} like ${pattern}`)
    .orderBy(sql`${places.population} desc`, places.id)
    .limit(limit);
}

/** Places whose name is close to `folded` (a misspelling), the closest first, then the most populous. */
export function placesLike(db: Db, folded: string, limit: number) {
  return db.transaction(async (tx) => {
    // A looser threshold than pg_trgm's 0.3: 'portlnd' is 0.36 from 'portland', 'sprngfeld' lower still.
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', '0.25', true)`);
    return tx
      .select(placeColumns)
      .from(places)
      .where(sql`${places.searchName} % ${folded}`)
      .orderBy(sql`${places.searchName} <-> ${folded}`, sql`${places.population} desc`)
      .limit(limit);
  });
}

/** What a member's or a listing's place is kept as: its id, its label, and its coordinates (never shown). */
export interface PlacePoint {
  id: number;
  label: string;
  lat: number;
  lon: number;
}
const pointColumns = { id: places.id, label: places.label, lat: places.lat, lon: places.lon };

export async function placeById(db: Db, id: number): Promise<PlacePoint | undefined> {
  const [row] = await db
    .select(pointColumns)
    .from(places)
    .where(sql`${places.id} = ${id}`);
  return row;
}

/** Places with exactly this folded name, the most populous first, with the codes a written location may add. */
export function placesNamed(db: Db, folded: string, limit: number) {
  return db
    .select({
      ...pointColumns,
      country: places.country,
      admin1: places.admin1,
      population: places.population,
    })
    .from(places)
    .where(sql`${places.searchName} = ${folded}`)
    .orderBy(sql`${places.population} desc`, places.id)
    .limit(limit);
}
