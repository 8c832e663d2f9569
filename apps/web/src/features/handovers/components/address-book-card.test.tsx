// @vitest-environment happy-dom
import type { Address } from '@swapyard/domain/handovers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi, type StubbedApi } from '@/lib/testing/stub-api';
import { address } from '../testing/handover-fixture';
import { AddressBookCard } from './address-book-card';

// The address book in Settings against a stubbed API: adding an address, checked first with the server's rules.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

let api: StubbedApi;
let book: Address[];
beforeEach(() => {
  book = [];
  api = stubApi({
    get: { '/api/me/addresses': () => ({ addresses: book }) },
    post: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      book = [address()];
      return jsonResponse({ addresses: book }, 201);
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressBookCard />
    </QueryClientProvider>,
  );
}

describe('AddressBookCard', () => {
  it('adds an address, sent once, and lists it as the default', async () => {
    renderCard();
    expect(await screen.findByText('No addresses yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label);

    // Nothing is sent while a required field is empty; the server's words say which.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByText('Please enter the name')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a country')).toBeTruthy();
    expect(api.sent).toEqual([]);

    await userEvent.type(field('Name'), 'Bea Bell');
    await userEvent.type(field('Address'), '12 Harbour Street');
    await userEvent.type(field('City'), 'Bristol');
    await userEvent.type(field('Postal code'), 'BS1 4RN');
    await userEvent.selectOptions(field('Country'), 'GB');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: '/api/me/addresses',
      body: {
        name: 'Bea Bell',
        line1: '12 Harbour Street',
        city: 'Bristol',
        postalCode: 'BS1 4RN',
        country: 'GB',
        isDefault: false,
      },
    });

    const row = (await screen.findByText('12 Harbour Street')).closest('li')!;
    expect(within(row).getByText('Default')).toBeTruthy();
    expect(within(row).getByText('United Kingdom')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Address saved');
  });

  it('lists the default address first', async () => {
    book = [address({ id: 'a2', line1: '3 Mill Lane', isDefault: false }), address({ id: 'a1' })];
    renderCard();
    await screen.findByText('3 Mill Lane');
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows[0]).toContain('Default');
    expect(rows[0]).toContain('12 Harbour Street');
    expect(rows[1]).toContain('3 Mill Lane');
  });
});
