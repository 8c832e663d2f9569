import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The serious and critical axe findings on the page as it is now, one readable line each (empty when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * No serious or critical finding once the page has settled. Polled: a toast fading in or colours in transition after
 * a scheme switch measure at half contrast for a moment; a real finding still fails when the time is up.
 */
export async function expectNoSeriousViolations(page: Page, message?: string): Promise<void> {
  await expect.poll(() => seriousViolations(page), { message }).toEqual([]);
}
