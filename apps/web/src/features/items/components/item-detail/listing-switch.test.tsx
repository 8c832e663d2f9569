// @vitest-environment happy-dom
import type { Item } from '@swapyard/domain/items';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemQueryKey } from '@/lib/query-keys';
import { jsonResponse } from '@/lib/testing/stub-api';
import { ListingSwitch } from './listing-switch';

// The owner's Ships and Meets up switches (docs/product/handover.md): a listing keeps at least one way to be handed
// over, so the one left on cannot be turned off.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const ITEM_ID = '7b0c5d3e-1111-4222-8333-444455556666';
/** Ava's jacket as the server answers it, shipped only. */
const shippedOnly: Item = {
  id: ITEM_ID,
  userId: 'u1',
  title: 'Denim jacket',
  description: null,
  brand: null,
  category: 'clothing',
  categoryLabel: 'Clothing',
  condition: 'like_new',
  size: 'm',
  valueCents: 4550,
  previousValueCents: null,
  photos: [],
  isAvailable: true,
  status: 'available',
  visibility: 'public',
  location: null,
  placeId: null,
  openToSwap: true,
  buyNow: true,
  ships: true,
  meetsUp: false,
  shippingCents: 0,
  likes: 0,
  views: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  owner: {
    id: 'u1',
    username: 'ava',
    fullName: 'Ava Stone',
    avatarUrl: null,
    themeColor: '#6366f1',
    location: null,
  },
};
let sent: Array<{ method: string; url: string; body: unknown }>;
let saved: Item;
/** Whether the server answers; while it does not, the change stays in flight. */
let answering: boolean;
beforeEach(() => {
  sent = [];
  answering = true;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body)) as Partial<Item>;
    sent.push({ method: String(init.method), url: String(input), body });
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (!answering) await new Promise(() => undefined);
    saved = { ...saved, ...body };
    return jsonResponse(saved);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The switches as the item page shows them: the item read from its query, which a saved change replaces. Read again
 * (a saved change refreshes every item query), it answers what the server holds now, as the real one does.
 */
function Switches({ item }: { item: Item }) {
  const { data } = useQuery({ queryKey: itemQueryKey(item.id), queryFn: () => saved, initialData: item });
  return (
    <>
      <ListingSwitch item={data} field="ships" />
      <ListingSwitch item={data} field="meetsUp" />
    </>
  );
}

function renderSwitches(item: Item) {
  saved = item;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })}>
      <Switches item={item} />
    </QueryClientProvider>,
  );
}

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('the handover switches', () => {
  it('keeps the only way left on from being turned off, and frees it once the other is on', async () => {
    renderSwitches(shippedOnly);
    expect(toggle('Ships').hasAttribute('disabled')).toBe(true);
    expect(toggle('Meets up').hasAttribute('disabled')).toBe(false);

    await userEvent.click(toggle('Meets up'));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ method: 'PATCH', url: `/api/items/${ITEM_ID}`, body: { meetsUp: true } }]),
    );
    await vi.waitFor(() => expect(toggle('Ships').hasAttribute('disabled')).toBe(false));
    expect(toggle('Meets up').getAttribute('aria-checked')).toBe('true');

    answering = false;
    await userEvent.click(toggle('Ships'));
    await vi.waitFor(() => expect(sent[1]?.body).toEqual({ ships: false }));
    // While Ships is being turned off, Meets up is the only way left.
    await vi.waitFor(() => expect(toggle('Meets up').hasAttribute('disabled')).toBe(true));
    expect(toggle('Ships').getAttribute('aria-checked')).toBe('false');
  });
});
