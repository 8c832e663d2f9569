import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListSchema,
  alreadyPendingText,
  alreadyVerifiedText,
  myVerificationsSchema,
  publicProfileSchema,
  staffVerificationListSchema,
  staffVerificationSchema,
  verificationTexts,
  type StaffVerification,
} from '@swapyard/domain';
import { auditLog, jobs, userVerifications } from '../../db/schema/index.ts';
import type { Realtime, RealtimeEvent } from '../../platform/realtime/index.ts';
import { createJobRunner, jobHandlers } from '../../platform/jobs/index.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { sweepAbandonedUploads } from '../media/sweep.ts';
import { REMOVE_DOCUMENTS_JOB, verificationJobs } from './service.ts';
import { decide, documentPhoto, sendVerification, submitted, validFields } from './verification-test-kit.ts';

let t: TestApp;
let vera: TestUser;
let vera_: TestClient;
let other_: TestClient;
let moderator: TestClient;
let admin: TestClient;

/** What the app published (notifications to members, `cases.changed` to staff dashboards). */
const published: Array<{ topic: string; event: RealtimeEvent }> = [];
const recorder: Realtime = { publish: async (topic, event) => void published.push({ topic, event }) };

beforeAll(async () => {
  t = await createTestApp({ realtime: recorder });
  vera = await createUser(t, { username: 'vera_verifies' });
  vera_ = await signedInClient(t, vera);
  other_ = await signedInClient(t, await createUser(t, { username: 'otto_other' }));
  moderator = await signedInClient(t, await createUser(t, { username: 'mona_mod', role: 'moderator' }));
  admin = await signedInClient(t, await createUser(t, { username: 'ada_admin', role: 'admin' }));
});
afterAll(() => t.close());

type ErrorAnswer = { error: { code: string; message: string; details?: unknown } };
const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error;
const member = async () => {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
};
const rowOf = async (id: string) =>
  (await t.db.select().from(userVerifications).where(eq(userVerifications.id, id)))[0]!;
const keysOf = async (id: string) =>
  (await rowOf(id)).verificationData.documents!.flatMap((d) => [d.thumbnailKey, d.fullKey]);
