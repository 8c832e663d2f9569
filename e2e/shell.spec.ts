import { expect, test } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('header shows logo, search, Sell, bell, messages and Login; no bottom navigation', async ({
    page,
  }) => {
    await page.goto('/help');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Swapyard' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sell' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Messages' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await header.getByRole('link', { name: 'Swapyard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Ctrl+K opens the universal search dialog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByPlaceholder('Search for users, items, or categories... (Ctrl+K)')).toBeFocused();
    for (const tab of ['All', 'Users', 'Items', 'Categories']) {
      await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(dialog.getByText('Start typing to search for users, items, or categories')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the bell opens a Notifications popover', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  });

  test('Sell opens the full-screen Upload Item overlay', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sell' }).click();
    const overlay = page.getByRole('dialog', { name: 'Upload Item' });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
  });
});

test.describe('phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('bottom navigation is shown and Sell is hidden', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sell' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Match' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await nav.getByRole('link', { name: 'Match' }).click();
    await expect(page).toHaveURL(/\/matches$/);

    await nav.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload Item' })).toBeVisible();
  });

  test('the bell opens a Notifications bottom sheet', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  });
});

test.describe('phone (375 × 740)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("toasts stay below the overlay's top bar, and a repeated one replaces the one on screen", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'List' }).click();
    const overlay = page.getByRole('dialog', { name: 'Upload Item' });
    await expect(overlay).toBeVisible();
    const close = overlay.getByRole('button', { name: 'Close' });
    const upload = overlay.getByRole('button', { name: 'Upload', exact: true });

    // A visitor pressing Upload again and again, then trying to add a photo: the same reason each time.
    for (let press = 0; press < 3; press++) await upload.click();
    await overlay.getByRole('button', { name: 'Take Photos' }).click();
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ hasText: 'Authentication required' })).toHaveCount(1);
    await expect(toasts).toHaveCount(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shell-toast-overlay-375.png` });

    const bar = (await upload.boundingBox())!;
    const toast = (await toasts.first().boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    // Close and Upload still answer while the toast is up.
    await close.click();
    await expect(overlay).toBeHidden();
    await expect(toasts).toHaveCount(1);
  });
});

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(errors.some((text) => text.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

const pages: [path: string, heading: string][] = [
  ['/discovery', 'New in closets'],
  ['/matches', 'New in closets'],
  ['/survey', 'Tell us your interests'],
  ['/survey?mode=update', 'Update your interests'],
  ['/profile', 'My Profile'],
  ['/user/nora', 'Nora Lindqvist'],
  ['/wallet', 'Wallet'],
  ['/saved', 'Saved Items'],
  ['/item/123', 'Item not found'],
  ['/items/123', 'Item not found'],
  ['/payment-success', 'Invalid payment session'],
  ['/community', 'Community'],
  ['/reviews', 'Reviews'],
  ['/settings', 'Settings'],
  ['/help', 'Help'],
  ['/live', 'Live'],
  ['/auth/reset-password', "This reset link doesn't work"],
];

test('every documented route has its page', async ({ page }) => {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }), path).toBeVisible();
  }
});

test('a visitor on /admin is told "Access Denied" and sent back', async ({ page }) => {
  await page.goto('/help');
  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin$/);
});

test('the view scrolls to the top on a route change', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 500 });
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  // Strings, not functions: this project's e2e code is type-checked without the DOM library.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
});
