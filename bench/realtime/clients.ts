/**
 * A worker thread of bench/realtime/run.ts holding its share of the client sockets of both servers, so that
 * receiving does not compete with the servers' event loop. Reports each round's receipt times (epoch ms, high
 * resolution: `performance.timeOrigin + performance.now()`, comparable across threads).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const { ourUrl, rawUrl, cookie, topic, count } = workerData as {
  ourUrl: string;
  rawUrl: string;
  cookie: string;
  topic: string;
  count: number;
};
const received = new Map<string, number[]>();
const sockets: WebSocket[] = [];

function receive(data: WebSocket.RawData) {
  const at = performance.timeOrigin + performance.now();
  // The round is the event's id (run.ts publishes `trade.message` events).
  const frame = JSON.parse(String(data)) as { type: string; event?: { data?: { id: string } } };
  if (frame.type !== 'event') return;
  const round = frame.event!.data!.id;
  const times = received.get(round) ?? [];
  times.push(at);
  received.set(round, times);
  if (times.length === count) {
    received.delete(round);
    parentPort!.postMessage({ round, times });
  }
}

async function open(url: string, subscribe: boolean, headers: Record<string, string>) {
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const ws = new WebSocket(url, { headers, perMessageDeflate: false });
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
        if (subscribe) {
          const answer = new Promise<string>((resolve) => ws.once('message', (d) => resolve(String(d))));
          ws.send(JSON.stringify({ type: 'subscribe', topic }));
          const frame = JSON.parse(await answer) as { type: string };
          if (frame.type !== 'subscribed') throw new Error(`not subscribed: ${JSON.stringify(frame)}`);
        }
        ws.on('message', receive);
        sockets.push(ws);
      }),
    );
  }
}

await open(ourUrl, true, { Cookie: cookie });
await open(rawUrl, false, {});
parentPort!.postMessage({ ready: true });
parentPort!.on('message', (message: { close?: boolean }) => {
  if (message.close) {
    for (const ws of sockets) ws.terminate();
    parentPort!.close();
  }
});
