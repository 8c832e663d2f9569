/**
 * The swap graph and the circles that could be proposed on it (docs/product/swap-circles.md, "Matching"). A leg is a
 * giver's item going to a member who wants it; a circle is 2 or 3 legs in which every member gives one item and
 * receives one. Values are balanced in cash: a member who receives more than they give pays the difference, up to
 * their limit (a percentage of the value of the item they give), or the circle is not a candidate.
 */

/** An available, public item open to swap, with a value (the cash rule needs one). */
export interface SwapItem {
  itemId: string;
  ownerId: string;
  valueCents: number;
}

/** A member wants an item. */
export interface SwapWant {
  memberId: string;
  itemId: string;
}

export interface SwapGraphInput {
  items: SwapItem[];
  wants: SwapWant[];
  /** Each member's cash limit in percent of the value of the item they give; members absent take the default. */
  cashLimitPercent: ReadonlyMap<string, number>;
  defaultCashLimitPercent: number;
  /** Combinations never to propose again (circleKey), e.g. declined ones. */
  blockedKeys: ReadonlySet<string>;
}

export interface CircleLeg {
  giverId: string;
  receiverId: string;
  itemId: string;
  valueCents: number;
  /** Cash on this leg, in cents: positive, the receiver pays the giver; negative, the giver pays the receiver. */
  cashCents: number;
}

export interface CandidateCircle {
  key: string;
  /** In circle order: legs[i].receiverId gives legs[i + 1] (the last receiver gives the first leg). */
  legs: CircleLeg[];
  /** Cash changing hands in all, in cents (what the payers pay). */
  cashMovedCents: number;
  valueCents: number;
}

/** Per giver and receiver, the items tried when balancing a circle (the closest in value to what comes back). */
const ITEMS_TRIED_PER_LEG = 4;

/** A combination's identity, whatever member it starts from: its legs (item → receiver), sorted. */
export function circleKey(legs: ReadonlyArray<Pick<CircleLeg, 'itemId' | 'receiverId'>>): string {
  return legs
    .map((leg) => `${leg.itemId}>${leg.receiverId}`)
    .sort()
    .join(',');
}

/**
 * What each member pays (positive) or receives (negative): the value they receive less the value they give.
 * Undefined when a payer's difference is over their limit.
 */
function memberBalances(
  legs: ReadonlyArray<Omit<CircleLeg, 'cashCents'>>,
  limitOf: (memberId: string) => number,
): Map<string, number> | undefined {
  const balances = new Map<string, number>();
  for (const [index, leg] of legs.entries()) {
    const given = legs[(index + 1) % legs.length]!;
    const owed = leg.valueCents - given.valueCents;
    if (owed > Math.floor((given.valueCents * limitOf(leg.receiverId)) / 100)) return undefined;
    balances.set(leg.receiverId, owed);
  }
  return balances;
}

/**
 * Puts each payer's cash on a leg they share with a payee. In a circle of 2 or 3 every two members share a leg, so
 * each payer pays only and each payee is only paid: nobody's cash passes through a third member.
 */
function routeCash(legs: Array<Omit<CircleLeg, 'cashCents'>>, balances: Map<string, number>): CircleLeg[] {
  const routed: CircleLeg[] = legs.map((leg) => ({ ...leg, cashCents: 0 }));
  const payers = [...balances].filter(([, owed]) => owed > 0).map(([id, owed]) => ({ id, left: owed }));
  const payees = [...balances].filter(([, owed]) => owed < 0).map(([id, owed]) => ({ id, left: -owed }));
  for (const payer of payers) {
    for (const payee of payees) {
      const amount = Math.min(payer.left, payee.left);
      if (amount === 0) continue;
      // The payer receiving from the payee (they pay as receiver) when such a leg exists, else the payer giving.
      const receiving = routed.find((leg) => leg.giverId === payee.id && leg.receiverId === payer.id);
      if (receiving) receiving.cashCents += amount;
      else routed.find((leg) => leg.giverId === payer.id && leg.receiverId === payee.id)!.cashCents -= amount;
      payer.left -= amount;
      payee.left -= amount;
    }
  }
  return routed;
}

