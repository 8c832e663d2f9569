/**
 * Swap-circle matching at scale: candidateCircles (2- and 3-member circles, value-balanced, cash within each
 * member's limit) then chooseCircles (HiGHS picks disjoint circles serving the most members), on seeded graphs of N
 * members under two want distributions (Zipf popularity over all items; 40-60-member communities wanting mostly
 * inside their own), against uncapped baselines on the same graph in the same run: the maximum assignment
 * (Hopcroft–Karp; every member gives at most one item and receives at most one, chains allowed) and the maximum
 * cycle cover (the Hungarian method continuing from it; cycles of any length). Prints times, members served, the
 * ratios circles/baseline, and the process's memory.
 *
 *   npx tsx bench/matching/run.ts [--members 1000,10000,50000] [--wants 6] [--time-limit 60] [--seed 1]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import {
  candidateCircles,
  chooseCircles,
  linkedGroups,
  type CandidateCircle,
  type SolveResult,
  type SwapGraphInput,
} from '../../apps/server/src/platform/matching/index.ts';
import { cycleLengths, hopcroftKarp, maximumCycleCover, memberGraph } from './assignment.ts';
import { CASH_LIMIT_PERCENT, graphs, type Distribution } from './graphs.ts';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '1000,10000,50000' },
    wants: { type: 'string', default: '6' },
    'time-limit': { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
  },
});
const sizes = args.members.split(',').map(Number);
const wants = Number(args.wants);
const timeLimitSeconds = Number(args['time-limit']);
const seed = Number(args.seed);
if (sizes.some((n) => !Number.isInteger(n) || n < 2) || !(wants >= 1) || !(timeLimitSeconds > 0)) {
  throw new Error('usage: --members 1000,10000,50000 (at least 2 each) --wants 6 --time-limit 60 --seed 1');
}
const distributions: Distribution[] = ['zipf', 'clustered'];
const MB = 1024 * 1024;

const rssMb = () => process.memoryUsage.rss() / MB;
/** The process's highest RSS so far (the OS's count): HiGHS runs synchronously, so no timer could sample it. */
const peakRssMb = () => process.resourceUsage().maxRSS / 1024;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
/** Three decimals, or two significant digits under 0.01 (a ratio of 0.00007 is not 0). */
const ratio = (a: number, b: number) => {
  if (b === 0) return '—';
  const value = a / b;
  return value >= 0.01 || value === 0 ? value.toFixed(3) : value.toPrecision(2);
};

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

async function timedAsync<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

const membersOf = (circle: CandidateCircle) => circle.legs.map((leg) => leg.giverId);

/** Members served by the chosen circles, checked disjoint (the module promises it; a benchmark should not trust). */
function servedBy(chosen: CandidateCircle[]): number {
  const served = chosen.flatMap(membersOf);
  if (new Set(served).size !== served.length) throw new Error('chosen circles share a member');
  return served.length;
}

/** What the solver faced: members in any candidate, and the largest group of circles linked by shared members. */
function circleShape(circles: CandidateCircle[]) {
  const groups = linkedGroups(circles).map((group) => ({
    members: new Set(group.flatMap(membersOf)).size,
    circles: group.length,
  }));
  const largest = groups.reduce((a, b) => (b.circles > a.circles ? b : a), { members: 0, circles: 0 });
  const members = groups.reduce((sum, group) => sum + group.members, 0);
  return { members, largest, threeMember: circles.filter((c) => c.legs.length === 3).length };
}

interface Row {
  distribution: Distribution;
  members: number;
  items: number;
  wants: number;
  edges: number;
  plainEdges: number;
  generateMs: number;
  circles: number;
  threeMember: number;
  inCircles: number;
  largest: { members: number; circles: number };
  enumerateMs: number;
  enumerateRssMb: number;
  solve: Pick<SolveResult, 'status' | 'modelColumns'>;
  solveMs: number;
  solveRssMb: number;
  served: number;
  graphMs: number;
  assignmentMs: number;
  assigned: number;
  coverMs: number;
  phases: number;
  covered: number;
  longestCycle: number;
  shortCycleMembers: number;
}

