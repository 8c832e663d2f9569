import { describe, expect, it } from 'vitest';
import { buyHref, canBuyNow } from './offer-links';

describe('Buy now links', () => {
  it('buys at once only where the seller allows it and the listing has a price', () => {
    expect(canBuyNow({ buyNow: true, valueCents: 3000 })).toBe(true);
    expect(canBuyNow({ buyNow: false, valueCents: 3000 })).toBe(false);
    expect(canBuyNow({ buyNow: true, valueCents: null })).toBe(false);
    expect(canBuyNow({ buyNow: true, valueCents: 0 })).toBe(false);
  });

  it("sends the feed's Buy to Buy now, or else to a Buy It Now offer", () => {
    expect(buyHref({ id: 'a1', buyNow: true, valueCents: 3000 })).toBe('/item/a1?offer=checkout');
    expect(buyHref({ id: 'a1', buyNow: false, valueCents: 3000 })).toBe('/item/a1?offer=buy');
  });
});
