import { HANDOVER_TEXTS } from '@swapyard/domain/handovers';
import type { Item } from '@swapyard/domain/items';
import type { Trade } from '@swapyard/domain/trades';
import type { WalletSummary } from '@swapyard/domain/wallet';
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { pngImage } from './images';
import {
  INSTANCES,
  createConfirmedMember,
  intentHeaders,
  originHeader,
  signInByApi,
  topUpByApi,
  type Member,
} from './support';
import { expectNoSeriousViolations } from './axe';

// Screenshots of the builder and the conversation (1280 and 390 px) go here when set.
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/trades-${name}.png`, fullPage: true });
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const offerDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** A handover's card on the trade page, by its title ('Getting … to you', 'Sending … to …'). */
const handoverCard = (page: Page, title: RegExp) => page.getByRole('region', { name: title });

/** Proposes a meetup in `card` tomorrow at 15:00 local time, at `place`. */
async function meetupProposed(card: Locator, place: string) {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T15:00`;
  await card.getByLabel('Date and time').fill(local);
  await card.getByLabel('Public place').fill(place);
  await card.getByRole('button', { name: 'Propose meetup' }).click();
  await expect(card.getByText(/^You proposed /)).toBeVisible();
}

async function signInRequest(request: APIRequestContext, member: Member) {
  const response = await request.post('/api/auth/sign-in/username', {
    data: { username: member.username, password: member.password },
    headers: originHeader(),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Lists an item through the API as `request`'s member (one generated photo), its value in cents. */
async function listItem(
  request: APIRequestContext,
  title: string,
  valueCents: number,
  category = 'clothing',
) {
  const upload = await request.post('/api/media/item-photos', {
    headers: originHeader(),
    multipart: {
      file: { name: 'photo.png', mimeType: 'image/png', buffer: pngImage(120, 90, [40, 120, 200]) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const response = await request.post('/api/items', {
    headers: originHeader(),
    data: {
      title,
      description: 'In great shape.',
      category,
      condition: 'good',
      size: 'm',
      valueCents,
      photos: [await upload.json()],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Item;
}

/** A new member with the given items ([title, value in cents, category?]) listed, signed in on a page of their own. */
async function memberWith(browser: Browser, tag: string, items: [string, number, string?][]) {
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const member = await createConfirmedMember(api, tag);
    await signInRequest(api, member);
    const listed: Item[] = [];
    for (const [title, valueCents, category] of items) {
      listed.push(await listItem(api, title, valueCents, category));
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, member.username, member.password);
    return { member, items: listed, page };
  } finally {
    await api.dispose();
  }
}

/** A card top-up through the sandbox, once the credit is in the wallet: credit for offers. */
async function topUp(page: Page, amountCents: number) {
  await topUpByApi(page, amountCents);
  await expect.poll(async () => (await wallet(page)).creditCents).toBeGreaterThanOrEqual(amountCents);
}

async function wallet(page: Page): Promise<WalletSummary> {
  const response = await page.request.get('/api/wallet');
  expect(response.ok()).toBe(true);
  return (await response.json()) as WalletSummary;
}

async function itemStatus(page: Page, id: string) {
  const response = await page.request.get(`/api/items/${id}`);
  return response.ok() ? ((await response.json()) as Item).status : `HTTP ${response.status()}`;
}

async function tradeOf(page: Page, id: string): Promise<Trade> {
  const response = await page.request.get(`/api/trades/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Trade;
}

/** The initials avatar inside the header link to a member's profile. */
const avatarIn = (page: Page, username: string) =>
  page.locator(`main a[href="/user/${username}"] span[style*="background-color"]`).first();

const tradeIdFrom = (page: Page) => /\/messages\/trade\/([^/?#]+)/.exec(page.url())?.[1] ?? '';

/** Walks the trade builder's select → calculate → payment → confirm. */
async function openTradeBuilder(page: Page, itemId: string) {
  await page.goto(`/item/${itemId}`);
  await page.getByRole('button', { name: 'Make Offer' }).click();
  const choose = offerDialog(page, 'Make Offer');
  await expect(choose.getByText('How would you like to make your offer?')).toBeVisible();
  await choose.getByRole('button', { name: /Trade Offer/ }).click();
  const dialog = offerDialog(page, 'Trade Offer');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Select' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  return dialog;
}

const step = (dialog: Locator, name: string) =>
  dialog.getByRole('list', { name: 'Trade offer steps' }).getByRole('listitem').filter({ hasText: name });

test(
  'A sends a trade offer with cash on B’s item; B is told live, they chat, B accepts; money and items move',
  INSTANCES,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const b = await memberWith(browser, 'tradeb', [['Vintage denim jacket', 4550]]);
    const a = await memberWith(browser, 'tradea', [['Canvas tote bag', 2000]]);
    const [wanted] = b.items as [Item];
    const [tote] = a.items as [Item];
    await topUp(a.page, 5000);

    // B waits on the home page: the bell has nothing yet.
    await b.page.goto('/');
    await expect(b.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // A builds the offer: the tote plus exactly the missing cash.
    const dialog = await openTradeBuilder(a.page, wanted.id);
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(dialog.getByText('Select at least one item or add some cash')).toBeVisible();
    await expect(dialog.getByText('Up to $50.00 (both wallets)')).toBeVisible();
    await dialog.getByRole('button', { name: /Canvas tote bag/ }).click();
    await expect(dialog.getByRole('button', { name: /Canvas tote bag/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Calculate: $25.50 still missing. An offer below the value may still go on (the owner decides); A goes Back to
    // add the cash instead.
    await expect(step(dialog, 'Calculate')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByText('$25.50 more is needed')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(step(dialog, 'Select')).toHaveAttribute('aria-current', 'step');
    await dialog.getByRole('button', { name: 'Add $25.50' }).click();
    await expect(dialog.getByLabel('Add cash')).toHaveValue('25.50');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Even Trade')).toBeVisible();
    await shot(a.page, 'builder-calculate-desktop');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Payment: credit covers it alone, cash (empty) does not, so no Mixed.
    await expect(step(dialog, 'Payment')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('radio', { name: /Credit Wallet/ })).toBeEnabled();
    await expect(dialog.getByRole('radio', { name: /Cash Wallet/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /Mixed/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Review offer' })).toBeDisabled();
    await dialog.getByRole('radio', { name: /Credit Wallet/ }).check();
    await dialog.getByRole('button', { name: 'Review offer' }).click();

    // Confirm: the terms, then send.
    await expect(dialog.getByText('The seller has 48 hours to respond.')).toBeVisible();
    await expect(
      dialog.getByText(
        'Payment is made only when the trade completes: once the items have been received, with 2 days after a delivery to report a problem.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('You can cancel the offer before it is accepted.')).toBeVisible();
    await expect(
      dialog.getByText('Items are reserved until the offer expires or is declined.'),
    ).toBeVisible();
    await expect(dialog.getByText(/is on hold in your wallet until the trade completes/)).toBeVisible();
    await shot(a.page, 'builder-confirm-desktop');
    await dialog.getByRole('button', { name: 'Send Trade Offer' }).click();
    await expect(toast(a.page, 'Trade offer sent!')).toContainText(
      'Your trade offer has been sent successfully.',
    );
    await a.page.waitForURL(/\/messages\/trade\//);
    const tradeId = tradeIdFrom(a.page);
    await expect(a.page.getByRole('heading', { level: 1, name: b.member.fullName })).toBeVisible();
    await expect(a.page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(a.page.getByRole('button', { name: 'Cancel offer' })).toBeVisible();
    await expect(a.page.getByRole('button', { name: 'Accept Trade' })).toHaveCount(0);

    // The cash is on hold, not taken.
    expect(await wallet(a.page)).toMatchObject({ creditCents: 2450, heldCents: 2550 });

    // B hears of it live, and opens it from the notification.
    const bell = b.page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await b.page.getByRole('button', { name: /New trade offer/ }).click();
    await b.page.waitForURL(new RegExp(`/messages/trade/${tradeId}$`));
    await expect(b.page.getByRole('heading', { level: 1, name: a.member.fullName })).toBeVisible();
    const summary = b.page.getByRole('region', { name: 'Trade summary' });
    await expect(summary).toContainText('Canvas tote bag');
    await expect(summary).toContainText('$25.50 cash');
    await expect(summary).toContainText('Vintage denim jacket');
    await expect(summary).toContainText('Expires');

    // They chat: A sees B typing, then the message, oldest first.
    const bChat = b.page.getByRole('region', { name: 'Messages' });
    const aChat = a.page.getByRole('region', { name: 'Messages' });
    await expect(bChat.getByText('No messages yet')).toBeVisible();
    const bBox = bChat.getByPlaceholder('Type a message...');
    await bBox.fill('   ');
    await expect(bChat.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await bBox.press('Enter');
    await bBox.pressSequentially('Hi! Happy to swap', { delay: 40 });
    await expect(aChat.getByText('typing...')).toBeVisible();
    await bBox.press('Shift+Enter');
    await bBox.pressSequentially('when can we meet?');
    await bBox.press('Enter');
    await expect(bBox).toHaveValue('');
    await expect(aChat.getByText(/Hi! Happy to swap\s+when can we meet\?/)).toBeVisible();
    await expect(aChat.getByText('typing...')).toBeHidden({ timeout: 6_000 });
    await aChat.getByPlaceholder('Type a message...').fill('Tomorrow at noon works');
    await aChat.getByRole('button', { name: 'Send message' }).click();
    await expect(bChat.getByText('Tomorrow at noon works')).toBeVisible();
    const bubbles = bChat.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
    await expect(bubbles).toHaveCount(2);
    await expect(bubbles.first()).toContainText('Hi! Happy to swap');
    await expect(bubbles.first().locator('time')).toHaveText(/^\d{1,2}:\d{2}\s?[AP]M$/);
    await shot(b.page, 'conversation-owner-desktop');
    // A's message notified B, who has the trade open: that notification is read at once, like the offer's.
    await expect
      .poll(async () => {
        const list = (await (await b.page.request.get('/api/notifications')).json()) as {
          notifications: { type: string; link: string | null; read: boolean }[];
        };
        return list.notifications
          .filter((n) => n.link === `/messages/trade/${tradeId}`)
          .map((n) => `${n.type}:${n.read}`);
      })
      .toEqual(['message:true', 'trade_offer:true']);

    // B accepts; both see it.
    await b.page.getByRole('button', { name: 'Accept Trade' }).click();
    await expect(toast(b.page, 'Trade Accepted!')).toContainText(
      'Great! You can arrange the exchange details.',
    );
    await expect(b.page.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(a.page.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(a.page.getByRole('button', { name: 'Cancel offer' })).toHaveCount(0);

    // Escrow: A's cash stays on hold until the trade completes; B is not paid yet. Both items are swapped.
    expect(await wallet(a.page)).toMatchObject({ creditCents: 2450, heldCents: 2550 });
    expect(await wallet(b.page)).toMatchObject({ cashCents: 0 });
    expect(await itemStatus(a.page, tote.id)).not.toBe('available');
    expect(await itemStatus(b.page, wanted.id)).not.toBe('available');
    await expect(
      a.page.getByText(
        `Your $25.50 stays on hold until the trade completes, then it is paid to ${b.member.fullName}.`,
      ),
    ).toBeVisible();
    await expect(
      b.page.getByText(
        `${a.member.fullName}'s $25.50 is on hold until the trade completes, then it is paid into your Cash Wallet.`,
      ),
    ).toBeVisible();
    // The trade completes when both items are received: nothing to confirm (docs/product/handover.md).
    await expect(b.page.getByText(HANDOVER_TEXTS.stepsBelow)).toBeVisible();
    await expect(b.page.getByRole('button', { name: 'Confirm exchange' })).toHaveCount(0);
    await shot(b.page, 'conversation-accepted-desktop');
    await b.page.goto('/wallet');
    await expect(b.page.getByTestId('cash-balance')).toHaveText('$0.00');
    await b.page.goto(`/messages/trade/${tradeId}`);

    // A swap is two handovers, each met up for: B's jacket to A, A's tote to B (A on a phone).
    await a.page.setViewportSize({ width: 375, height: 812 });
    const jacketToA = handoverCard(a.page, /^Getting .* to you/);
    const toteToB = handoverCard(b.page, /^Getting .* to you/);
    for (const [receiver, card] of [
      [a.page, jacketToA],
      [b.page, toteToB],
    ] as const) {
      await card.getByText('Meetup', { exact: true }).click();
      await card.getByRole('button', { name: 'Meet up' }).click();
      await expect(card.getByText('Propose a time and a public place to meet.')).toBeVisible();
      void receiver;
    }
    // A proposes for the jacket; B accepts. B proposes for the tote; A accepts.
    await meetupProposed(jacketToA, 'Central Library');
    const jacketFromB = handoverCard(b.page, /^Sending .* to /);
    await jacketFromB.getByRole('button', { name: 'Accept' }).click();
    await expect(jacketFromB.getByText('Meetup agreed')).toBeVisible();
    const toteFromA = handoverCard(a.page, /^Sending .* to /);
    await meetupProposed(toteToB, 'Station café');
    await toteFromA.getByRole('button', { name: 'Accept' }).click();
    await expect(toteFromA.getByText('Meetup agreed')).toBeVisible();
    await expect(jacketToA.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      /meetup\.ics$/,
    );
    await shot(a.page, 'handover-code-mobile');

    // At each meetup the receiver shows the code; the giver enters it. A wrong one first.
    const codeOf = async (card: Locator) =>
      (await card.getByTestId('handover-code').innerText()).replace(/\D/g, '');
    const jacketCode = await codeOf(jacketToA);
    await jacketFromB.getByLabel('Handover code').fill(jacketCode === '000000' ? '111111' : '000000');
    await jacketFromB.getByRole('button', { name: 'Confirm handover' }).click();
    await expect(jacketFromB.getByText(HANDOVER_TEXTS.wrongCode(4))).toBeVisible();
    await jacketFromB.getByLabel('Handover code').fill(jacketCode);
    await jacketFromB.getByRole('button', { name: 'Confirm handover' }).click();
    await expect(jacketFromB.getByText('Received', { exact: true })).toBeVisible();
    // One direction received: the money still waits for the other.
    expect(await wallet(b.page)).toMatchObject({ cashCents: 0 });
    await shot(b.page, 'handover-received-desktop');
    await toteFromA.getByLabel('Handover code').fill(await codeOf(toteToB));
    await toteFromA.getByRole('button', { name: 'Confirm handover' }).click();
    await expect(b.page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(b.page.getByRole('link', { name: 'Leave a review' })).toHaveAttribute('href', '/reviews');
    await expect(a.page.getByText('Completed', { exact: true })).toBeVisible();
    expect(await wallet(a.page)).toMatchObject({ creditCents: 2450, heldCents: 0 });
    expect(await wallet(b.page)).toMatchObject({ cashCents: 2550 });
    // A's hold line has become the payment.
    await a.page.goto('/wallet');
    await expect(a.page.getByText(`Payment to @${b.member.username}`)).toBeVisible();
    await expect(a.page.getByText(/^Held /)).toHaveCount(0);
    await a.page.goto(`/messages/trade/${tradeId}`);
    await b.page.goto('/wallet');
    await expect(b.page.getByTestId('cash-balance')).toHaveText('$25.50');
    await b.page.goto(`/messages/trade/${tradeId}`);

    // What was agreed stays: the trade shows its items as agreed, and B cannot put the jacket back on sale.
    await expect(b.page.getByRole('region', { name: 'Trade summary' })).toContainText('as agreed');
    const relisted = await b.page.request.patch(`/api/items/${wanted.id}`, {
      data: { status: 'available' },
      headers: originHeader(),
    });
    expect(relisted.status()).toBe(409);

    // Once B has reviewed A for this trade, the trade says so instead of offering the button again.
    const reviewed = await b.page.request.post(`/api/trades/${tradeId}/review`, {
      data: { rating: 5, comment: 'Smooth swap.' },
      headers: originHeader(),
    });
    expect(reviewed.status(), await reviewed.text()).toBe(201);
    await b.page.reload();
    await expect(b.page.getByText('Review left')).toBeVisible();
    await expect(b.page.getByRole('link', { name: 'Leave a review' })).toHaveCount(0);
    await a.page.reload();
    await expect(a.page.getByRole('link', { name: 'Leave a review' })).toBeVisible();
    await shot(b.page, 'conversation-completed-desktop');
    await b.page.setViewportSize({ width: 375, height: 800 });
    await shot(b.page, 'conversation-completed-mobile');

    await a.page.context().close();
    await b.page.context().close();
  },
);

test('Buy It Now, a cash offer (its link): range, note, validation, payment; B declines and the hold comes back', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const b = await memberWith(browser, 'cashb', [['Leather boots', 4550, 'shoes_footwear']]);
  const a = await memberWith(browser, 'casha', []);
  const [boots] = b.items as [Item];

  // A visitor is told to sign in.
  await page.goto(`/item/${boots.id}`);
  await page.getByRole('button', { name: 'Make Offer' }).click();
  await expect(toast(page, 'Authentication required')).toContainText('Please sign in to make trades');
  await expect(page).toHaveURL(/\/auth$/);

  await topUp(a.page, 3000);
  // The cash offer's link (the feed's Buy where the seller turned Buy now off) opens it straight away.
  await a.page.goto(`/item/${boots.id}?offer=buy`);
  const dialog = offerDialog(a.page, 'Buy It Now');
  await expect(dialog).toBeVisible();
  // The open dialog stays in the URL (a reload keeps it open).
  await expect(a.page).toHaveURL(new RegExp(`/item/${boots.id}\\?offer=buy$`));
  const amount = dialog.getByLabel('Your cash offer');
  await expect(amount).toHaveValue('45.50');
  await expect(dialog.getByText('At asking price')).toBeVisible();
  await expect(dialog.getByText('Suggested range: $31.00 – $45.50')).toBeVisible();
  // $45.50 is more than the $30 of credit: nothing can pay, and it says how much more is needed.
  await expect(dialog.getByText('you need $15.50 more')).toBeVisible();
  await amount.fill('0');
  await amount.blur();
  await expect(dialog.getByText('Please enter a valid cash offer amount')).toBeVisible();
  await amount.fill('50');
  await expect(dialog.getByText('Above asking')).toBeVisible();
  await amount.fill('30');
  await expect(dialog.getByText('Below asking')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Credit Wallet/ })).toBeChecked();
  await shot(a.page, 'cash-offer-desktop');
  await dialog.getByRole('button', { name: 'Send Offer of $30.00' }).click();
  await expect(toast(a.page, 'Trade offer sent!')).toBeVisible();
  await a.page.waitForURL(/\/messages\/trade\//);
  const tradeId = tradeIdFrom(a.page);
  await expect(a.page.getByRole('region', { name: 'Trade summary' })).toContainText('Buy It Now cash offer');
  expect(await wallet(a.page)).toMatchObject({ creditCents: 0, heldCents: 3000 });

  // A refused action says why.
  await b.page.goto(`/messages/trade/${tradeId}`);
  await b.page.route(`**/api/trades/${tradeId}/respond`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'CONFLICT', message: 'This offer has expired' } }),
    }),
  );
  await b.page.getByRole('button', { name: 'Decline' }).click();
  await expect(toast(b.page, 'Action failed')).toContainText('This offer has expired');
  await b.page.unroute(`**/api/trades/${tradeId}/respond`);

  await b.page.getByRole('button', { name: 'Decline' }).click();
  await expect(toast(b.page, 'Trade Declined')).toContainText('The trade offer has been declined.');
  await expect(b.page.getByText('Declined', { exact: true })).toBeVisible();
  await expect(a.page.getByText('Declined', { exact: true })).toBeVisible();
  expect(await wallet(a.page)).toMatchObject({ creditCents: 3000, heldCents: 0 });
  expect(await itemStatus(b.page, boots.id)).toBe('available');

  await a.page.context().close();
  await b.page.context().close();
});

test('counter-offers: the seller counters a cash offer at 1280 px, the buyer at 375 px accepts the counter', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const b = await memberWith(browser, 'ctrb', [['Denim jacket', 3000]]);
  const a = await memberWith(browser, 'ctra', []);
  const [jacket] = b.items as [Item];
  await topUp(a.page, 3000);
  await a.page.setViewportSize({ width: 375, height: 812 });
  // The offer itself is the Buy It Now journey's; here it is sent through the API.
  const sent = await a.page.request.post('/api/trades', {
    data: { kind: 'cash', ownerItemId: jacket.id, cashCents: 2000, paymentMethod: 'credit' },
    headers: intentHeaders(),
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const tradeId = ((await sent.json()) as Trade).id;
  await a.page.goto(`/messages/trade/${tradeId}`);
  await expect(a.page.getByText(`Waiting for ${b.member.fullName} to respond.`)).toBeVisible();

  // B counters at $26 with a message.
  await b.page.goto(`/messages/trade/${tradeId}`);
  await b.page.getByRole('button', { name: 'Counter' }).click();
  const dialog = offerDialog(b.page, 'Make a counter-offer');
  await expect(dialog.getByText('Round 2 of 5')).toBeVisible();
  await dialog.getByLabel('Your price').fill('26');
  await dialog.getByLabel('Message (optional)').fill('Meet me at $26?');
  await shot(b.page, 'counter-dialog-desktop');
  await dialog.getByRole('button', { name: 'Send counter of $26.00' }).click();
  await expect(toast(b.page, 'Counter-offer sent')).toContainText(
    `${a.member.fullName} has 48 hours to answer.`,
  );
  await expect(
    b.page.getByText(`Waiting for ${a.member.fullName} to answer your counter-offer.`),
  ).toBeVisible();
  const history = (page: Page) => page.getByRole('region', { name: 'Offers so far' });
  await expect(history(b.page)).toContainText(`${a.member.fullName} offered $20.00`);
  await expect(history(b.page)).toContainText('You countered with $26.00');

  // A sees it live: the history, and the counter to take from the credit whose $20 is already on hold.
  await expect(history(a.page)).toContainText(`${b.member.fullName} countered with $26.00`);
  await expect(history(a.page)).toContainText('Meet me at $26?');
  await expect(
    a.page.getByText('Accepting puts $26.00 on hold in your wallet until the trade completes'),
  ).toBeVisible();
  await a.page.getByRole('radio', { name: /Credit Wallet/ }).check();
  await shot(a.page, 'counter-answer-mobile');
  await a.page.getByRole('button', { name: 'Accept Trade' }).click();
  await expect(toast(a.page, 'Trade Accepted!')).toBeVisible();
  await expect(a.page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(b.page.getByText('Accepted', { exact: true })).toBeVisible();
  expect(await wallet(a.page)).toMatchObject({ creditCents: 400, heldCents: 2600 });
  expect(await itemStatus(b.page, jacket.id)).toBe('sold');
  await shot(b.page, 'counter-accepted-desktop');

  await a.page.context().close();
  await b.page.context().close();
});

test('bundles: the seller sets discounts at 1280 px; a buyer at 375 px bundles three items and buys them at 15% off', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const b = await memberWith(browser, 'bunb', [
    ['Silk scarf', 1000],
    ['Leather belt', 2000],
    ['Ankle boots', 3000, 'shoes_footwear'],
  ]);
  const a = await memberWith(browser, 'buna', []);
  await topUp(a.page, 6000);

  // B's bundle discounts, in Settings.
  await b.page.goto('/settings');
  const discounts = b.page.getByRole('button', { name: 'Add a discount' });
  await discounts.click();
  await b.page.getByLabel('Discount 1, percent').fill('10');
  await discounts.click();
  await b.page.getByLabel('Discount 2, percent').fill('15');
  await expect(b.page.getByLabel('Discount 2, items')).toHaveValue('3');
  await shot(b.page, 'bundle-settings-desktop');
  await b.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(b.page, 'Bundle discounts saved')).toBeVisible();

  // A adds the three items from their pages.
  await a.page.setViewportSize({ width: 375, height: 812 });
  for (const listed of b.items) {
    await a.page.goto(`/item/${listed.id}`);
    const line = a.page.getByRole('region', { name: 'Bundles' });
    await expect(line).toContainText('10% off 2+ items · 15% off 3+ items');
    await line.getByRole('button', { name: 'Add to bundle' }).click();
    await expect(line.getByText('In your bundle')).toBeVisible();
  }
  await shot(a.page, 'bundle-line-mobile');
  await a.page.getByRole('link', { name: 'View bundles' }).click();
  const bundle = a.page.getByRole('region', { name: `From ${b.member.fullName}` });
  await expect(bundle.getByText('Bundle discount (15%)')).toBeVisible();
  await expect(bundle).toContainText('−$9.00');
  await expect(bundle.getByRole('radio', { name: /Credit Wallet/ })).toBeChecked();
  await shot(a.page, 'bundle-mobile');
  await bundle.getByRole('button', { name: 'Buy bundle for $51.00' }).click();
  await expect(toast(a.page, 'Bundle bought!')).toBeVisible();
  await a.page.waitForURL(/\/messages\/trade\//);
  const summary = a.page.getByRole('region', { name: 'Trade summary' });
  await expect(summary).toContainText(`for ${b.member.fullName}'s 3 items`);
  await expect(summary).toContainText('$51.00 cash');
  expect(await wallet(a.page)).toMatchObject({ creditCents: 900, heldCents: 5100 });
  for (const listed of b.items) expect(await itemStatus(b.page, listed.id)).toBe('sold');
  await a.page.setViewportSize({ width: 1280, height: 800 });
  await shot(a.page, 'bundle-bought-desktop');

  await a.page.context().close();
  await b.page.context().close();
});

test('an offered item is reserved until the offer is cancelled; a failed send shows the server message', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const b = await memberWith(browser, 'resb', [
    ['Wool scarf', 1500],
    ['Silk tie', 1200],
  ]);
  const a = await memberWith(browser, 'resa', [['Record player', 8000, 'audio_equipment']]);
  const [scarf, tie] = b.items as [Item, Item];

  // An item-only offer worth more than the scarf: no cash, so no payment is needed.
  let dialog = await openTradeBuilder(a.page, scarf.id);
  await dialog.getByRole('button', { name: /Record player/ }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText("You're offering $65.00 more than the item's value.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('No payment needed: this offer adds no cash.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Review offer' }).click();
  await dialog.getByRole('button', { name: 'Send Trade Offer' }).click();
  await a.page.waitForURL(/\/messages\/trade\//);
  const tradeId = tradeIdFrom(a.page);

  // The record player is now reserved: marked, and not selectable for another offer.
  dialog = await openTradeBuilder(a.page, tie.id);
  const reserved = dialog.getByRole('button', { name: /Record player/ });
  await expect(reserved).toContainText('Reserved');
  await expect(reserved).toBeDisabled();

  // No money in either wallet: no cash can be added.
  await expect(dialog.getByText('Up to $0.00 (both wallets)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '+$5' })).toBeDisabled();
  await a.page.keyboard.press('Escape');

  // A cancels the first offer: reserved no more. First, a message that fails to send comes back to the box.
  await a.page.goto(`/messages/trade/${tradeId}`);
  // The conversation has settled (the trade and its empty chat loaded) before anything is typed.
  await expect(a.page.getByRole('button', { name: 'Cancel offer' })).toBeVisible();
  await expect(a.page.getByText('No messages yet')).toBeVisible();
  let refusedSends = 0;
  await a.page.route(`**/api/trades/${tradeId}/messages`, (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    refusedSends += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Swapyard is busy. Try again.' } }),
    });
  });
  const box = a.page.getByPlaceholder('Type a message...');
  await box.fill('Still interested?');
  await expect(box).toHaveValue('Still interested?');
  await box.press('Enter');
  await expect
    .poll(() => refusedSends, { message: 'Enter sends the message (and the server refuses it)' })
    .toBe(1);
  await expect(toast(a.page, 'Failed to send message')).toContainText('Swapyard is busy. Try again.');
  await expect(box).toHaveValue('Still interested?');
  await a.page.unroute(`**/api/trades/${tradeId}/messages`);
  await a.page.getByRole('button', { name: 'Cancel offer' }).click();
  await expect(toast(a.page, 'Offer cancelled')).toBeVisible();
  await expect(a.page.getByText('Cancelled', { exact: true })).toBeVisible();

  dialog = await openTradeBuilder(a.page, tie.id);
  await expect(dialog.getByRole('button', { name: /Record player/ })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: /Record player/ })).not.toContainText('Reserved');
  await dialog.getByRole('button', { name: /Record player/ }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Review offer' }).click();
  // A failed send: 'Error' with the server's message, and the builder stays open.
  await a.page.route('**/api/trades', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'CONFLICT', message: 'This item is no longer available' },
          }),
        })
      : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Send Trade Offer' }).click();
  await expect(toast(a.page, 'Error')).toContainText('This item is no longer available');
  await expect(dialog).toBeVisible();

  await a.page.context().close();
  await b.page.context().close();
});

