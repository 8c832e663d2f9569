import { expect, test } from '@playwright/test';
import { createConfirmedMember, newMember } from './support';

/**
 * The browser suite's server trusts PUBLIC_URL (http://127.0.0.1:<port>) only, like a deployment. The same server
 * opened at http://localhost:<port> is another origin: sign-in and sign-up are refused, and the form must say so
 * and name the address to use (docs/decisions/011-deployment-safety.md), never do nothing.
 */
test('a sign-in or sign-up from an address the server does not trust says which address to use', async ({
  page,
  request,
  baseURL,
}) => {
  const trusted = new URL(baseURL!).origin;
  const other = trusted.replace('127.0.0.1', 'localhost');
  const member = await createConfirmedMember(request, 'origin');
  const openAt = new RegExp(`Open Swapyard at ${trusted.replace(/[.]/g, '\\.')} and try again`);

  await test.step('sign-in by e-mail shows the refusal', async () => {
    await page.goto(`${other}/auth`);
    await page.getByLabel('Email or username').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Sign in failed')).toBeVisible();
    await expect(page.getByText(openAt)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  await test.step('sign-up shows the refusal', async () => {
    const someone = newMember('origin_up');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').fill(someone.fullName);
    await page.getByLabel('Username').fill(someone.username);
    await page.getByLabel('Email').fill(someone.email);
    await page.getByLabel('Password', { exact: true }).fill(someone.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(openAt).last()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your email!' })).toHaveCount(0);
  });

  await test.step('at the trusted address the same sign-in works', async () => {
    await page.goto(`${trusted}/auth`);
    await page.getByLabel('Email or username').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
