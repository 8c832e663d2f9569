import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { UploadedPhoto } from '@swapyard/domain';
import {
  deletePhotos,
  holdUploadAttachLock,
  holdUploadSweepLock,
  photoKeysOf,
} from '../../platform/images/index.ts';
import { createItem, createUser, signedInClient, storedPhoto, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { PHOTOS_MISSING } from '../items/service.ts';
import { sweepAbandonedUploads } from './sweep.ts';

// Needs PostgreSQL (npm run test:pg): PGlite runs one transaction at a time, so it cannot interleave these.
let t: TestApp;
let owner: TestUser;
let ownerClient: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  ownerClient = await signedInClient(t, owner);
});
afterAll(() => t.close());

/** A transaction held open until `release()`; `ready` once `start` has run inside it. */
function openTransaction(start: Parameters<TestApp['db']['transaction']>[0]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const done = t.db.transaction(async (tx) => {
    await start(tx);
    ready();
    await released;
  });
  // A failed expectation must not leave the transaction (and its lock) open for the rest of the file.
  onTestFinished(async () => {
    release();
    await done;
  });
  return { started, release, done };
}

const stillRunning = (promise: Promise<unknown>, ms = 300) =>
  Promise.race([promise.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), ms))]);

const listing = (photo: UploadedPhoto) => ({
  title: 'Race-day jacket',
  category: 'clothing',
  condition: 'good',
  size: 'M',
  photos: [photo],
});

describe('sweeping uploads while a listing attaches them', () => {
  it('a listing saved during a sweep batch waits, then is refused because its photos are gone', async () => {
    const photo = await storedPhoto(t, owner.id);
    // Stands for a sweep batch that has found the photo unreferenced and is deleting it.
    const sweep = openTransaction((tx) => holdUploadSweepLock(tx));
    await sweep.started;

    const save = ownerClient.post('/api/items', listing(photo));
    expect(await stillRunning(save)).toBe(true);
    await deletePhotos(t.storage, [photo.id]);
    sweep.release();
    await sweep.done;

    const res = await save;
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(PHOTOS_MISSING);
  });

  it('a sweep during a listing save waits for it, then keeps the now attached photo', async () => {
    const photo = await storedPhoto(t, owner.id);
    // Stands for a listing that has checked the photo exists and is about to write its reference.
    const save = openTransaction((tx) => holdUploadAttachLock(tx));
    await save.started;

    const sweep = sweepAbandonedUploads({ db: t.db, storage: t.storage }, { maxAgeMs: -60_000 });
    expect(await stillRunning(sweep)).toBe(true);
    await createItem(t, owner, { photos: [photo] });
    save.release();
    await save.done;

    expect(await sweep).not.toContain(photo.id);
    const stored = await t.storage.get(photoKeysOf(photo.id).at(-1)!);
    expect(stored).not.toBeNull();
    stored?.body.destroy();
  });
});
