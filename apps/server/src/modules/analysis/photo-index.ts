import type { Db } from '../../platform/db.ts';
import { embeddingCount, embeddingsAfter } from './queries.ts';

/** 1280 float32 numbers: the embedded model's embedding (platform/vision). */
export const EMBEDDING_LENGTH = 1280;
const PAGE = 2000;

export const embeddingToBytes = (vector: Float32Array): Buffer =>
  Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);

/** Bytes to numbers; copied, since a driver's buffer need not be aligned for a Float32Array view. */
export function bytesToEmbedding(bytes: Buffer): Float32Array {
  const vector = new Float32Array(EMBEDDING_LENGTH);
  for (let i = 0; i < EMBEDDING_LENGTH; i++) vector[i] = bytes.readFloatLE(i * 4);
  return vector;
}

export interface PhotoMatch {
  photoId: string;
  itemId: string;
  similarity: number;
}

/**
 * Every listing photo's embedding in memory, searched by an exact scan (docs/analysis.md, "Similar listings"):
 * 10,000 photos are 51 MB and a scan of them takes milliseconds, which PGlite and small databases want; pgvector
 * is the way past that (not installable on these machines, so not built). Each server keeps its own copy, brought up
 * to date before every search: new rows by `seq`, and a full reload when rows were deleted meanwhile.
 */
export class PhotoIndex {
  private readonly vectors = new Map<string, { itemId: string; vector: Float32Array }>();
  private lastSeq = 0;
  private syncing: Promise<void> | undefined;

  get size(): number {
    return this.vectors.size;
  }

  /** Concurrent searches share one sync. */
  sync(db: Db): Promise<void> {
    this.syncing ??= this.load(db).finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  /** The `limit` photos most like `query` (unit length), best first. */
  search(query: Float32Array, limit: number): PhotoMatch[] {
    const best: PhotoMatch[] = [];
    for (const [photoId, { itemId, vector }] of this.vectors) {
      let similarity = 0;
      for (let i = 0; i < EMBEDDING_LENGTH; i++) similarity += query[i]! * vector[i]!;
      if (best.length < limit || similarity > best[best.length - 1]!.similarity) {
        best.push({ photoId, itemId, similarity });
        best.sort((a, b) => b.similarity - a.similarity);
        if (best.length > limit) best.pop();
      }
    }
    return best;
  }

  private async load(db: Db): Promise<void> {
    for (;;) {
      const rows = await embeddingsAfter(db, this.lastSeq, PAGE);
      for (const row of rows) {
        this.vectors.set(row.photoId, { itemId: row.itemId, vector: bytesToEmbedding(row.embedding) });
        this.lastSeq = row.seq;
      }
      if (rows.length < PAGE) break;
    }
    // Rows go when items are deleted or photos dropped; fewer rows than we hold means start again.
    if ((await embeddingCount(db)) < this.vectors.size) {
      this.vectors.clear();
      this.lastSeq = 0;
      await this.load(db);
    }
  }
}
