import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { listItemByApi, memberPage, originHeader, saveShot } from './support';

// Price drops (docs/product/search.md, "Price drops"): two members like a listing, one on a desktop, one on a phone;
// its seller lowers the price; each is told in the bell, and the listing's card shows the old price struck through.

test('a liked listing gets cheaper and its likers are told (1280 and 375 px)', async ({ browser }) => {
  test.setTimeout(60_000);
  const tag = `d${Date.now().toString(36)}`;
  const title = `Wool coat ${tag}`;
  const { page: sellerPage } = await memberPage(browser, 'dropseller');
  const item = await listItemByApi(sellerPage.request, { title, valueCents: 3000 });
  try {
    const likers: Array<{ page: Page; width: number }> = [];
    for (const width of [1280, 375]) {
      const { page } = await memberPage(browser, `liker${width}`);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/item/${item.id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const like = page.getByRole('button', { name: /^Like,/ });
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      likers.push({ page, width });
    }

    const lowered = await sellerPage.request.patch(`/api/items/${item.id}`, {
      headers: originHeader(),
      data: { valueCents: 2400 },
    });
    expect(lowered.ok(), await lowered.text()).toBe(true);

    for (const { page, width } of likers) {
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
      await bell.click();
      const alert = page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('button', { name: /^Unread: Price drop/ });
      await expect(alert).toContainText(`${title}: now $24.00, was $30.00`);
      await saveShot(page, `price-drop-alert-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      // Opening it shows the listing at its new price, even in the tab that showed the old one.
      await alert.click();
      await expect(page).toHaveURL(new RegExp(`/item/${item.id}$`));
      await expect(page.getByRole('main').getByText('Value: $24.00').first()).toBeVisible();
    }

    // Its card in search shows the price it was, struck through.
    const { page } = likers[0]!;
    await page.goto(`/search?q=${encodeURIComponent(tag)}&radius=any`);
    const card = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('$24.00');
    await expect(card.locator('s')).toHaveText('was $30.00');
  } finally {
    await sellerPage.request.delete(`/api/items/${item.id}`, { headers: originHeader() });
  }
});
