import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { pngImage } from './images';
import {
  payTwentyFiveInCheckoutTab,
  intentHeaders,
  createConfirmedMember,
  DEMO_PASSWORD,
  openUploadOverlay,
  signInByApi,
  signInThroughForm,
} from './support';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Every Content-Security-Policy violation in any tab of the context: Chromium logs each one to the console, and
 * the page's own `securitypolicyviolation` event is logged too, in case a message changes wording.
 */
async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber;
      console.error('CSP violation: ' + event.violatedDirective + ' blocked ' + event.blockedURI + ' at ' + where);
    });`,
  });
  context.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) {
      violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    }
  });
  return violations;
}

test('the app passes its Content-Security-Policy: sign-in, photo upload, live updates, checkout', async ({
  page,
  context,
  request,
}) => {
  const violations = await recordCspViolations(context);
  // Its own cookie jar: confirming the address signs that jar in, the page signs in through the form.
  const member = await createConfirmedMember(request, 'csp');

  await signInThroughForm(page, member.username, member.password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Local previews (blob: URLs), the upload itself and the stored sizes.
  const overlay = await openUploadOverlay(page);
  await overlay
    .getByLabel('Add photos')
    .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: pngImage(96, 96, [180, 40, 40]) }]);
  await expect(page.getByText('1 photo(s) uploaded successfully')).toBeVisible();
  await expect(overlay.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The realtime socket (connect-src), then the sandbox checkout in a new tab (the opener policy lets it open).
  const socket = page.waitForEvent('websocket');
  await page.goto('/wallet');
  expect((await socket).url()).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/api\/realtime/);
  const checkout = await payTwentyFiveInCheckoutTab(page);
  await expect(checkout.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('credit-balance')).toHaveText('$25.00');

  expect(violations).toEqual([]);
});

test('the API reference (Swagger UI) renders under the same policy', async ({ page, context }) => {
  const violations = await recordCspViolations(context);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Swapyard API/ })).toBeVisible();
  // Tags start collapsed; opening one renders its operations.
  await page
    .getByRole('heading', { name: /^Payments/ })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByText('/api/payments/checkout').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a page on another port of the host cannot cancel a withdrawal with an auto-submitted form', async ({
  page,
  baseURL,
}) => {
  // Demo member with cash from seeded sales, used by no other journey.
  await signInByApi(page, 'jonas', DEMO_PASSWORD);
  const requested = await page.request.post('/api/wallet/withdrawals', {
    data: { amountCents: 1000, method: 'paypal', details: { paypalEmail: 'jonas@example.test' } },
    headers: intentHeaders(),
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const { id } = (await requested.json()) as { id: string };
  const statusOf = async () => {
    const list = await page.request.get('/api/wallet/withdrawals');
    const { withdrawals } = (await list.json()) as { withdrawals: Array<{ id: string; status: string }> };
    return withdrawals.find((w) => w.id === id)?.status;
  };

  // Same host, another port: same-site, so the member's SameSite=Lax cookie goes along with the form.
  const attacker = new URL(baseURL!);
  attacker.port = String(Number(attacker.port) + 1);
  await page.route(`${attacker.origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" enctype="text/plain" action="${baseURL}/api/wallet/withdrawals/${id}/cancel">
        <input name="x" value="y"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/withdrawals/${id}/cancel`)),
    page.goto(`${attacker.origin}/win-a-prize`),
  ]);
  expect(answer.status()).toBe(403);
  expect(await statusOf()).toBe('pending');

  // The member's own cancel (from the app's origin) still works, and gives the cash back for other runs.
  const cancelled = await page.request.post(`/api/wallet/withdrawals/${id}/cancel`, {
    headers: intentHeaders(),
  });
  expect(cancelled.status()).toBe(200);
  expect(await statusOf()).toBe('cancelled');
});

test('security headers reach the browser on the app and the API', async ({ page }: { page: Page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  const api = await page.request.get('/api/health');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});
