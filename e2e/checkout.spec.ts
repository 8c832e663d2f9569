import { expect, test, type Page } from '@playwright/test';
import {
  listItemByApi,
  memberPage,
  originHeader,
  payInSandboxCheckout,
  saveShot,
  topUpByApi,
  walletOf,
} from './support';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const shot = (page: Page, name: string) => saveShot(page, `checkout-${name}`);

test('two members buy one item at once: the first finds it in its category and buys it, the second (on a phone) is told it has just been sold', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const seller = await memberPage(browser, 'shopseller');
  const first = await memberPage(browser, 'shopfirst');
  const second = await memberPage(browser, 'shopsecond');
  const title = `Linen shirt ${Date.now().toString(36)}`;
  const listed = await listItemByApi(seller.page.request, { title, valueCents: 3000, category: 'clothing' });
  await topUpByApi(first.page, 5000);
  await topUpByApi(second.page, 5000);

  // The second buyer, on a 375 px phone, opens Buy now on the item page and waits on the dialog.
  await second.page.setViewportSize({ width: 375, height: 800 });
  await second.page.goto(`/item/${listed.id}`);
  const bar = second.page.getByRole('group', { name: 'Item actions' });
  await expect(bar.getByRole('link', { name: 'Message Seller' })).toBeVisible();
  await bar.getByRole('button', { name: 'Buy now' }).click();
  const secondDialog = second.page.getByRole('dialog', { name: 'Buy now' });
  await expect(secondDialog.getByText('$30.00', { exact: true })).toBeVisible();
  await shot(second.page, 'dialog-mobile');

  // The first, on a desktop, finds it among the newest in its category and opens Buy now on its page.
  await first.page.setViewportSize({ width: 1280, height: 900 });
  await first.page.goto('/search?category=clothing&sort=newest');
  await first.page.getByRole('list', { name: 'Results' }).getByRole('link', { name: title }).click();
  await first.page
    .getByRole('group', { name: 'Item actions' })
    .getByRole('button', { name: 'Buy now' })
    .click();
  const dialog = first.page.getByRole('dialog', { name: 'Buy now' });
  await expect(dialog.getByRole('radio', { name: /Credit Wallet/ })).toBeChecked();
  await expect(dialog.getByText('You buy it now: the seller does not need to accept.')).toBeVisible();
  await shot(first.page, 'dialog-desktop');
  await dialog.getByRole('button', { name: 'Buy now for $30.00' }).click();
  await expect(toast(first.page, 'Purchase complete!')).toBeVisible();
  await first.page.waitForURL(/\/messages\/trade\//);
  const summary = first.page.getByRole('region', { name: 'Trade summary' });
  await expect(summary).toContainText('Bought with Buy now');
  await expect(first.page.getByText('Accepted', { exact: true })).toBeVisible();
  // The buyer chooses how to get it; the money waits until then (docs/product/handover.md).
  await expect(first.page.getByText('How would you like to get it?')).toBeVisible();
  expect(await walletOf(first.page)).toMatchObject({ creditCents: 2000, heldCents: 3000 });
  await shot(first.page, 'bought-desktop');

  // The second presses Buy now too late: told, nothing taken, and the page shows the item gone.
  await secondDialog.getByRole('button', { name: 'Buy now for $30.00' }).click();
  await expect(toast(second.page, 'Purchase failed')).toContainText('This item has just been sold');
  await expect(secondDialog).toBeHidden();
  await expect(bar.getByRole('button', { name: 'No longer available' })).toBeVisible();
  expect(await walletOf(second.page)).toMatchObject({ creditCents: 5000, heldCents: 0 });
  await shot(second.page, 'sold-mobile');

  // The seller is told; the money is theirs once the sale completes.
  await seller.page.goto('/');
  await seller.page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await expect(seller.page.getByRole('button', { name: /Item Sold!/ })).toContainText(
    `bought '${title}' for $30.00`,
  );

  for (const member of [seller, first, second]) await member.page.context().close();
});