test('a trade invitation: the owner looks through the inviter’s closet and answers with a trade offer', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const b = await memberWith(browser, 'invb', [['Film camera', 6000, 'camera_equipment']]);
  const a = await memberWith(browser, 'inva', [
    ['Mountain bike helmet', 5500, 'sports'],
    ['Yoga mat', 2000, 'sports'],
  ]);
  const [camera] = b.items as [Item];

  await a.page.goto(`/item/${camera.id}`);
  await a.page.getByRole('button', { name: 'Make Offer' }).click();
  await offerDialog(a.page, 'Make Offer')
    .getByRole('button', { name: /Trade Invitation/ })
    .click();
  const dialog = offerDialog(a.page, 'Trade Invitation');
  await expect(dialog).toContainText('Check out my closet!');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await a.page.waitForURL(/\/messages\/trade\//);
  const invitationId = tradeIdFrom(a.page);

  // B picks a theme colour of their own.
  const themed = await b.page.request.patch('/api/me/profile', {
    data: { themeColor: '#E11D48' },
    headers: originHeader(),
  });
  expect(themed.ok(), await themed.text()).toBe(true);
  // Everywhere B is drawn, B's avatar has that colour: here in A's direct conversation with B.
  await a.page.goto(`/messages/direct/${(await tradeOf(a.page, invitationId)).owner.id}`);
  await expect(avatarIn(a.page, b.member.username)).toHaveCSS('background-color', 'rgb(225, 29, 72)');

  await b.page.goto(`/messages/trade/${invitationId}`);
  await expect(b.page.getByRole('button', { name: 'Accept Trade' })).toHaveCount(0);
  await b.page.getByRole('button', { name: 'View Their Closet' }).click();
  const closet = b.page.getByRole('dialog', { name: `${a.member.fullName}'s Closet` });
  await closet.getByRole('button', { name: /Sports & Outdoors/ }).click();
  await closet.getByRole('button', { name: /Mountain bike helmet/ }).click();
  await expect(closet.getByRole('region', { name: 'Trade value' })).toContainText('$5.00');
  // B asks A to add the difference.
  await closet.getByLabel('Cash').selectOption('them');
  await closet.getByLabel('Amount').fill('5');
  await shot(b.page, 'counter-compare-desktop');
  await b.page.setViewportSize({ width: 375, height: 812 });
  await shot(b.page, 'counter-compare-mobile');
  await b.page.setViewportSize({ width: 1280, height: 800 });
  await closet.getByRole('button', { name: 'Send Trade Offer' }).click();
  await expect(toast(b.page, 'Trade offer sent!')).toBeVisible();
  await expect(closet).toBeHidden();
  await b.page.waitForURL((url) => !url.pathname.endsWith(invitationId));
  const counterId = tradeIdFrom(b.page);
  const counter = await tradeOf(b.page, counterId);
  expect(counter).toMatchObject({ role: 'requester', status: 'pending', invitationId });
  expect(counter.ownerItem?.title).toBe('Mountain bike helmet');

  expect(counter.cashDifferenceCents).toBe(-500);

  // A, the inviter, now owns the decision on the counter-offer: the $5.00 asked of A is paid from a wallet A
  // chooses, as in the builder; with empty wallets A sees the shortfall before accepting.
  await a.page.goto(`/messages/trade/${counterId}`);
  const accept = a.page.getByRole('button', { name: 'Accept Trade' });
  // B's avatar in the trade header has B's theme colour, as on B's profile and in the feed.
  await expect(avatarIn(a.page, b.member.username)).toHaveCSS('background-color', 'rgb(225, 29, 72)');
  await expect(a.page.getByText('You add $5.00 cash')).toBeVisible();
  await expect(
    a.page.getByText(
      'This offer asks you to add $5.00 cash. It is put on hold in your wallet when you accept, and paid when the trade completes.',
    ),
  ).toBeVisible();
  await expect(
    a.page.getByText('Insufficient funds: you need $5.00 more to accept this offer.'),
  ).toBeVisible();
  await expect(a.page.getByRole('radio', { name: /Credit Wallet/ })).toBeDisabled();
  await expect(accept).toBeDisabled();
  await expect((await tradeOf(a.page, invitationId)).status).toBe('countered');

  await topUp(a.page, 2500);
  await a.page.reload();
  await expect(a.page.getByText(/Insufficient funds/)).toHaveCount(0);
  await a.page.getByRole('radio', { name: /Credit Wallet/ }).check();
  await shot(a.page, 'counter-accept-desktop');
  await a.page.setViewportSize({ width: 375, height: 812 });
  expect(await a.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  await shot(a.page, 'counter-accept-mobile');
  await accept.click();
  await expect(toast(a.page, 'Trade Accepted!')).toBeVisible();
  await expect(a.page.getByText('Paid from Credit Wallet')).toBeVisible();
  // The $5.00 A adds is on hold from A's credit until the trade completes, then paid to B.
  expect(await wallet(a.page)).toMatchObject({ creditCents: 2000, heldCents: 500 });
  expect((await wallet(b.page)).cashCents).toBe(0);
  await expect(
    a.page.getByText(
      `Your $5.00 stays on hold until the trade completes, then it is paid to ${b.member.fullName}.`,
    ),
  ).toBeVisible();

  await a.page.context().close();
  await b.page.context().close();
});

test('the offer dialog and the builder step live in the URL: Back moves one step, a reload keeps the dialog', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const b = await memberWith(browser, 'urlb', [['Wool coat', 4550]]);
  const a = await memberWith(browser, 'urla', [['Canvas tote bag', 2000]]);
  await topUp(a.page, 5000);
  const [wanted] = b.items as [Item];
  const page = a.page;
  const itemPath = `/item/${wanted.id}`;

  const dialog = await openTradeBuilder(page, wanted.id);
  await expect(page).toHaveURL(`${itemPath}?offer=swap&step=select`);
  const tote = dialog.getByRole('button', { name: /Canvas tote bag/ });
  await tote.click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(step(dialog, 'Calculate')).toHaveAttribute('aria-current', 'step');
  await expect(page).toHaveURL(`${itemPath}?offer=swap&step=calculate`);

  // The browser's Back: one step back, the builder and its choices still there.
  await page.goBack();
  await expect(step(dialog, 'Select')).toHaveAttribute('aria-current', 'step');
  await expect(tote).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`${itemPath}?offer=swap&step=select`);
  // Back again: the offer type choice; once more: the item page without the dialog.
  await page.goBack();
  await expect(
    offerDialog(page, 'Make Offer').getByText('How would you like to make your offer?'),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(itemPath);

  // Forward reopens it; a reload keeps the builder open at its step.
  await page.goForward();
  await page.goForward();
  await expect(step(offerDialog(page, 'Trade Offer'), 'Select')).toHaveAttribute('aria-current', 'step');
  await page.reload();
  await expect(step(offerDialog(page, 'Trade Offer'), 'Select')).toHaveAttribute('aria-current', 'step');

  // The dialog's own Back moves one step too, and closing leaves the item page as it was.
  await offerDialog(page, 'Trade Offer').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${itemPath}?offer=choose`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(itemPath);

  // Moving through the dialog does not ask for the item again: its data is made stale (the clock moves on), so a
  // rerun of the item route's data loading on each move would show here as a request.
  const itemRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/items/${wanted.id}`) itemRequests.push(request.url());
  });
  await page.clock.setFixedTime(Date.now() + 10 * 60_000);
  await page.getByRole('button', { name: 'Make Offer' }).click();
  await offerDialog(page, 'Make Offer')
    .getByRole('button', { name: /Trade Offer/ })
    .click();
  const builder = offerDialog(page, 'Trade Offer');
  await builder.getByRole('button', { name: /Canvas tote bag/ }).click();
  await builder.getByRole('button', { name: 'Continue' }).click();
  await expect(step(builder, 'Calculate')).toHaveAttribute('aria-current', 'step');
  await expect(page).toHaveURL(`${itemPath}?offer=swap&step=calculate`);
  await page.waitForTimeout(500); // a request the moves started would be under way by now
  expect(itemRequests).toEqual([]);

  // A reload mid-builder loses the choices, so it shows the first step, and the URL says so without leaving the
  // later step behind: the dialog's Back then takes one press to the offer type choice.
  await page.reload();
  await expect(step(builder, 'Select')).toHaveAttribute('aria-current', 'step');
  await expect(page).toHaveURL(`${itemPath}?offer=swap&step=select`);
  await builder.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${itemPath}?offer=choose`);
  await expect(
    offerDialog(page, 'Make Offer').getByText('How would you like to make your offer?'),
  ).toBeVisible();

  // Once the offer is sent, Back from its conversation is the item page without the dialog.
  await offerDialog(page, 'Make Offer')
    .getByRole('button', { name: /Trade Offer/ })
    .click();
  await builder.getByRole('button', { name: /Canvas tote bag/ }).click();
  await builder.getByRole('button', { name: 'Add $25.50' }).click();
  await builder.getByRole('button', { name: 'Continue' }).click();
  await builder.getByRole('button', { name: 'Continue' }).click();
  await builder.getByRole('radio', { name: /Credit Wallet/ }).check();
  await builder.getByRole('button', { name: 'Review offer' }).click();
  await builder.getByRole('button', { name: 'Send Trade Offer' }).click();
  await page.waitForURL(/\/messages\/trade\//);
  await page.goBack();
  await expect(page).toHaveURL(itemPath);
  await expect(page.getByRole('heading', { name: 'Wool coat' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The dialog's steps are gone from the history: Back again leaves the item page for the page before it.
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/item/${wanted.id}`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await a.page.context().close();
  await b.page.context().close();
});

