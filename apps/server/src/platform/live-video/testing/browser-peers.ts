import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';

/**
 * Real browsers for the live video tests: Debian's Chromium with its fake camera and microphone, pages served from a
 * tiny server on 127.0.0.1 (getUserMedia needs a secure context; loopback is one). Signalling is bridged by the
 * test itself: it takes the page's SDP, hands it to the adapter and gives the page the reply. Tests only.
 */

// The browser side as the product asks for it: 1280x720 at 30 fps, echo cancellation, noise suppression and
// automatic gain; whole SDP after ICE gathering (non-trickle), waited for at most 3 s.
const page = /* html */ `<!doctype html>
<meta charset="utf-8"><title>live video test</title>
<video id="v" autoplay muted playsinline></video>
<script>
const GATHER_MS = 3000;
function gathered(pc) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => { clearTimeout(timer); resolve(); };
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', () => { if (pc.iceGatheringState === 'complete') done(); });
  });
}
window.live = {
  pc: null,
  tracks: [],
  ended: 0,
  async publish() {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
    const pc = (this.pc = new RTCPeerConnection());
    for (const track of stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    return pc.localDescription.sdp;
  },
  async answered(sdp) {
    await this.pc.setRemoteDescription({ type: 'answer', sdp });
  },
  async watch(offerSdp) {
    const pc = (this.pc = new RTCPeerConnection());
    const stream = new MediaStream();
    pc.ontrack = (event) => {
      this.tracks.push(event.track);
      event.track.addEventListener('ended', () => this.ended++);
      stream.addTrack(event.track);
      document.getElementById('v').srcObject = stream;
    };
    await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    return pc.localDescription.sdp;
  },
  async stats() {
    const out = {
      connectionState: this.pc?.connectionState,
      framesDecoded: 0,
      audioPacketsReceived: 0,
      videoPacketsReceived: 0,
      pliSent: 0,
      videoPacketsSent: 0,
      videoBytesSent: 0,
      sentWidth: 0,
      sentHeight: 0,
      sentFps: 0,
      keyFramesDecoded: 0,
      tracksLive: this.tracks.filter((t) => t.readyState === 'live').length,
      tracksMuted: this.tracks.filter((t) => t.muted).length,
      ended: this.ended,
      codec: undefined,
    };
    if (!this.pc) return out;
    const report = await this.pc.getStats();
    report.forEach((s) => {
      if (s.type === 'inbound-rtp' && s.kind === 'video') {
        out.framesDecoded = s.framesDecoded ?? 0;
        out.keyFramesDecoded = s.keyFramesDecoded ?? 0;
        out.videoPacketsReceived = s.packetsReceived ?? 0;
        out.pliSent = s.pliCount ?? 0;
        out.codec = report.get(s.codecId)?.mimeType;
      }
      if (s.type === 'inbound-rtp' && s.kind === 'audio') out.audioPacketsReceived = s.packetsReceived ?? 0;
      if (s.type === 'outbound-rtp' && s.kind === 'video') {
        out.videoPacketsSent += s.packetsSent ?? 0;
        out.videoBytesSent += s.bytesSent ?? 0;
        out.sentWidth = s.frameWidth ?? 0;
        out.sentHeight = s.frameHeight ?? 0;
        out.sentFps = s.framesPerSecond ?? 0;
      }
    });
    return out;
  },
  close() {
    this.pc?.close();
  },
};
</script>`;

export interface PeerStats {
  connectionState: 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed' | undefined;
  framesDecoded: number;
  keyFramesDecoded: number;
  audioPacketsReceived: number;
  videoPacketsReceived: number;
  /** Keyframe requests the viewer sent. */
  pliSent: number;
  videoPacketsSent: number;
  /** The publisher's video as it is sent: bytes so far, frame size and rate now. */
  videoBytesSent: number;
  sentWidth: number;
  sentHeight: number;
  sentFps: number;
  tracksLive: number;
  tracksMuted: number;
  ended: number;
  codec: string | undefined;
}

export interface LivePage {
  page: Page;
  stats(): Promise<PeerStats>;
  close(): Promise<void>;
}

export interface Publisher extends LivePage {
  /** Creates the offer, sends it through `publish` and applies the SFU's answer. */
  publish(publish: (offerSdp: string) => Promise<{ sdp: string }>): Promise<void>;
}

export interface Viewer extends LivePage {
  /** Answers the SFU's offer; returns the answer SDP (for the adapter's answer()). */
  watch(offerSdp: string): Promise<string>;
}

export async function startBrowserPeers() {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  // The e2e suite's flags keep Chromium off this machine's closed network. Publishers get the fake camera and
  // microphone with the permission prompt accepted; viewers run in a browser without them, so, like a real viewer
  // who never granted the camera, Chromium hides their addresses behind mDNS names.
  const flags = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  const launch = (args: string[]) =>
    chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: [...flags, ...args] });
  const [publishers, viewers] = await Promise.all([
    launch(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']),
    launch([]),
  ]);

  // Each peer in its own context, as different members' browsers are.
  async function open(browser: Browser): Promise<LivePage> {
    const context = await browser.newContext();
    const p = await context.newPage();
    await p.goto(url);
    return {
      page: p,
      stats: () =>
        p.evaluate(() => (globalThis as unknown as { live: { stats(): Promise<PeerStats> } }).live.stats()),
      close: () => context.close(),
    };
  }

  type Live = {
    live: {
      publish(): Promise<string>;
      answered(sdp: string): Promise<void>;
      watch(offer: string): Promise<string>;
    };
  };

  return {
    async publisher(): Promise<Publisher> {
      const peer = await open(publishers);
      return {
        ...peer,
        async publish(publish) {
          const offer = await peer.page.evaluate(() => (globalThis as unknown as Live).live.publish());
          const { sdp } = await publish(offer);
          await peer.page.evaluate((answer) => (globalThis as unknown as Live).live.answered(answer), sdp);
        },
      };
    },
    async viewer(): Promise<Viewer> {
      const peer = await open(viewers);
      return {
        ...peer,
        watch: (offer) => peer.page.evaluate((sdp) => (globalThis as unknown as Live).live.watch(sdp), offer),
      };
    },
    async close() {
      await Promise.all([publishers.close(), viewers.close()]);
      server.close();
    },
  };
}

/** Polls `read` until `done` holds or `timeoutMs` passes; returns the last value either way. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