const stored = async (key: string) => {
  const object = await t.storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const staffView = async (id: string): Promise<StaffVerification> => {
  const list = staffVerificationListSchema.parse(
    await (await moderator.get('/api/admin/verifications?status=all')).json(),
  );
  const found = list.verifications.find((v) => v.id === id);
  if (found) return found;
  throw new Error(`verification ${id} not in the first page`);
};
const notificationsOf = async (client: TestClient) =>
  (
    (await (await client.get('/api/notifications')).json()) as {
      notifications: Array<{ title: string; message: string; link: string | null }>;
    }
  ).notifications;

describe('submitting a verification (docs/product/verification.md, "Submitting")', () => {
  it('stores the photos privately, without their metadata, in two sizes, and answers it pending', async () => {
    const withExif = await sharp(await documentPhoto())
      .withExif({ IFD0: { Copyright: 'GPS 51.45N 2.58W', Artist: 'Vera' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await sendVerification(vera_, validFields(), [withExif, await documentPhoto()]);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'passport',
      status: 'pending',
      rejectionReason: null,
      decidedAt: null,
      documentCount: 2,
      documentsRemoved: false,
    });
    const row = await rowOf(body.id as string);
    expect(row.verificationData).toMatchObject({
      firstName: 'Vera',
      lastName: 'Fischer',
      dateOfBirth: '1990-04-12',
      address: '12 Harbour Lane\nBristol BS1 4QA',
    });
    const keys = await keysOf(row.id);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key.startsWith(`private/verifications/${vera.id}/${row.id}/`)).toBe(true);
    const full = await stored(row.verificationData.documents![0]!.fullKey);
    const thumbnail = await stored(row.verificationData.documents![0]!.thumbnailKey);
    const meta = await sharp(full!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800 });
    expect(meta.exif).toBeUndefined();
    expect((await sharp(thumbnail!).metadata()).width).toBe(320);
  });

  it('asks for every field, a real date of birth at least 13 years ago, and a type members may submit', async () => {
    const photo = await documentPhoto();
    const messagesFor = async (fields: Record<string, string>) => {
      const res = await sendVerification(vera_, fields, [photo]);
      expect(res.status).toBe(400);
      const { details } = await errorOf(res);
      return (details as { issues: Array<{ path: string; message: string }> }).issues;
    };
    expect(await messagesFor({})).toEqual([
      { path: 'type', message: verificationTexts.typeRequired },
      { path: 'firstName', message: verificationTexts.firstNameRequired },
      { path: 'lastName', message: verificationTexts.lastNameRequired },
      { path: 'dateOfBirth', message: verificationTexts.dateOfBirthRequired },
      { path: 'address', message: verificationTexts.addressRequired },
    ]);
    const thirteenYearsAgoTomorrow = new Date();
    thirteenYearsAgoTomorrow.setUTCFullYear(thirteenYearsAgoTomorrow.getUTCFullYear() - 13);
    thirteenYearsAgoTomorrow.setUTCDate(thirteenYearsAgoTomorrow.getUTCDate() + 1);
    for (const [dateOfBirth, message] of [
      ['2001-02-29', verificationTexts.dateOfBirthInvalid],
      ['12/04/1990', verificationTexts.dateOfBirthInvalid],
      ['1899-12-31', verificationTexts.dateOfBirthInvalid],
      [thirteenYearsAgoTomorrow.toISOString().slice(0, 10), verificationTexts.tooYoung],
      ['2999-01-01', verificationTexts.tooYoung],
    ] as const) {
      expect(await messagesFor(validFields({ dateOfBirth }))).toEqual([{ path: 'dateOfBirth', message }]);
    }
    for (const type of ['email', 'phone', 'selfie']) {
      expect(await messagesFor(validFields({ type }))).toEqual([
        { path: 'type', message: verificationTexts.typeRequired },
      ]);
    }
    expect(await messagesFor(validFields({ firstName: '   ', address: 'x'.repeat(301) }))).toEqual([
      { path: 'firstName', message: verificationTexts.firstNameRequired },
      { path: 'address', message: 'At most 300 characters' },
    ]);
    expect(await messagesFor(validFields({ lastName: 'Null\u0000Byte' }))).toHaveLength(1);
  });

  it('takes 1 to 3 photos that the photo pipeline accepts, each at most 10 MB', async () => {
    const { client } = await member();
    const photo = await documentPhoto();
    const none = await sendVerification(client, validFields(), []);
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe(verificationTexts.documentsRequired);
    const four = await sendVerification(client, validFields(), [photo, photo, photo, photo]);
    expect(four.status).toBe(400);
    expect((await errorOf(four)).message).toBe(verificationTexts.tooManyDocuments);
    const text = await sendVerification(client, validFields(), [Buffer.from('not a photo at all')]);
    expect(text.status).toBe(400);
    expect(await errorOf(text)).toMatchObject({
      message: 'Invalid file type',
      details: 'Please upload a JPEG, PNG, or WebP image',
    });
    // A HEIC photo's signature: the prebuilt image library cannot read it, so it is refused like any other type.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect((await sendVerification(client, validFields(), [heic])).status).toBe(400);
    const big = await sendVerification(client, validFields(), [Buffer.alloc(10_485_761, 0xff)]);
    expect(big.status).toBe(413);
    expect(await errorOf(big)).toMatchObject({
      message: 'File too large',
      details: 'Maximum file size is 10MB',
    });
    const three = await sendVerification(client, validFields(), [photo, photo, photo]);
    expect(three.status).toBe(201);
    expect(((await three.json()) as { documentCount: number }).documentCount).toBe(3);
  });

  it('keeps one pending verification per type: a second is a 409, another type is fine', async () => {
    const { client } = await member();
    await submitted(client, { type: 'national_id' });
    const again = await sendVerification(client, validFields({ type: 'national_id' }), [
      await documentPhoto(),
    ]);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(alreadyPendingText('national_id'));
    expect((await submitted(client, { type: 'address' })).status).toBe('pending');
  });

  it('files one of two identical submissions sent at once, and removes the files of the other', async () => {
    const { user, client } = await member();
    const photo = await documentPhoto();
    const answers = await Promise.all(
      [1, 2].map(() => sendVerification(client, validFields({ type: 'identity' }), [photo])),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(userVerifications).where(eq(userVerifications.userId, user.id));
    expect(rows).toHaveLength(1);
    const files = await t.storage.list(`private/verifications/${user.id}/`);
    expect(files.map((file) => file.key).sort()).toEqual((await keysOf(rows[0]!.id)).sort());
  });

  it('asks a visitor to sign in', async () => {
    expect((await sendVerification(t.client(), validFields(), [await documentPhoto()])).status).toBe(401);
    expect((await t.client().get('/api/me/verifications')).status).toBe(401);
  });
});

describe('who may see a document (docs/product/verification.md, "Privacy")', () => {
  let id: string;
  let url: string;
  beforeAll(async () => {
    const { client, user } = await member();
    const verification = await submitted(client, { type: 'drivers_license' });
    id = verification.id;
    url = `/api/verifications/${id}/documents/1`;
    // Kept for the checks below.
    owner = client;
    ownerId = user.id;
  });
  let owner: TestClient;
  let ownerId: string;

  it('serves it to its owner and to staff, never cached, in two sizes', async () => {
    for (const client of [owner, moderator, admin]) {
      const res = await client.get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
    }
    const thumbnail = await owner.get(`${url}?size=thumbnail`);
    expect(thumbnail.status).toBe(200);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);
    expect((await owner.get(`${url}?size=poster`)).status).toBe(400);
  });

  it('answers 404 to another member, as for one that does not exist, and 401 to a visitor', async () => {
    const stranger = await other_.get(url);
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).message).toBe(verificationTexts.notFound);
    expect((await other_.get(`${url}?size=thumbnail`)).status).toBe(404);
    expect((await t.client().get(url)).status).toBe(401);
    const missing = await owner.get('/api/verifications/7d5c4a8e-0000-4000-8000-000000000000/documents/1');
    expect((await errorOf(missing)).message).toBe(verificationTexts.notFound);
    for (const n of ['2', '0', '-1', 'x', '10']) {
      expect((await owner.get(`/api/verifications/${id}/documents/${n}`)).status).toBe(404);
    }
    expect((await owner.get('/api/verifications/not-a-uuid/documents/1')).status).toBe(404);
  });

  it('never serves it under the public media path, and lists it nowhere public', async () => {
    for (const key of await keysOf(id)) {
      expect((await t.client().get(`/media/${key}`)).status).toBe(404);
      expect((await owner.get(`/media/${key}`)).status).toBe(404);
    }
    const profile = await (await t.client().get(`/api/users/${ownerId}`)).text();
    expect(profile).not.toContain(id);
    expect(profile).not.toContain('private/');
    expect(JSON.stringify(await (await other_.get('/api/me/verifications')).json())).not.toContain(id);
    // Staff read documents through the endpoint, never by storage key.
    const staff = await staffView(id);
    expect(JSON.stringify(staff)).not.toContain('private/');
    expect(staff.documents).toEqual([{ thumbnailUrl: `${url}?size=thumbnail`, url }]);
  });

  it('is left alone by the sweep of abandoned uploads', async () => {
    await sweepAbandonedUploads({ db: t.db, storage: t.storage }, { maxAgeMs: -60_000 });
    for (const key of await keysOf(id))
      expect(await t.storage.get(key).then((o) => o?.body.destroy() ?? null)).not.toBeNull();
    expect((await owner.get(url)).status).toBe(200);
  });
});

