import { describe, expect, it } from 'vitest';
import {
  candidateCircles,
  chooseCircles,
  findCircles,
  circleKey,
  type CandidateCircle,
  type SwapGraphInput,
  type SwapItem,
} from './index.ts';

/** Items named `<owner><n>` ('a1' is a's), wants as 'a>b1' (a wants b1). */
function graph(
  values: Record<string, number>,
  wants: string[],
  extra: Partial<SwapGraphInput> = {},
): SwapGraphInput {
  const items: SwapItem[] = Object.entries(values).map(([itemId, dollars]) => ({
    itemId,
    ownerId: itemId.replace(/\d+$/, ''),
    valueCents: dollars * 100,
  }));
  return {
    items,
    wants: wants.map((want) => {
      const [memberId, itemId] = want.split('>');
      return { memberId: memberId!, itemId: itemId! };
    }),
    cashLimitPercent: new Map(),
    defaultCashLimitPercent: 25,
    blockedKeys: new Set(),
    ...extra,
  };
}

/** The 3-circle a→b→c→a conflicts with a↔d, b↔e and c↔f: those three serve 6 members, it serves 3. */
const oneLargeOrThreeSmall = () =>
  graph({ a1: 30, b1: 30, c1: 30, d1: 30, e1: 30, f1: 30 }, [
    'b>a1',
    'c>b1',
    'a>c1',
    'a>d1',
    'd>a1',
    'b>e1',
    'e>b1',
    'c>f1',
    'f>c1',
  ]);

const members = (circle: CandidateCircle) => circle.legs.map((leg) => leg.giverId).sort();
const describeLegs = (circle: CandidateCircle) =>
  circle.legs.map((leg) => `${leg.itemId}>${leg.receiverId}:${leg.cashCents}`).sort();

/** What each member pays in all (positive) or receives (negative), from the legs' cash. */
function cashBalance(circle: CandidateCircle): Map<string, number> {
  const paid = new Map<string, number>();
  const add = (id: string, cents: number) => paid.set(id, (paid.get(id) ?? 0) + cents);
  for (const leg of circle.legs) {
    add(leg.receiverId, leg.cashCents);
    add(leg.giverId, -leg.cashCents);
  }
  return paid;
}

describe('candidate circles', () => {
  it('finds a 2-member circle of equal values, with no cash', () => {
    const circles = candidateCircles(graph({ a1: 40, b1: 40 }, ['a>b1', 'b>a1']));
    expect(circles.map(describeLegs)).toEqual([['a1>b:0', 'b1>a:0']]);
  });

  it('finds a 3-member circle once, whichever member it is read from', () => {
    const circles = candidateCircles(graph({ a1: 30, b1: 30, c1: 30 }, ['b>a1', 'c>b1', 'a>c1']));
    expect(circles).toHaveLength(1);
    expect(members(circles[0]!)).toEqual(['a', 'b', 'c']);
    expect(circles[0]!.key).toBe(circleKey([...circles[0]!.legs].reverse()));
  });

  it('never proposes a 4-member loop', () => {
    const circles = candidateCircles(
      graph({ a1: 30, b1: 30, c1: 30, d1: 30 }, ['b>a1', 'c>b1', 'd>c1', 'a>d1']),
    );
    expect(circles).toEqual([]);
  });

  it('ignores wants of one’s own items and wants of unknown items', () => {
    expect(candidateCircles(graph({ a1: 30, b1: 30 }, ['a>a1', 'b>b1', 'a>zz9']))).toEqual([]);
  });

  it('settles a difference in cash from the member who receives more, within 25% of what they give', () => {
    const [circle] = candidateCircles(graph({ a1: 100, b1: 120 }, ['a>b1', 'b>a1']));
    // a gives $100 and receives $120: a pays b $20 on the leg where a receives.
    expect(describeLegs(circle!)).toEqual(['a1>b:0', 'b1>a:2000']);
    expect(circle!.cashMovedCents).toBe(2000);
    expect(cashBalance(circle!)).toEqual(
      new Map([
        ['a', 2000],
        ['b', -2000],
      ]),
    );
  });

  it('does not propose a circle whose difference is over the payer’s limit', () => {
    expect(candidateCircles(graph({ a1: 100, b1: 126 }, ['a>b1', 'b>a1']))).toEqual([]);
    // 25% of $100 is exactly $25: allowed.
    expect(candidateCircles(graph({ a1: 100, b1: 125 }, ['a>b1', 'b>a1']))).toHaveLength(1);
  });

  it('takes each member’s own limit', () => {
    const values = { a1: 100, b1: 140 };
    const wants = ['a>b1', 'b>a1'];
    expect(candidateCircles(graph(values, wants, { cashLimitPercent: new Map([['a', 40]]) }))).toHaveLength(
      1,
    );
    // b's limit does not matter: b receives less and is paid.
    expect(candidateCircles(graph(values, wants, { cashLimitPercent: new Map([['b', 100]]) }))).toEqual([]);
    // A limit of 0: only even swaps.
    const zero = { cashLimitPercent: new Map([['a', 0]]) };
    expect(candidateCircles(graph({ a1: 100, b1: 101 }, wants, zero))).toEqual([]);
  });

  it('in a 3-member circle, each payer pays and each payee is paid, and balances match the values', () => {
    // a gives $100 and receives c1 ($120): pays 20; b gives $110, receives $100: paid 10; c gives $120, receives
    // $110: paid 10.
    const [circle] = candidateCircles(graph({ a1: 100, b1: 110, c1: 120 }, ['b>a1', 'c>b1', 'a>c1']));
    expect(cashBalance(circle!)).toEqual(
      new Map([
        ['a', 2000],
        ['b', -1000],
        ['c', -1000],
      ]),
    );
    expect(circle!.cashMovedCents).toBe(2000);
    // a's cash goes straight to b and to c: a gives to b (giver pays receiver) and receives from c.
    expect(describeLegs(circle!)).toEqual(['a1>b:-1000', 'b1>c:0', 'c1>a:1000']);
  });

  it('picks the items that balance best when a member wants several', () => {
    const [circle] = candidateCircles(
      graph({ a1: 50, b1: 20, b2: 49, b3: 90 }, ['a>b1', 'a>b2', 'a>b3', 'b>a1']),
    );
    // b gives $49 and receives $50: b pays $1 on the leg where b receives.
    expect(describeLegs(circle!)).toEqual(['a1>b:100', 'b2>a:0']);
  });

  it('skips a blocked combination and offers the next valid one', () => {
    const input = graph({ a1: 50, b1: 50, b2: 45 }, ['a>b1', 'a>b2', 'b>a1']);
    const blockedKeys = new Set([candidateCircles(input)[0]!.key]);
    expect(candidateCircles({ ...input, blockedKeys }).map(describeLegs)).toEqual([['a1>b:500', 'b2>a:0']]);
  });
});

