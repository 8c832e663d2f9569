import type { Trade } from '@swapyard/domain/trades';
import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import {
  INSTANCES,
  createConfirmedMember,
  intentHeaders,
  listItemByApi,
  originHeader,
  signInByApi,
  type Member,
} from './support';
import { expectNoSeriousViolations } from './axe';

// Screenshots of the Messages screen and a conversation (desktop and 390 px) go here when set.
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/direct-messages-${name}.png` });
}

const messagesButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Messages/ });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const thread = (page: Page) => page.getByRole('list', { name: /^Messages with / });

/** A member signed in in a browser context of their own (their own cookies, their own realtime socket). */
async function memberTab(browser: Browser, tag: string, viewport = { width: 1280, height: 860 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const member = await createConfirmedMember(page.request, tag);
  await signInByApi(page, member.username, member.password);
  return { context, page, member };
}

async function idOf(page: Page, member: Member): Promise<string> {
  const response = await page.request.get(`/api/users/${member.username}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

test('a visitor is asked to sign in on the Messages screen and in a conversation', async ({ page }) => {
  await page.goto('/');
  await messagesButton(page).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByText('Please sign in to view your trades')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/messages/direct/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Please sign in to send messages')).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
});

test('a new member sees each tab empty, with its count', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  const member = await createConfirmedMember(page.request, 'dmempty');
  await signInByApi(page, member.username, member.password);
  await page.goto('/');
  await expect(messagesButton(page)).toHaveAccessibleName('Messages');
  await messagesButton(page).click();
  await expect(page).toHaveURL(/\/messages$/);

  await expect(page.getByRole('tab', { name: 'Trades 0' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No trade messages yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Direct 0' }).click();
  await expect(page.getByText('No direct messages yet')).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await shot(page, 'empty-1280');
  await expectNoSeriousViolations(page);
});

test('a failed load shows the error state, and Try again loads the list', async ({ page }) => {
  const member = await createConfirmedMember(page.request, 'dmerror');
  await signInByApi(page, member.username, member.password);
  let fail = true;
  await page.route(
    (url) => url.pathname === '/api/trades',
    (route) =>
      fail
        ? route.fulfill({
            status: 503,
            json: { error: { code: 'UNAVAILABLE', message: 'Try later' } },
          })
        : route.fallback(),
  );
  await page.goto('/messages');
  await expect(page.getByText('Error loading trades')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Please try again later')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No trade messages yet')).toBeVisible();
});

test(
  'two members exchange direct messages live, with unread badges, typing and read state',
  INSTANCES,
  async ({ browser }) => {
    // Two browsers, sign-ups and live round trips: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const a = await memberTab(browser, 'dma');
    const b = await memberTab(browser, 'dmb');
    const aId = await idOf(a.page, a.member);
    const bId = await idOf(b.page, b.member);

    // B waits on the home page; their header counts unread messages live.
    await b.page.goto('/');
    await expect(messagesButton(b.page)).toHaveAccessibleName('Messages');

    // A opens B's profile and presses Message: an empty conversation.
    await a.page.goto(`/user/${b.member.username}`);
    await a.page.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(a.page).toHaveURL(new RegExp(`/messages/direct/${bId}$`));
    await expect(a.page.getByText('Start a conversation')).toBeVisible();
    await expect(a.page.getByRole('link', { name: new RegExp(b.member.fullName) })).toHaveAttribute(
      'href',
      `/user/${b.member.username}`,
    );

    // Blank is never sent.
    await expect(sendButton(a.page)).toBeDisabled();
    await composer(a.page).fill('   ');
    await expect(sendButton(a.page)).toBeDisabled();
    await composer(a.page).press('Enter');
    await expect(a.page.getByText('Start a conversation')).toBeVisible();

    // Enter sends (trimmed); the message shows at once.
    await composer(a.page).fill('  Hi! Is the denim jacket still available?  ');
    await composer(a.page).press('Enter');
    await expect(thread(a.page).getByText('Hi! Is the denim jacket still available?')).toBeVisible();
    await expect(composer(a.page)).toHaveValue('');
    await expect(a.page.getByText('Start a conversation')).toHaveCount(0);

    // B's badge counts it without a reload; a second message counts too.
    await expect(messagesButton(b.page)).toHaveAccessibleName('Messages (1 unread)');
    await composer(a.page).fill('I can pick it up this weekend.');
    await sendButton(a.page).click();
    await expect(thread(a.page).getByText('I can pick it up this weekend.')).toBeVisible();
    await expect(messagesButton(b.page)).toHaveAccessibleName('Messages (2 unread)');
    // A direct message belongs to Messages only: the bell stays quiet.
    await expect(bell(b.page)).toHaveAccessibleName('Notifications');
    await b.page.reload();
    await expect(messagesButton(b.page)).toHaveAccessibleName('Messages (2 unread)');
    await expect(bell(b.page)).toHaveAccessibleName('Notifications');

    // B's Messages opens on Direct, where the unread conversation is; B opens it: it is read, the badge clears.
    await messagesButton(b.page).click();
    await expect(b.page.getByRole('tab', { name: 'Direct 1' })).toHaveAttribute('aria-selected', 'true');
    const row = b.page.getByRole('link', { name: new RegExp(`^${a.member.fullName}, 2 unread`) });
    await expect(row).toContainText('I can pick it up this weekend.');
    await shot(b.page, 'list-1280');
    await row.click();
    await expect(b.page).toHaveURL(new RegExp(`/messages/direct/${aId}$`));
    await expect(thread(b.page).getByText('Hi! Is the denim jacket still available?')).toBeVisible();
    await expect(messagesButton(b.page)).toHaveAccessibleName('Messages');
    // A sees that B read it.
    await expect(thread(a.page).getByText('Seen')).toBeVisible();

    // B types: A sees 'typing...'. Shift+Enter is a new line; Enter sends.
    await composer(b.page).pressSequentially('Yes, still');
    await expect(a.page.getByText('typing...')).toBeVisible();
    await composer(b.page).press('Shift+Enter');
    await composer(b.page).pressSequentially('available!');
    await expect(composer(b.page)).toHaveValue('Yes, still\navailable!');
    await composer(b.page).press('Enter');
    await expect(thread(b.page).getByText('Yes, still available!')).toBeVisible();
    await expect(thread(a.page).getByText(/Yes, still\s+available!/)).toBeVisible();
    await expect(a.page.getByText('typing...')).toHaveCount(0);
    // A has the conversation open: the reply is read at once, so A's badge stays clear.
    await expect(thread(b.page).getByText('Seen')).toBeVisible();
    await expect(messagesButton(a.page)).toHaveAccessibleName('Messages');
    // The reply raised no notification for A either.
    const aNotifications = (await (await a.page.request.get('/api/notifications')).json()) as {
      notifications: unknown[];
    };
    expect(aNotifications.notifications).toEqual([]);
    await expect(bell(a.page)).toHaveAccessibleName('Notifications');
    await shot(a.page, 'conversation-1280');
    await expectNoSeriousViolations(a.page);

    // A failed send is rolled back with the documented toast (docs/product/messaging.md).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await a.page.route(`**/api/messages/direct/${bId}`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fulfill({
        status: 503,
        json: { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } },
      });
    });
    await composer(a.page).fill('This one will fail');
    await composer(a.page).press('Enter');
    await expect(thread(a.page).getByText('This one will fail')).toBeVisible();
    await expect(thread(a.page).getByText('Sending...')).toBeVisible();
    release();
    await expect(a.page.getByText('Failed to send message: Service unavailable')).toBeVisible();
    await expect(thread(a.page).getByText('This one will fail')).toHaveCount(0);
    await expect(thread(b.page).getByText('This one will fail')).toHaveCount(0);

    // The Messages screen of A lists B's last message, read.
    await a.page.unroute(`**/api/messages/direct/${bId}`);
    await a.page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(a.page.getByRole('tab', { name: 'Direct 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      a.page.getByRole('link', { name: new RegExp(`^${b.member.fullName}: Yes, still`) }),
    ).toBeVisible();
    await a.page.getByRole('tab', { name: 'All' }).click();
    await expect(
      a.page.getByRole('link', { name: new RegExp(`^${b.member.fullName}: Yes, still`) }),
    ).toBeVisible();

    await a.context.close();
    await b.context.close();
  },
);

