import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { startFakeStripe, type FakeStripe } from '../../platform/payments/fake-stripe-server.ts';
import { StripePaymentProvider } from '../../platform/payments/index.ts';
import type { Realtime, RealtimeEvent } from '../../platform/realtime/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postStripeWebhook, signStripePayload, startStripeCheckout } from '../payments/stripe-test-kit.ts';

// Needs PostgreSQL: PGlite runs one statement at a time, so the requests below could not overlap there.
const webhookSecret = 'whsec_notify_race';
const events: Array<{ topic: string; event: RealtimeEvent }> = [];
const recorder: Realtime = { publish: async (topic, event) => void events.push({ topic, event }) };
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    payments: new StripePaymentProvider({ secretKey: fake.secretKey, webhookSecret, api: fake.api }),
    realtime: recorder,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('a top-up settled by 20 concurrent verifications plus its webhook', () => {
  it("creates and publishes one 'Funds added' notification", async () => {
    const user = await createUser(t);
    const client = await signedInClient(t, user);
    const { sessionId, providerSessionId } = await startStripeCheckout(t, client, 2500);
    fake.pay(providerSessionId);
    const payload = fake.event('checkout.session.completed', providerSessionId);
    const responses = await Promise.all([
      postStripeWebhook(t, payload, signStripePayload(payload, webhookSecret)),
      ...Array.from({ length: 20 }, () => client.post('/api/payments/verify', { sessionId })),
    ]);
    expect(responses.map((res) => res.status)).toEqual(responses.map(() => 200));
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.map((n) => n.title)).toEqual(['Funds added']);
    expect(events.filter((e) => e.topic === `user:${user.id}`)).toHaveLength(1);
  });
});
