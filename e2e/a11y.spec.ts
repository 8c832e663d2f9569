import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInByApi } from './support';
import { expectNoSeriousViolations, expectNoSeriousViolationsInBothSchemes } from './axe';

for (const path of ['/', '/auth', '/auth?tab=sign-up', '/live', '/this-page-does-not-exist']) {
  test(`no serious or critical axe violations on ${path}, light and dark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page);
  });
}

test('no serious or critical axe violations on /wallet for a member with money, light and dark', async ({
  page,
}) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  await page.goto('/wallet');
  await expect(page.getByTestId('credit-balance')).not.toHaveText('$0.00');
  await expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible();
  await expectNoSeriousViolationsInBothSchemes(page);
});

test('no serious or critical axe violations in the search dialog, light and dark', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolationsInBothSchemes(page);
});

test('no serious or critical axe violations on the phone layout', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('no serious or critical axe violations for a signed-in member with the account menu open', async ({
  page,
}) => {
  await signInByApi(page, 'zara', DEMO_PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page);
});