test('390 px: the conversation fills the screen above the bottom navigation', async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await memberTab(browser, 'dmmob', { width: 390, height: 844 });
  // Signed up from a cookie-less context (a signed-in one must send an Origin).
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await createConfirmedMember(api, 'dmmobb');
  await api.dispose();
  const otherId = await idOf(a.page, other);
  // More than one page of history: the newest 50 show, earlier ones on request.
  for (let n = 1; n <= 52; n++) {
    const sent = await a.page.request.post(`/api/messages/direct/${otherId}`, {
      headers: originHeader(),
      data: { content: `Note ${n}` },
    });
    expect(sent.status()).toBe(201);
  }
  await a.page.goto(`/messages/direct/${otherId}`);
  await expect(thread(a.page).getByText('Note 52', { exact: true })).toBeVisible();
  await expect(thread(a.page).getByText('Note 3', { exact: true })).toBeAttached();
  await expect(thread(a.page).getByText('Note 2', { exact: true })).toHaveCount(0);
  await a.page.getByRole('button', { name: 'Load earlier messages' }).click();
  await expect(thread(a.page).getByText('Note 1', { exact: true })).toBeAttached();
  await expect(thread(a.page).getByText('Note 2', { exact: true })).toBeAttached();
  await expect(a.page.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
  for (const text of [
    'Hello there!',
    'A longer message that wraps over more than one line on a phone screen.',
  ]) {
    await composer(a.page).fill(text);
    await composer(a.page).press('Enter');
    await expect(thread(a.page).getByText(text)).toBeVisible();
  }
  // Sending brings the view down to my newest message, even after scrolling up for older ones.
  await expect(thread(a.page).getByText(/^A longer message/)).toBeInViewport();
  await expect(composer(a.page)).toBeInViewport();
  await expect(a.page.getByRole('navigation', { name: /bottom|main/i }).first()).toBeVisible();
  await shot(a.page, 'conversation-390');
  await a.page.goto('/messages?tab=direct');
  await expect(
    a.page.getByRole('link', { name: new RegExp(`^${other.fullName}: A longer message`) }),
  ).toBeVisible();
  await shot(a.page, 'list-390');
  await a.context.close();
});

