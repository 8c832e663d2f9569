import { expect, test, type Page } from '@playwright/test';
import { createConfirmedMember, payTwentyFiveInCheckoutTab, signInByApi, walletOf } from './support';

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
  // More than two decimals is wrongly written, not too small.
  await custom.fill('12.345');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Enter an amount in dollars and cents (at most two decimals)',
  );
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
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
});

test('the wallet tab that started Add Funds shows the new balance as soon as the checkout tab pays', async ({
  page,
}) => {
  const member = await createConfirmedMember(page.request, 'livewallet');
  await signInByApi(page, member.username, member.password);
  await page.goto('/wallet');
  await expect(page.getByTestId('credit-balance')).toHaveText('$0.00');
  const checkout = await payTwentyFiveInCheckoutTab(page);
  await expect(checkout.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  // No reload, no refocus: the wallet follows the same live event as the bell.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
    'Notifications (1 unread)',
  );
  await expect(page.getByTestId('credit-balance')).toHaveText('$25.00');
  await expect(
    page.getByRole('region', { name: 'Recent Activity' }).getByText('Added funds by card'),
  ).toBeVisible();
});

test('a checkout left before paying says so on the result page and leads back to the checkout', async ({
  page,
}) => {
  const member = await createConfirmedMember(page.request, 'notpaid');
  await signInByApi(page, member.username, member.password);
  const dialog = await openAddFunds(page);
  await dialog.getByRole('button', { name: '$25', exact: true }).click();
  const checkout = await startCheckout(page, 'Pay $25.00');
  const checkoutUrl = checkout.url();
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;

  await checkout.goto(`/payment-success?session_id=${sessionId}&amount=25.00`);
  // At once, not after half a minute of 'Verifying your payment...'.
  await expect(checkout.getByRole('heading', { name: 'Payment not completed' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(
    checkout.getByText('You left the checkout before paying, so nothing was charged.'),
  ).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Payment pending' })).toHaveCount(0);
  if (process.env.E2E_SHOTS_DIR) {
    await checkout.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/payment-not-completed-1280.png` });
  }
  await checkout.getByRole('link', { name: 'Return to checkout' }).click();
  await expect(checkout).toHaveURL(checkoutUrl);
  await fillCard(checkout, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(checkout.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
});

test('Cancel and return on the checkout closes its tab, back to the wallet it came from', async ({
  page,
}) => {
  const member = await createConfirmedMember(page.request, 'cancelpay');
  await signInByApi(page, member.username, member.password);
  const dialog = await openAddFunds(page);
  await dialog.getByRole('button', { name: '$10', exact: true }).click();
  const checkout = await startCheckout(page, 'Pay $10.00');
  const closed = checkout.waitForEvent('close');
  // The link closes its own tab from its click handler, so the click can end with its page gone: that is the
  // outcome wanted, not a failure. Any other failure of the click still fails the test.
  await checkout
    .getByRole('link', { name: 'Cancel and return' })
    .click()
    .catch((error: unknown) => {
      if (!checkout.isClosed()) throw error;
    });
  await closed;
  // One wallet tab, not two.
  expect(page.context().pages()).toEqual([page]);
  await expect(page).toHaveURL(/\/wallet$/);
});

test("a checkout's tab sent back to the wallet as cancelled (Stripe's back link) closes itself", async ({
  page,
}) => {
  const member = await createConfirmedMember(page.request, 'stripeback');
  await signInByApi(page, member.username, member.password);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', exact: true })).toBeVisible();
  // As Add Funds opens the checkout: a tab of our own, which the provider later sends to its cancel address.
  const [checkoutTab] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate("void window.open('/wallet?checkout=cancelled', '_blank')"),
  ]);
  await checkoutTab.waitForEvent('close');
  expect(page.context().pages()).toEqual([page]);

  // Opened some other way, the page cannot close itself: it stays on the wallet and says what happened.
  await page.goto('/wallet?checkout=cancelled');
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page.getByText('No money was taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/wallet$/);
});

test('the chosen quick amount stands out: filled in the primary colour, not faded', async ({ page }) => {
  const member = await createConfirmedMember(page.request, 'quickpick');
  await signInByApi(page, member.username, member.password);
  const dialog = await openAddFunds(page);
  const chosen = dialog.getByRole('button', { name: '$25', exact: true });
  await chosen.click();
  await page.mouse.move(0, 0);
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(chosen).toHaveCSS('opacity', '1');
  await expect(chosen).toHaveCSS('background-color', 'rgb(79, 70, 229)');
  await expect(chosen).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('a declined card is said at checkout, and another card pays the same checkout', async ({ page }) => {
  const member = await createConfirmedMember(page.request, 'declined');
  await signInByApi(page, member.username, member.password);
  const dialog = await openAddFunds(page);
  await dialog.getByLabel('Custom amount').fill('40');
  const checkout = await startCheckout(page, 'Pay $40.00');

  await fillCard(checkout, '4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Pay $40.00' }).click();
  await expect(checkout.getByTestId('checkout-error')).toHaveText('Your card was declined.');
  await expect(checkout.getByText('Try another card, or check the details and try again.')).toBeVisible();
  // The refused number is cleared; the rest of the card stays.
  await expect(checkout.getByLabel('Card number')).toHaveValue('');
  await expect(checkout.getByLabel('Name on card')).not.toHaveValue('');
  // Still said after a reload.
  await checkout.reload();
  await expect(checkout.getByTestId('checkout-error')).toHaveText('Your card was declined.');
  if (process.env.E2E_SHOTS_DIR) {
    for (const width of [1280, 360]) {
      await checkout.setViewportSize({ width, height: 800 });
      await checkout.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/card-declined-${width}.png` });
    }
  }

  await fillCard(checkout, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $40.00' }).click();
  await checkout.waitForURL(/\/payment-success\?session_id=/);
  await expect(checkout.getByText('$40.00 has been added to your credit wallet.')).toBeVisible();
  await expect.poll(async () => (await walletOf(page)).creditCents).toBe(4000);
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