test('phone width (390 px): the trade builder fits and every step is usable', async ({ browser }) => {
  test.setTimeout(90_000);
  const b = await memberWith(browser, 'mobb', [['Denim jacket with a rather long title for a phone', 4550]]);
  const a = await memberWith(browser, 'moba', [['Canvas tote bag', 2000]]);
  await topUp(a.page, 5000);
  await a.page.setViewportSize({ width: 390, height: 844 });
  const [wanted] = b.items as [Item];

  // The feed's Swap link opens the trade builder straight away.
  await a.page.goto(`/item/${wanted.id}?offer=swap`);
  const dialog = offerDialog(a.page, 'Trade Offer');
  await expect(step(dialog, 'Select')).toHaveAttribute('aria-current', 'step');
  const fits = async () => {
    expect(await a.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  };
  await fits();
  await shot(a.page, 'builder-select-mobile');
  await expectNoSeriousViolations(a.page);
  await dialog.getByRole('button', { name: /Canvas tote bag/ }).click();
  await dialog.getByRole('button', { name: 'Add $25.50' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Even Trade')).toBeVisible();
  await fits();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: /Credit Wallet/ }).check();
  await fits();
  await shot(a.page, 'builder-payment-mobile');
  await dialog.getByRole('button', { name: 'Review offer' }).click();
  const send = dialog.getByRole('button', { name: 'Send Trade Offer' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport();
  await fits();
  await shot(a.page, 'builder-confirm-mobile');
  await send.click();
  await a.page.waitForURL(/\/messages\/trade\//);
  await expect(
    a.page.getByRole('region', { name: 'Messages' }).getByPlaceholder('Type a message...'),
  ).toBeVisible();
  expect(await a.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await shot(a.page, 'conversation-mobile');
  await expectNoSeriousViolations(a.page);

  await a.page.context().close();
  await b.page.context().close();
});
