import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInByApi } from './support';

// Demo members with cash from their seeded sales (seed-wallets.ts): nora $42.00 + $24.00, zara $35.00 + $22.00.
const SHOTS = process.env.E2E_SHOTS_DIR;

const cashBalance = (page: Page) => page.getByTestId('cash-balance');
const history = (page: Page) => page.getByRole('region', { name: 'Withdrawal History' });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900, member: 'nora', cash: '$66.00', left: '$26.00' },
  { name: 'mobile', width: 390, height: 844, member: 'zara', cash: '$57.00', left: '$17.00' },
]) {
  test(`${viewport.name}: request a withdrawal, see fee and net, then cancel it and get the cash back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInByApi(page, viewport.member, DEMO_PASSWORD);
    await page.goto('/wallet');
    await expect(cashBalance(page)).toHaveText(viewport.cash);
    await expect(history(page).getByText('No withdrawals yet')).toBeVisible();

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Funds' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Request Withdrawal' });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText('Processing time: 2-3 business days')).toBeVisible();

    const amount = dialog.getByLabel('Withdrawal Amount');
    await amount.fill('4.99');
    await expect(dialog.getByText('Minimum withdrawal amount is $5')).toBeVisible();
    // More than two decimals is wrongly written, not below the minimum.
    await amount.fill('5.001');
    await expect(
      dialog.getByText('Enter an amount in dollars and cents (at most two decimals)'),
    ).toBeVisible();
    await expect(dialog.getByText('Minimum withdrawal amount is $5')).toHaveCount(0);
    await amount.fill('66.01'); // more than either member has
    await expect(dialog.getByText("You don't have enough balance for this withdrawal")).toBeVisible();
    await amount.fill('40');
    // No method yet: still disabled.
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('Withdrawal Method').selectOption('paypal');
    await expect(dialog.getByText('Processing fee (1% + $1.50)')).toBeVisible();
    await expect(dialog.getByTestId('withdrawal-net')).toHaveText('$38.10');

    await dialog.getByLabel('Withdrawal Method').selectOption('bank_transfer');
    await expect(dialog.getByText('Processing fee (1% + $0.75)')).toBeVisible();
    await expect(dialog.getByText('-$1.15')).toBeVisible();
    await expect(dialog.getByTestId('withdrawal-net')).toHaveText('$38.85');
    await expect(submit).toBeEnabled();

    // Missing bank details: the documented message, nothing sent.
    await submit.click();
    await expect(page.getByText('Please fill in all bank account information')).toBeVisible();

    await dialog.getByLabel('Account Holder Name').fill('Nora Demo');
    await dialog.getByLabel('Account Number').fill('123456789');
    await dialog.getByLabel('Routing Number').fill('021000021');
    await shot(page, `${viewport.name}-dialog`);
    await submit.click();

    await expect(page.getByText('Withdrawal Requested', { exact: true })).toBeVisible();
    await expect(page.getByText('Your withdrawal will be processed within 2-3 business days.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cashBalance(page)).toHaveText(viewport.left);

    const line = history(page).getByRole('listitem').first();
    await expect(line).toContainText('$40.00');
    await expect(line).toContainText('Pending');
    await expect(line).toContainText('Bank Transfer · Nora Demo ••••6789');
    await expect(line).toContainText('Fee $1.15 · Net $38.85');
    // The full account and routing numbers never reach the page.
    await expect(page.locator('body')).not.toContainText('123456789');
    await expect(page.locator('body')).not.toContainText('021000021');
    await shot(page, `${viewport.name}-history`);

    await line.getByRole('button', { name: 'Cancel withdrawal of $40.00' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to cancel this withdrawal? This action cannot be undone.',
    );
    await shot(page, `${viewport.name}-confirm`);
    await confirm.getByRole('button', { name: 'Cancel withdrawal' }).click();

    await expect(page.getByText('Withdrawal Cancelled', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(line).toContainText('Cancelled');
    await expect(line.getByRole('button', { name: /Cancel withdrawal/ })).toHaveCount(0);
    await expect(cashBalance(page)).toHaveText(viewport.cash);
    await shot(page, `${viewport.name}-cancelled`);
  });
}