test('a new member with an empty wallet buys at once by card, on a phone and on a desktop', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const seller = await memberPage(browser, 'cardseller');
  const buyer = await memberPage(browser, 'cardbuyer');
  const stamp = Date.now().toString(36);
  const boots = await listItemByApi(seller.page.request, { title: `Ankle boots ${stamp}`, valueCents: 4200 });
  const lamp = await listItemByApi(seller.page.request, { title: `Desk lamp ${stamp}`, valueCents: 1850 });
  const { page } = buyer;

  for (const [width, listed, price] of [
    [375, boots, '$42.00'],
    [1280, lamp, '$18.50'],
  ] as const) {
    await page.setViewportSize({ width, height: 820 });
    await page.goto(`/item/${listed.id}`);
    await page.getByRole('group', { name: 'Item actions' }).getByRole('button', { name: 'Buy now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy now' });
    // Nothing in the wallets: the builder's wording, and the card pays exactly what is missing.
    await expect(dialog.getByRole('alert')).toHaveText(
      `Insufficient funds: you need ${price} more to buy this item.`,
    );
    await shot(page, `card-dialog-${width}`);
    await dialog.getByRole('button', { name: `Pay ${price} by card` }).click();
    await expect(page.getByText('Pay the rest of your purchase on Swapyard')).toBeVisible();
    await expect(page.getByTestId('checkout-amount')).toHaveText(price);
    await payInSandboxCheckout(page, price);

    // The payment's confirmation bought the item: the result page says so and leads to the purchase.
    await page.waitForURL(/\/payment-success/);
    await expect(page.getByRole('heading', { name: 'Purchase complete!' })).toBeVisible();
    await shot(page, `card-bought-${width}`);
    await page.getByRole('link', { name: 'Open the conversation' }).click();
    await expect(page.getByRole('region', { name: 'Trade summary' })).toContainText('Bought with Buy now');
  }
  // Every cent the card paid is on hold for the two purchases; nothing left over, nothing taken twice.
  expect(await walletOf(page)).toMatchObject({ creditCents: 0, cashCents: 0, heldCents: 6050 });

  for (const member of [seller, buyer]) await member.page.context().close();
});

test('a seller offers a listing to its likers; the first of two to take it buys it at the lower price', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const seller = await memberPage(browser, 'likeseller');
  const first = await memberPage(browser, 'likerfirst');
  const second = await memberPage(browser, 'likersecond');
  const listed = await listItemByApi(seller.page.request, {
    title: `Trench coat ${Date.now().toString(36)}`,
    valueCents: 6000,
  });
  for (const liker of [first, second]) {
    const liked = await liker.page.request.put(`/api/items/${listed.id}/like`, { headers: originHeader() });
    expect(liked.ok()).toBe(true);
  }
  await topUpByApi(first.page, 6000);

  // The seller, on a desktop, sends $50.00 (the dialog proposes the most it may be: $54.00).
  await seller.page.setViewportSize({ width: 1280, height: 900 });
  await seller.page.goto(`/item/${listed.id}`);
  await seller.page.getByRole('button', { name: 'Offer to likers' }).click();
  const dialog = seller.page.getByRole('dialog', { name: 'Offer to likers' });
  await expect(dialog.getByLabel('Offer price')).toHaveValue('54.00');
  await dialog.getByLabel('Offer price').fill('50');
  await shot(seller.page, 'likers-dialog-1280');
  await dialog.getByRole('button', { name: 'Send offer of $50.00' }).click();
  await expect(toast(seller.page, 'Offer sent!')).toContainText(
    'Sent to 2 members who liked or saved this item.',
  );
  await expect(seller.page.getByRole('region', { name: 'Offer to likers' })).toContainText(
    'Your offer to likers of $50.00 runs until',
  );

  // The first liker, on a phone, follows the notification to the item and buys at the offer's price.
  await first.page.setViewportSize({ width: 375, height: 820 });
  await first.page.goto('/');
  await first.page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await first.page.getByRole('button', { name: /An offer for you/ }).click();
  await first.page.waitForURL(`**/item/${listed.id}`);
  const forYou = first.page.getByRole('region', { name: 'An offer for you' });
  await expect(forYou).toContainText('for $50.00 until');
  await shot(first.page, 'likers-offer-375');
  await forYou.getByRole('button', { name: 'Buy for $50.00' }).click();
  await first.page
    .getByRole('dialog', { name: 'Buy now' })
    .getByRole('button', { name: 'Buy now for $50.00' })
    .click();
  await first.page.waitForURL(/\/messages\/trade\//);
  expect(await walletOf(first.page)).toMatchObject({ creditCents: 1000, heldCents: 5000 });

  // The second is too late: the item is sold and the offer gone.
  await second.page.setViewportSize({ width: 1280, height: 900 });
  await second.page.goto(`/item/${listed.id}`);
  await expect(
    second.page
      .getByRole('group', { name: 'Item actions' })
      .getByRole('button', { name: 'No longer available' }),
  ).toBeVisible();
  await expect(second.page.getByRole('region', { name: 'An offer for you' })).toHaveCount(0);

  for (const member of [seller, first, second]) await member.page.context().close();
});