describe('choosing circles (HiGHS)', () => {
  it('serves the most members, even when it takes three small circles over one large one', async () => {
    const input = oneLargeOrThreeSmall();
    const result = await chooseCircles(candidateCircles(input));
    expect(result.status).toBe('optimal');
    expect(result.chosen.map(members).sort()).toEqual([
      ['a', 'd'],
      ['b', 'e'],
      ['c', 'f'],
    ]);
  });

  it('among answers serving as many, moves the least cash', async () => {
    const input = graph({ a1: 100, b1: 120, c1: 100 }, ['a>b1', 'b>a1', 'a>c1', 'c>a1']);
    const { chosen } = await chooseCircles(candidateCircles(input));
    expect(chosen.map(members)).toEqual([['a', 'c']]);
  });

  it('chooses a circle that shares no member without the solver', async () => {
    const result = await chooseCircles(candidateCircles(graph({ a1: 30, b1: 30 }, ['a>b1', 'b>a1'])));
    expect(result.chosen).toHaveLength(1);
    expect(result.modelColumns).toBe(0);
  });

  it('matches an exhaustive search on random graphs', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 25; round++) {
      const names = 'abcdefg'.split('');
      const values = Object.fromEntries(names.map((name) => [`${name}1`, 20 + Math.floor(random() * 10)]));
      const wants = names.flatMap((name) =>
        names.filter((other) => other !== name && random() < 0.35).map((other) => `${name}>${other}1`),
      );
      const circles = candidateCircles(graph(values, wants));
      if (circles.length > 16) continue;
      let best = 0;
      for (let mask = 0; mask < 2 ** circles.length; mask++) {
        const picked = circles.filter((_, index) => mask & (1 << index));
        const seen = picked.flatMap(members);
        if (new Set(seen).size === seen.length) best = Math.max(best, seen.length);
      }
      const { chosen } = await chooseCircles(circles);
      const served = chosen.flatMap(members);
      expect(new Set(served).size).toBe(served.length);
      expect(served.length).toBe(best);
    }
  });
});

describe('finding circles off the event loop', () => {
  it('answers the same in a worker thread as in the calling thread', async () => {
    const input = oneLargeOrThreeSmall();
    const here = await findCircles(input, { timeLimitSeconds: 10 });
    const threaded = await findCircles(input, { timeLimitSeconds: 10, inThreadWants: 0 });
    expect(threaded.candidates).toBe(4);
    expect(threaded.chosen.map((circle) => circle.key).sort()).toEqual(
      here.chosen.map((circle) => circle.key).sort(),
    );
    expect(threaded.chosen).toHaveLength(3);
  });
});
