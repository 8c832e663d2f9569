/**
 * The benchmark's uncapped baselines, on the member graph (giver → receiver when the receiver wants one of the
 * giver's items), written here so they depend on nothing but typed arrays:
 *
 * - the maximum assignment (Hopcroft–Karp): every member gives at most one item and receives at most one, nothing
 *   else. Its members served are its receivers; it allows open chains (someone gives and receives nothing back), so
 *   it bounds any swap answer from above without being one.
 * - the maximum cycle cover (the Hungarian method, Hopcroft–Karp first, then primal-dual phases): the same, but
 *   every member who gives also receives, in cycles of any length. The assignment problem with a self-loop of cost 1
 *   per member and cost 0 per want; members served = members not on their self-loop. This is the exact uncapped
 *   counterpart of 2- and 3-member circles.
 */
import type { SwapGraphInput } from '../../apps/server/src/platform/matching/index.ts';

export interface MemberGraph {
  members: number;
  /** Compressed rows: giver g's receivers are receivers[starts[g]] … receivers[starts[g + 1] - 1], ascending. */
  starts: Int32Array;
  receivers: Int32Array;
  /** Wants of an item of another member, before the cash filter and before merging a pair's several items. */
  wants: number;
}

export interface Matching {
  /** Giver → the receiver they give to, or -1. */
  toReceiver: Int32Array;
  /** Receiver → the giver they receive from, or -1. */
  fromGiver: Int32Array;
  size: number;
}

const NONE = -1;
const FAR = 0x3fffffff;

/**
 * Giver → receiver edges. With `cashLimit`, only wants the receiver could pay for with their dearest item within
 * their limit (swap-graph.ts's rule, in which the difference is checked against the item the receiver gives): an
 * edge cannot know which item its receiver will give, so this is the loosest form of the rule and keeps the
 * baselines upper bounds. Without it, every want.
 */
export function memberGraph(input: SwapGraphInput, cashLimit: boolean): MemberGraph {
  const indexOf = new Map<string, number>();
  const index = (id: string) => {
    let found = indexOf.get(id);
    if (found === undefined) indexOf.set(id, (found = indexOf.size));
    return found;
  };
  const dearest: number[] = [];
  const itemOwner = new Map<string, { owner: number; valueCents: number }>();
  for (const item of input.items) {
    const owner = index(item.ownerId);
    itemOwner.set(item.itemId, { owner, valueCents: item.valueCents });
    dearest[owner] = Math.max(dearest[owner] ?? 0, item.valueCents);
  }
  const givers: number[] = [];
  const takers: number[] = [];
  let wants = 0;
  for (const want of input.wants) {
    const item = itemOwner.get(want.itemId);
    const receiver = index(want.memberId);
    if (!item || item.owner === receiver) continue;
    wants++;
    if (cashLimit) {
      const gives = dearest[receiver] ?? 0;
      const limit = input.cashLimitPercent.get(want.memberId) ?? input.defaultCashLimitPercent;
      if (item.valueCents - gives > Math.floor((gives * limit) / 100)) continue;
    }
    givers.push(item.owner);
    takers.push(receiver);
  }
  return { ...compressedRows(indexOf.size, givers, takers), members: indexOf.size, wants };
}

/** Counting sort by giver, then each row sorted and its repeats (a receiver wanting two items of one giver) dropped. */
function compressedRows(members: number, givers: number[], takers: number[]) {
  const counts = new Int32Array(members + 1);
  for (const giver of givers) counts[giver + 1]!++;
  for (let g = 0; g < members; g++) counts[g + 1]! += counts[g]!;
  const filled = counts.slice(0, members);
  const unsorted = new Int32Array(givers.length);
  givers.forEach((giver, k) => (unsorted[filled[giver]!++] = takers[k]!));
  const starts = new Int32Array(members + 1);
  const receivers: number[] = [];
  for (let g = 0; g < members; g++) {
    const row = unsorted.subarray(counts[g]!, counts[g + 1]!).sort();
    row.forEach((receiver, k) => {
      if (k === 0 || row[k - 1] !== receiver) receivers.push(receiver);
    });
    starts[g + 1] = receivers.length;
  }
  return { starts, receivers: Int32Array.from(receivers) };
}

