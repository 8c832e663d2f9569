// Swap-circle matching (docs/product/swap-circles.md): the candidate circles on a swap graph, and the choice among
// them (HiGHS, docs/decisions/029).
export { candidateCircles, circleKey } from './swap-graph.ts';
export type { CandidateCircle, CircleLeg, SwapGraphInput, SwapItem, SwapWant } from './swap-graph.ts';
export { chooseCircles, linkedGroups } from './circle-solver.ts';
export { findCircles, IN_THREAD_WANTS, type FoundCircles } from './find-circles.ts';
export type { SolveOptions, SolveResult } from './circle-solver.ts';
