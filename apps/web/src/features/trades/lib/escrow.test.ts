import { describe, expect, it } from 'vitest';
import { TRADE_MESSAGES, type Trade } from '@swapyard/domain/trades';
import { tradeFixture } from '../testing/trade-fixture';
import { acceptedTradeText, heldCashText } from './escrow';

/** An accepted trade between Ana (requester) and Bo (owner), seen by `role`. */
const accepted = (role: Trade['role'], changes: Partial<Trade> = {}): Trade =>
  tradeFixture(role, {
    id: 't1',
    status: 'accepted',
    expiresAt: '2026-12-01T12:00:00.000Z',
    respondedAt: '2026-12-01T12:00:00.000Z',
    autoCompletesAt: '2026-12-15T12:00:00.000Z',
    ...changes,
  });

describe('the cash of an accepted trade (escrow)', () => {
  it('is on hold until the trade completes, then paid to the other party, as each reads it', () => {
    expect(heldCashText(accepted('requester'))).toBe(
      'Your $25.50 stays on hold until the trade completes, then it is paid to Bo Berg.',
    );
    expect(heldCashText(accepted('owner'))).toBe(
      "Ana Ames's $25.50 is on hold until the trade completes, then it is paid into your Cash Wallet.",
    );
    // Cash the owner adds: the owner pays, the requester is paid.
    expect(heldCashText(accepted('owner', { cashDifferenceCents: -1000 }))).toBe(
      'Your $10.00 stays on hold until the trade completes, then it is paid to Ana Ames.',
    );
    expect(heldCashText(accepted('requester', { cashDifferenceCents: -1000 }))).toBe(
      "Bo Berg's $10.00 is on hold until the trade completes, then it is paid into your Cash Wallet.",
    );
    expect(heldCashText(accepted('owner', { cashDifferenceCents: 0 }))).toBeNull();
  });

  it('says when the trade completes, and offers to confirm until the member has', () => {
    expect(acceptedTradeText(accepted('owner', { cashDifferenceCents: 0 }))).toEqual({
      canConfirm: true,
      lines: [
        'Once you have exchanged the items, confirm it here. The trade completes when you both have, or on its own on Dec 15, 2026.',
      ],
    });
    expect(
      acceptedTradeText(accepted('requester', { requesterConfirmedAt: '2026-12-02T12:00:00.000Z' })),
    ).toEqual({
      canConfirm: false,
      lines: [
        'You confirmed the exchange. Waiting for Bo Berg to confirm; otherwise the trade completes on its own on Dec 15, 2026.',
        'Your $25.50 stays on hold until the trade completes, then it is paid to Bo Berg.',
      ],
    });
  });

  it('while a dispute is open, offers no confirmation and says the trade waits for the resolution', () => {
    expect(acceptedTradeText(accepted('owner', { disputeOpen: true, autoCompletesAt: null }))).toEqual({
      canConfirm: false,
      lines: [
        TRADE_MESSAGES.disputeOpen,
        "Ana Ames's $25.50 is on hold until the trade completes, then it is paid into your Cash Wallet.",
      ],
    });
  });
});
