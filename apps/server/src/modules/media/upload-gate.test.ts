import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solid } from '../../platform/images/test-images.ts';
import {
  UPLOAD_QUEUE_LENGTH,
  UPLOADS_AT_ONCE,
  UPLOADS_PER_MEMBER,
  uploadsInProcess as uploadGate,
} from '../../platform/uploads/index.ts';
import { MemoryRateLimitStore } from '../../platform/rate-limit/memory-store.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let png: Buffer;
// The limits' store, shared with a second instance as Redis shares it between servers.
const limits = new MemoryRateLimitStore();
beforeAll(async () => {
  t = await createTestApp({ rateLimitStore: limits });
  png = await solid(64, 48, '#3a6').png().toBuffer();
});
afterAll(() => t.close());

const boundary = 'swapyard-gate-boundary';

/**
 * An upload whose body stops before its last bytes until `finish()`: like a photo still on its way from a phone,
 * it keeps its place in the gate (reading) or in its queue (waiting) for as long as the test needs.
 */
function slowUpload(client: TestClient, image: Buffer, path = '/api/media/item-photos') {
  let finish!: () => void;
  const arrived = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const parts = [Buffer.from(head), image];
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = parts.shift();
      if (next) return controller.enqueue(new Uint8Array(next));
      await arrived;
      controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
      controller.close();
    },
  });
  const response = client.request(path, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { response, finish };
}

async function members(count: number) {
  return Promise.all(Array.from({ length: count }, async () => signedInClient(t, await createUser(t))));
}

/** Waits until `count` of the responses have answered; the others are still held by the gate. */
async function firstAnswers(responses: Array<Promise<Response>>, count: number): Promise<Response[]> {
  const answered: Response[] = [];
  await new Promise<void>((resolve) => {
    for (const response of responses)
      void response.then((r) => {
        answered.push(r);
        if (answered.length === count) resolve();
      });
  });
  return answered;
}

async function healthTime(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await t.app.request('/api/health');
  return { status: res.status, ms: performance.now() - started };
}

describe('the upload gate', () => {
  it("refuses a member's uploads beyond their share with 429, keeps the server responsive, then stores the rest", async () => {
    const [client] = await members(1);
    const uploads = Array.from({ length: UPLOADS_PER_MEMBER + 2 }, () => slowUpload(client!, png));

    const refused = await firstAnswers(
      uploads.map((u) => u.response),
      2,
    );
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many uploads at once. Please wait for your other photos to finish.',
        },
      });
    }
    expect([uploadGate.active, uploadGate.pending]).toEqual([
      UPLOADS_AT_ONCE,
      UPLOADS_PER_MEMBER - UPLOADS_AT_ONCE,
    ]);
    const health = await healthTime();
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1000);

    uploads.forEach((u) => u.finish());
    const statuses = await Promise.all(uploads.map(async (u) => (await u.response).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(UPLOADS_PER_MEMBER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect([uploadGate.active, uploadGate.pending]).toEqual([0, 0]);

    // The share is given back: the member uploads again at once.
    const again = slowUpload(client!, png);
    again.finish();
    expect((await again.response).status).toBe(201);
  });

  it("counts a member's share across instances: uploads on one count against uploads on the other", async () => {
    const [onA] = await members(1);
    const b = createSecondInstance(t, { rateLimitStore: limits, storage: t.storage });
    const onB = new TestClient(b.app);
    for (const [name, value] of onA!.cookies) onB.cookies.set(name, value);
    const first = Array.from({ length: UPLOADS_PER_MEMBER - 1 }, () => slowUpload(onA!, png));
    // The share's last place and one beyond it, on the other instance: whichever counts second is refused.
    const onOther = [slowUpload(onB, png), slowUpload(onB, png)];
    const [refused] = await firstAnswers(
      onOther.map((u) => u.response),
      1,
    );
    expect(refused!.status).toBe(429);
    [...first, ...onOther].forEach((u) => u.finish());
    const statuses = await Promise.all([...first, ...onOther].map(async (u) => (await u.response).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(UPLOADS_PER_MEMBER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('refuses uploads beyond the whole queue with 429, whoever sends them, avatars included', async () => {
    const capacity = UPLOADS_AT_ONCE + UPLOAD_QUEUE_LENGTH;
    const [late, ...clients] = await members(1 + Math.ceil((capacity + 1) / UPLOADS_PER_MEMBER));
    const uploads = clients.flatMap((client) =>
      Array.from({ length: UPLOADS_PER_MEMBER }, () => slowUpload(client, png)),
    );
    const overflow = uploads.length - capacity;
    const refused = await firstAnswers(
      uploads.map((u) => u.response),
      overflow,
    );
    const avatar = slowUpload(late!, png, '/api/me/avatar');
    for (const res of [...refused, await avatar.response]) {
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        error: {
          code: 'RATE_LIMITED',
          message: 'Swapyard is busy with other uploads. Please try again in a moment.',
        },
      });
    }
    expect([uploadGate.active, uploadGate.pending]).toEqual([UPLOADS_AT_ONCE, UPLOAD_QUEUE_LENGTH]);
    expect((await healthTime()).ms).toBeLessThan(1000);

    uploads.forEach((u) => u.finish());
    const statuses = await Promise.all(uploads.map(async (u) => (await u.response).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(capacity);
    expect(statuses.filter((s) => s === 429)).toHaveLength(overflow);
  });
});
