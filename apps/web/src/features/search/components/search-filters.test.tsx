// @vitest-environment happy-dom
import type { SearchFacets } from '@swapyard/domain/search-results';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSearchState, type SearchState } from '../lib/search-params';
import { SearchFilters } from './search-filters';

// The results page's filters: counts on every value, what cannot be chosen, the price range's checks, distance.

afterEach(cleanup);

const facets: SearchFacets = {
  total: 4,
  categories: [
    { value: 'clothing', label: 'Clothing', count: 4 },
    { value: 'art', label: 'Art', count: 0 },
  ],
  sizes: [
    { value: 'm', label: 'M', count: 3 },
    { value: 'xs', label: 'XS', count: 0 },
  ],
  conditions: [{ value: 'good', label: 'Good', count: 4 }],
  brands: [{ value: "levi's", label: "Levi's", count: 2 }],
  openToSwap: 3,
  radii: [
    { radiusKm: 10, count: 2 },
    { radiusKm: 25, count: 4 },
    { radiusKm: 50, count: 4 },
    { radiusKm: 100, count: 4 },
  ],
  origin: { placeId: 5746545, label: 'Portland, OR, US', radiusKm: 50 },
};

function renderFilters(query: string, given: SearchFacets = facets) {
  const onChange = vi.fn<(next: SearchState) => void>();
  render(
    <MemoryRouter>
      <SearchFilters state={readSearchState(new URLSearchParams(query))} facets={given} onChange={onChange} />
    </MemoryRouter>,
  );
  return onChange;
}

describe('SearchFilters', () => {
  it('shows how many each value leaves; one that leaves none cannot be chosen', async () => {
    const onChange = renderFilters('q=jacket');
    expect(screen.getByRole('button', { name: 'XS 0' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Art/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'M 3' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'jacket', sizes: ['m'] }));
    await userEvent.click(screen.getByRole('button', { name: "Levi's 2" }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ brands: ["levi's"] }));
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ swap: true }));
  });

  it('applies a price range in cents, and refuses the lowest above the highest', async () => {
    const onChange = renderFilters('');
    const apply = screen.getByRole('button', { name: 'Apply price' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByLabelText('Min price'), '60');
    await userEvent.type(screen.getByLabelText('Max price'), '50');
    expect(screen.getByText('The lowest price is above the highest')).toBeTruthy();
    expect(apply.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(screen.getByLabelText('Min price'));
    await userEvent.type(screen.getByLabelText('Min price'), '12.5');
    await userEvent.click(apply);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ minPriceCents: 1250, maxPriceCents: 5000 }),
    );
  });

  it("marks the member's own distance until another is chosen, and asks for a place without one", async () => {
    const onChange = renderFilters('');
    expect(screen.getByText('From Portland, OR, US')).toBeTruthy();
    expect(screen.getByRole('button', { name: '50 km 4' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '10 km 2' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ radius: '10' }));
    cleanup();
    renderFilters('', { ...facets, radii: [], origin: null });
    expect(screen.getByRole('link', { name: 'Set your location' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /km/ })).toBeNull();
  });
});
