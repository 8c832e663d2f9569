import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { HANDOVER_TEXTS } from '@swapyard/domain/handovers';
import type { Trade } from '@swapyard/domain/trades';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  intentHeaders,
  listItemByApi,
  memberPage,
  originHeader,
  saveShot,
  SHOTS_DIR,
  topUpByApi,
  walletOf,
} from './support';

// Getting the item (docs/product/handover.md): a sale shipped with the label and a tracking number, and an order
// not shipped in time, cancelled by the buyer. The swap at a meetup with the code is in trades.spec.ts.

const card = (page: Page, title: RegExp) => page.getByRole('region', { name: title });
const address = (name: string) => ({
  name,
  line1: '12 Harbour Road',
  city: 'Portland',
  postalCode: '97201',
  country: 'US',
});

async function buyByApi(page: Page, itemId: string, priceCents: number): Promise<Trade> {
  const bought = await page.request.post('/api/trades/buy', {
    data: { itemId, priceCents, paymentMethod: 'credit' },
    headers: intentHeaders(),
  });
  expect(bought.status(), await bought.text()).toBe(201);
  return (await bought.json()) as Trade;
}

async function addressByApi(page: Page, name: string): Promise<string> {
  const added = await page.request.post('/api/me/addresses', {
    data: address(name),
    headers: originHeader(),
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { addresses: Array<{ id: string }> }).addresses[0]!.id;
}

test('a sale with postage chosen at Buy now, shipped with the label and a tracking number, released after Everything OK', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const seller = await memberPage(browser, 'shipseller');
  const buyer = await memberPage(browser, 'shipbuyer');
  await buyer.page.setViewportSize({ width: 375, height: 812 });
  await seller.page.setViewportSize({ width: 1280, height: 800 });
  await addressByApi(seller.page, 'Sam Seller');
  const coat = await listItemByApi(seller.page.request, { title: 'Wool coat', valueCents: 4000 });
  await topUpByApi(buyer.page, 4450);

  // The seller sets the listing's postage on the item page.
  await seller.page.goto(`/item/${coat.id}`);
  await seller.page.getByLabel('Postage').fill('4.50');
  await seller.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(seller.page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await seller.page.reload();
  await expect(seller.page.getByLabel('Postage')).toHaveValue('4.50');
  await saveShot(seller.page, 'item-postage-desktop');
  await seller.page.setViewportSize({ width: 360, height: 800 });
  await saveShot(seller.page, 'item-postage-360');
  await seller.page.setViewportSize({ width: 1280, height: 800 });

  // The buyer adds an address in Settings.
  await buyer.page.goto('/settings');
  await buyer.page.getByRole('button', { name: 'Add an address' }).click();
  const form = buyer.page.getByRole('dialog', { name: 'Add an address' });
  await form.getByLabel('Name', { exact: true }).fill('Bea Buyer');
  await form.getByLabel('Address', { exact: true }).fill('4 Elm Street');
  await form.getByLabel('City').fill('Springfield');
  await form.getByLabel('Postal code').fill('12345');
  await form.getByLabel('Country').selectOption('US');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(buyer.page.getByText('4 Elm Street')).toBeVisible();
  await saveShot(buyer.page, 'handover-address-book-mobile');

  // Buy now: the postage is shown before paying; shipping adds it to the total, which is what is held.
  await buyer.page.goto(`/item/${coat.id}`);
  await expect(buyer.page.getByText('$4.50', { exact: true })).toBeVisible();
  await buyer.page
    .getByRole('group', { name: 'Item actions' })
    .getByRole('button', { name: 'Buy now' })
    .click();
  const checkout = buyer.page.getByRole('dialog', { name: 'Buy now' });
  await expect(checkout.getByRole('button', { name: 'Buy now for $40.00' })).toBeDisabled();
  await checkout.getByRole('radio', { name: /Shipping/ }).check();
  await expect(checkout.getByText('Postage', { exact: true })).toBeVisible();
  await saveShot(buyer.page, 'handover-checkout-postage-mobile');
  await checkout.getByRole('button', { name: 'Buy now for $44.50' }).click();
  await buyer.page.waitForURL(/\/messages\/trade\//);
  const saleId = buyer.page.url().split('/').pop()!;
  expect(await walletOf(buyer.page)).toMatchObject({ heldCents: 4450, creditCents: 0 });

  // Shipping was chosen at checkout: it waits for the seller at once, to the buyer's default address.
  const incoming = card(buyer.page, /^Getting 'Wool coat' to you/);
  await expect(incoming.getByText('Waiting to be shipped')).toBeVisible();
  await saveShot(buyer.page, 'handover-awaiting-mobile');
  await buyer.page.goto('/wallet');
  await expect(buyer.page.getByText("Held until you have 'Wool coat': waiting to be shipped")).toBeVisible();
  await saveShot(buyer.page, 'handover-wallet-hold-mobile');
  await buyer.page.goto(`/messages/trade/${saleId}`);

  // The seller sees where it goes, prints the label and enters the tracking number (a wrong one first).
  await seller.page.goto(`/messages/trade/${saleId}`);
  await expect(seller.page.getByText(/Includes \$4\.50 postage/)).toBeVisible();
  const outgoing = card(seller.page, /^Sending 'Wool coat' to /);
  await expect(outgoing).toContainText('4 Elm Street');
  const label = outgoing.getByRole('link', { name: 'Print label' });
  const pdf = await seller.page.request.get((await label.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  if (SHOTS_DIR) {
    writeFileSync(`${SHOTS_DIR}/handover-label.pdf`, bytes);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '100',
      `${SHOTS_DIR}/handover-label.pdf`,
      `${SHOTS_DIR}/handover-label`,
    ]);
  }
  await outgoing.getByLabel('Carrier').selectOption('ups');
  await outgoing.getByLabel('Tracking number').fill('9400111899223344556677');
  await outgoing.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(outgoing.getByText(HANDOVER_TEXTS.trackingMismatch('UPS'))).toBeVisible();
  await outgoing.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await outgoing.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(outgoing.getByText('On its way', { exact: true })).toBeVisible();
  await saveShot(seller.page, 'handover-shipped-desktop');

  // The buyer follows it, has it, and says everything is OK: the seller is paid then, not before.
  await expect(incoming.getByText('On its way', { exact: true })).toBeVisible();
  await expect(incoming.getByRole('link', { name: /Track it/ })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  await incoming.getByRole('button', { name: 'I have received it' }).click();
  await expect(incoming.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(incoming.getByText(/Report a problem before/)).toBeVisible();
  await saveShot(buyer.page, 'handover-delivered-mobile');
  expect(await walletOf(seller.page)).toMatchObject({ cashCents: 0 });
  await incoming.getByRole('button', { name: 'Everything OK' }).click();
  await expect(buyer.page.getByText('Completed', { exact: true })).toBeVisible();
  // Paid the price and the postage.
  await expect.poll(async () => (await walletOf(seller.page)).cashCents).toBe(4450);
  expect(await walletOf(buyer.page)).toMatchObject({ heldCents: 0, creditCents: 0 });
  await seller.page.context().close();
  await buyer.page.context().close();
});

test('an order not shipped in 5 days: the buyer cancels and is refunded in full; the item is back on sale', async ({
  browser,
}) => {
  const seller = await memberPage(browser, 'lateseller');
  const buyer = await memberPage(browser, 'latebuyer');
  await buyer.page.setViewportSize({ width: 375, height: 812 });
  const boots = await listItemByApi(seller.page.request, {
    title: 'Leather boots',
    valueCents: 2500,
    meetsUp: false,
  });
  await topUpByApi(buyer.page, 2500);
  await addressByApi(buyer.page, 'Bea Buyer');
  const sale = await buyByApi(buyer.page, boots.id, 2500);

  await buyer.page.goto(`/messages/trade/${sale.id}`);
  const incoming: Locator = card(buyer.page, /^Getting 'Leather boots' to you/);
  // Ships only, and the buyer has a default address: it waits for the seller at once. No cancel before 5 days.
  await expect(incoming.getByText('Waiting to be shipped')).toBeVisible();
  await expect(incoming.getByRole('button', { name: 'Cancel and get a refund' })).toHaveCount(0);

  // Six days later (the developer's clock moves the order's dates back).
  const handovers = await buyer.page.request.get(`/api/trades/${sale.id}/handovers`);
  const [handover] = ((await handovers.json()) as { handovers: Array<{ id: string }> }).handovers;
  const aged = await buyer.page.request.post(`/dev/handovers/${handover!.id}/age`, {
    data: { days: 6 },
    headers: originHeader(),
  });
  expect(aged.status()).toBe(204);
  await buyer.page.reload();
  await expect(incoming.getByText(/has not shipped it in time/)).toBeVisible();
  await saveShot(buyer.page, 'handover-late-mobile');
  await incoming.getByRole('button', { name: 'Cancel and get a refund' }).click();
  const confirm = buyer.page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Cancel and get a refund' }).click();
  await expect(incoming.getByText('Cancelled', { exact: true })).toBeVisible();
  expect(await walletOf(buyer.page)).toMatchObject({ creditCents: 2500, heldCents: 0 });
  const relisted = await buyer.page.request.get(`/api/items/${boots.id}`);
  expect(((await relisted.json()) as { status: string }).status).toBe('available');
  await seller.page.context().close();
  await buyer.page.context().close();
});
