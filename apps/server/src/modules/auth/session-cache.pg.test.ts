import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { sessionCacheOf } from './session.ts';

// Two instances on one PostgreSQL (decision 048): a session one instance remembers is forgotten there when the
// other instance ends it, through the trigger's NOTIFY, not through anything the two share in memory.
let a: TestApp;
let b: ReturnType<typeof createSecondInstance>;
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  a = await createTestApp();
  b = createSecondInstance(a);
  stops.push(await sessionCacheOf(a.auth).listen(a.database));
  stops.push(await sessionCacheOf(b.auth).listen(a.database));
});
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  await a.close();
});

it('a session remembered on instance B is refused there once it is signed out on instance A', async () => {
  const onA = await signedInClient(a, await createUser(a));
  const onB = new TestClient(b.app);
  for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
  const token = [...onA.cookies].find(([name]) => name.endsWith('.session_token'))![1];
  expect((await onB.get('/api/me')).status).toBe(200);
  expect(sessionCacheOf(b.auth).get(token), 'remembered on B').toBeDefined();

  expect((await onA.post('/api/auth/sign-out', {})).status).toBe(200);
  // The notification crosses PostgreSQL; B stops answering from memory as soon as it arrives.
  await expect.poll(async () => (await onB.get('/api/me')).status, { timeout: 2_000 }).toBe(401);
  expect(sessionCacheOf(b.auth).get(token)).toBeUndefined();
});
