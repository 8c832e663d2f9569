import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedPhotoSchema } from '@swapyard/domain';
import { AppError } from '../errors.ts';
import { DiskStorage } from '../storage/disk-storage.ts';
import { processImage } from './process-image.ts';
import { deletePhotos, isPhotoOf, photoKeysOf, savePhoto } from './save-photo.ts';
import { photoLike } from './test-images.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'swapyard-photos-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('savePhoto', () => {
  it('stores every size under {userId}/{photoId}-{size}.webp and describes it for the client', async () => {
    const storage = new DiskStorage(path.join(root, 'files'));
    const image = await processImage(await photoLike(1200, 900));
    const photo = await savePhoto(storage, { userId: 'user-1', photoId: 'photo-1', image });
    expect(uploadedPhotoSchema.parse(photo)).toEqual({
      id: 'user-1/photo-1',
      url: '/media/user-1/photo-1-1600.webp',
      width: 1200,
      height: 900,
      sizes: {
        320: '/media/user-1/photo-1-320.webp',
        800: '/media/user-1/photo-1-800.webp',
        1600: '/media/user-1/photo-1-1600.webp',
      },
    });
    const stored = await storage.get('user-1/photo-1-800.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(await sharp(await buffer(stored!.body)).metadata()).toMatchObject({ width: 800, height: 600 });

    await deletePhotos(storage, [photo.id]);
    expect(await storage.list('user-1/')).toEqual([]);
    await deletePhotos(storage, [photo.id]); // already gone: fine
  });

  it('maps photo ids to keys and owners, refusing ids that are not ours', () => {
    expect(photoKeysOf('u1/p1')).toEqual(['u1/p1-320.webp', 'u1/p1-800.webp', 'u1/p1-1600.webp']);
    for (const bad of ['p1', '/p1', 'u1/', 'u1/../p1', 'a/b/c', '../x']) {
      expect(() => photoKeysOf(bad), bad).toThrow(AppError);
    }
    expect(isPhotoOf('u1/p1', 'u1')).toBe(true);
    expect(isPhotoOf('u10/p1', 'u1')).toBe(false);
    expect(isPhotoOf('u1/', 'u1')).toBe(false);
  });

  it("throws 'Upload failed' (503) when the store cannot write", async () => {
    // The storage root is a plain file, so no directory can be created under it.
    const blocked = path.join(root, 'not-a-directory');
    await writeFile(blocked, 'x');
    const image = await processImage(await photoLike(400, 300));
    const error = await savePhoto(new DiskStorage(blocked), { userId: 'u', photoId: 'p', image }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, message: 'Upload failed', details: 'Failed to upload' });
  });

  it('refuses ids that would not make a valid key', async () => {
    const image = await processImage(await photoLike(400, 300));
    const storage = new DiskStorage(path.join(root, 'files'));
    await expect(savePhoto(storage, { userId: '..', photoId: 'p', image })).rejects.toBeInstanceOf(AppError);
  });
});
