/**
 * Seeded swap graphs for the matching benchmark: members owning 1-3 priced items and wanting others' items, under
 * two want distributions. The same seed gives the same graph on every machine (no Math.random).
 */
import type { SwapGraphInput, SwapItem, SwapWant } from '../../apps/server/src/platform/matching/index.ts';
import { seededRandom } from '../../apps/server/src/platform/seeded-random.ts';

export type Distribution = 'zipf' | 'clustered';

export interface GraphOptions {
  members: number;
  /** Mean wants per member; each member draws between half and one and a half times as many. */
  wants: number;
  seed: number;
}

const MIN_CENTS = 500;
const MAX_CENTS = 30_000;
/** Zipf exponent of item popularity: the k-th most popular item is wanted in proportion to 1/k. */
const ZIPF_EXPONENT = 1;
const CLUSTER_MIN = 40;
const CLUSTER_MAX = 60;
/** In the clustered graph, the share of wants inside the member's own community. */
const IN_CLUSTER_SHARE = 0.85;
export const CASH_LIMIT_PERCENT = 25;

const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

/** Box-Muller; one normal per call is plenty here. */
const normal = (random: () => number) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** Log-normal around a median, clamped to $5-$300, in whole cents: second-hand prices are skewed to the cheap end. */
const priceCents = (random: () => number, medianCents: number, sigma: number) =>
  Math.min(MAX_CENTS, Math.max(MIN_CENTS, Math.round(medianCents * Math.exp(sigma * normal(random)))));

/** Draws item indexes with Zipf popularity; which item holds which rank is shuffled, so rank says nothing of owner. */
function zipfSampler(random: () => number, count: number): () => number {
  const byRank = Array.from({ length: count }, (_, index) => index);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [byRank[i], byRank[j]] = [byRank[j]!, byRank[i]!];
  }
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let rank = 0; rank < count; rank++) cumulative[rank] = total += 1 / (rank + 1) ** ZIPF_EXPONENT;
  return () => {
    const target = random() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return byRank[low]!;
  };
}

/** A member's wants: distinct items, none of their own, drawn until enough or too many draws repeat. */
function drawWants(memberId: string, count: number, draw: () => SwapItem, wants: SwapWant[]) {
  const chosen = new Set<string>();
  for (let attempt = 0; chosen.size < count && attempt < count * 20; attempt++) {
    const item = draw();
    if (item.ownerId !== memberId) chosen.add(item.itemId);
  }
  for (const itemId of chosen) wants.push({ memberId, itemId });
}

const memberId = (index: number) => `m${index}`;

function finish(items: SwapItem[], wants: SwapWant[]): SwapGraphInput {
  return {
    items,
    wants,
    cashLimitPercent: new Map(),
    defaultCashLimitPercent: CASH_LIMIT_PERCENT,
    blockedKeys: new Set(),
  };
}

/** Everyone draws from one popularity ranking over all items: a few items are wanted by thousands. */
export function zipfGraph({ members, wants: meanWants, seed }: GraphOptions): SwapGraphInput {
  const random = seededRandom(seed);
  const items: SwapItem[] = [];
  for (let member = 0; member < members; member++) {
    for (let n = between(random, 1, 3); n > 0; n--) {
      items.push({
        itemId: `i${items.length}`,
        ownerId: memberId(member),
        valueCents: priceCents(random, 3000, 0.8),
      });
    }
  }
  const popular = zipfSampler(random, items.length);
  const wants: SwapWant[] = [];
  for (let member = 0; member < members; member++) {
    const count = between(random, Math.max(1, Math.ceil(meanWants / 2)), Math.floor((meanWants * 3) / 2));
    drawWants(memberId(member), count, () => items[popular()]!, wants);
  }
  return finish(items, wants);
}

/**
 * Communities of 40-60 members (a category each, with its own typical price): 85 % of wants are items of the same
 * community, chosen uniformly, the rest follow the global Zipf popularity.
 */
export function clusteredGraph({ members, wants: meanWants, seed }: GraphOptions): SwapGraphInput {
  const random = seededRandom(seed);
  const items: SwapItem[] = [];
  const clusterOf: number[] = [];
  const clusterItems: SwapItem[][] = [];
  for (let member = 0; member < members;) {
    const size = Math.min(between(random, CLUSTER_MIN, CLUSTER_MAX), members - member);
    // A category's median price, log-uniform between $10 and $100.
    const medianCents = 1000 * 10 ** random();
    const own: SwapItem[] = [];
    for (const end = member + size; member < end; member++) {
      clusterOf.push(clusterItems.length);
      for (let n = between(random, 1, 3); n > 0; n--) {
        const item = {
          itemId: `i${items.length}`,
          ownerId: memberId(member),
          valueCents: priceCents(random, medianCents, 0.5),
        };
        items.push(item);
        own.push(item);
      }
    }
    clusterItems.push(own);
  }
  const popular = zipfSampler(random, items.length);
  const wants: SwapWant[] = [];
  for (let member = 0; member < members; member++) {
    const local = clusterItems[clusterOf[member]!]!;
    const count = between(random, Math.max(1, Math.ceil(meanWants / 2)), Math.floor((meanWants * 3) / 2));
    const draw = () =>
      random() < IN_CLUSTER_SHARE ? local[Math.floor(random() * local.length)]! : items[popular()]!;
    drawWants(memberId(member), count, draw, wants);
  }
  return finish(items, wants);
}

export const graphs: Record<Distribution, (options: GraphOptions) => SwapGraphInput> = {
  zipf: zipfGraph,
  clustered: clusteredGraph,
};
