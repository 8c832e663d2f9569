import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionCacheOf } from './session.ts';

/*
 * The session cache (decision 048): a signed-in request answered from memory, and every change to a session or its
 * member forgetting it at once.
 */

let t: TestApp;
let stopListening: () => Promise<void>;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  // What the auth module's start does in a server.
  stopListening = await sessionCacheOf(t.auth).listen(t.database);
  member = await createUser(t);
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

/** Deletes the member's sessions without telling anyone (no trigger): only a request that reads the row sees it. */
async function deleteSessionsUnheard(userId: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from "session" where user_id = ${userId}`);
  });
}

describe('the session cache', () => {
  it('answers a signed-in request from memory once the session was looked up', async () => {
    const other = await createUser(t);
    const client = await signedInClient(t, other);
    expect((await client.get('/api/me')).status).toBe(200);
    await deleteSessionsUnheard(other.id);
    // Remembered: the row's absence is not read.
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('forgets a signed-out session before the sign-out answers', async () => {
    const client = await signedInClient(t, member);
    const laptop = await signedInClient(t, member);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(200);
    const stolen = client.sessionToken!;
    await client.post('/api/auth/sign-out', {});
    const replay = await t.client().get('/api/me', { Cookie: `swapyard.session_token=${stolen}` });
    expect(replay.status).toBe(401);
    // Every other device, revoked from the phone.
    const phone = await signedInClient(t, member);
    expect((await phone.post('/api/auth/revoke-sessions', {})).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
  });

  it('forgets sessions deleted in the database by anyone (a suspension, an operator) when that commits', async () => {
    const client = await signedInClient(t, member);
    expect((await client.get('/api/me')).status).toBe(200);
    await t.db.execute(sql`delete from "session" where user_id = ${member.id}`);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it("forgets a member's sessions when the member's record changes (a verified email, two-factor)", async () => {
    const client = await signedInClient(t, member);
    expect((await client.get('/api/me')).status).toBe(200);
    await t.db.execute(sql`update "user" set two_factor_enabled = true where id = ${member.id}`);
    await t.db.execute(sql`update "user" set two_factor_enabled = false where id = ${member.id}`);
    await deleteSessionsUnheard(member.id);
    // Forgotten at the change, so this request read the session, and found none.
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('remembers nothing while it does not hear the changes', async () => {
    await stopListening();
    try {
      const client = await signedInClient(t, member);
      expect((await client.get('/api/me')).status).toBe(200);
      await deleteSessionsUnheard(member.id);
      expect((await client.get('/api/me')).status).toBe(401);
    } finally {
      stopListening = await sessionCacheOf(t.auth).listen(t.database);
    }
  });
});
