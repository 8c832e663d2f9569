// @vitest-environment happy-dom
import type { Me } from '@swapyard/domain/me';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/query-keys';
import UploadItemOverlay from './upload-item-overlay';

// The Upload Item form (docs/product/listing.md): the size a category without sizes gets, and every failing field
// marked at the field as well as in the toast. Nothing is sent: any request would fail the test.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    throw new Error(`unexpected request ${String(input)}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const member = {
  user: { id: '7d5c4a8e-0000-4000-8000-00000000000f', email: 'm@x.test', emailVerified: true },
} as Me;

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, member);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UploadItemOverlay open onOpenChange={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const invalid = (label: string) => field(label).getAttribute('aria-invalid') === 'true';
/** The error text the field is described by, '' when it has none. */
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')
      ?.textContent ?? ''
  );
};

describe('the Upload Item form', () => {
  it('fills Size with N/A for a category without sizes, and empties it again for one with sizes', async () => {
    const user = renderForm();
    expect(field('Size')).toHaveProperty('value', '');
    await user.selectOptions(field('Category'), 'electronics');
    expect(field('Size')).toHaveProperty('value', 'N/A');
    await user.selectOptions(field('Category'), 'books_magazines');
    expect(field('Size')).toHaveProperty('value', 'N/A');
    await user.selectOptions(field('Category'), 'clothing');
    expect(field('Size')).toHaveProperty('value', '');

    // A size the member typed is theirs, whatever the category.
    await user.type(field('Size'), 'EU 42');
    await user.selectOptions(field('Category'), 'electronics');
    expect(field('Size')).toHaveProperty('value', 'EU 42');
  });

  it('keeps the Size required rule: a category with sizes and no size is refused with its toast', async () => {
    const user = renderForm();
    await user.type(field('Title'), 'Denim jacket');
    await user.selectOptions(field('Category'), 'clothing');
    await user.selectOptions(field('Condition'), 'good');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(toasts.error).toHaveBeenLastCalledWith('Size required', {
      description: 'Please enter a size for your item',
    });
    expect(errorOf('Size')).toBe('Please enter a size for your item');
  });

  it('marks every failing field, not only the one the toast names, until it passes', async () => {
    const user = renderForm();
    for (const label of ['Title', 'Category', 'Condition', 'Size', 'Add photos'])
      expect(invalid(label)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith('Title required', {
      description: 'Please enter a title for your item',
    });
    expect(
      ['Title', 'Category', 'Condition', 'Size', 'Add photos'].map((label) => [
        invalid(label),
        errorOf(label),
      ]),
    ).toEqual([
      [true, 'Please enter a title for your item'],
      [true, 'Please select a category for your item'],
      [true, 'Please select the condition of your item'],
      [true, 'Please enter a size for your item'],
      [true, 'Please add at least one photo of your item'],
    ]);

    // Each mark goes as its field passes; a category without sizes clears Size's too.
    await user.type(field('Title'), 'Film camera');
    expect(invalid('Title')).toBe(false);
    await user.selectOptions(field('Category'), 'camera_equipment');
    expect([invalid('Category'), invalid('Size')]).toEqual([false, false]);
    expect([invalid('Condition'), invalid('Add photos')]).toEqual([true, true]);
    await user.type(field('Value ($)'), '-5');
    expect(errorOf('Value ($)')).toBe('Please enter a value of 0 or more');
  });
});
