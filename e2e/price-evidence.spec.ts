import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { intentHeaders, listItemByApi, memberPage, openUploadOverlay, saveShot, topUpByApi } from './support';

// Suggested prices only from evidence (docs/product/listing.md, "Suggested prices"): a title nothing on Swapyard is
// like gets no price; a title like three lamps that sold gets a price inside what they sold for, with the sales
// one tap away. At 1280 and 375 px.

const card = (overlay: Locator) => overlay.getByRole('region', { name: 'AI Analysis' });

async function reanalyse(page: Page, overlay: Locator) {
  const analysed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/analysis/item' && r.request().method() === 'POST',
  );
  await overlay.getByRole('button', { name: 'Reanalyze' }).click();
  expect((await analysed).ok()).toBe(true);
  await expect(card(overlay).getByRole('status')).toHaveCount(0);
}

test('no similar items, no price; three similar sales, a price inside them with the evidence', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = `p${Date.now().toString(36)}`;
  const lamp = `Brass banker lamp ${tag}`;
  const { page: seller } = await memberPage(browser, 'lampseller');
  const { page: buyer } = await memberPage(browser, 'lampbuyer');
  await topUpByApi(buyer, 10_000);
  for (const valueCents of [2200, 2500, 2800]) {
    const item = await listItemByApi(seller.request, {
      title: lamp,
      category: 'home_garden',
      size: 'one_size',
      valueCents,
    });
    const bought = await buyer.request.post('/api/trades/buy', {
      data: { itemId: item.id, priceCents: valueCents, paymentMethod: 'credit' },
      headers: intentHeaders(),
    });
    expect(bought.status(), await bought.text()).toBe(201);
  }

  for (const width of [1280, 375]) {
    const { page } = await memberPage(browser, `pricer${width}`);
    // Sell is in the header: the overlay is opened there, then the page narrowed.
    const overlay = await openUploadOverlay(page);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    const value = overlay.getByLabel('Value ($)');

    await overlay.getByLabel('Title').fill('Porcelain cup and saucer');
    await reanalyse(page, overlay);
    await expect(card(overlay)).toContainText('Not enough similar items to suggest a price');
    await expect(value).toHaveValue('');
    await expect(card(overlay).getByText('Suggested', { exact: true })).toHaveCount(0);
    await card(overlay).scrollIntoViewIfNeeded();
    await saveShot(page, `price-evidence-none-${width}`, false);

    await overlay.getByLabel('Title').fill(lamp);
    await reanalyse(page, overlay);
    await expect(value).toHaveValue('25');
    await expect(card(overlay)).toContainText('Similar items sold for $22–$28 (3 sales in the last 30 days)');
    await card(overlay).getByRole('button', { name: 'Show the 3 similar items' }).click();
    const similar = card(overlay).getByRole('list', { name: 'Similar items' });
    await expect(similar.getByRole('listitem')).toHaveCount(3);
    await expect(similar.getByRole('listitem').first()).toContainText('Sold · today');
    await card(overlay).scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page);
    await saveShot(page, `price-evidence-${width}`, false);
  }
});
