import type { Item } from '@swapyard/domain/items';
import { expect, test, type Page } from '@playwright/test';
import {
  INSTANCES,
  countRequests,
  listItemByApi,
  memberPage,
  originHeader,
  topUpByApi,
  walletOf,
} from './support';

test.describe('wants', () => {
  test('a member wants an item from its page and from the feed, sees both on /matches and removes them', async ({
    browser,
  }) => {
    const seller = await memberPage(browser, 'wantseller');
    const jacket = await listItemByApi(seller.page.request, { title: 'Corduroy jacket to want' });
    const boots = await listItemByApi(seller.page.request, { title: 'Hiking boots to want' });
    const { page } = await memberPage(browser, 'wantbuyer');

    await page.goto(`/item/${jacket.id}`);
    const want = page.getByRole('button', { name: 'I want this' });
    await want.click();
    await expect(page.getByRole('button', { name: 'Wanted' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
    const wants = page.getByRole('list', { name: 'Your wants' });
    await expect(wants.getByRole('link', { name: 'Corduroy jacket to want' })).toBeVisible();

    // The feed below: the boots' card has its own 'I want this'.
    const bootsCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Hiking boots to want' }) })
      .last();
    await bootsCard.getByRole('button', { name: 'I want this' }).click();
    await expect(wants.getByRole('link', { name: 'Hiking boots to want' })).toBeVisible();
    await expect(wants.getByRole('listitem')).toHaveCount(2);

    // Pressing 'Wanted' again removes the want, here and after a reload.
    await wants
      .getByRole('listitem')
      .filter({ hasText: 'Corduroy jacket to want' })
      .getByRole('button', { name: 'Wanted' })
      .click();
    await expect(wants.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your wants' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('list', { name: 'Your wants' }).getByRole('button', { name: 'Wanted' }).click();
    await expect(page.getByText('Nothing wanted yet')).toBeVisible();
    expect(boots.id).not.toBe(jacket.id);
  });

  test('the owner turns Open to swap off and on from the item page', async ({ browser }) => {
    const { page } = await memberPage(browser, 'openswap');
    const item = await listItemByApi(page.request, { title: 'Lamp open to swap' });
    await page.goto(`/item/${item.id}`);
    const toggle = page.getByRole('switch', { name: 'Open to swap' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Open to swap' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Open to swap' }).click();
    await expect(page.getByRole('switch', { name: 'Open to swap' })).toBeChecked();
    // The owner is never offered 'I want this' on their own item.
    await expect(page.getByRole('button', { name: 'I want this' })).toHaveCount(0);
  });

  test('a visitor pressing I want this is asked to sign in', async ({ browser }) => {
    const seller = await memberPage(browser, 'wantvisit');
    const item = await listItemByApi(seller.page.request, { title: 'Scarf a visitor wants' });
    const page = await (await browser.newContext()).newPage();
    await page.goto(`/item/${item.id}`);
    await page.getByRole('button', { name: 'I want this' }).click();
    await expect(page.getByText('Please sign in to want items')).toBeVisible();
  });
});

/** The member wants the item, through the API (the button has its own journey above). */
async function wantByApi(page: Page, item: Item) {
  const response = await page.request.put(`/api/items/${item.id}/want`, { headers: originHeader() });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The member's circle on /matches: it appears once the solve that a want asked for has run (a few seconds). */
async function circleCard(page: Page) {
  await page.goto('/matches');
  const card = page.getByRole('article').filter({ hasText: /^Swap circle with/ });
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  return card;
}

test.describe('swap circles', () => {
  test(
    'three members who want each other’s items see one circle, all accept, and all three items change hands',
    INSTANCES,
    async ({ browser }) => {
      // Three members, a solve to wait for (up to 30 s on its own), three acceptances and two trade pages.
      test.setTimeout(90_000);
      const members = [];
      for (const tag of ['circleana', 'circleben', 'circlecai']) {
        const { page, member } = await memberPage(browser, tag);
        const item = await listItemByApi(page.request, { title: `${tag} swap item`, valueCents: 3000 });
        members.push({ page, item, member });
      }
      const [ana, ben, cai] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
      // Ana wants Ben's item, Ben wants Cai's, Cai wants Ana's.
      await wantByApi(ana.page, ben.item);
      await wantByApi(ben.page, cai.item);
      await wantByApi(cai.page, ana.item);

      const anaCard = await circleCard(ana.page);
      await expect(anaCard.getByText('You give')).toBeVisible();
      await expect(anaCard).toContainText('circleana swap item');
      await expect(anaCard).toContainText('circleben swap item');
      await expect(anaCard).toContainText('An even swap: no cash either way');
      await expect(anaCard).toContainText('0 of 3 accepted');
      await anaCard.getByRole('button', { name: 'Accept' }).click();
      await expect(anaCard).toContainText('You accepted. Waiting for the others.');

      const benCard = await circleCard(ben.page);
      await expect(benCard).toContainText('1 of 3 accepted');
      await benCard.getByRole('button', { name: 'Accept' }).click();
      await expect(benCard).toContainText('2 of 3 accepted');
      // Live: Ana's page counts Ben's acceptance without a reload.
      await expect(anaCard).toContainText('2 of 3 accepted');

      const caiCard = await circleCard(cai.page);
      await caiCard.getByRole('button', { name: 'Accept' }).click();
      await expect(cai.page.getByText('Everyone accepted: the swaps are on')).toBeVisible();
      await expect(cai.page.getByText('No swap circles yet')).toBeVisible();
      await expect(ana.page.getByText('No swap circles yet')).toBeVisible();

      for (const { page, item } of members) {
        const response = await page.request.get(`/api/items/${item.id}`);
        expect(((await response.json()) as Item).status).toBe('swapped');
      }
      // Each leg is an accepted trade: Ana receives Ben's item in hers.
      const trades = (await (await ana.page.request.get('/api/trades')).json()) as {
        trades: Array<{
          id: string;
          kind: string;
          status: string;
          ownerItem: { id: string } | null;
          role: string;
        }>;
      };
      expect(
        trades.trades.map((trade) => [trade.kind, trade.status, trade.ownerItem?.id, trade.role]),
      ).toEqual(
        expect.arrayContaining([
          ['circle', 'accepted', ben.item.id, 'requester'],
          ['circle', 'accepted', ana.item.id, 'owner'],
        ]),
      );

      // Each leg's trade page shows Ana's whole part: she gives hers to Cai and gets Ben's, and no cash moves.
      const giving = trades.trades.find((trade) => trade.kind === 'circle' && trade.role === 'owner')!;
      await ana.page.goto(`/messages/trade/${giving.id}`);
      const summary = ana.page.getByRole('region', { name: 'Trade summary' });
      const gives = summary.getByRole('region', { name: 'You give' });
      await expect(gives).toContainText(`You give to ${cai.member.fullName}`);
      await expect(gives).toContainText('circleana swap item');
      await expect(gives).toContainText('This trade');
      const gets = summary.getByRole('region', { name: 'You get' });
      await expect(gets).toContainText(`You get from ${ben.member.fullName}`);
      await expect(gets).toContainText('circleben swap item');
      await expect(summary).toContainText('An even swap: no cash either way');
      await expect(summary).not.toContainText('goes to another member');
      // The other leg is a trade of its own, one tap away; it reads the same, from its side.
      await gets.getByRole('link', { name: 'Open that trade' }).click();
      await expect(ana.page).not.toHaveURL(new RegExp(giving.id));
      await expect(summary.getByRole('region', { name: 'You get' })).toContainText('This trade');
      await expect(summary.getByRole('region', { name: 'You give' })).toContainText(
        `You give to ${cai.member.fullName}`,
      );
    },
  );

  test('Accept double-clicked holds once; a decline dissolves the circle for everyone and releases the cash held', async ({
    browser,
  }) => {
    const low = await memberPage(browser, 'circlelow');
    const high = await memberPage(browser, 'circlehigh');
    const lowItem = await listItemByApi(low.page.request, { title: 'Cheaper swap item', valueCents: 10_000 });
    const highItem = await listItemByApi(high.page.request, {
      title: 'Dearer swap item',
      valueCents: 12_000,
    });
    await topUpByApi(low.page, 2500);
    await wantByApi(low.page, highItem);
    await wantByApi(high.page, lowItem);

    const lowCard = await circleCard(low.page);
    await expect(lowCard).toContainText('You pay $20.00');
    await expect(lowCard.getByRole('radio', { name: /Credit Wallet/ })).toBeChecked();
    // Double-clicked, Accept holds the cash once (docs/product/app-shell.md, "One press, one action").
    const accepts = countRequests(low.page, 'POST', /^\/api\/circles\/[^/]+\/accept$/);
    await lowCard.getByRole('button', { name: 'Accept' }).dblclick();
    await expect(lowCard).toContainText('You accepted. Waiting for the others.');
    expect((await walletOf(low.page)).creditCents).toBe(500);
    expect(accepts()).toBe(1);

    const highCard = await circleCard(high.page);
    await expect(highCard).toContainText('You receive $20.00');
    await highCard.getByRole('button', { name: 'Decline' }).click();
    await expect(high.page.getByText('No swap circles yet')).toBeVisible();
    await expect(low.page.getByText('No swap circles yet')).toBeVisible();
    expect((await walletOf(low.page)).creditCents).toBe(2500);
    for (const [page, item] of [
      [low.page, lowItem],
      [high.page, highItem],
    ] as const) {
      expect(((await (await page.request.get(`/api/items/${item.id}`)).json()) as Item).status).toBe(
        'available',
      );
    }
  });

  test('raising the cash limit on /matches lets a circle with a bigger difference be proposed', async ({
    browser,
  }) => {
    const low = await memberPage(browser, 'circlelimit');
    const high = await memberPage(browser, 'circlelimhi');
    const lowItem = await listItemByApi(low.page.request, { title: 'Modest swap item', valueCents: 10_000 });
    const highItem = await listItemByApi(high.page.request, {
      title: 'Pricier swap item',
      valueCents: 14_000,
    });
    await wantByApi(low.page, highItem);
    await wantByApi(high.page, lowItem);

    await low.page.goto('/matches');
    const limit = low.page.getByLabel('To balance a swap I pay');
    await expect(limit).toHaveValue('25');
    // $40 more is over 25% of $100: nothing is proposed.
    await expect(low.page.getByText('No swap circles yet')).toBeVisible();
    await limit.selectOption('50');
    await expect(low.page.getByText('Cash limit saved')).toBeVisible();
    const card = low.page.getByRole('article').filter({ hasText: /^Swap circle with/ });
    await expect(card).toContainText('You pay $40.00', { timeout: 30_000 });
    await low.page.reload();
    await expect(low.page.getByLabel('To balance a swap I pay')).toHaveValue('50');
  });
});