/** Hopcroft–Karp: breadth-first layers from the free givers, then disjoint shortest augmenting paths, until none. */
export function hopcroftKarp(graph: MemberGraph): Matching {
  const { members: n, starts, receivers } = graph;
  const toReceiver = new Int32Array(n).fill(NONE);
  const fromGiver = new Int32Array(n).fill(NONE);
  const layer = new Int32Array(n);
  const queue = new Int32Array(n);
  const cursor = new Int32Array(n);
  const via = new Int32Array(n);
  const stack = new Int32Array(n);
  let size = 0;
  let freeLayer = FAR;

  const layers = () => {
    let head = 0;
    let tail = 0;
    freeLayer = FAR;
    for (let u = 0; u < n; u++) {
      layer[u] = toReceiver[u] === NONE ? 0 : FAR;
      if (layer[u] === 0) queue[tail++] = u;
    }
    while (head < tail) {
      const u = queue[head++]!;
      if (layer[u]! >= freeLayer) break; // only the shortest paths matter this round
      for (let k = starts[u]!; k < starts[u + 1]!; k++) {
        const next = fromGiver[receivers[k]!]!;
        if (next === NONE) freeLayer = Math.min(freeLayer, layer[u]!);
        else if (layer[next] === FAR) {
          layer[next] = layer[u]! + 1;
          queue[tail++] = next;
        }
      }
    }
    return freeLayer !== FAR;
  };

  // Iterative (a path can be thousands of members long): the stack holds givers, via[u] the receiver u moves to.
  const augment = (root: number) => {
    let top = 0;
    stack[0] = root;
    while (top >= 0) {
      const u = stack[top]!;
      if (cursor[u]! === starts[u + 1]!) {
        layer[u] = FAR; // a dead end for the rest of this round
        top--;
        continue;
      }
      const v = receivers[cursor[u]!++]!;
      const next = fromGiver[v]!;
      if (next === NONE) {
        if (layer[u] !== freeLayer) continue;
        via[u] = v;
        for (let k = 0; k <= top; k++) {
          const giver = stack[k]!;
          toReceiver[giver] = via[giver]!;
          fromGiver[via[giver]!] = giver;
        }
        return true;
      }
      if (layer[next] === layer[u]! + 1) {
        via[u] = v;
        stack[++top] = next;
      }
    }
    return false;
  };

  while (layers()) {
    cursor.set(starts.subarray(0, n));
    for (let u = 0; u < n; u++) if (toReceiver[u] === NONE && augment(u)) size++;
  }
  return { toReceiver, fromGiver, size };
}

export interface CycleCover {
  /** Giver → receiver; a member on their self-loop gives to themself (is not served). */
  toReceiver: Int32Array;
  served: number;
  /** Primal-dual phases after Hopcroft–Karp (each a shortest-path search, then disjoint augmenting paths). */
  phases: number;
}

/**
 * The maximum cycle cover, from Hopcroft–Karp's maximum assignment (the Hungarian method's first phase: all the
 * cost-0 augmenting paths). Each later phase: Dijkstra over reduced costs (integers, so a bucket queue) from all
 * free givers to the nearest free receiver, potentials raised so the shortest paths cost 0, then a maximal set of
 * disjoint cost-0 augmenting paths. Ends when every giver has a receiver, which the self-loops make certain.
 */
