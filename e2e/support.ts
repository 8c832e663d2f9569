import { randomUUID } from 'node:crypto';
import type { createItemInputSchema, Item } from '@swapyard/domain/items';
import type { WalletSummary } from '@swapyard/domain/wallet';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import type { z } from 'zod';
import { pngImage } from './images';

export const PASSWORD = 'swapyard-e2e-1';
/**
 * The key journeys run through two server instances behind HAProxy when the suite has a PostgreSQL server
 * (playwright.config.ts, scripts/e2e-instances.mjs), where every request may reach either instance: INSTANCES
 * there instead of the single server.
 */
export const INSTANCES = { tag: '@instances-only' };

type Mail = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

/** A unique member per test, so tests never depend on each other or on seed data. */
export function newMember(tag: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `${tag}_${suffix}`.slice(0, 30);
  return { fullName: `Test ${tag}`, username, email: `${username}@example.test`, password: PASSWORD };
}
export type Member = ReturnType<typeof newMember>;

/** Waits for the newest mail to `to` in the embedded outbox (`/dev/mail.json`, newest first). */
export async function waitForMail(request: APIRequestContext, to: string, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        found = mails.find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
        return !!found;
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail (confirmation and recovery mails carry exactly one action link). */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/[^\s"'<>)]+/.exec(mail.text) ?? /https?:\/\/[^\s"'<>)]+/.exec(mail.html);
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}

/** Signs a member up through the API and confirms the address, so a test can start from a ready account. */
export async function createConfirmedMember(request: APIRequestContext, tag: string): Promise<Member> {
  const member = newMember(tag);
  const response = await request.post('/api/auth/sign-up/email', {
    data: {
      email: member.email,
      password: member.password,
      name: member.fullName,
      username: member.username,
      callbackURL: '/survey',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const mail = await waitForMail(request, member.email);
  const confirm = await request.get(linkIn(mail));
  expect(confirm.ok()).toBe(true);
  return member;
}

export async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
}

/** Seeded demo members (embedded database), all with this password. */
export const DEMO_PASSWORD = 'swapyard123';

/** Signs in through the API with the page's own cookie jar, for tests about what a member sees. */
export async function signInByApi(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/username', {
    data: { username, password },
    headers: originHeader(),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** better-auth refuses cookie-carrying POSTs without an Origin (CSRF protection); a browser always sends one. */
export function originHeader(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not configured');
  return { Origin: new URL(baseURL).origin };
}

/** Headers of one API request that moves money or creates an offer: its Origin and its own idempotency key. */
export function intentHeaders(): Record<string, string> {
  return { ...originHeader(), 'Idempotency-Key': randomUUID() };
}

/**
 * Adds $25 through the Add Funds dialog on /wallet and the sandbox checkout it opens in a new tab, as a member does;
 * answers the checkout tab once the card is submitted.
 */
export async function payTwentyFiveInCheckoutTab(page: Page): Promise<Page> {
  await page.getByRole('button', { name: 'Add Funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Funds' });
  await dialog.getByRole('button', { name: '$25', exact: true }).click();
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay $25.00' }).click(),
  ]);
  await payInSandboxCheckout(checkout, '$25.00');
  return checkout;
}

/** On the sandbox checkout (as it opens), pays `amount` ('$25.00') with the test card that succeeds. */
export async function payInSandboxCheckout(checkout: Page, amount: string) {
  await checkout.waitForURL(/\/checkout\/sandbox\//);
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry').fill('12 / 40');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Name on card').fill('Test Payer');
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
}

/** Opens the Upload Item overlay from the header's Sell button (desktop widths). */
export async function openUploadOverlay(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sell' }).click();
  const overlay = page.getByRole('dialog', { name: 'Upload Item' });
  await expect(overlay).toBeVisible();
  return overlay;
}

/**
 * A card top-up paid through the sandbox by API (what the checkout page does), in the member's session; the server
 * notifies the member ('Funds added').
 */
export async function topUpByApi(page: Pick<Page, 'request'>, amountCents: number) {
  const headers = originHeader();
  const started = await page.request.post('/api/payments/checkout', {
    data: { amountCents },
    headers: intentHeaders(),
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { sessionId } = (await started.json()) as { sessionId: string };
  const paid = await page.request.post(`/api/payments/sandbox/${sessionId}/pay`, {
    data: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Payer' },
    headers,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

type PhotoFile = { name: string; mimeType: string; buffer: Buffer };
const plainPhoto: PhotoFile = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: pngImage(120, 90, [200, 90, 40]),
};

/**
 * Lists an item as the signed-in member of `request` (a page's request context shares its cookies): one generated
 * photo, then a $30 clothing item in good condition unless `listing` says otherwise (its value in `valueCents`).
 */
export async function listItemByApi(
  request: APIRequestContext,
  listing: { title: string } & Partial<Omit<z.input<typeof createItemInputSchema>, 'photos'>>,
  photo: PhotoFile = plainPhoto,
): Promise<Item> {
  const upload = await request.post('/api/media/item-photos', {
    headers: originHeader(),
    multipart: { file: photo },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const response = await request.post('/api/items', {
    headers: originHeader(),
    data: {
      description: 'Barely worn.',
      category: 'clothing',
      condition: 'good',
      size: 'm',
      valueCents: 3000,
      ...listing,
      photos: [await upload.json()],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Item;
}

/** A new member signed in on a page of their own (the confirmation link signs them in, in that page's context). */
export async function memberPage(browser: Browser, tag: string): Promise<{ page: Page; member: Member }> {
  const page = await (await browser.newContext()).newPage();
  const member = await createConfirmedMember(page.request, tag);
  return { page, member };
}

/** The signed-in member's wallet as the API reads it. */
export async function walletOf(page: Page): Promise<WalletSummary> {
  const response = await page.request.get('/api/wallet');
  expect(response.ok()).toBe(true);
  return (await response.json()) as WalletSummary;
}

/**
 * A live stream with a $10 auction of one live-only item, made through the API as `request`'s member (no video: the
 * auction does not need it). The auction waits to be started (`startAuctionByApi`).
 */
export async function auctionByApi(
  request: APIRequestContext,
  names: { stream: string; item: string },
  durationSeconds: number,
): Promise<{ streamId: string; auctionId: string }> {
  const item = await listItemByApi(request, { title: names.item, valueCents: 2000, visibility: 'live-only' });
  const stream = await request.post('/api/live/streams', {
    data: { title: names.stream },
    headers: originHeader(),
  });
  expect(stream.ok(), await stream.text()).toBe(true);
  const streamId = ((await stream.json()) as { id: string }).id;
  const auction = await request.post(`/api/live/streams/${streamId}/auctions`, {
    data: { itemId: item.id, startingPriceCents: 1000, durationSeconds },
    headers: originHeader(),
  });
  expect(auction.ok(), await auction.text()).toBe(true);
  return { streamId, auctionId: ((await auction.json()) as { id: string }).id };
}

/** Starts the auction's countdown; answers the auction as the server has it then. */
export async function startAuctionByApi<T = { id: string; endsAt: string | null }>(
  request: APIRequestContext,
  auctionId: string,
): Promise<T> {
  const started = await request.post(`/api/live/auctions/${auctionId}/start`, { headers: intentHeaders() });
  expect(started.ok(), await started.text()).toBe(true);
  return (await started.json()) as T;
}

/** Counts the requests with `method` to a path matching `path` that the page sends from now on. */
export function countRequests(page: Page, method: string, path: RegExp) {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) sent += 1;
  });
  return () => sent;
}

/** Where screenshots to look at go (E2E_SHOTS_DIR); none are taken without it. */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/** A screenshot of the page to look at, `name`.png in SHOTS_DIR, only when it is set. */
export async function saveShot(page: Page, name: string, fullPage = true): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}
