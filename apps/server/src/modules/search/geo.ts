/*
 * Distance on the Earth for search (docs/product/search.md, "Distance"): the box of latitudes and longitudes that
 * holds every point within a radius, for the index, and the exact great-circle distance, in SQL, for what the box
 * lets through. No extension (cube, earthdistance, PostGIS): decision 041.
 */

/** The mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  lat: number;
  lon: number;
}

/** Longitudes from `from` to `to`, degrees; when `from` > `to` the range crosses the antimeridian (±180°). */
export interface LongitudeRange {
  from: number;
  to: number;
}

/** Every point within `radiusKm` of `center` has a latitude in [south, north] and, when given, a longitude in `lon`. */
export interface BoundingBox {
  south: number;
  north: number;
  /** Absent when every longitude may be in reach (near a pole, or a radius of half the Earth). */
  lon?: LongitudeRange;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The smallest box of latitudes and longitudes around a circle on the sphere: the latitudes reach the angular radius
 * north and south; the longitudes reach asin(sin r / cos lat), widest at the latitude where the circle touches its
 * meridians, not at the centre's (J. P. Matuschek, "Finding Points Within a Distance of a Latitude/Longitude").
 */
export function boundingBox(center: Point, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const south = center.lat - toDegrees(angular);
  const north = center.lat + toDegrees(angular);
  if (south <= -90 || north >= 90 || angular >= Math.PI / 2) {
    return { south: Math.max(south, -90), north: Math.min(north, 90) };
  }
  const spread = Math.sin(angular) / Math.cos(toRadians(center.lat));
  if (spread >= 1) return { south, north };
  const dLon = toDegrees(Math.asin(spread));
  const wrap = (lon: number) => (lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon);
  return { south, north, lon: { from: wrap(center.lon - dLon), to: wrap(center.lon + dLon) } };
}

/** The great-circle distance in km (haversine), for tests and the benchmark's check of the SQL. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