/** Every choice of one item per leg (each leg's list already capped), cheapest in cash first among the valid. */
function bestBalanced(
  choices: Array<Array<Omit<CircleLeg, 'cashCents'>>>,
  input: SwapGraphInput,
): CandidateCircle | undefined {
  const limitOf = (id: string) => input.cashLimitPercent.get(id) ?? input.defaultCashLimitPercent;
  let best: CandidateCircle | undefined;
  const visit = (picked: Array<Omit<CircleLeg, 'cashCents'>>) => {
    if (picked.length < choices.length) {
      for (const leg of choices[picked.length]!) visit([...picked, leg]);
      return;
    }
    const key = circleKey(picked);
    if (input.blockedKeys.has(key)) return;
    const balances = memberBalances(picked, limitOf);
    if (!balances) return;
    const cashMovedCents = [...balances.values()].reduce((sum, owed) => sum + Math.max(owed, 0), 0);
    if (best && best.cashMovedCents <= cashMovedCents) return;
    const valueCents = picked.reduce((sum, leg) => sum + leg.valueCents, 0);
    best = { key, legs: routeCash(picked, balances), cashMovedCents, valueCents };
  };
  visit([]);
  return best;
}

/**
 * The candidate circles: for each set of 2 or 3 members where each wants an item of the previous one, the valid
 * combination of items that moves the least cash. A 4-member loop is never a candidate: longer circles are fragile
 * (one decline breaks them), and kidney exchanges cap theirs at 3 for the same reason.
 */
export function candidateCircles(input: SwapGraphInput): CandidateCircle[] {
  const itemsById = new Map(input.items.map((item) => [item.itemId, item]));
  // giver → receiver → the giver's items the receiver wants
  const out = new Map<string, Map<string, SwapItem[]>>();
  for (const want of input.wants) {
    const item = itemsById.get(want.itemId);
    if (!item || item.ownerId === want.memberId) continue;
    const receivers = out.get(item.ownerId) ?? new Map<string, SwapItem[]>();
    out.set(item.ownerId, receivers);
    const wanted = receivers.get(want.memberId) ?? [];
    if (!wanted.some((known) => known.itemId === item.itemId)) wanted.push(item);
    receivers.set(want.memberId, wanted);
  }
  const legsFor = (giverId: string, receiverId: string) =>
    (out.get(giverId)?.get(receiverId) ?? []).map((item) => ({
      giverId,
      receiverId,
      itemId: item.itemId,
      valueCents: item.valueCents,
    }));
  const capped = (legs: Array<Omit<CircleLeg, 'cashCents'>>, nearCents: number) =>
    legs
      .sort((a, b) => Math.abs(a.valueCents - nearCents) - Math.abs(b.valueCents - nearCents))
      .slice(0, ITEMS_TRIED_PER_LEG);
  const meanValue = (legs: Array<{ valueCents: number }>) =>
    legs.reduce((sum, leg) => sum + leg.valueCents, 0) / Math.max(legs.length, 1);

  const circles: CandidateCircle[] = [];
  for (const [a, receiversOfA] of out) {
    for (const b of receiversOfA.keys()) {
      if (b <= a) continue; // each circle once: from its smallest member
      const receiversOfB = out.get(b);
      if (!receiversOfB) continue;
      if (receiversOfB.has(a)) {
        const ab = legsFor(a, b);
        const ba = legsFor(b, a);
        const circle = bestBalanced([capped(ab, meanValue(ba)), capped(ba, meanValue(ab))], input);
        if (circle) circles.push(circle);
      }
      for (const c of receiversOfB.keys()) {
        if (c <= a || !out.get(c)?.has(a)) continue;
        const [ab, bc, ca] = [legsFor(a, b), legsFor(b, c), legsFor(c, a)];
        const circle = bestBalanced(
          [capped(ab, meanValue(ca)), capped(bc, meanValue(ab)), capped(ca, meanValue(bc))],
          input,
        );
        if (circle) circles.push(circle);
      }
    }
  }
  return circles;
}
