// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemPrice } from './item-price';

afterEach(cleanup);

describe('ItemPrice', () => {
  it('strikes through the price before a recent drop, read as "was"', () => {
    const { container } = render(<ItemPrice item={{ valueCents: 2400, previousValueCents: 3000 }} />);
    expect(container.textContent).toBe('$24.00was $30.00');
    expect(container.querySelector('s')?.textContent).toBe('was $30.00');
    cleanup();
    render(<ItemPrice item={{ valueCents: 2400, previousValueCents: null }} />);
    expect(screen.getByText('$24.00')).toBeTruthy();
    expect(document.querySelector('s')).toBeNull();
  });
});
