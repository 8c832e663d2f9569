// @vitest-environment happy-dom
import { HANDOVER_TEXTS, type Address, type Handover } from '@swapyard/domain/handovers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi, type StubbedApi } from '@/lib/testing/stub-api';
import {
  address,
  awaitingShipment,
  daysFromNow,
  handoverFixture,
  names,
  TRADE_ID,
} from '../testing/handover-fixture';
import { HandoverCards } from './handover-cards';

// A trade's handovers (getting the item) against a stubbed API: what each member sees and sends at each step.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const HANDOVER_URL = '/api/handovers/9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';
const OTHER_ADDRESS = '2c8e7f6a-1b2c-4d3e-8f4a-5b6c7d8e9f0a';

let api: StubbedApi;
let shown: Handover[];
let book: Address[];
let answer: (url: string) => unknown;
let buysLabels: boolean;
beforeEach(() => {
  book = [];
  buysLabels = false;
  answer = () => shown[0];
  api = stubApi({
    get: {
      [`/api/trades/${TRADE_ID}/handovers`]: () => ({ handovers: shown, buysLabels }),
      '/api/me/addresses': () => ({ addresses: book }),
    },
    post: async (url) => {
      // Answered slowly, so a second click lands while the first is in flight.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The server answers the handover as it now stands, and lists it so from then on.
      const updated = answer(url);
      if (!(updated instanceof Response)) shown = [updated as Handover];
      return updated;
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderCards(...handovers: Handover[]) {
  shown = handovers;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <HandoverCards tradeId={TRADE_ID} names={names} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('HandoverCards', () => {
  it('shows nothing for a trade without handovers', async () => {
    const { container } = renderCards();
    await vi.waitFor(() => expect(api.sent).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });

  it('the receiver chooses shipping to one of their addresses, sent once on a double click', async () => {
    book = [address(), address({ id: OTHER_ADDRESS, line1: '3 Mill Lane', isDefault: false })];
    answer = () => awaitingShipment('receiver', daysFromNow(5));
    renderCards(handoverFixture('receiver'));
    expect(await screen.findByText("Getting 'Red jacket' to you")).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Shipping/ }));
    // The default address is chosen until another is picked.
    const other = await screen.findByRole('radio', { name: /3 Mill Lane/ });
    expect(screen.getByRole('radio', { name: /12 Harbour Street/ })).toHaveProperty('checked', true);
    await userEvent.click(other);
    await userEvent.dblClick(button('Ship it to this address')!);
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: `${HANDOVER_URL}/method`,
      body: { method: 'ship', addressId: OTHER_ADDRESS },
    });
    expect(await screen.findByText('Waiting to be shipped')).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('Shipping chosen');
  });

  it('sends a receiver with an empty address book to Settings, and a meetup needs no address', async () => {
    answer = () => handoverFixture('receiver', { method: 'meetup', state: 'arranging' });
    renderCards(handoverFixture('receiver'));
    await userEvent.click(await screen.findByRole('radio', { name: /Shipping/ }));
    const add = await screen.findByRole('link', { name: 'Add an address' });
    expect(add.getAttribute('href')).toBe('/settings');
    expect(button('Ship it to this address')!.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Meetup/ }));
    await userEvent.click(button('Meet up')!);
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.body).toEqual({ method: 'meetup' });
    expect(await screen.findByText('Propose a time and a public place to meet.')).toBeTruthy();
  });

  it("the giver's tracking number is checked against the carrier before anything is sent", async () => {
    answer = () =>
      handoverFixture('giver', { method: 'ship', state: 'shipped', trackingNumber: '1Z999AA10123456784' });
    renderCards(awaitingShipment('giver', daysFromNow(3)));
    expect(await screen.findByText("Sending 'Red jacket' to Bea Bell")).toBeTruthy();
    expect(screen.getByText('12 Harbour Street')).toBeTruthy();
    const label = screen.getByRole('link', { name: 'Print label' });
    expect(label.getAttribute('href')).toBe(`${HANDOVER_URL}/label`);
    expect(label.getAttribute('target')).toBe('_blank');

    await userEvent.selectOptions(screen.getByLabelText('Carrier'), 'ups');
    await userEvent.type(screen.getByLabelText('Tracking number'), '9400100000000000000000');
    await userEvent.click(button('Mark as shipped')!);
    expect(screen.getByText(HANDOVER_TEXTS.trackingMismatch('UPS'))).toBeTruthy();
    expect(api.sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Tracking number'));
    await userEvent.type(screen.getByLabelText('Tracking number'), '1Z999AA10123456784');
    await userEvent.dblClick(button('Mark as shipped')!);
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: `${HANDOVER_URL}/shipment`,
      body: { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
    });
    expect(await screen.findByText('On its way. Waiting for Bea Bell to receive it.')).toBeTruthy();
  });

  it("buys the carrier's label where the server sells them, once on a double click, then shows its tracking", async () => {
    buysLabels = true;
    answer = () =>
      awaitingShipment('giver', daysFromNow(3), {
        state: 'shipped',
        carrier: 'ups',
        carrierName: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        labelBought: true,
        trackingStatus: 'in_transit',
      });
    renderCards(awaitingShipment('giver', daysFromNow(3)));
    await userEvent.dblClick(await screen.findByRole('button', { name: HANDOVER_TEXTS.buyLabel }));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ url: `${HANDOVER_URL}/label`, body: undefined });
    expect(await screen.findByText('Carrier: In transit')).toBeTruthy();
  });

  it('offers no label to buy where the server prints them', async () => {
    renderCards(awaitingShipment('giver', daysFromNow(3)));
    expect(await screen.findByRole('link', { name: 'Print label' })).toBeTruthy();
    expect(button(HANDOVER_TEXTS.buyLabel)).toBeNull();
  });

  it("shows the server's refusal of a shipment in a toast", async () => {
    answer = () =>
      jsonResponse({ error: { code: 'CONFLICT', message: HANDOVER_TEXTS.notAwaitingShipment } }, 409);
    renderCards(awaitingShipment('giver', daysFromNow(3)));
    await userEvent.selectOptions(await screen.findByLabelText('Carrier'), 'other');
    await userEvent.type(screen.getByLabelText('Tracking number'), 'ABC123456');
    await userEvent.click(button('Mark as shipped')!);
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(expect.any(String), {
        description: HANDOVER_TEXTS.notAwaitingShipment,
      }),
    );
    // Free to try again.
    await vi.waitFor(() => expect(button('Mark as shipped')!.hasAttribute('disabled')).toBe(false));
  });

  it('lets the receiver cancel only once the ship-by date has passed, confirmed first', async () => {
    renderCards(awaitingShipment('receiver', daysFromNow(1)));
    expect(await screen.findByText('Sam Stone is getting it ready to ship.')).toBeTruthy();
    expect(button('Cancel and get a refund')).toBeNull();
    cleanup();

    answer = () => handoverFixture('receiver', { state: 'cancelled', cancelledAt: daysFromNow(0) });
    renderCards(awaitingShipment('receiver', daysFromNow(-1)));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and get a refund' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.sent).toEqual([]);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Cancel and get a refund' }));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ url: `${HANDOVER_URL}/cancel`, body: undefined });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('offers Everything OK once delivered, with the date the receiver can report a problem by', async () => {
    const delivered = (role: Handover['role']) =>
      handoverFixture(role, {
        method: 'ship',
        state: 'delivered',
        carrier: 'royal_mail',
        carrierName: 'Royal Mail',
        trackingNumber: 'AB123456789GB',
        trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
        releaseAt: '2030-03-04T10:00:00.000Z',
      });
    answer = () => handoverFixture('receiver', { state: 'received', receivedAt: '2030-03-02T10:00:00.000Z' });
    renderCards(delivered('receiver'));
    expect(await screen.findByText(/^Something wrong\? Report a problem before Mar 4, 2030/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Track it/ }).getAttribute('href')).toContain('AB123456789GB');
    await userEvent.dblClick(button('Everything OK')!);
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ url: `${HANDOVER_URL}/everything-ok`, body: undefined });
    expect(await screen.findByText('Received on Mar 2, 2030.')).toBeTruthy();
    cleanup();

    renderCards(delivered('giver'));
    expect(await screen.findByText(/Waiting for Bea Bell to confirm everything is OK/)).toBeTruthy();
    expect(button('Everything OK')).toBeNull();
  });

  it('the receiver says a shipped item has arrived', async () => {
    answer = () => handoverFixture('receiver', { method: 'ship', state: 'delivered' });
    renderCards(
      handoverFixture('receiver', { method: 'ship', state: 'shipped', trackingNumber: 'X1234567' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'I have received it' }));
    await vi.waitFor(() => expect(api.sent).toEqual([{ url: `${HANDOVER_URL}/received`, body: undefined }]));
    expect(await screen.findByRole('button', { name: 'Everything OK' })).toBeTruthy();
  });
});
