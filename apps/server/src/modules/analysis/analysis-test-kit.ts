import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { uploadedPhotoSchema, type UploadedPhoto } from '@swapyard/domain';
import { FIXTURE_DIR } from '../../platform/vision/fixture-photos.ts';
import type { TestClient } from '../../test/test-client.ts';

// The analysis tests' fixture photos, uploaded and listed as a member would. A `path` is below FIXTURE_DIR (real
// photos, Debian's opencv-doc).

/** Uploads a fixture photo through POST /api/media/item-photos, as the client's user. */
export async function uploadFixture(client: TestClient, path: string): Promise<UploadedPhoto> {
  const type = path.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return uploadImage(client, await readFile(join(FIXTURE_DIR, path)), type);
}

/** Uploads image bytes through POST /api/media/item-photos, as the client's user. */
export async function uploadImage(client: TestClient, data: Buffer, type: string): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'photo');
  const res = await client.request('/api/media/item-photos', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return uploadedPhotoSchema.parse(await res.json());
}

/** Lists an item (in good condition, one size) with the fixture photos at `paths`, uploaded first; its id. */
export async function listWithFixtures(
  client: TestClient,
  listing: { title: string; category: string; valueCents?: number },
  paths: string[],
): Promise<string> {
  const photos = [];
  for (const path of paths) {
    const { id, url, width, height, sizes } = await uploadFixture(client, path);
    photos.push({ id, url, width, height, sizes });
  }
  const res = await client.post('/api/items', { ...listing, condition: 'good', size: 'One Size', photos });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
