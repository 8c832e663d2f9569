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
  /** Candidates that went to HiGHS (the rest sat alone in their component and were chosen directly). */
  modelColumns: number;
}

let loading: Promise<Highs> | undefined;
const highs = () => (loading ??= highsLoader());

/** Groups circles sharing a member, transitively (union-find over members). */
function components(circles: CandidateCircle[]): CandidateCircle[][] {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    if (!parent.has(id)) parent.set(id, id);
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  for (const circle of circles) {
    const [first, ...rest] = circle.legs.map((leg) => find(leg.giverId));
    for (const other of rest) if (other !== first) parent.set(other, first!);
  }
  const groups = new Map<string, CandidateCircle[]>();
  for (const circle of circles) {
    const root = find(circle.legs[0]!.giverId);
    groups.set(root, [...(groups.get(root) ?? []), circle]);
  }
  return [...groups.values()];
}

export async function chooseCircles(
  circles: CandidateCircle[],
  options: SolveOptions = {},
): Promise<SolveResult> {
  // A circle that shares no member with another is simply chosen; the solver gets the rest, in one model.
  const groups = components(circles);
  const chosen = groups.filter((group) => group.length === 1).map((group) => group[0]!);
  const contested = groups.filter((group) => group.length > 1).flat();
  if (contested.length === 0) return { chosen, status: 'optimal', modelColumns: 0 };

  const rowOf = new Map<string, number>();
  for (const circle of contested) {
    for (const leg of circle.legs) if (!rowOf.has(leg.giverId)) rowOf.set(leg.giverId, rowOf.size);
  }
  const members = rowOf.size;
  const starts = [0];
  const indices: number[] = [];
  for (const circle of contested) {
    for (const row of circle.legs.map((leg) => rowOf.get(leg.giverId)!).sort((a, b) => a - b))
      indices.push(row);
    starts.push(indices.length);
  }
  const solver = await highs();
  const { constants, infinity } = solver;
  const columns = contested.length;
  const result = solver.withModel(
    {
      numCols: columns,
      numRows: members,
      sense: constants.objectiveSense.maximize,
      colCost: contested.map(
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
        ...(options.timeLimitSeconds ? { time_limit: options.timeLimitSeconds } : {}),
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
  const taken = new Set(chosen.flatMap((circle) => circle.legs.map((leg) => leg.giverId)));
  contested.forEach((circle, index) => {
    const circleMembers = circle.legs.map((leg) => leg.giverId);
    if (result.values[index]! < 0.5 || circleMembers.some((id) => taken.has(id))) return;
    for (const id of circleMembers) taken.add(id);
    chosen.push(circle);
  });
  return {
    chosen,
    status: result.status === statuses.optimal ? 'optimal' : 'time limit',
    modelColumns: columns,
  };
}
