import type { Address, Handover } from '@swapyard/domain/handovers';

/** Handovers and addresses as the server answers them, for this feature's component tests. */

export const TRADE_ID = '0b6f2f8e-7a55-4d1e-9d7a-6a0b1c2d3e4f';
export const BEA = '5f0c2a1e-8b7d-4c3e-9a2b-1d0e9f8a7b6c';
export const SAM = '6a1d3b2f-9c8e-4d4f-8b3c-2e1f0a9b8c7d';
export const names = { [BEA]: 'Bea Bell', [SAM]: 'Sam Stone' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A moment `days` from now (negative: in the past), as the server writes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const address = (changes: Partial<Address> = {}): Address => ({
  id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  name: 'Bea Bell',
  line1: '12 Harbour Street',
  line2: null,
  city: 'Bristol',
  region: null,
  postalCode: 'BS1 4RN',
  country: 'GB',
  isDefault: true,
  ...changes,
});

/** Bea's address as an order carries it. */
export function shipTo(): Handover['address'] {
  const { id: _id, isDefault: _isDefault, ...rest } = address();
  return rest;
}

/** Sam's 'Red jacket' going to Bea, seen by `role` (giver: Sam, receiver: Bea), with `changes`. */
export function handoverFixture(role: Handover['role'], changes: Partial<Handover> = {}): Handover {
  return {
    id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
    tradeId: TRADE_ID,
    role,
    giverId: SAM,
    receiverId: BEA,
    itemTitles: ['Red jacket'],
    methods: ['ship', 'meetup'],
    method: null,
    state: 'choosing',
    address: null,
    labelBought: false,
    trackingStatus: null,
    shipBy: null,
    autoCancelAt: null,
    carrier: null,
    carrierName: null,
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: null,
    deliveredAt: null,
    releaseAt: null,
    receivedAt: null,
    cancelledAt: null,
    meetup: null,
    handoverCode: null,
    codeTriesLeft: null,
    ...changes,
  };
}

/** Waiting to be shipped to Bea's address, `shipBy` given. */
export const awaitingShipment = (role: Handover['role'], shipBy: string, changes: Partial<Handover> = {}) =>
  handoverFixture(role, {
    method: 'ship',
    state: 'awaiting_shipment',
    address: shipTo(),
    shipBy,
    autoCancelAt: daysFromNow(2),
    ...changes,
  });

type Meetup = NonNullable<Handover['meetup']>;

/** Sam's proposal: a busy café in three days, not agreed yet. */
export const meetup = (changes: Partial<Meetup> = {}): Meetup => ({
  at: daysFromNow(3),
  place: 'A busy café',
  proposedBy: SAM,
  agreedAt: null,
  cancelAskedBy: [],
  noShowReportedBy: null,
  ...changes,
});

/** A meetup being arranged: `proposal` proposed (null: none yet). */
export const arranging = (role: Handover['role'], proposal: Meetup | null = null) =>
  handoverFixture(role, { method: 'meetup', state: 'arranging', meetup: proposal });

export const HANDOVER_CODE = '482913';

/** Sam's meetup agreed by Bea; the code only on the receiver's side. */
export const meetupAgreed = (role: Handover['role'], changes: Partial<Meetup> = {}) =>
  handoverFixture(role, {
    method: 'meetup',
    state: 'meetup_agreed',
    meetup: meetup({ agreedAt: daysFromNow(0), ...changes }),
    handoverCode: role === 'receiver' ? HANDOVER_CODE : null,
    codeTriesLeft: 5,
  });
