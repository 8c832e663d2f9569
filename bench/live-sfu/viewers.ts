/**
 * A worker thread of bench/live-sfu/run.ts holding the viewers: werift peer connections on loopback that answer
 * the SFU's offers and count what they receive, so that receiving does not run in the SFU's process.
 */
import { parentPort } from 'node:worker_threads';
import { RTCPeerConnection } from 'werift';
import { filterCandidates } from '../../apps/server/src/platform/live-video/sdp.ts';

export type ViewerRequest = { type: 'offer'; sessionId: string; sdp: string } | { type: 'count' };
export type ViewerReply =
  | { type: 'answer'; sessionId: string; sdp: string }
  | { type: 'count'; packets: number; bytes: number; connected: number; connectMs: number[] };

let packets = 0;
let bytes = 0;
let connected = 0;
const connectMs: number[] = [];

async function answer(sessionId: string, offer: string) {
  const started = Date.now();
  const pc = new RTCPeerConnection({
    iceAdditionalHostAddresses: ['127.0.0.1'],
    iceInterfaceAddresses: { udp4: '127.0.0.1' },
    iceUseIpv6: false,
  });
  pc.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe((rtp) => {
      packets++;
      bytes += rtp.serializeSize;
    });
  });
  pc.connectionStateChange.subscribe((state) => {
    if (state === 'connected') {
      connected++;
      connectMs.push(Date.now() - started);
    }
  });
  await pc.setRemoteDescription({ type: 'offer', sdp: offer });
  await pc.setLocalDescription(await pc.createAnswer());
  if (pc.iceGatheringState !== 'complete') {
    await pc.iceGatheringStateChange.watch((state) => state === 'complete', 5_000);
  }
  const sdp = filterCandidates(pc.localDescription!.sdp, (address) => address === '127.0.0.1');
  const reply: ViewerReply = { type: 'answer', sessionId, sdp };
  parentPort!.postMessage(reply);
}

parentPort!.on('message', (request: ViewerRequest) => {
  if (request.type === 'offer') void answer(request.sessionId, request.sdp);
  else {
    const reply: ViewerReply = { type: 'count', packets, bytes, connected, connectMs };
    parentPort!.postMessage(reply);
  }
});
