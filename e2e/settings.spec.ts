import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { createConfirmedMember, signInByApi, signInThroughForm } from './support';

const settingSwitch = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

test('the settings toggles save as they change and stay after a reload', async ({ page, request }) => {
  const member = await createConfirmedMember(request, 'settings');
  await signInByApi(page, member.username, member.password);
  await page.goto('/settings');

  // Push, Email and Trade Updates on by default (docs/product/settings.md); the profile is public, location and
  // status shown.
  for (const name of [
    'Push Notifications',
    'Email Notifications',
    'Trade Updates',
    'Show Online Status',
    'Location Sharing',
  ]) {
    await expect(settingSwitch(page, name)).toBeChecked();
  }
  await expect(settingSwitch(page, 'Two-Factor Authentication')).not.toBeChecked();
  const visibility = page.getByRole('radiogroup', { name: 'Profile Visibility' });
  await expect(visibility.getByRole('radio', { name: 'Public' })).toBeChecked();

  await settingSwitch(page, 'Email Notifications').click();
  await expect(settingSwitch(page, 'Email Notifications')).not.toBeChecked();
  await expect(page.getByText('Saved')).toBeVisible();
  await settingSwitch(page, 'Trade Updates').click();
  await settingSwitch(page, 'Location Sharing').click();
  await settingSwitch(page, 'Show Online Status').click();
  await visibility.getByRole('radio', { name: 'Friends' }).click();
  await expect(visibility.getByRole('radio', { name: 'Friends' })).toBeChecked();
  // Keyboard: arrows move the choice, and it is saved too.
  // (Held until checked: Radix checks on the deferred focus only while the arrow key is down, as a hand does.)
  await page.keyboard.down('ArrowRight');
  await expect(visibility.getByRole('radio', { name: 'Private' })).toBeChecked();
  await page.keyboard.up('ArrowRight');
  await expect
    .poll(async () => (await page.request.get('/api/me/settings')).json())
    .toEqual({
      profileVisibility: 'private',
      showOnlineStatus: false,
      pushNotifications: true,
      emailNotifications: false,
      tradeUpdates: false,
      locationSharing: false,
    });

  await page.reload();
  await expect(visibility.getByRole('radio', { name: 'Private' })).toBeChecked();
  await expect(settingSwitch(page, 'Push Notifications')).toBeChecked();
  for (const name of ['Email Notifications', 'Trade Updates', 'Location Sharing', 'Show Online Status']) {
    await expect(settingSwitch(page, name)).not.toBeChecked();
  }

  await settingSwitch(page, 'Email Notifications').click();
  await page.reload();
  await expect(settingSwitch(page, 'Email Notifications')).toBeChecked();

  await page.getByRole('link', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/survey\?mode=update$/);
});

test('a toggle that fails to save moves back and says why', async ({ page, request }) => {
  const member = await createConfirmedMember(request, 'settingsfail');
  await signInByApi(page, member.username, member.password);
  await page.route('**/api/me/settings', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Swapyard is busy. Try again.' } }),
        })
      : route.continue(),
  );
  await page.goto('/settings');
  const push = settingSwitch(page, 'Push Notifications');
  await expect(push).toBeChecked();
  await push.click();
  await expect(page.getByText('Failed to save settings')).toBeVisible();
  await expect(page.getByText('Swapyard is busy. Try again.')).toBeVisible();
  await expect(push).toBeChecked();
  await page.unroute('**/api/me/settings');
  await page.reload();
  await expect(push).toBeChecked();
});

test('a member turns on two-factor in settings, signs in with a code, and turns it off', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, 'settings2fa');
  await signInByApi(page, member.username, member.password);
  await page.goto('/settings');

  await settingSwitch(page, 'Two-Factor Authentication').click();
  const enrol = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await expect(enrol).toBeVisible();
  await enrol.getByLabel('Password').fill('not-my-password');
  await enrol.getByRole('button', { name: 'Continue' }).click();
  await expect(enrol.getByRole('alert')).toBeVisible();
  await enrol.getByLabel('Password').fill(member.password);
  await enrol.getByRole('button', { name: 'Continue' }).click();

  const setup = page.getByRole('dialog', { name: 'Set up your authenticator app' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The key as a member would type it into the app (grouped in fours; apps ignore the spaces).
  const shownKey = (await setup.getByTestId('totp-secret').textContent()) ?? '';
  const secret = shownKey.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const totp = new TOTP({ secret, digits: 6, period: 30 });

  const code = setup.getByLabel('Authentication code');
  await code.fill(totp.generate() === '000000' ? '111111' : '000000');
  await setup.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(setup.getByRole('alert')).toBeVisible();
  await code.fill(totp.generate());
  await setup.getByRole('button', { name: 'Verify and turn on' }).click();

  const backup = page.getByRole('dialog', { name: 'Save your backup codes' });
  await expect(backup).toBeVisible();
  await expect(page.getByText('Two-factor authentication enabled')).toBeVisible();
  expect(
    await backup.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').count(),
  ).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await backup.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('swapyard-backup-codes.txt');
  await backup.getByRole('button', { name: 'Done' }).click();
  await expect(backup).toBeHidden();
  await expect(settingSwitch(page, 'Two-Factor Authentication')).toBeChecked();

  // Sign out from the settings page, then sign-in asks for a code.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await signInThroughForm(page, member.username, member.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.goto('/settings');
  await expect(settingSwitch(page, 'Two-Factor Authentication')).toBeChecked();
  await settingSwitch(page, 'Two-Factor Authentication').click();
  const disable = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await disable.getByLabel('Password').fill(member.password);
  await disable.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor authentication disabled')).toBeVisible();
  await expect(disable).toBeHidden();
  await expect(settingSwitch(page, 'Two-Factor Authentication')).not.toBeChecked();

  // One step again: no code asked.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await signInThroughForm(page, member.username, member.password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeHidden();
});
