/**
 * bench/live's bidders over real HTTP, in a worker thread (run.ts starts it), so their requests cost the server's
 * thread what a browser's would (the node adapter and all) and their own client work runs on the other core. Each of
 * `concurrency` loops bids, as a member, what it last saw plus $1 to $3 for `seconds`, and takes the price a refusal
 * carries as the one to beat. Posts `{ accepted, refused }` back.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface BiddersInput {
  /** The server's origin (http://127.0.0.1:port) and the Origin its pages are served from. */
  baseUrl: string;
  origin: string;
  auctionId: string;
  /** One Cookie header per member; the loops take them in turn (a member's bids are rate-limited). */
  cookies: string[];
  startPriceCents: number;
  concurrency: number;
  seconds: number;
}

const input = workerData as BiddersInput;
let price = input.startPriceCents;
let next = 0;
let accepted = 0;
let refused = 0;
const until = performance.now() + input.seconds * 1000;
const url = `${input.baseUrl}/api/live/auctions/${input.auctionId}/bids`;

await Promise.all(
  Array.from({ length: input.concurrency }, async () => {
    while (performance.now() < until) {
      const cookie = input.cookies[next++ % input.cookies.length]!;
      const amountCents = price + 100 * (1 + Math.floor(Math.random() * 3));
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          Origin: input.origin,
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({ amountCents }),
      });
      const body = (await res.json()) as {
        currentPriceCents?: number;
        error?: { details?: { currentPriceCents?: number } };
      };
      if (res.status === 201) {
        accepted++;
        price = Math.max(price, body.currentPriceCents ?? amountCents);
      } else {
        refused++;
        price = Math.max(price, body.error?.details?.currentPriceCents ?? price);
      }
    }
  }),
);
parentPort!.postMessage({ accepted, refused });
