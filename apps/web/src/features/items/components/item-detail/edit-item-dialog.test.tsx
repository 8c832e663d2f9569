// @vitest-environment happy-dom
import type { Item } from '@swapyard/domain/items';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { EditItemDialogContent } from './edit-item-dialog';

// The owner's edit dialog checks the details with the upload form's words (docs/product/listing.md): every failing
// field is marked, and a category without sizes fills in an emptied size. Nothing is sent.

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

const item = {
  id: '7b0c5d3e-1111-4222-8333-444455556666',
  title: 'Denim jacket',
  description: '',
  brand: '',
  category: 'clothing',
  condition: 'like_new',
  size: 'm',
  valueCents: 4550,
  visibility: 'public',
} as Item;

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Dialog open>
        <EditItemDialogContent item={item} onDone={() => {}} />
      </Dialog>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('the edit dialog', () => {
  it('marks every failing field with the toast’s words, and fills an emptied size for a category without sizes', async () => {
    const user = renderDialog();
    await user.clear(field('Title'));
    await user.clear(field('Size'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(toasts.error).toHaveBeenCalledWith('Title required', {
      description: 'Please enter a title for your item',
    });
    expect([field('Title'), field('Size')].map((el) => el.getAttribute('aria-invalid'))).toEqual([
      'true',
      'true',
    ]);
    expect(screen.getByText('Please enter a size for your item')).toBeTruthy();

    await user.selectOptions(field('Category'), 'art');
    expect(field('Size')).toHaveProperty('value', 'N/A');
    expect(field('Size').getAttribute('aria-invalid')).toBeNull();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
  });
});
