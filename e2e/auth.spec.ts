import { expect, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import {
  INSTANCES,
  createConfirmedMember,
  DEMO_PASSWORD,
  linkIn,
  newMember,
  originHeader,
  signInByApi,
  signInThroughForm,
  signOutFromMenu,
  waitForMail,
} from './support';

const SHOTS = process.env.E2E_SHOTS_DIR;

test(
  'sign up, confirm by e-mail, sign out, and sign in with the username',
  INSTANCES,
  async ({ page, request }) => {
    const member = newMember('signup');

    await test.step('sign up shows "Check your email!"', async () => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('Full name').fill(member.fullName);
      await page.getByLabel('Username').fill(member.username);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
      await expect(page.getByText(member.email)).toBeVisible();
    });

    await test.step('the confirmation link lands on /survey, signed in', async () => {
      const mail = await waitForMail(request, member.email);
      await page.goto(linkIn(mail));
      await expect(page).toHaveURL(/\/survey/);
      await expect(page.getByRole('heading', { name: 'Tell us your interests' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    });

    await test.step('sign out says goodbye and goes home', async () => {
      await signOutFromMenu(page);
      await expect(page.getByText('Come back soon!')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      // The header's (the visitor's home page has one of its own, in its welcome).
      await expect(
        page.getByRole('navigation', { name: 'Account and activity' }).getByRole('link', { name: 'Login' }),
      ).toBeVisible();
    });

    await test.step('the first sign-in goes to the first-time survey', async () => {
      await signInThroughForm(page, member.username, member.password);
      await expect(page).toHaveURL(/\/survey\?mode=first-time$/);
      await expect(page.getByRole('heading', { name: 'Tell us your interests' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    });

    await test.step('later sign-ins are welcomed back to where they came from', async () => {
      await signOutFromMenu(page);
      await page.goto('/help');
      await page.getByRole('link', { name: 'Login' }).click();
      await page.getByLabel('Email or username').fill(member.username);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.locator('[data-sonner-toast]').getByText('Welcome back!')).toBeVisible();
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole('heading', { name: 'Welcome back!' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menu')).toContainText(member.fullName);
      for (const item of ['Profile', 'Wallet', 'Settings', 'Sign out']) {
        await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
      }
    });
  },
);

test("a visitor's page loads log no console error: the session check answers 200", async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  for (const path of ['/', '/discovery', '/help', '/auth', '/profile', '/wallet', '/saved']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('no placeholder on the sign-in, sign-up and recovery forms is cut off on a 375 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  /** Inputs whose placeholder text is wider than the room inside them. */
  // A string, not a function: this project's e2e code is type-checked without the DOM library.
  const clipped = () =>
    page.evaluate<string[]>(`(() => {
      const canvas = document.createElement('canvas').getContext('2d');
      return [...document.querySelectorAll('input[placeholder]')]
        .filter((input) => input.offsetParent !== null)
        .filter((input) => {
          const style = getComputedStyle(input);
          canvas.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return canvas.measureText(input.placeholder).width > room;
        })
        .map((input) => input.placeholder);
    })()`);
  await page.goto('/auth');
  await expect(page.getByLabel('Email or username')).toBeVisible();
  await page.evaluate('document.fonts.ready.then(() => true)');
  expect(await clipped()).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/auth-sign-in-375.png` });
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
  expect(await clipped()).toEqual([]);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.locator('input[placeholder]')).toHaveCount(1);
  expect(await clipped()).toEqual([]);
});

test('a wrong password shows "Sign in failed"', async ({ page, request }) => {
  const member = await createConfirmedMember(request, 'wrongpw');
  await signInThroughForm(page, member.email, 'not-the-password');
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

// The sign-up form's own checks (every field's message, a common password refused before sending) are component
// tests: apps/web/src/features/auth/components/sign-up-form.test.tsx.

test('a demo member signs in with their username and gets the avatar menu', async ({ page }) => {
  await signInThroughForm(page, 'nora', DEMO_PASSWORD);
  const menu = page.getByRole('button', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('@nora', { exact: true })).toBeVisible();
});

test('a signed-in visitor on /auth sees "Welcome back!" and can sign out', async ({ page }) => {
  await signInByApi(page, 'leo', DEMO_PASSWORD);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out of all devices' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('password recovery by e-mail', async ({ page, request }) => {
  const member = await createConfirmedMember(request, 'recover');
  const newPassword = 'a-brand-new-secret';

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${member.email}`)).toBeVisible();

  const mail = await waitForMail(request, member.email, /reset|password/i);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('iloveyou');
  await page.getByLabel('Confirm new password').fill('iloveyou');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('This password is too common. Please choose a less common one.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughForm(page, member.username, newPassword);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a member with two-factor authentication enters a code to finish signing in', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, 'twofa');

  // Enrol an authenticator app through the API, as the settings screen will.
  await signInByApi(page, member.username, member.password);
  const enable = await page.request.post('/api/auth/two-factor/enable', {
    data: { password: member.password },
    headers: originHeader(),
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const totp = new TOTP({ secret: new URL(totpURI).searchParams.get('secret')!, digits: 6, period: 30 });
  const confirm = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totp.generate() },
    headers: originHeader(),
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  const signOut = await page.request.post('/api/auth/sign-out', { data: {}, headers: originHeader() });
  expect(signOut.ok(), await signOut.text()).toBe(true);

  await signInThroughForm(page, member.username, member.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const code = page.getByLabel('Authentication code');

  await code.fill(totp.generate() === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();

  await code.fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/survey\?mode=first-time$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
