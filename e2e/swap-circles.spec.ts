import { expect, test } from '@playwright/test';
import { listItemByApi, memberPage } from './support';

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