test('trade conversations are listed for both parties, arrive live and open the trade conversation', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await memberTab(browser, 'dmtra');
  const b = await memberTab(browser, 'dmtrb');
  const item = await listItemByApi(b.page.request, { title: 'Corduroy Overshirt', valueCents: 4000 });

  // B has the Messages screen open before the offer exists.
  await b.page.goto('/messages');
  await expect(b.page.getByText('No trade messages yet')).toBeVisible();

  const sent = await a.page.request.post('/api/trades', {
    headers: intentHeaders(),
    data: { kind: 'invitation', ownerItemId: item.id, message: 'Check out my closet!' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const trade = (await sent.json()) as Trade;

  // Live: the received offer appears on B's screen without a reload.
  const received = b.page.getByRole('link', {
    name: `Trade with ${a.member.fullName}, Pending: Offer for your Corduroy Overshirt`,
  });
  await expect(received).toBeVisible();
  await expect(b.page.getByRole('tab', { name: 'Trades 1' })).toBeVisible();
  await expect(received).toContainText('Check out my closet!');
  await shot(b.page, 'trades-1280');
  await expectNoSeriousViolations(b.page);

  // A sees their own offer; All lists it too, beside a direct conversation.
  const bId = await idOf(a.page, b.member);
  const dm = await a.page.request.post(`/api/messages/direct/${bId}`, {
    headers: originHeader(),
    data: { content: 'Sent you an invitation' },
  });
  expect(dm.status()).toBe(201);
  await a.page.goto('/messages');
  const mine = a.page.getByRole('link', {
    name: `Trade with ${b.member.fullName}, Pending: Your offer for Corduroy Overshirt`,
  });
  await expect(mine).toBeVisible();
  await a.page.getByRole('tab', { name: 'All' }).click();
  await expect(a.page.getByRole('tabpanel').getByRole('link')).toHaveCount(2);
  await expect(a.page.getByRole('tabpanel').getByRole('link').first()).toHaveAccessibleName(
    `${b.member.fullName}: Sent you an invitation`,
  );

  // A row opens the trade conversation.
  await received.click();
  await expect(b.page).toHaveURL(new RegExp(`/messages/trade/${trade.id}$`));

  await a.context.close();
  await b.context.close();
});
