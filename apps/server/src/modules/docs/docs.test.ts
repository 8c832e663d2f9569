import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointCatalogue } from '@swapyard/domain/endpoints/index';
import { listOperations } from '../../test/openapi-operations.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('lists every endpoint with its contract and named components', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.2.3-test');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/admin/audit',
      '/api/admin/disputes',
      '/api/admin/disputes/{id}',
      '/api/admin/jobs/failed',
      '/api/admin/jobs/{id}/retry',
      '/api/admin/overview',
      '/api/admin/reports',
      '/api/admin/reports/{id}',
      '/api/admin/reports/{id}/restore',
      '/api/admin/reports/{id}/take-down',
      '/api/admin/users',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/items',
      '/api/admin/users/{id}/suspension',
      '/api/admin/verifications',
      '/api/admin/verifications/{id}',
      '/api/analysis/grouping',
      '/api/analysis/item',
      '/api/bundles',
      '/api/bundles/buy',
      '/api/bundles/discounts',
      '/api/bundles/discounts/{sellerId}',
      '/api/bundles/items',
      '/api/bundles/items/{itemId}',
      '/api/bundles/offer',
      '/api/circles',
      '/api/circles/{id}/accept',
      '/api/circles/{id}/decline',
      '/api/feed',
      '/api/handovers/{handoverId}/cancel',
      '/api/handovers/{handoverId}/code',
      '/api/handovers/{handoverId}/everything-ok',
      '/api/handovers/{handoverId}/label',
      '/api/handovers/{handoverId}/meetup',
      '/api/handovers/{handoverId}/meetup.ics',
      '/api/handovers/{handoverId}/meetup/accept',
      '/api/handovers/{handoverId}/meetup/cancel',
      '/api/handovers/{handoverId}/meetup/no-show',
      '/api/handovers/{handoverId}/method',
      '/api/handovers/{handoverId}/received',
      '/api/handovers/{handoverId}/shipment',
      '/api/health',
      '/api/interests/suggestions',
      '/api/items',
      '/api/items/mine',
      '/api/items/{id}',
      '/api/items/{id}/like',
      '/api/items/{id}/reports',
      '/api/items/{id}/saved',
      '/api/items/{id}/views',
      '/api/items/{id}/want',
      '/api/live/auctions/{auctionId}/bids',
      '/api/live/auctions/{auctionId}/pass',
      '/api/live/auctions/{auctionId}/sell',
      '/api/live/auctions/{auctionId}/start',
      '/api/live/ice-servers',
      '/api/live/streams',
      '/api/live/streams/{streamId}',
      '/api/live/streams/{streamId}/auctions',
      '/api/live/streams/{streamId}/end',
      '/api/live/streams/{streamId}/heartbeat',
      '/api/live/streams/{streamId}/messages',
      '/api/live/streams/{streamId}/messages/{messageId}',
      '/api/live/streams/{streamId}/mutes',
      '/api/live/streams/{streamId}/video/publish',
      '/api/live/streams/{streamId}/video/watch',
      '/api/live/video/{sessionId}',
      '/api/live/video/{sessionId}/answer',
      '/api/me',
      '/api/me/addresses',
      '/api/me/addresses/{addressId}',
      '/api/me/avatar',
      '/api/me/first-login-survey-shown',
      '/api/me/interests',
      '/api/me/profile',
      '/api/me/reviewable-trades',
      '/api/me/reviews',
      '/api/me/saved-items',
      '/api/me/settings',
      '/api/me/swap-preferences',
      '/api/me/verifications',
      '/api/me/wants',
      '/api/media/images',
      '/api/media/item-photos',
      '/api/messages/conversations',
      '/api/messages/direct/{userId}',
      '/api/messages/direct/{userId}/read',
      '/api/messages/direct/{userId}/typing',
      '/api/notifications',
      '/api/notifications/read-all',
      '/api/notifications/{id}/read',
      '/api/payments/availability',
      '/api/payments/checkout',
      '/api/payments/pay-by-card',
      '/api/payments/sandbox/{id}',
      '/api/payments/sandbox/{id}/pay',
      '/api/payments/stripe/webhook',
      '/api/payments/verify',
      '/api/places',
      '/api/saved-searches',
      '/api/saved-searches/{id}',
      '/api/saved-searches/{id}/opened',
      '/api/search/facets',
      '/api/search/items',
      '/api/search/results',
      '/api/search/users',
      '/api/session',
      '/api/support/messages',
      '/api/trades',
      '/api/trades/buy',
      '/api/trades/liker-offers',
      '/api/trades/liker-offers/{itemId}',
      '/api/trades/reserved-items',
      '/api/trades/{tradeId}',
      '/api/trades/{tradeId}/cancel',
      '/api/trades/{tradeId}/confirm',
      '/api/trades/{tradeId}/counter',
      '/api/trades/{tradeId}/counter-offer',
      '/api/trades/{tradeId}/disputes',
      '/api/trades/{tradeId}/handovers',
      '/api/trades/{tradeId}/messages',
      '/api/trades/{tradeId}/respond',
      '/api/trades/{tradeId}/review',
      '/api/trades/{tradeId}/typing',
      '/api/users/{id}/follow',
      '/api/users/{id}/followers',
      '/api/users/{id}/following',
      '/api/users/{id}/reports',
      '/api/users/{id}/reviews',
      '/api/users/{userId}/closet-items',
      '/api/users/{userId}/closets',
      '/api/users/{userId}/items',
      '/api/users/{usernameOrId}',
      '/api/verifications/{id}/documents/{n}',
      '/api/wallet',
      '/api/wallet/activity',
      '/api/wallet/withdrawals',
      '/api/wallet/withdrawals/{id}/cancel',
      '/api/webhooks/shipping',
    ]);
    expect(doc.paths['/api/health']!.get!.responses).toHaveProperty('200');
    expect(doc.paths['/api/me']!.get!.responses).toHaveProperty('401');
    expect(doc.paths['/api/me/first-login-survey-shown']).toHaveProperty('post');
    // zod `.meta({ id })` names the shared components.
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Health',
        'Me',
        'CurrentSession',
        'SupportMessage',
        'Profile',
        'SurveyFlags',
        'ErrorBody',
        'Item',
        'ItemList',
        'UploadedPhoto',
        'AnalyzeItemRequest',
        'AnalysisResult',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/me'])).toContain('#/components/schemas/Me');
  });

  it('publishes exactly the endpoints of the catalogue (packages/domain endpoints/), each once', async () => {
    const declared = Object.values(endpointCatalogue)
      .flatMap((module) => Object.values(module))
      .map((declaration) => `${declaration.method.toUpperCase()} ${declaration.path}`);
    const published = (await listOperations(t)).map((operation) => operation.key);
    expect(new Set(declared).size).toBe(declared.length);
    expect(published.sort()).toEqual(declared.sort());
  });

  it('publishes every amount as integer cents (docs/decisions/021-money-in-cents.md)', async () => {
    type Schema = { type?: string | string[]; properties?: Record<string, Schema>; anyOf?: Schema[] };
    const res = await t.app.request('/api/openapi.json');
    const doc = (await res.json()) as { components: { schemas: Record<string, Schema> } };
    const props = (name: string) => doc.components.schemas[name]!.properties!;
    // An integer, or in OpenAPI 3.1 a nullable one: ['integer', 'null'].
    const integerOrNull = (schema: Schema | undefined) =>
      [schema?.type].flat().includes('integer') && !(schema?.anyOf ?? []).length;
    for (const name of ['Item', 'CreateItemInput', 'UpdateItemInput', 'TradeItem']) {
      expect(props(name), name).not.toHaveProperty('value');
      expect(integerOrNull(props(name).valueCents), name).toBe(true);
    }
    expect(props('Closet')).not.toHaveProperty('totalValue');
    expect(integerOrNull(props('Closet').totalValueCents)).toBe(true);
    const analysis = props('AnalysisResult');
    expect(analysis).not.toHaveProperty('fmv');
    expect(analysis).not.toHaveProperty('value');
    expect(integerOrNull(analysis.fmvCents)).toBe(true);
    expect(integerOrNull(analysis.valueCents)).toBe(true);
    const market = props('AnalysisMarketData');
    expect(integerOrNull(market.averagePriceCents)).toBe(true);
    expect(integerOrNull(market.priceRangeCents!.properties!.min)).toBe(true);
    expect(integerOrNull(market.priceRangeCents!.properties!.max)).toBe(true);
  });

  it("publishes better-auth's own document for /api/auth/*", async () => {
    const res = await t.app.request('/api/auth/open-api/generate-schema');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    for (const path of ['/sign-up/email', '/sign-in/email', '/sign-in/username', '/two-factor/enable']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('API reference page', () => {
  it('serves an HTML page that loads Swagger UI from our own server', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).toContain('/api/auth/');
    // Nothing is fetched from another host.
    expect(html).not.toMatch(/src="https?:|href="https?:/);

    const init = await t.app.request('/api/docs/init.js');
    expect(init.headers.get('content-type')).toMatch(/javascript/);
    const script = await init.text();
    expect(script).toContain("url: '/api/openapi.json'");
    // Nor sent: no online validator badge (it would hand our OpenAPI document's address to swagger.io).
    expect(script).toContain('validatorUrl: null');
    // The page runs no inline script: the Content-Security-Policy would block it.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('serves the Swagger UI assets locally with the right types', async () => {
    const js = await t.app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect((await js.text()).length).toBeGreaterThan(100_000);
    const css = await t.app.request('/api/docs/assets/swagger-ui.css');
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
    expect((await t.app.request('/api/docs/assets/package.json')).status).toBe(404);
    expect((await t.app.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
