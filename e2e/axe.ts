import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules whose findings can differ between the light and the dark scheme: the colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface ScanOptions {
  /** Only the colour rules (a second scheme). */
  coloursOnly?: boolean;
  /** Only the part of the page this selector finds. */
  include?: string;
}

/** The serious and critical axe findings on the page as it is now, one readable line each (empty when clean). */
export async function seriousViolations(
  page: Page,
  { coloursOnly, include }: ScanOptions = {},
): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passing or inapplicable rule instead of every one (a scan
  // of the home page took 5.3 s with them and 3.9 s without on the 2-core machine).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (coloursOnly) builder.withRules(COLOUR_RULES);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * No serious or critical finding once the page has settled. Polled: a toast fading in or colours in transition after
 * a scheme switch measure at half contrast for a moment; a real finding still fails when the time is up.
 */
export async function expectNoSeriousViolations(
  page: Page,
  message?: string,
  options: ScanOptions = {},
): Promise<void> {
  // One scan of a large page can take several seconds on a busy 2-core machine: the poll waits for answers, not for
  // the page to change.
  await expect.poll(() => seriousViolations(page, options), { message, timeout: 30_000 }).toEqual([]);
}

/**
 * The page as it is, every rule in the light scheme, then the colour rules in the dark one (nothing else changes
 * with the scheme). The colours follow `prefers-color-scheme` without a reload, so one page load serves both.
 */
export async function expectNoSeriousViolationsInBothSchemes(
  page: Page,
  message = '',
  { include }: Pick<ScanOptions, 'include'> = {},
): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSeriousViolations(page, `${message} light scheme`.trim(), { include });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(page, `${message} dark scheme`.trim(), { include, coloursOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });
}
