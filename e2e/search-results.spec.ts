import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { listItemByApi, memberPage, originHeader, saveShot } from './support';

// The results page (docs/product/search.md, "Results"): Enter in the search dialog, filters with their counts, the
// order, distance from the member's place, the URL holding it all, and Back; saving the search, and its alert when
// another member lists a match ("Alerts").

// GeoNames ids of the embedded gazetteer.
const PORTLAND = 5746545;
const BEAVERTON = 5713376;
const SPRINGFIELD_MO = 4409896;

async function setPlace(page: Page, placeId: number) {
  const response = await page.request.patch('/api/me/profile', {
    headers: originHeader(),
    data: { placeId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const width of [1280, 375]) {
  test(`search 'jacket', filter by size, price and distance, sort by price, and come back (${width} px)`, async ({
    browser,
  }) => {
    // Five listings, two members, a search saved and its alert: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const tag = `w${width}x${Date.now().toString(36)}`;
    const { page: sellerPage } = await memberPage(browser, `seller${width}`);
    const listed: string[] = [];
    const list = async (title: string, valueCents: number, placeId: number, size = 'm') => {
      const item = await listItemByApi(sellerPage.request, {
        title: `${title} ${tag}`,
        valueCents,
        placeId,
        size,
      });
      listed.push(item.id);
    };
    try {
      await list('Cord jacket', 4000, BEAVERTON);
      await list('Rain jacket', 4500, PORTLAND);
      await list('Suede jacket', 9000, PORTLAND);
      await list('Bomber jacket', 3000, PORTLAND, 'l');
      await list('Field jacket', 3500, SPRINGFIELD_MO);

      const { page } = await memberPage(browser, `finder${width}`);
      await setPlace(page, PORTLAND);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      const field = page.getByRole('dialog').getByRole('combobox', { name: 'Search' });
      await field.fill(`jacket ${tag}`);
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=jacket%20${tag}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: `Results for “jacket ${tag}”` }),
      ).toBeVisible();
      const results = page.getByRole('list', { name: 'Results' });
      // Within the member's own 50 km of Portland: not Springfield's.
      await expect(results.getByRole('listitem')).toHaveCount(4);

      let filters = page.getByRole('complementary', { name: 'Filters' });
      if (width < 768) {
        await page.getByRole('button', { name: 'Filters' }).click();
        filters = page.getByRole('dialog', { name: 'Filters' });
      }
      // Each value says how many it would leave: M leaves three of the four.
      await filters.getByRole('button', { name: 'M 3', exact: true }).click();
      await filters.getByLabel('Max price').fill('50');
      await filters.getByRole('button', { name: 'Apply price' }).click();
      await filters.getByRole('button', { name: /^25 km/ }).click();
      await expect(filters.getByText('From Portland, OR, US')).toBeVisible();
      if (width < 768) {
        await saveShot(page, `search-filters-${width}`, false);
        await filters.getByRole('button', { name: 'Show 2 items' }).click();
      }
      await page.getByLabel('Sort by').selectOption('price_asc');
      await expect(page).toHaveURL(/size=m/);
      await expect(page).toHaveURL(/maxPriceCents=5000/);
      await expect(page).toHaveURL(/radius=25/);
      await expect(page).toHaveURL(/sort=price_asc/);
      const titles = results.getByRole('heading', { level: 2 });
      await expect(titles).toHaveText([`Cord jacket ${tag}`, `Rain jacket ${tag}`]);
      await expect(results.getByRole('listitem').first()).toContainText(
        'about 10 km away · Beaverton, OR, US',
      );
      await expect(results.getByRole('listitem').first()).toContainText('$40.00');
      await expect(page.getByText('2 items', { exact: true })).toBeVisible();
      await saveShot(page, `search-results-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // The item page, then Back: the same filters, order and results.
      const filtered = page.url();
      await results.getByRole('link', { name: `Rain jacket ${tag}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Rain jacket ${tag}` })).toBeVisible();
      await page.goBack();
      expect(page.url()).toBe(filtered);
      await expect(titles).toHaveText([`Cord jacket ${tag}`, `Rain jacket ${tag}`]);
      await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');

      // Saved under a name; a new listing that matches shows as new on the saved searches page.
      await page.getByRole('button', { name: 'Save this search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await expect(dialog.getByLabel('Name')).toHaveValue(
        `“jacket ${tag}” · M · under $50.00 · within 25 km`,
      );
      await dialog.getByLabel('Name').fill(`Jackets ${tag}`);
      await dialog.getByRole('button', { name: 'Save', exact: true }).dblclick();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Search saved' })).toBeVisible();
      // Another member lists a matching jacket: the finder is told at once, in the bell.
      await list('Linen jacket', 3800, PORTLAND);
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
      await bell.click();
      const alert = page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('button', { name: new RegExp(`^Unread: New match for “Jackets ${tag}”`) });
      await expect(alert).toContainText(`Linen jacket ${tag}, $38.00`);
      await saveShot(page, `search-alert-${width}`);
      await alert.click();
      await expect(page.getByRole('heading', { level: 1, name: `Linen jacket ${tag}` })).toBeVisible();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Saved searches' }).click();
      const saved = page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem');
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText(`Jackets ${tag}`);
      await expect(saved).toContainText('1 new');
      // Its alerts can be turned off, and stay off.
      const alerts = saved.getByRole('switch', { name: `Alerts for Jackets ${tag}` });
      await expect(alerts).toBeChecked();
      await alerts.click();
      await expect(alerts).not.toBeChecked();
      await page.reload();
      await expect(alerts).not.toBeChecked();
      await saveShot(page, `saved-searches-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await saved.getByRole('button', { name: `Open Jackets ${tag}` }).click();
      await expect(titles).toHaveText([`Linen jacket ${tag}`, `Cord jacket ${tag}`, `Rain jacket ${tag}`]);
    } finally {
      // The journey's jackets go again: other journeys count the demo's jackets and vintage things.
      for (const id of listed)
        await sellerPage.request.delete(`/api/items/${id}`, { headers: originHeader() });
    }
  });
}
