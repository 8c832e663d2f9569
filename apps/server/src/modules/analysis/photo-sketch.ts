import { seededRandom } from '../../platform/seeded-random.ts';

/** 1280 float32 numbers: the embedded model's embedding (platform/vision). */
export const EMBEDDING_LENGTH = 1280;
/**
 * A photo's sketch: its unit embedding projected on this many fixed random directions (decision 053). Their dot
 * products keep those of the embeddings closely enough (Johnson–Lindenstrauss) to sort photos into cells and to
 * pick a search's candidates in the database at a twentieth of the embeddings' size; the candidates are then
 * ranked on the embeddings.
 */
export const SKETCH_DIMENSIONS = 128;
/**
 * The projection's seed. Every process must draw the same directions, and the stored sketches were made with them:
 * changing it (or SKETCH_DIMENSIONS) needs a migration that clears the sketches for the backfill to redo.
 */
const PROJECTION_SEED = 0x5a1d_2026;

export const embeddingToBytes = (vector: Float32Array): Buffer =>
  Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);

/** Bytes to numbers; copied, since a driver's buffer need not be aligned for a Float32Array view. */
export function bytesToEmbedding(bytes: Buffer): Float32Array {
  const vector = new Float32Array(EMBEDDING_LENGTH);
  for (let i = 0; i < EMBEDDING_LENGTH; i++) vector[i] = bytes.readFloatLE(i * 4);
  return vector;
}

/** The vector scaled to length 1 (a zero vector stays zero). */
export function unit(vector: Float32Array): Float32Array {
  const length = Math.hypot(...vector);
  return length === 0 ? vector : vector.map((x) => x / length);
}

/** Dot product of two vectors of the same length (the cosine, for unit vectors). */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Cosine similarity of two vectors of the same length. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return aa === 0 || bb === 0 ? 0 : dot / Math.sqrt(aa * bb);
}

let projection: Float32Array | undefined;

/** SKETCH_DIMENSIONS × EMBEDDING_LENGTH Gaussian numbers scaled by 1/√dimensions, drawn from PROJECTION_SEED. */
function projectionMatrix(): Float32Array {
  if (projection) return projection;
  const random = seededRandom(PROJECTION_SEED);
  const matrix = new Float32Array(SKETCH_DIMENSIONS * EMBEDDING_LENGTH);
  const scale = 1 / Math.sqrt(SKETCH_DIMENSIONS);
  for (let i = 0; i < matrix.length; i += 2) {
    // Box–Muller: two normal numbers from two uniform ones (1 - u keeps the logarithm finite).
    const radius = Math.sqrt(-2 * Math.log(1 - random())) * scale;
    const angle = 2 * Math.PI * random();
    matrix[i] = radius * Math.cos(angle);
    matrix[i + 1] = radius * Math.sin(angle);
  }
  projection = matrix;
  return matrix;
}

/** The sketch of an embedding (made unit length first, so sketch distance follows cosine similarity). */
export function photoSketch(embedding: Float32Array): number[] {
  const vector = unit(embedding);
  const matrix = projectionMatrix();
  const sketch: number[] = [];
  for (let d = 0; d < SKETCH_DIMENSIONS; d++) {
    let sum = 0;
    const row = d * EMBEDDING_LENGTH;
    for (let i = 0; i < EMBEDDING_LENGTH; i++) sum += matrix[row + i]! * vector[i]!;
    sketch.push(sum);
  }
  return sketch;
}