describe('reviewing verifications (docs/product/verification.md, "Review")', () => {
  it('lists them to staff only: pending by default with the pending count, or all, newest first', async () => {
    expect((await t.client().get('/api/admin/verifications')).status).toBe(401);
    expect((await vera_.get('/api/admin/verifications')).status).toBe(403);
    const { client } = await member();
    const first = await submitted(client, { type: 'identity', firstName: 'First' });
    const second = await submitted(client, { type: 'passport', firstName: 'Second' });
    await decide(moderator, first.id, { decision: 'approve' });

    const pending = staffVerificationListSchema.parse(
      await (await moderator.get('/api/admin/verifications')).json(),
    );
    expect(pending.verifications.every((v) => v.status === 'pending')).toBe(true);
    expect(pending.verifications[0]).toMatchObject({
      id: second.id,
      type: 'passport',
      status: 'pending',
      firstName: 'Second',
      lastName: 'Fischer',
      dateOfBirth: '1990-04-12',
      address: '12 Harbour Lane\nBristol BS1 4QA',
      documentCount: 1,
      verifiedAt: null,
      decidedBy: null,
    });
    expect(pending.verifications[0]!.user).toMatchObject({ fullName: 'Test Member' });
    expect(pending.pendingCount).toBe(
      (await t.db.select().from(userVerifications)).filter((r) => !r.verifiedAt && !r.rejectedAt).length,
    );
    const all = staffVerificationListSchema.parse(
      await (await admin.get('/api/admin/verifications?status=all')).json(),
    );
    expect(all.pendingCount).toBe(pending.pendingCount);
    expect(all.verifications.map((v) => v.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(all.verifications[1]).toMatchObject({ status: 'verified', decidedBy: { username: 'mona_mod' } });
    expect((await moderator.get('/api/admin/verifications?status=verified')).status).toBe(400);
    expect((await moderator.get('/api/admin/verifications?cursor=nonsense')).status).toBe(400);
  });

  it('pages through them with a cursor, 50 at a time', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const types = [
      'email',
      'phone',
      'identity',
      'address',
      'drivers_license',
      'passport',
      'national_id',
    ] as const;
    const base = Date.now() - 86_400_000;
    await t.db.insert(userVerifications).values(
      users.flatMap((user, u) =>
        types.map((verificationType, i) => ({
          userId: user.id,
          verificationType,
          createdAt: new Date(base - (u * types.length + i) * 1000),
        })),
      ),
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = staffVerificationListSchema.parse(
        await (await moderator.get(`/api/admin/verifications${cursor ? `?cursor=${cursor}` : ''}`)).json(),
      );
      expect(page.verifications.length).toBeLessThanOrEqual(50);
      seen.push(...page.verifications.map((v) => v.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(
      ((await moderator.get('/api/admin/verifications').then((r) => r.json())) as { pendingCount: number })
        .pendingCount,
    );
    const rows = await t.db.select().from(userVerifications);
    const pendingNewestFirst = rows
      .filter((r) => !r.verifiedAt && !r.rejectedAt)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(seen).toEqual(pendingNewestFirst);
  });

  it('approves: stamps verified_at, tells the member, shows the badge, and refuses a second decision', async () => {
    const { user, client } = await member();
    const verification = await submitted(client, { type: 'identity' });
    expect(
      publicProfileSchema.parse(await (await t.client().get(`/api/users/${user.id}`)).json()),
    ).toMatchObject({
      verified: false,
    });
    const res = await decide(admin, verification.id, { decision: 'approve' });
    expect(res.status).toBe(200);
    const decided = staffVerificationSchema.parse(await res.json());
    expect(decided).toMatchObject({
      status: 'verified',
      rejectedAt: null,
      decidedBy: { username: 'ada_admin' },
    });
    expect(decided.verifiedAt).not.toBeNull();
    expect(
      publicProfileSchema.parse(await (await t.client().get(`/api/users/${user.id}`)).json()),
    ).toMatchObject({
      verified: true,
    });
    const told = await notificationsOf(client);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'Verification approved',
      message: 'Your identity is verified.',
      link: '/settings',
    });
    const mine = myVerificationsSchema.parse(await (await client.get('/api/me/verifications')).json());
    expect(mine.verifications[0]).toMatchObject({ status: 'verified', decidedAt: decided.verifiedAt });

    for (const body of [{ decision: 'approve' }, { decision: 'reject', reason: 'Too late' }]) {
      const again = await decide(moderator, verification.id, body);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).message).toBe('This verification was already decided');
    }
    expect(await notificationsOf(client)).toHaveLength(1);
    // Verified: nothing left to check for this type.
    const resubmit = await sendVerification(client, validFields({ type: 'identity' }), [
      await documentPhoto(),
    ]);
    expect(resubmit.status).toBe(409);
    expect((await errorOf(resubmit)).message).toBe(alreadyVerifiedText('identity'));
  });

  it('rejects with a required reason of at most 500 characters; the member reads it and may submit again', async () => {
    const { user, client } = await member();
    const verification = await submitted(client, { type: 'passport' });
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: '  ' }]) {
      const res = await decide(moderator, verification.id, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(verificationTexts.reasonRequired);
    }
    expect(
      (await decide(moderator, verification.id, { decision: 'reject', reason: 'x'.repeat(501) })).status,
    ).toBe(400);
    expect((await decide(moderator, verification.id, { decision: 'maybe' })).status).toBe(400);
    const reason = 'The photo is too blurry to read the name.';
    const res = await decide(moderator, verification.id, { decision: 'reject', reason });
    expect(res.status).toBe(200);
    expect(staffVerificationSchema.parse(await res.json())).toMatchObject({
      status: 'rejected',
      verifiedAt: null,
      rejectionReason: reason,
    });
    const row = await rowOf(verification.id);
    expect(row.rejectedAt).not.toBeNull();
    expect(row.verifiedAt).toBeNull();
    const [told] = await notificationsOf(client);
    expect(told!.title).toBe('Verification rejected');
    expect(told!.message).toBe(
      'Your Passport verification was rejected: The photo is too blurry to read the name. You can submit a new one in Settings.',
    );
    const mine = myVerificationsSchema.parse(await (await client.get('/api/me/verifications')).json());
    expect(mine.verifications[0]).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(
      publicProfileSchema.parse(await (await t.client().get(`/api/users/${user.id}`)).json()),
    ).toMatchObject({
      verified: false,
    });
    const again = await submitted(client, { type: 'passport' });
    expect(again.status).toBe('pending');
  });

  it('approves an address without the badge, saying what was verified', async () => {
    const { user, client } = await member();
    const verification = await submitted(client, { type: 'address' });
    expect((await decide(moderator, verification.id, { decision: 'approve' })).status).toBe(200);
    expect((await notificationsOf(client))[0]).toMatchObject({
      title: 'Verification approved',
      message: 'Your address is verified.',
    });
    expect(
      publicProfileSchema.parse(await (await t.client().get(`/api/users/${user.id}`)).json()),
    ).toMatchObject({
      verified: false,
    });
  });

  it('decides once when two staff members decide at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, client } = await member();
      const verification = await submitted(client, { type: 'national_id' });
      const answers = await Promise.all([
        decide(moderator, verification.id, { decision: 'approve' }),
        decide(admin, verification.id, { decision: 'reject', reason: 'Expired document' }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const row = await rowOf(verification.id);
      expect(Number(row.verifiedAt !== null) + Number(row.rejectedAt !== null)).toBe(1);
      expect(await notificationsOf(client)).toHaveLength(1);
      const removal = await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `${REMOVE_DOCUMENTS_JOB}:${verification.id}`));
      expect(removal).toHaveLength(1);
      expect(removal[0]!.payload).toEqual({ verificationId: verification.id, userId: user.id });
    }
  });

  it('records each decision in the audit log and tells open dashboards, with the submission too', async () => {
    const { user, client } = await member();
    published.length = 0;
    const approved = await submitted(client, { type: 'identity' });
    expect(published.map((p) => [p.topic, p.event.type])).toEqual([['staff:cases', 'cases.changed']]);
    const rejected = await submitted(client, { type: 'address' });
    await decide(moderator, approved.id, { decision: 'approve' });
    await decide(admin, rejected.id, { decision: 'reject', reason: 'Not a utility bill' });
    expect(published.filter((p) => p.topic === 'staff:cases')).toHaveLength(4);
    expect(published.filter((p) => p.topic === `user:${user.id}`).map((p) => p.event.type)).toEqual([
      'notification.created',
      'notification.created',
    ]);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user.id));
    expect(entries.map((e) => [e.action, e.subjectType, e.subjectId, e.before, e.after]).sort()).toEqual(
      [
        ['verification.approve', 'verification', approved.id, { status: 'pending' }, { status: 'verified' }],
        [
          'verification.reject',
          'verification',
          rejected.id,
          { status: 'pending' },
          { status: 'rejected', rejectionReason: 'Not a utility bill' },
        ],
      ].sort(),
    );
    const trail = auditListSchema.parse(
      await (
        await moderator.get(`/api/admin/audit?subjectType=verification&subjectId=${approved.id}`)
      ).json(),
    );
    expect(trail.entries.map((e) => [e.action, e.actor?.username])).toEqual([
      ['verification.approve', 'mona_mod'],
    ]);
    // A refused decision records nothing.
    await decide(moderator, approved.id, { decision: 'reject', reason: 'Changed my mind' });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user.id))).toHaveLength(2);
  });

  it('answers 404 for a verification that does not exist', async () => {
    expect(
      (await decide(moderator, '7d5c4a8e-0000-4000-8000-000000000000', { decision: 'approve' })).status,
    ).toBe(404);
    expect((await decide(moderator, 'not-a-uuid', { decision: 'approve' })).status).toBe(404);
  });
});

