import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { MemberInterests } from '@swapyard/domain/survey';
import {
  createConfirmedMember,
  DEMO_PASSWORD,
  signInByApi,
  signInThroughForm,
  signOutFromMenu,
} from './support';

const card = (page: Page, category: string) => page.getByRole('region', { name: category, exact: true });
const chips = (page: Page, category: string) =>
  page.getByRole('list', { name: `Your ${category} interests` });

async function savedInterests(page: Page): Promise<MemberInterests> {
  const response = await page.request.get('/api/me/interests');
  expect(response.ok()).toBe(true);
  return (await response.json()) as MemberInterests;
}

test('a new member fills in the first-time survey with a suggestion and a quick pick, then updates it', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, 'survey');

  await test.step('the first sign-in lands on the first-time survey', async () => {
    await signInThroughForm(page, member.username, member.password);
    await expect(page).toHaveURL(/\/survey\?mode=first-time$/);
    await expect(page.getByRole('heading', { name: 'Tell us your interests' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
    await expect(page.getByText('0 interests selected')).toBeVisible();
  });

  await test.step('a misspelt interest brings a highlighted suggestion; Enter adds it, not the typo', async () => {
    const fashion = card(page, 'Fashion');
    const field = fashion.getByRole('combobox', { name: 'Fashion interests' });
    await field.fill('vintge');
    const suggestion = fashion
      .getByRole('listbox', { name: 'Suggestions for Fashion' })
      .getByRole('option', { name: 'Vintage', exact: true });
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    // The text box keeps focus and points screen readers at the highlighted suggestion.
    await expect(field).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id'))!);
    await field.press('Enter');
    await expect(chips(page, 'Fashion').getByRole('listitem')).toHaveText(['Vintage']);
    await expect(field).toHaveValue('');
    // The quick pick shows the same interest as chosen.
    await expect(fashion.getByRole('button', { name: 'Vintage', pressed: true })).toBeVisible();
  });

  await test.step('moving the highlight off the suggestions, Enter adds the words as typed; a tap adds a suggestion', async () => {
    const tech = card(page, 'Technology');
    const field = tech.getByRole('combobox', { name: 'Technology interests' });
    await field.fill('gamng');
    const options = tech.getByRole('listbox', { name: 'Suggestions for Technology' }).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await field.press('ArrowUp');
    await expect(tech.getByRole('option', { selected: true })).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await field.press('Enter');
    await expect(chips(page, 'Technology').getByRole('listitem')).toHaveText(['gamng']);

    await field.fill('gamng');
    const picked = (await options.last().textContent())!;
    await options.last().click();
    await expect(chips(page, 'Technology').getByRole('listitem')).toHaveText(['gamng', picked]);
    await chips(page, 'Technology').getByRole('button', { name: 'Remove gamng' }).click();
    await chips(page, 'Technology')
      .getByRole('button', { name: `Remove ${picked}` })
      .click();
  });

  await test.step('+ adds the words as typed, even while a suggestion is highlighted', async () => {
    const tech = card(page, 'Technology');
    const field = tech.getByRole('combobox', { name: 'Technology interests' });
    await field.fill('smartphnes');
    await expect(tech.getByRole('option', { selected: true })).toHaveText('Smartphones');
    await tech.getByRole('button', { name: 'Add Technology interest' }).click();
    await expect(chips(page, 'Technology').getByRole('listitem')).toHaveText(['smartphnes']);
    await expect(field).toHaveValue('');
    await chips(page, 'Technology').getByRole('button', { name: 'Remove smartphnes' }).click();
  });

  await test.step('a built-in quick pick and a typed interest (Enter) add chips; the counter follows', async () => {
    const music = card(page, 'Music');
    await music.getByRole('button', { name: 'Jazz', pressed: false }).click();
    await music.getByPlaceholder('Type your Music interests...').fill('  Blue Note ');
    await music.getByPlaceholder('Type your Music interests...').press('Enter');
    // A duplicate in another case is ignored.
    await music.getByPlaceholder('Type your Music interests...').fill('jazz');
    await music.getByRole('button', { name: 'Add Music interest' }).click();
    await expect(chips(page, 'Music').getByRole('listitem')).toHaveText(['Jazz', 'Blue Note']);
    await expect(page.getByText('3 interests selected')).toBeVisible();
  });

  await test.step("'Complete Survey' saves, says so and goes home", async () => {
    await page.getByRole('button', { name: 'Complete Survey' }).click();
    await expect(page.getByText('Survey completed!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const saved = await savedInterests(page);
    expect(saved).toMatchObject({ surveyCompleted: true, firstLoginSurveyShown: true });
    expect(saved.structuredInterests).toMatchObject({ Music: ['Jazz', 'Blue Note'], Fashion: ['Vintage'] });
  });

  await test.step('the home feed now puts items matching those interests first, and says why', async () => {
    const firstCards = page.getByRole('list', { name: 'Feed' }).getByRole('listitem');
    await expect(firstCards.first()).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      await expect(firstCards.nth(i).getByText(/^Because you like (Vintage|Jazz|Blue Note)$/)).toBeVisible();
    }
  });

  await test.step('update mode loads the saved chips, has no skip, and reports a failed save', async () => {
    await page.goto('/survey?mode=update');
    await expect(page.getByRole('heading', { name: 'Update your interests' })).toBeVisible();
    await expect(chips(page, 'Music').getByRole('listitem')).toHaveText(['Jazz', 'Blue Note']);
    await expect(chips(page, 'Fashion').getByRole('listitem')).toHaveText(['Vintage']);
    await expect(page.getByText('3 interests selected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);

    await chips(page, 'Music').getByRole('button', { name: 'Remove Jazz' }).click();
    await expect(page.getByText('2 interests selected')).toBeVisible();
    await page.route('**/api/me/interests', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Update Interests' }).click();
    await expect(page.getByText('Failed to save survey. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/mode=update$/);
    await page.unroute('**/api/me/interests');
  });

  await test.step("'Update Interests' saves the change and goes home", async () => {
    await page.getByRole('button', { name: 'Update Interests' }).click();
    await expect(page.getByText('Survey completed!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await savedInterests(page)).structuredInterests).toMatchObject({
      Music: ['Blue Note'],
      Fashion: ['Vintage'],
    });
  });
});

test("'Skip for now' records only that the survey was shown; the next sign-in goes home", async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, 'skipper');
  await signInThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/survey\?mode=first-time$/);

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
  const flags = await savedInterests(page);
  expect(flags).toMatchObject({ surveyCompleted: false, firstLoginSurveyShown: true });

  await signOutFromMenu(page);
  await signInThroughForm(page, member.username, member.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/survey/);
});

test('on a phone, the highlighted suggestion shows above the action bar, so Enter adds what the member sees', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const member = await createConfirmedMember(request, 'phone');
  await signInByApi(page, member.username, member.password);
  await page.goto('/survey?mode=update');
  const tech = card(page, 'Technology');
  const field = tech.getByRole('combobox', { name: 'Technology interests' });
  // As a tap does: the box scrolls into view clear of the action bar, then the member types.
  await field.evaluate((box) => box.scrollIntoView({ block: 'nearest' }));
  await field.focus();
  await page.keyboard.type('smartphnes');
  const highlighted = tech.getByRole('option', { selected: true });
  await expect(highlighted).toHaveText('Smartphones');
  // Nothing (the sticky action bar, the bottom navigation) covers it.
  await expect
    .poll(async () => {
      const box = (await highlighted.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      return page.evaluate<string | undefined>(`document.elementFromPoint(${x}, ${y})?.textContent`);
    })
    .toBe('Smartphones');
  if (process.env.E2E_SHOTS_DIR)
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/survey-suggestions-375.png` });
  await field.press('Enter');
  await expect(chips(page, 'Technology').getByRole('button', { name: 'Remove Smartphones' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations on the survey with suggestions open (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInByApi(page, 'leo', DEMO_PASSWORD);
    await page.goto('/survey?mode=update');
    const field = card(page, 'Music').getByRole('combobox', { name: 'Music interests' });
    await field.fill('jazz');
    const list = page.getByRole('listbox', { name: 'Suggestions for Music' });
    await expect(list.getByRole('option').first()).toBeVisible();
    // Announced once: only the list carries the name, not a group around it as well.
    await expect(page.getByLabel('Suggestions for Music')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);

    // One more letter: the options for 'jazz' stay on screen while the next are asked for, and the combobox still
    // says its list is open and which it is (read at once, within the suggestion delay).
    await field.press('z');
    const shown = await field.evaluate((box) => ({
      options: box.ownerDocument.querySelectorAll('[role="listbox"] [role="option"]').length,
      expanded: box.getAttribute('aria-expanded'),
      controls: box.getAttribute('aria-controls'),
      listId: box.ownerDocument.querySelector('[role="listbox"]')?.id,
    }));
    expect(shown.options).toBeGreaterThan(0);
    expect(shown).toMatchObject({ expanded: 'true', controls: shown.listId });
  });
}
