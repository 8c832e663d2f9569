import type { Trade, TradeParty } from '@swapyard/domain/trades';
import type { WantedItem } from '../components/offer-item';

/** Trades as the server answers them, for this feature's component and unit tests. */

export const party = (id: string, fullName: string): TradeParty => ({
  id,
  username: id,
  fullName,
  avatarUrl: null,
  themeColor: '#000000',
});

/** A pending $25.50 trade offer from Ana (requester) for Bo's item (owner), seen by `role`, with `changes`. */
export function tradeFixture(role: Trade['role'], changes: Partial<Trade> = {}): Trade {
  return {
    id: '0b6f2f8e-7a55-4d1e-9d7a-6a0b1c2d3e4f',
    kind: 'trade',
    status: 'pending',
    role,
    requester: party('ana', 'Ana Ames'),
    owner: party('bo', 'Bo Berg'),
    ownerItem: null,
    offeredItems: [],
    bundleItems: [],
    circle: null,
    cashDifferenceCents: 2550,
    postageCents: 0,
    round: 1,
    awaiting: 'owner',
    rounds: [],
    myHold: null,
    paymentMethod: 'credit',
    message: null,
    invitationId: null,
    counterTradeId: null,
    expiresAt: '2026-12-03T12:00:00.000Z',
    respondedAt: null,
    requesterConfirmedAt: null,
    ownerConfirmedAt: null,
    completedAt: null,
    autoCompletesAt: null,
    handover: false,
    disputeOpen: false,
    reviewedByMe: false,
    lastMessage: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T12:00:00.000Z',
    ...changes,
  };
}

/** Ana's $30.00 wool coat, on sale at once, shipped or met up for at no postage, with `changes`. */
export const wantedItemFixture = (changes: Partial<WantedItem> = {}): WantedItem => ({
  id: '6f1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  title: 'Wool coat',
  valueCents: 3000,
  photos: [],
  buyNow: true,
  ships: true,
  meetsUp: true,
  shippingCents: 0,
  owner: { id: 'o1', username: 'ana', fullName: 'Ana Ames' },
  ...changes,
});