describe('removing the documents 30 days after the decision (docs/product/verification.md, "Retention")', () => {
  it('runs as a delayed job: files gone, the row notes it, the endpoint says so; before then, nothing', async () => {
    const { client } = await member();
    const verification = await submitted(client, { type: 'passport' });
    const res = await decide(moderator, verification.id, {
      decision: 'reject',
      reason: 'Cut off at the edge',
    });
    const decidedAt = new Date(staffVerificationSchema.parse(await res.json()).rejectedAt!);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${REMOVE_DOCUMENTS_JOB}:${verification.id}`));
    expect(job!.runAt.getTime()).toBe(decidedAt.getTime() + 30 * 86_400_000);

    const runner = createJobRunner({
      db: t.db,
      logger: t.logger,
      jobs: verificationJobs({ storage: t.storage, logger: t.logger }),
    });
    const url = `/api/verifications/${verification.id}/documents/1`;
    await runner.runDue(new Date(decidedAt.getTime() + 29 * 86_400_000));
    expect((await client.get(url)).status).toBe(200);
    const keys = await keysOf(verification.id);

    await runner.runDue(new Date(decidedAt.getTime() + 30 * 86_400_000 + 1000));
    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    expect(await t.storage.list(`private/verifications/`)).not.toContainEqual(
      expect.objectContaining({ key: keys[0] }),
    );
    expect((await rowOf(verification.id)).documentsRemovedAt).not.toBeNull();
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `${REMOVE_DOCUMENTS_JOB}:${verification.id}`)),
    ).toEqual([]);
    const gone = await client.get(url);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toBe(verificationTexts.documentsRemoved);
    const staff = await staffView(verification.id);
    expect(staff).toMatchObject({ documents: [], documentCount: 1, status: 'rejected' });
    expect(staff.documentsRemovedAt).not.toBeNull();
    const mine = myVerificationsSchema.parse(await (await client.get('/api/me/verifications')).json());
    expect(mine.verifications[0]).toMatchObject({ documentsRemoved: true, documentCount: 1 });
    expect(t.logs.some((line) => line.msg === 'Removed verification documents')).toBe(true);
  });

  it('is safe to run twice, and still removes the folder of a verification whose row is gone', async () => {
    const { user, client } = await member();
    const verification = await submitted(client, { type: 'identity' });
    const keys = await keysOf(verification.id);
    const handler = jobHandlers(verificationJobs({ storage: t.storage }))[REMOVE_DOCUMENTS_JOB]!;
    await t.db.delete(userVerifications).where(eq(userVerifications.id, verification.id));
    const payload = { verificationId: verification.id, userId: user.id };
    const info = { id: verification.id, kind: REMOVE_DOCUMENTS_JOB, attempts: 1 };
    await handler(t.db, payload, info);
    await handler(t.db, payload, info);
    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    await handler(t.db, { verificationId: 'not-a-uuid', userId: '../..' }, info);
  });
});

describe('the member\'s list (docs/product/verification.md, "Your verifications")', () => {
  it('lists only their own, newest first', async () => {
    const { client } = await member();
    const a = await submitted(client, { type: 'identity' });
    const b = await submitted(client, { type: 'address' });
    const mine = myVerificationsSchema.parse(await (await client.get('/api/me/verifications')).json());
    expect(mine.verifications.map((v) => [v.id, v.type, v.status])).toEqual([
      [b.id, 'address', 'pending'],
      [a.id, 'identity', 'pending'],
    ]);
  });
});
