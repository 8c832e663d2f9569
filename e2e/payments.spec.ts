import { expect, test, type Page } from '@playwright/test';
import { createConfirmedMember, signInByApi } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

async function openAddFunds(page: Page) {
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add Funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Funds' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Clicks Pay in the dialog and returns the checkout tab it opens. */
async function startCheckout(page: Page, pay: string) {
  const dialog = page.getByRole('dialog', { name: 'Add Funds' });
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: pay }).click(),
  ]);
  await checkout.waitForURL(/\/checkout\/sandbox\//);
  await expect(checkout.getByText('Test mode')).toBeVisible();
  return checkout;
}

async function fillCard(checkout: Page, number: string) {
  await checkout.getByLabel('Card number').fill(number);
  await checkout.getByLabel('Expiry').fill('12 / 40');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Name on card').fill('Test Payer');
}

test('the dialog checks the amount: quick picks and custom amount clear each other, $5 to $500', async ({
  page,
}) => {
  const member = await createConfirmedMember(page.request, 'addlimits');
  await signInByApi(page, member.username, member.password);
  const dialog = await openAddFunds(page);
  await expect(dialog.getByText('No processing fee')).toBeVisible();
  for (const amount of ['$10', '$25', '$50', '$100']) {
    await expect(dialog.getByRole('button', { name: amount, exact: true })).toBeVisible();
  }
  const custom = dialog.getByLabel('Custom amount');
  await expect(custom).toHaveAttribute('step', '0.01');

  await dialog.getByRole('button', { name: '$50', exact: true }).click();
  await expect(dialog.getByRole('button', { name: '$50', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await custom.fill('4.99');
  await expect(dialog.getByRole('button', { name: '$50', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(dialog.getByText('Please add at least $5.00')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await custom.fill('500.01');
  await expect(dialog.getByText('Maximum add amount is $500.00')).toBeVisible();
  await custom.fill('12.34');
  await expect(dialog.getByRole('button', { name: 'Pay $12.34' })).toBeEnabled();
  await dialog.getByRole('button', { name: '$10', exact: true }).click();
  await expect(custom).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled();
});

test('a new member adds $25 through the sandbox checkout and sees it in the Credit Wallet', async ({
  page,
}) => {
  const member = await createConfirmedMember(page.request, 'addfunds');
  await signInByApi(page, member.username, member.password);
  const dialog = await openAddFunds(page);
  await dialog.getByRole('button', { name: '$25', exact: true }).click();
  const checkout = await startCheckout(page, 'Pay $25.00');

  await expect(checkout.getByText('Swapyard', { exact: true })).toBeVisible();
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('$25.00');
  // A mistyped number is caught before anything is charged.
  await fillCard(checkout, '4242 4242 4242 4241');
  await checkout.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(checkout.getByText('Your card number is invalid.')).toBeVisible();
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $25.00' }).click();

  await checkout.waitForURL(/\/payment-success\?session_id=.+&amount=25\.00/);
  await expect(checkout.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(checkout.getByText('$25.00 has been added to your credit wallet.')).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  // Loading the result page again verifies again and credits nothing more.
  await checkout.reload();
  await expect(checkout.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await checkout.getByRole('link', { name: 'View Wallet' }).click();

  await expect(checkout).toHaveURL(/\/wallet$/);
  await expect(checkout.getByRole('heading', { name: 'Credit Wallet' })).toBeVisible();
  await expect(checkout.getByTestId('credit-balance')).toHaveText('$25.00');
  await expect(checkout.getByText('Added funds by card')).toHaveCount(1);
  // The tab the member started from shows it too once reloaded.
  await page.reload();
  await expect(page.getByTestId('credit-balance')).toHaveText('$25.00');
});

test('a declined card shows the decline at checkout and the error state on the result page', async ({
  page,
}) => {
  const member = await createConfirmedMember(page.request, 'declined');
  await signInByApi(page, member.username, member.password);
  const dialog = await openAddFunds(page);
  await dialog.getByLabel('Custom amount').fill('40');
  const checkout = await startCheckout(page, 'Pay $40.00');

  await fillCard(checkout, '4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Pay $40.00' }).click();
  await expect(checkout.getByTestId('checkout-error')).toHaveText('Your card was declined.');
  await checkout.getByRole('link', { name: 'Return to Swapyard' }).click();

  await checkout.waitForURL(/\/payment-success\?session_id=/);
  await expect(checkout.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(checkout.getByText('Your card was declined.')).toBeVisible();
  await checkout.getByRole('link', { name: 'View Wallet' }).click();
  await expect(checkout.getByTestId('credit-balance')).toHaveText('$0.00');
});

test('the result page without a session id says so', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { name: 'Invalid payment session' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Wallet' })).toHaveAttribute('href', '/wallet');
});

test("a failure to start the payment says 'Payment failed'", async ({ page }) => {
  const member = await createConfirmedMember(page.request, 'payfail');
  await signInByApi(page, member.username, member.password);
  await page.route('**/api/payments/checkout', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'down' } } }),
  );
  const dialog = await openAddFunds(page);
  await dialog.getByRole('button', { name: '$10', exact: true }).click();
  await dialog.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Failed to initiate payment. Please try again.')).toBeVisible();
  // The blank tab opened for the checkout is closed again.
  await expect.poll(() => page.context().pages().length).toBe(1);
});