export function maximumCycleCover(graph: MemberGraph, start: Matching): CycleCover {
  const { members: n, starts, receivers } = graph;
  const toReceiver = start.toReceiver.slice();
  const fromGiver = start.fromGiver.slice();
  // Potentials: the reduced cost of giver u → receiver v is cost + giverPotential[u] - receiverPotential[v] ≥ 0,
  // exactly 0 on the matched edges. Hopcroft–Karp used only cost-0 edges, so all zero is valid to begin.
  const giverPotential = new Int32Array(n);
  const receiverPotential = new Int32Array(n);
  const giverDistance = new Int32Array(n);
  const receiverDistance = new Int32Array(n);
  const giverSeen = new Int32Array(n);
  const receiverSeen = new Int32Array(n);
  const cursor = new Int32Array(n);
  const via = new Int32Array(n);
  const stack = new Int32Array(n);
  // A giver's edges are its row, then its self-loop (index starts[u + 1]).
  const target = (u: number, k: number) => (k === starts[u + 1] ? u : receivers[k]!);
  const reduced = (u: number, v: number) => (v === u ? 1 : 0) + giverPotential[u]! - receiverPotential[v]!;

  let phases = 0;
  let pathCost = 0;
  let expectedCost = 0;
  for (;;) {
    const free: number[] = [];
    for (let u = 0; u < n; u++) if (toReceiver[u] === NONE) free.push(u);
    if (free.length === 0) break;
    phases++;

    // Dijkstra; givers are encoded u, receivers n + v.
    giverDistance.fill(FAR);
    receiverDistance.fill(FAR);
    const buckets: number[][] = [[...free]];
    for (const u of free) giverDistance[u] = 0;
    let nearest = FAR;
    search: for (let d = 0; d < buckets.length; d++) {
      const bucket = buckets[d];
      if (!bucket) continue;
      for (let i = 0; i < bucket.length; i++) {
        const node = bucket[i]!;
        if (node < n) {
          if (giverDistance[node] !== d) continue;
          for (let k = starts[node]!; k <= starts[node + 1]!; k++) {
            const v = target(node, k);
            if (v === toReceiver[node]) continue;
            const cost = reduced(node, v);
            if (cost < 0) throw new Error(`negative reduced cost ${cost} on ${node} → ${v}`);
            if (d + cost < receiverDistance[v]!) {
              receiverDistance[v] = d + cost;
              (buckets[d + cost] ??= []).push(n + v);
            }
          }
        } else {
          const v = node - n;
          if (receiverDistance[v] !== d) continue;
          const giver = fromGiver[v]!;
          if (giver === NONE) {
            nearest = d;
            break search;
          }
          if (d < giverDistance[giver]!) {
            giverDistance[giver] = d;
            bucket.push(giver);
          }
        }
      }
    }
    if (nearest === FAR) throw new Error('no augmenting path, though self-loops guarantee one');
    for (let u = 0; u < n; u++) giverPotential[u]! += Math.min(giverDistance[u]!, nearest);
    for (let v = 0; v < n; v++) receiverPotential[v]! += Math.min(receiverDistance[v]!, nearest);
    // Every path from a free giver (potential 0) to a free receiver now costs the free receivers' potential.
    pathCost += nearest;

    let augmented = 0;
    for (const root of free) {
      let top = 0;
      stack[0] = root;
      giverSeen[root] = phases;
      cursor[root] = starts[root]!;
      while (top >= 0) {
        const u = stack[top]!;
        if (cursor[u]! > starts[u + 1]!) {
          top--;
          continue;
        }
        const v = target(u, cursor[u]!++);
        if (v === toReceiver[u] || receiverSeen[v] === phases || reduced(u, v) !== 0) continue;
        receiverSeen[v] = phases;
        const next = fromGiver[v]!;
        if (next === NONE) {
          via[u] = v;
          for (let k = 0; k <= top; k++) {
            const giver = stack[k]!;
            toReceiver[giver] = via[giver]!;
            fromGiver[via[giver]!] = giver;
          }
          augmented++;
          break;
        }
        if (giverSeen[next] === phases) continue;
        giverSeen[next] = phases;
        cursor[next] = starts[next]!;
        via[u] = v;
        stack[++top] = next;
      }
    }
    if (augmented === 0) throw new Error('a phase augmented nothing');
    expectedCost += augmented * pathCost;
  }

  let selfLoops = 0;
  for (let u = 0; u < n; u++) if (toReceiver[u] === u) selfLoops++;
  // The cost is the self-loops used: what the phases' shortest paths added up to.
  if (selfLoops !== expectedCost)
    throw new Error(`cycle cover cost ${selfLoops}, paths said ${expectedCost}`);
  return { toReceiver, served: n - selfLoops, phases };
}

/** The cycles of a cover by length (self-loops left out). */
export function cycleLengths(toReceiver: Int32Array): Map<number, number> {
  const lengths = new Map<number, number>();
  const seen = new Uint8Array(toReceiver.length);
  for (let u = 0; u < toReceiver.length; u++) {
    if (seen[u] || toReceiver[u] === u) continue;
    let length = 0;
    for (let v = u; !seen[v]; v = toReceiver[v]!) {
      seen[v] = 1;
      length++;
    }
    lengths.set(length, (lengths.get(length) ?? 0) + 1);
  }
  return lengths;
}