async function measure(distribution: Distribution, members: number): Promise<Row> {
  const generated = timed(() => graphs[distribution]({ members, wants, seed }));
  const input: SwapGraphInput = generated.value;

  const enumerated = timed(() => candidateCircles(input));
  const enumerateRssMb = peakRssMb();
  const circles = enumerated.value;
  const shape = circleShape(circles);
  const solved = await timedAsync(() => chooseCircles(circles, { timeLimitSeconds }));
  const solveRssMb = peakRssMb();

  // The baselines, from the same input: the member graph is their enumeration, so it is timed with them.
  const graph = timed(() => memberGraph(input, true));
  const assignment = timed(() => hopcroftKarp(graph.value));
  const cover = timed(() => maximumCycleCover(graph.value, assignment.value));
  const lengths = cycleLengths(cover.value.toReceiver);
  const plain = memberGraph(input, false);

  return {
    distribution,
    members: graph.value.members,
    items: input.items.length,
    wants: graph.value.wants,
    edges: graph.value.receivers.length,
    plainEdges: plain.receivers.length,
    generateMs: generated.ms,
    circles: circles.length,
    threeMember: shape.threeMember,
    inCircles: shape.members,
    largest: shape.largest,
    enumerateMs: enumerated.ms,
    enumerateRssMb,
    solve: { status: solved.value.status, modelColumns: solved.value.modelColumns },
    solveMs: solved.ms,
    solveRssMb,
    served: servedBy(solved.value.chosen),
    graphMs: graph.ms,
    assignmentMs: assignment.ms,
    assigned: assignment.value.size,
    coverMs: cover.ms,
    phases: cover.value.phases,
    covered: cover.value.served,
    longestCycle: Math.max(0, ...lengths.keys()),
    shortCycleMembers: 2 * (lengths.get(2) ?? 0) + 3 * (lengths.get(3) ?? 0),
  };
}

function printTable(rows: Row[]) {
  console.log(
    'distribution | circles (3-member) | enumerate ms | choose ms (status, model columns) | served by circles | ' +
      'graph + Hopcroft–Karp ms | served by assignment | served circles/assignment | ' +
      'time circles/assignment, all (choose/HK) | ' +
      'cycle cover ms (phases) | served by cycle cover | served circles/cover',
  );
  for (const row of rows) {
    const circlesMs = row.enumerateMs + row.solveMs;
    const assignmentMs = row.graphMs + row.assignmentMs;
    console.log(
      [
        row.distribution,
        `${row.circles} (${row.threeMember})`,
        ms(row.enumerateMs),
        `${ms(row.solveMs)} (${row.solve.status}, ${row.solve.modelColumns})`,
        row.served,
        `${ms(row.graphMs)} + ${ms(row.assignmentMs)}`,
        row.assigned,
        ratio(row.served, row.assigned),
        `${ratio(circlesMs, assignmentMs)} (${ratio(row.solveMs, row.assignmentMs)})`,
        `${ms(row.coverMs)} (${row.phases})`,
        row.covered,
        ratio(row.served, row.covered),
      ].join(' | '),
    );
  }
}

function printDetails(row: Row) {
  const share = (count: number) => `${((100 * count) / row.members).toFixed(1)} %`;
  console.log(
    `  ${row.distribution}: ${row.items} items, ${row.wants} wants of others' items (generated in ` +
      `${ms(row.generateMs)} ms); giver → receiver edges ${row.plainEdges}, ${row.edges} within the cash limit; ` +
      `members in some candidate circle ${row.inCircles} (${share(row.inCircles)}), largest linked group ` +
      `${row.largest.circles} circles over ${row.largest.members} members; served: circles ${share(row.served)}, ` +
      `assignment ${share(row.assigned)}, cycle cover ${share(row.covered)} (longest cycle ${row.longestCycle} ` +
      `members; ${row.shortCycleMembers} of its members in 2- and 3-cycles); peak RSS after enumeration ` +
      `${row.enumerateRssMb.toFixed(0)} MB, after choosing ${row.solveRssMb.toFixed(0)} MB`,
  );
}

// HiGHS's WebAssembly loads on the first call: done here on two overlapping circles, so no size's solve pays it.
const warm = timed(() =>
  candidateCircles({
    items: ['a', 'b', 'c'].map((owner) => ({ itemId: `${owner}1`, ownerId: owner, valueCents: 1000 })),
    wants: [
      { memberId: 'a', itemId: 'b1' },
      { memberId: 'b', itemId: 'a1' },
      { memberId: 'c', itemId: 'a1' },
      { memberId: 'a', itemId: 'c1' },
    ],
    cashLimitPercent: new Map(),
    defaultCashLimitPercent: CASH_LIMIT_PERCENT,
    blockedKeys: new Set(),
  }),
);
const highsLoad = await timedAsync(() => chooseCircles(warm.value));

console.log(
  `${new Date().toISOString()}; Node ${process.version}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model}), ` +
    `load ${load()}, ${(os.totalmem() / 1024 / MB).toFixed(0)} GB; seed ${seed}, ${wants} wants a member on ` +
    `average, cash limit ${CASH_LIMIT_PERCENT} %, HiGHS time limit ${timeLimitSeconds} s (its load and first ` +
    `solve, untimed below: ${ms(highsLoad.ms)} ms)`,
);
console.log(
  'Served: members in the chosen circles (2 and 3 members); the assignment counts its receivers (chains ' +
    'included, so it bounds every answer); the cycle cover counts members in its cycles (any length). Baseline ' +
    'edges: the receiver wants an item of the giver and could pay the difference with their dearest item.',
);

for (const members of sizes) {
  console.log(`\n${members} members`);
  const rows: Row[] = [];
  for (const distribution of distributions) {
    const row = await measure(distribution, members);
    rows.push(row);
    printDetails(row);
  }
  printTable(rows);
  console.log(`(load ${load()}, RSS ${rssMb().toFixed(0)} MB)`);
}
