import { describe, expect, it } from 'vitest';
import { cosine, EMBEDDING_LENGTH, photoSketch, SKETCH_DIMENSIONS, unit } from './photo-sketch.ts';

// A small generator of our own, so the test's vectors are the same every run.
function randomVectors(seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    vector: (scale = 1) => Float32Array.from({ length: EMBEDDING_LENGTH }, () => random() * scale),
    near: (of: Float32Array, noise: number) => of.map((x) => x + (random() - 0.5) * noise),
  };
}
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((x, i) => x - b[i]!));

describe("a photo's sketch", () => {
  it('is the same numbers on every process and machine, for the sketches already stored', () => {
    const sketch = photoSketch(Float32Array.from({ length: EMBEDDING_LENGTH }, (_, i) => (i % 7) / 7));
    expect(sketch).toHaveLength(SKETCH_DIMENSIONS);
    // Pinned: a change of seed or method would leave every stored sketch wrong (photo-sketch.ts).
    expect(sketch.slice(0, 3).map((x) => Number(x.toFixed(5)))).toEqual([0.21617, 0.05206, -0.05391]);
    expect(photoSketch(unit(Float32Array.from({ length: EMBEDDING_LENGTH }, (_, i) => (i % 7) / 7)))).toEqual(
      sketch,
    );
  });

  it("keeps the order of likeness: a photo's near copy is nearer in sketches than photos merely of a kind", () => {
    const { vector, near } = randomVectors(7);
    // Non-negative vectors as the model's are, so unrelated photos still have a high cosine (about 0.75 here).
    const photos = Array.from({ length: 200 }, () => vector());
    const sketches = photos.map(photoSketch);
    let kept = 0;
    photos.forEach((photo, index) => {
      const copy = near(photo, 0.5);
      expect(cosine(copy, photo)).toBeGreaterThan(0.9);
      const sketch = photoSketch(copy);
      const distances = sketches.map((other) => distance(sketch, other));
      if (distances.indexOf(Math.min(...distances)) === index) kept++;
    });
    expect(kept).toBeGreaterThanOrEqual(195);
  });
});
