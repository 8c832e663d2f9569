/**
 * Viewers per core of the embedded SFU (werift in its own process): one publisher, Debian's Chromium with its fake
 * camera (1280x720 at 30 fps) and microphone, and N viewers, werift peer connections in a worker thread of this
 * process, all on loopback. Over a window it reads the packets the SFU forwarded and the CPU time of the SFU's
 * process, so CPU per forwarded packet and viewers per core at this stream's rate. Baseline in the same run: a
 * plain UDP relay in its own process (bench/live-sfu/udp-relay.ts) forwarding the same packet rate, of the same
 * average size, to N sockets; no ICE, DTLS or SRTP. Also prints how long the N viewers took to connect, all
 * joining at once through the SFU's join queue.
 *
 *   npx tsx bench/live-sfu/run.ts [--viewers 20] [--seconds 10]
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { EmbeddedLiveVideo } from '../../apps/server/src/platform/live-video/embedded/embedded-live-video.ts';
import { DEFAULT_LIMITS } from '../../apps/server/src/platform/live-video/live-video.ts';
import { startBrowserPeers } from '../../apps/server/src/platform/live-video/testing/browser-peers.ts';
import type { ViewerReply, ViewerRequest } from './viewers.ts';

const { values: args } = parseArgs({
  options: {
    viewers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '25' },
  },
});
const VIEWERS = Number(args.viewers);
const SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
const cores = (cpuMicros: number, ms: number) => cpuMicros / 1000 / ms;

// --- The SFU ---------------------------------------------------------------------------------------------------
const peers = await startBrowserPeers();
const live = new EmbeddedLiveVideo({
  ...DEFAULT_LIMITS,
  maxViewers: VIEWERS,
  answerTimeoutMs: 60_000,
  connectTimeoutMs: 60_000,
  joinConcurrency: 4,
  keyframeIntervalMs: 500,
  loopbackOnly: true,
});
const room = randomUUID();
const publisher = await peers.publisher();
await publisher.publish((offer) => live.publish(room, offer));
// Chromium's bandwidth estimate climbs for a while: measure at the stream's full rate (720p, about 2.5 Mbit/s).
const warmupEnd = Date.now() + WARMUP_SECONDS * 1000;
while (Date.now() < warmupEnd && (await publisher.stats()).sentWidth < 1280) await sleep(1_000);
await sleep(3_000);

const script = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
  new URL('./viewers.ts', import.meta.url).href,
)}); })`;
const worker = new Worker(script, { eval: true });
const counts: Array<(reply: Extract<ViewerReply, { type: 'count' }>) => void> = [];
worker.on('message', (reply: ViewerReply) => {
  if (reply.type === 'answer') void live.answer(reply.sessionId, reply.sdp);
  else counts.shift()?.(reply);
});
const count = () =>
  new Promise<Extract<ViewerReply, { type: 'count' }>>((resolve) => {
    counts.push(resolve);
    worker.postMessage({ type: 'count' } satisfies ViewerRequest);
  });

const joinStarted = Date.now();
await Promise.all(
  Array.from({ length: VIEWERS }, async () => {
    const { sessionId, sdp } = await live.watch(room);
    worker.postMessage({ type: 'offer', sessionId, sdp } satisfies ViewerRequest);
  }),
);
let joined = await count();
while (joined.connected < VIEWERS && Date.now() - joinStarted < 120_000) {
  await sleep(200);
  joined = await count();
}
const joinMs = Date.now() - joinStarted;
const sorted = [...joined.connectMs].sort((a, b) => a - b);
const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
console.log(
  `${joined.connected}/${VIEWERS} viewers connected in ${(joinMs / 1000).toFixed(1)} s ` +
    `(each from its offer: p50 ${pick(0.5)} ms, max ${pick(1)} ms)`,
);
await sleep(2_000);

const [u0, s0, c0, p0] = await Promise.all([live.usage(), live.stats(), count(), publisher.stats()]);
const t0 = Date.now();
await sleep(SECONDS * 1000);
const [u1, s1, c1, p1] = await Promise.all([live.usage(), live.stats(), count(), publisher.stats()]);
const ms = Date.now() - t0;
const sfu = {
  forwardedPerSecond: ((s1.forwardedPackets - s0.forwardedPackets) * 1000) / ms,
  receivedPerSecond: ((c1.packets - c0.packets) * 1000) / ms,
  cores: cores(u1.cpuUserMicros + u1.cpuSystemMicros - u0.cpuUserMicros - u0.cpuSystemMicros, ms),
};
const averageSize = (c1.bytes - c0.bytes) / Math.max(1, c1.packets - c0.packets);
const inboundPerSecond = sfu.forwardedPerSecond / VIEWERS;
const publisherKbps = ((p1.videoBytesSent - p0.videoBytesSent) * 8) / ms;

await live.closeRoom(room);
await worker.terminate();
await publisher.close();
await live.close();
await peers.close();

// --- The raw baseline: a UDP relay of the same packet rate and size ----------------------------------------------
const relay = fork(new URL('./udp-relay.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
});
const [{ port: relayPort }] = (await once(relay, 'message')) as [{ port: number }];
let sunk = 0;
const sinks: Socket[] = [];
for (let i = 0; i < VIEWERS; i++) {
  const sink = createSocket('udp4');
  sink.on('message', () => sunk++);
  sink.bind(0, '127.0.0.1');
  await once(sink, 'listening');
  sinks.push(sink);
}
relay.send({ type: 'sinks', ports: sinks.map((s) => s.address().port) });
const source = createSocket('udp4');
const datagram = Buffer.alloc(Math.round(averageSize), 7);
let owed = 0;
const sending = setInterval(() => {
  owed += inboundPerSecond / 100;
  for (; owed >= 1; owed--) source.send(datagram, relayPort, '127.0.0.1');
}, 10);
const relayUsage = async () => {
  relay.send({ type: 'usage' });
  const [usage] = (await once(relay, 'message')) as [{ cpuMicros: number; forwarded: number }];
  return usage;
};
await sleep(1_000);
const [r0, k0] = [await relayUsage(), sunk];
const rt0 = Date.now();
await sleep(SECONDS * 1000);
const [r1, k1] = [await relayUsage(), sunk];
const rms = Date.now() - rt0;
clearInterval(sending);
const raw = {
  forwardedPerSecond: ((r1.forwarded - r0.forwarded) * 1000) / rms,
  receivedPerSecond: ((k1 - k0) * 1000) / rms,
  cores: cores(r1.cpuMicros - r0.cpuMicros, rms),
};
relay.disconnect();
source.close();
for (const sink of sinks) sink.close();

// --- Figures -------------------------------------------------------------------------------------------------------
const perPacket = (run: typeof sfu) => (run.cores * 1e6) / Math.max(1, run.forwardedPerSecond);
const perCore = (run: typeof sfu) => VIEWERS / Math.max(1e-6, run.cores);
console.log(
  `stream: publisher's video ${p1.sentWidth}x${p1.sentHeight} at ${p1.sentFps} fps, ${publisherKbps.toFixed(0)} kbit/s; ` +
    `${inboundPerSecond.toFixed(0)} packets/s into the SFU (video and audio), average ${averageSize.toFixed(0)} bytes`,
);
for (const [label, run] of [
  ['embedded SFU', sfu],
  ['raw UDP relay', raw],
] as const) {
  console.log(
    `${label.padEnd(14)} ${VIEWERS} viewers: forwarded ${run.forwardedPerSecond.toFixed(0)} packets/s ` +
      `(received ${run.receivedPerSecond.toFixed(0)}/s), CPU ${(run.cores * 100).toFixed(1)} % of a core, ` +
      `${perPacket(run).toFixed(1)} µs per packet → ${perCore(run).toFixed(0)} viewers per core`,
  );
}
console.log(`ratio (SFU viewers per core / raw): ${(perCore(sfu) / perCore(raw)).toFixed(3)}`);
process.exit(0);
