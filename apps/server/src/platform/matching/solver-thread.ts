// The swap-circle matching's own thread (docs/decisions/029): a large graph's enumeration and HiGHS solve take
// seconds of CPU, which the API's event loop must not wait on. Started by find-circles.ts with tsx's loader; one
// request, one answer, then the thread is ended.
import { parentPort } from 'node:worker_threads';
import { chooseCircles } from './circle-solver.ts';
import type { FindRequest, FindReply } from './find-circles.ts';
import { candidateCircles } from './swap-graph.ts';

if (!parentPort) throw new Error('solver-thread.ts runs as a worker thread');
const port = parentPort;

port.on('message', (request: FindRequest) => {
  void (async () => {
    try {
      const candidates = candidateCircles(request.input);
      const { chosen } = await chooseCircles(candidates, { timeLimitSeconds: request.timeLimitSeconds });
      port.postMessage({ candidates: candidates.length, chosen } satisfies FindReply);
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies FindReply);
    }
  })();
});
