// @vitest-environment happy-dom
import type { AnalysisResult } from '@swapyard/domain/analysis';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalysisCard } from './analysis-card';

// The analysis card shows a price's evidence (docs/product/listing.md, "Suggested prices").

afterEach(cleanup);

const base: AnalysisResult = {
  title: 'Porcelain cup and saucer',
  description: '',
  brand: '',
  closetCategory: 'kitchen',
  subCategory: 'Cup',
  condition: null,
  size: 'N/A',
  keywords: [],
  fmvCents: null,
  valueCents: null,
  confidence: 0.4,
  reasoning:
    'Read as Kitchen & Dining from "cup". Not enough similar items to suggest a price, so the value is left for you to set.',
  marketData: null,
  pricingMethod: 'ai-only',
  priceHint: null,
  modelGuessCents: null,
  readFromPhoto: [],
  photoText: '',
};

const show = (result: AnalysisResult) =>
  render(
    <MemoryRouter>
      <AnalysisCard state={{ status: 'done', result }} onReanalyze={() => {}} />
    </MemoryRouter>,
  );

describe('AnalysisCard price evidence', () => {
  it('lists the similar items one tap away, sales as sold and listings as links', async () => {
    show({
      ...base,
      fmvCents: 1500,
      valueCents: 1500,
      pricingMethod: 'market-heavy',
      marketData: {
        averagePriceCents: 1500,
        count: 2,
        priceRangeCents: { min: 1200, max: 1800 },
        method: 'sales-and-listings',
        salesCount: 1,
        salesRangeCents: { min: 1200, max: 1200 },
        salesWithinDays: 30,
        listingsCount: 1,
        listingsRangeCents: { min: 1800, max: 1800 },
        comparables: [
          {
            itemId: 'a',
            title: 'Porcelain cup',
            priceCents: 1200,
            kind: 'sale',
            at: new Date().toISOString(),
            similarity: 0.8,
          },
          {
            itemId: 'b',
            title: 'Tea cup',
            priceCents: 1800,
            kind: 'listing',
            at: new Date().toISOString(),
            similarity: 0.6,
          },
        ],
      },
    });
    expect(screen.getByText('Medium · 40%')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Similar items' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show the 2 similar items' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const list = screen.getByRole('list', { name: 'Similar items' });
    expect(list.textContent).toContain('Porcelain cup');
    expect(list.textContent).toContain('Sold · today');
    expect(list.textContent).toContain('$18.00');
    expect(screen.getByRole('link', { name: 'Tea cup' }).getAttribute('href')).toBe('/item/b');
    expect(screen.queryByRole('link', { name: 'Porcelain cup' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide similar items' }));
    expect(screen.queryByRole('list', { name: 'Similar items' })).toBeNull();
  });

  it('with too little evidence shows the category range as a labelled hint and no price', () => {
    show({
      ...base,
      priceHint: { categoryLabel: 'Kitchen & Dining', lowCents: 1000, highCents: 4000, listings: 52 },
    });
    expect(screen.getByText(/Not enough similar items to suggest a price/)).toBeTruthy();
    expect(
      screen.getByText(
        "Typical for Kitchen & Dining on Swapyard: $10–$40 (the middle half of 52 listings). A hint only: it is not this item's price.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Suggested')).toBeNull();
    expect(screen.queryByRole('button', { name: /similar item/ })).toBeNull();
  });

  it("names the fields read from the photo's text", () => {
    show({
      ...base,
      brand: "Levi's",
      size: 'W32 L34',
      readFromPhoto: ['brand', 'size'],
      photoText: "LEVI'S\nW32 L34",
    });
    expect(screen.getByText('Read from the photo:').parentElement?.textContent).toBe(
      'Read from the photo: Brand, Size',
    );
  });
});
