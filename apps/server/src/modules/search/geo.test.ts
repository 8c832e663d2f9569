import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm } from './geo.ts';

// The box that holds a circle on the Earth (its index read) and the distance the box's rows are then checked by.
describe('boundingBox', () => {
  it('holds every point of the circle, widest in longitude at high latitudes', () => {
    const box = boundingBox({ lat: 60, lon: 10 }, 100);
    expect(box.north - 60).toBeCloseTo(0.899, 3);
    expect(box.lon!.to - 10).toBeGreaterThan(0.899 / Math.cos((60 * Math.PI) / 180));
    // A point due east at the edge of the circle is inside.
    const east = { lat: 60, lon: box.lon!.to - 0.01 };
    expect(distanceKm({ lat: 60, lon: 10 }, east)).toBeLessThan(100);
  });

  it('wraps its longitudes across the antimeridian, and takes every longitude near a pole', () => {
    const box = boundingBox({ lat: -16.8, lon: 179.97 }, 10);
    expect(box.lon!.from).toBeGreaterThan(box.lon!.to);
    expect(box.lon!.to).toBeCloseTo(-179.936, 2);
    expect(boundingBox({ lat: 89.5, lon: 0 }, 100).lon).toBeUndefined();
    expect(boundingBox({ lat: 0, lon: 0 }, 20_000).lon).toBeUndefined();
  });
});

describe('distanceKm', () => {
  it('is the great-circle distance', () => {
    // Paris to London, 343.5 km.
    expect(distanceKm({ lat: 48.85341, lon: 2.3488 }, { lat: 51.50853, lon: -0.12574 })).toBeCloseTo(
      343.5,
      0,
    );
    expect(distanceKm({ lat: 10, lon: 179.99 }, { lat: 10, lon: -179.99 })).toBeLessThan(3);
  });
});
