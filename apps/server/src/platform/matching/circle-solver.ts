import highsLoader, { type Highs } from 'highs';
import type { CandidateCircle } from './swap-graph.ts';

/**
 * Chooses which candidate circles to propose: the cycle formulation of kidney exchange (docs/decisions/029), solved
 * as a mixed-integer programme by HiGHS (compiled to WebAssembly).
 *
 *   maximise   Σ_c (members_c − penalty_c) · x_c
 *   subject to Σ_{c ∋ m} x_c ≤ 1   for every member m (a member is in one circle at a time)
 *              x_c ∈ {0, 1}
 *
 * penalty_c is the share of the circle's value paid in cash, divided by the number of members in the model: all the
 * chosen circles' penalties add up to under 1, so the objective never gives up a member served for less cash, and
 * among equally large answers prefers the best-balanced.
 */

export interface SolveOptions {
  /** Beyond it HiGHS answers with the best solution found so far. */
  timeLimitSeconds?: number;
}

export interface SolveResult {
  chosen: CandidateCircle[];
  /** 'optimal', or 'time limit' when HiGHS stopped early with a feasible answer. */
  status: 'optimal' | 'time limit';
  /** Candidates that went to HiGHS (the rest shared no member with another and were chosen directly). */
  modelColumns: number;
}

let loading: Promise<Highs> | undefined;
const highs = () => (loading ??= highsLoader());

/** Groups circles sharing a member, transitively (union-find over members, with path compression). */
export function linkedGroups(circles: CandidateCircle[]): CandidateCircle[][] {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    for (let at = id; at !== root;) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  for (const circle of circles) {
    const [first, ...rest] = circle.legs.map((leg) => find(leg.giverId));
    parent.set(first!, first!);
    for (const other of rest) parent.set(other, first!);
  }
  const groups = new Map<string, CandidateCircle[]>();
  for (const circle of circles) {
    const root = find(circle.legs[0]!.giverId);
    const group = groups.get(root);
    if (group) group.push(circle);
    else groups.set(root, [circle]);
  }
  return [...groups.values()];
}

/** Linked groups through HiGHS, as one model: the circles it chooses, and whether it proved them optimal. */
async function solveGroup(
  group: CandidateCircle[],
  timeLimitSeconds: number | undefined,
): Promise<{ chosen: CandidateCircle[]; optimal: boolean }> {
  const rowOf = new Map<string, number>();
  for (const circle of group) {
    for (const leg of circle.legs) if (!rowOf.has(leg.giverId)) rowOf.set(leg.giverId, rowOf.size);
  }
  const members = rowOf.size;
  const starts = [0];
  const indices: number[] = [];
  for (const circle of group) {
    for (const row of circle.legs.map((leg) => rowOf.get(leg.giverId)!).sort((a, b) => a - b))
      indices.push(row);
    starts.push(indices.length);
  }
  const solver = await highs();
  const { constants, infinity } = solver;
  const columns = group.length;
  const result = solver.withModel(
    {
      numCols: columns,
      numRows: members,
      sense: constants.objectiveSense.maximize,
      colCost: group.map(
        (circle) => circle.legs.length - circle.cashMovedCents / Math.max(circle.valueCents, 1) / members,
      ),
      colLower: new Float64Array(columns),
      colUpper: new Float64Array(columns).fill(1),
      rowLower: new Float64Array(members).fill(-infinity),
      rowUpper: new Float64Array(members).fill(1),
      matrix: {
        format: 'csc',
        numRows: members,
        numCols: columns,
        starts,
        indices,
        values: new Float64Array(indices.length).fill(1),
      },
      integrality: new Array(columns).fill(constants.variableType.integer),
    },
    (model) => {
      model.options.set({
        output_flag: false,
        // Exact in members served: a gap under one member (the penalties add up to less than one).
        mip_rel_gap: 0,
        mip_abs_gap: 0.5,
        ...(timeLimitSeconds ? { time_limit: timeLimitSeconds } : {}),
      });
      const run = model.run();
      return { status: run.modelStatus, values: model.getSolution().colValue };
    },
  );
  const statuses = constants.modelStatus;
  if (result.status !== statuses.optimal && result.status !== statuses.timeLimit) {
    throw new Error(`HiGHS could not choose swap circles (model status ${result.status})`);
  }
  // HiGHS keeps each member row at most 1; checked again so a numerical slip can never double-book a member.
  const taken = new Set<string>();
  const chosen = group.filter((circle, index) => {
    const circleMembers = circle.legs.map((leg) => leg.giverId);
    if (result.values[index]! < 0.5 || circleMembers.some((id) => taken.has(id))) return false;
    for (const id of circleMembers) taken.add(id);
    return true;
  });
  return { chosen, optimal: result.status === statuses.optimal };
}

/** Linked groups are batched into models of about this many columns: a model costs a few tenths of a ms to set up. */
const BATCH_COLUMNS = 2_000;

/**
 * Circles sharing no member with another are simply chosen. The linked groups go to HiGHS in batches: groups cannot
 * affect each other, so a dense community never slows the others down, and small groups share a model instead of
 * each paying for one. The time limit is shared: each batch may use what is left of it.
 */
export async function chooseCircles(
  circles: CandidateCircle[],
  options: SolveOptions = {},
): Promise<SolveResult> {
  const deadline = options.timeLimitSeconds ? Date.now() + options.timeLimitSeconds * 1000 : undefined;
  const chosen: CandidateCircle[] = [];
  const batches: CandidateCircle[][] = [];
  let batch: CandidateCircle[] = [];
  for (const group of linkedGroups(circles)) {
    if (group.length === 1) {
      chosen.push(group[0]!);
      continue;
    }
    if (batch.length > 0 && batch.length + group.length > BATCH_COLUMNS) batches.push((batch = []));
    if (batches.length === 0) batches.push(batch);
    batch.push(...group);
  }
  let optimal = true;
  for (const columns of batches) {
    const left = deadline === undefined ? undefined : Math.max(0.1, (deadline - Date.now()) / 1000);
    const solved = await solveGroup(columns, left);
    chosen.push(...solved.chosen);
    optimal &&= solved.optimal;
  }
  const modelColumns = batches.reduce((sum, columns) => sum + columns.length, 0);
  return { chosen, status: optimal ? 'optimal' : 'time limit', modelColumns };
}
