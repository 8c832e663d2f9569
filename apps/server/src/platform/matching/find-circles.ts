import { startTypeScriptWorker } from '../workers/typescript-worker.ts';
import { chooseCircles } from './circle-solver.ts';
import { candidateCircles, type CandidateCircle, type SwapGraphInput } from './swap-graph.ts';

export interface FindRequest {
  input: SwapGraphInput;
  timeLimitSeconds: number;
}
export type FindReply = { candidates: number; chosen: CandidateCircle[] } | { error: string };

export interface FoundCircles {
  /** How many candidate circles there were. */
  candidates: number;
  chosen: CandidateCircle[];
}

/**
 * Up to this many wants, a graph is solved in the calling thread: bench/matching measures about 25 ms for 6,000
 * wants, less than starting a thread. Larger graphs go to a worker thread.
 */
export const IN_THREAD_WANTS = 5_000;
/** Beyond the solver's own time limit, how long enumeration and the thread's start may take. */
const THREAD_MARGIN_MS = 120_000;

const solveHere = async (input: SwapGraphInput, timeLimitSeconds: number): Promise<FoundCircles> => {
  const candidates = candidateCircles(input);
  const { chosen } = await chooseCircles(candidates, { timeLimitSeconds });
  return { candidates: candidates.length, chosen };
};

/** Runs one request in a thread of its own, ended when it answers, fails or runs out of time. */
function solveInThread(request: FindRequest): Promise<FoundCircles> {
  const worker = startTypeScriptWorker(new URL('./solver-thread.ts', import.meta.url));
  let timer: NodeJS.Timeout | undefined;
  return new Promise<FoundCircles>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error('Swap-circle matching did not answer in time')),
      request.timeLimitSeconds * 1000 + THREAD_MARGIN_MS,
    );
    worker.once('message', (reply: FindReply) => {
      if ('error' in reply) reject(new Error(reply.error));
      else resolve(reply);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Swap-circle matching stopped (exit code ${code})`)));
    worker.postMessage(request);
  }).finally(() => {
    // Whatever happened, the thread ends with the answer: a new one per solve keeps no state between solves.
    clearTimeout(timer);
    void worker.terminate();
  });
}

/** The candidate circles on the graph and the ones to propose, off the event loop when the graph is large. */
export function findCircles(
  input: SwapGraphInput,
  options: { timeLimitSeconds: number; inThreadWants?: number },
): Promise<FoundCircles> {
  const request = { input, timeLimitSeconds: options.timeLimitSeconds };
  return input.wants.length <= (options.inThreadWants ?? IN_THREAD_WANTS)
    ? solveHere(input, options.timeLimitSeconds)
    : solveInThread(request);
}
