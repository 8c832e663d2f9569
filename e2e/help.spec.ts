import { expect, test, type Page } from '@playwright/test';
import { createConfirmedMember, signInByApi, waitForMail } from './support';

const SHOTS = process.env.E2E_SHOTS_DIR;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('Help offers no Live Chat, and asks a visitor to sign in before contacting support', async ({
  page,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByText('Live Chat')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Contact Support' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a member sends Contact Support a message, which reaches the support mailbox', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, 'helpme');
  await signInByApi(page, member.username, member.password);
  await page.goto('/help');
  await expect(page.getByText(`We will reply to ${member.email}.`)).toBeVisible();

  // Both fields are required, said beside each.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await expect(page.getByText('Please enter your message')).toBeVisible();

  const subject = `Parcel question ${member.username}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('My parcel has not arrived.\nCan you help?');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/help-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(toast(page, 'Message sent')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const mail = await waitForMail(request, 'support@swapyard.local', new RegExp(`\\[Support\\] ${subject}`));
  expect(mail.text).toContain(`@${member.username}) <${member.email}>`);
  expect(mail.text).toContain('My parcel has not arrived.\nCan you help?');

  await page.setViewportSize({ width: 375, height: 740 });
  await page.evaluate('window.scrollTo(0, 0)');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/help-375.png`, fullPage: true });
});
