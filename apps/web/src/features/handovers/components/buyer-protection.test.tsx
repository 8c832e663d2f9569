// @vitest-environment happy-dom
import { BUYER_PROTECTION } from '@swapyard/domain/handovers';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BuyerProtection } from './buyer-protection';

afterEach(cleanup);

describe('BuyerProtection', () => {
  it('shows its terms when the badge is pressed', async () => {
    render(<BuyerProtection />);
    expect(screen.queryByText(BUYER_PROTECTION.terms[2])).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Buyer protection: how it works' }));
    expect(await screen.findByText(BUYER_PROTECTION.summary)).toBeTruthy();
    for (const term of BUYER_PROTECTION.terms) expect(screen.getByText(term)).toBeTruthy();
  });

  it('lists them under the badge at checkout', () => {
    render(<BuyerProtection inline />);
    const section = screen.getByRole('region', { name: 'Buyer protection' });
    expect(section.textContent).toContain(BUYER_PROTECTION.summary);
    expect(section.textContent).toContain(BUYER_PROTECTION.terms[1]);
  });
});
