import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import { pngImage } from './images';
import { createConfirmedMember as signUp, originHeader, signInByApi, type Member } from './support';
import { expectNoSeriousViolationsInBothSchemes } from './axe';

test.use({ viewport: { width: 1280, height: 800 } });

/** A fresh browser context (its own cookies) signed in as `member`, or a visitor without one. */
async function tab(browser: Browser, member?: Member): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (member) await signInByApi(page, member.username, member.password);
  return page;
}

/** A member made through its own request context (confirming signs that context in, so each needs a fresh one). */
async function createConfirmedMember(tag: string): Promise<Member> {
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await signUp(api, tag);
  } finally {
    await api.dispose();
  }
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('customise a profile (brands, tags, theme colour, avatar) and see it on the public profile elsewhere', async ({
  page,
  browser,
}) => {
  const member = await createConfirmedMember('custom');
  await signInByApi(page, member.username, member.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Customize Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Your Profile' });
  await expect(dialog).toBeVisible();
  for (const name of ['Basic', 'Style', 'Theme', 'Privacy']) {
    await expect(dialog.getByRole('tab', { name })).toBeVisible();
  }

  // Basic: the avatar uploads at once through the photo pipeline.
  await dialog.getByLabel('Profile photo file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngImage(200, 200, [30, 120, 200]),
  });
  await expect(toast(page, 'Avatar updated!')).toBeVisible();
  await expect(toast(page, 'Your profile photo has been saved.')).toBeVisible();
  // A non-image is refused before uploading.
  await dialog.getByLabel('Profile photo file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(toast(page, 'Invalid file type')).toBeVisible();
  await expect(toast(page, 'Please select an image file.')).toBeVisible();

  // Style: brands (duplicates and empties ignored, quick-add), tags (chosen ones leave the list).
  await dialog.getByRole('tab', { name: 'Style' }).click();
  const brandInput = dialog.getByLabel('Add a brand');
  await brandInput.fill('Patagonia');
  await brandInput.press('Enter');
  await brandInput.fill('  patagonia ');
  await brandInput.press('Enter');
  await brandInput.fill('   ');
  await brandInput.press('Enter');
  await dialog.getByRole('button', { name: 'Nike', exact: true }).click();
  const brands = dialog.getByRole('list', { name: 'Your favorite brands' });
  await expect(brands.getByRole('listitem')).toHaveText(['Patagonia', 'Nike']);
  const available = dialog.getByRole('list', { name: 'Available style tags' });
  await expect(available.getByRole('button')).toHaveCount(18);
  for (const tag of ['Vintage', 'Y2K', 'Minimalist'])
    await available.getByRole('button', { name: tag }).click();
  await expect(available.getByRole('button')).toHaveCount(15);
  await expect(available.getByRole('button', { name: 'Vintage' })).toHaveCount(0);

  // Theme: a preset, shown in the preview.
  await dialog.getByRole('tab', { name: 'Theme' }).click();
  await expect(dialog.getByRole('radio')).toHaveCount(10);
  await dialog.getByRole('radio', { name: 'Emerald' }).click();
  await expect(dialog.getByRole('radio', { name: 'Emerald' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByTestId('theme-preview').getByTestId('avatar-ring')).toHaveCSS(
    'background-color',
    'rgb(16, 185, 129)',
  );

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated!')).toBeVisible();
  await expect(toast(page, 'Your profile customization has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('avatar-ring').first()).toHaveCSS('background-color', 'rgb(16, 185, 129)');

  // Another browser, signed out: the public profile shows it all.
  const visitor = await tab(browser);
  await visitor.goto(`/user/${member.username.toUpperCase()}`);
  await expect(visitor.getByRole('heading', { name: member.fullName })).toBeVisible();
  const tags = visitor.getByRole('list', { name: 'Style tags' });
  await expect(tags.getByRole('listitem')).toHaveText(['Vintage', 'Y2K', '+1']);
  await expect(visitor.getByTestId('avatar-ring').first()).toHaveCSS('background-color', 'rgb(16, 185, 129)');
  const avatar = visitor.getByTestId('avatar-ring').first().locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/media\/.+-320\.webp$/);
  await visitor.getByRole('tab', { name: 'About' }).click();
  await expect(visitor.getByRole('list', { name: 'Favorite brands' }).getByRole('listitem')).toHaveText([
    'Patagonia',
    'Nike',
  ]);
  await visitor.context().close();
});

test('inline edit: Cancel resets, Save changes the profile', async ({ page }) => {
  const member = await createConfirmedMember('inline');
  await signInByApi(page, member.username, member.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Full name').fill('Someone Else');
  await form.getByLabel('Bio').fill('Not saved');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('profile-name')).toHaveText(member.fullName);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(form.getByLabel('Full name')).toHaveValue(member.fullName);
  await expect(form.getByLabel('Bio')).toHaveValue('');

  await form.getByLabel('Full name').fill('Renamed Member');
  // The location is a place chosen as it is typed (docs/product/places.md).
  await form.getByLabel('Location').fill('Porto');
  await form.getByRole('option', { name: 'Porto, PT' }).click();
  await expect(form.getByLabel('Location')).toHaveValue('Porto, PT');
  await form.getByLabel('Bio').fill('Swapping since forever.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile updated!')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Renamed Member');
  await expect(page.getByText('Swapping since forever.')).toBeVisible();
  await expect(page.getByText('Porto, PT')).toBeVisible();
  // The header avatar menu follows (the me query was refreshed).
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Renamed Member')).toBeVisible();
});

test('follow and unfollow: counts, toasts, the followers list; a visitor is asked to sign in', async ({
  page,
  browser,
}) => {
  const star = await createConfirmedMember('star');
  const fan = await createConfirmedMember('fan');
  await signInByApi(page, fan.username, fan.password);
  await page.goto(`/user/${star.username}`);
  await expect(page.getByRole('heading', { name: star.fullName })).toBeVisible();
  const followers = page.getByRole('button', { name: /Followers$/ });
  await expect(followers).toHaveText('0 Followers');

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(toast(page, 'User followed successfully')).toBeVisible();
  await expect(followers).toHaveText('1 Followers');
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  await followers.click();
  const dialog = page.getByRole('dialog', { name: 'Connections' });
  await expect(dialog.getByRole('tab', { name: 'Followers (1)' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: new RegExp(fan.fullName) })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Following (0)' }).click();
  await expect(dialog.getByText(`${star.fullName} isn't following anyone yet.`)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(toast(page, 'User unfollowed successfully')).toBeVisible();
  await expect(followers).toHaveText('0 Followers');
  await followers.click();
  await expect(page.getByText(`${star.fullName} doesn't have any followers yet.`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The fan's own profile counts whom they follow, and they cannot follow themselves.
  await page.goto(`/user/${fan.username}`);
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Message', exact: true })).toHaveCount(0);

  const visitor = await tab(browser);
  await visitor.goto(`/user/${star.username}`);
  await visitor.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(toast(visitor, 'Authentication required')).toBeVisible();
  await visitor.context().close();
});

test('a private profile shows the restricted state to another member; unknown users are not found', async ({
  page,
  browser,
}) => {
  const shy = await createConfirmedMember('shy');
  const other = await createConfirmedMember('other');
  await signInByApi(page, shy.username, shy.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Customize Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Your Profile' });
  await dialog.getByRole('tab', { name: 'Privacy' }).click();
  await dialog.getByRole('radio', { name: /Private/ }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated!')).toBeVisible();

  const otherPage = await tab(browser, other);
  await otherPage.goto(`/user/${shy.username}`);
  await expect(otherPage.getByRole('heading', { name: shy.fullName })).toBeVisible();
  await expect(otherPage.getByText('This profile is private')).toBeVisible();
  await expect(otherPage.getByRole('tab', { name: /Closets/ })).toHaveCount(0);
  await expect(otherPage.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  await otherPage.goto('/user/no_such_member_here');
  await expect(otherPage.getByText('User not found')).toBeVisible();
  await otherPage.context().close();

  // The owner still sees everything.
  const response = await page.request.get(`/api/users/${shy.username}`, { headers: originHeader() });
  expect(((await response.json()) as { restricted: boolean }).restricted).toBe(false);
});

test('no serious axe violations on the profile screens, light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await createConfirmedMember('axe');
  await signInByApi(page, member.username, member.password);
  await page.goto('/profile');
  await expect(page.getByTestId('stat-trades')).toHaveText('0');
  await expectNoSeriousViolationsInBothSchemes(page);
  await page.getByRole('button', { name: 'Customize Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Your Profile' });
  for (const tab of ['Basic', 'Style', 'Theme', 'Privacy']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expectNoSeriousViolationsInBothSchemes(page, tab);
  }
  await page.keyboard.press('Escape');
  await page.goto('/user/nora');
  await expect(page.getByRole('heading', { name: 'Nora Lindqvist' })).toBeVisible();
  await expect(page.getByTestId('stat-items')).not.toHaveText('—');
  await expectNoSeriousViolationsInBothSchemes(page);
});
