import { randomUUID } from 'node:crypto';
import {
  PictureLossIndication,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtcpPayloadSpecificFeedback,
  RtpHeader,
  RtpPacket,
  useAbsSendTime,
  useFIR,
  useNACK,
  usePLI,
  useSdesMid,
  type MediaStreamTrack,
  type PeerConfig,
  type RTCRtpSender,
  type RTCRtpTransceiver,
} from 'werift';
import { LiveVideoError, type LiveVideoLimits, type LiveVideoStats } from '../live-video.ts';
import {
  filterCandidates,
  mediaKinds,
  preferVideoCodec,
  withAnnouncedAddress,
  withoutMdnsCandidates,
  withStartBitrate,
} from '../sdp.ts';
import { Limiter } from './limiter.ts';

export interface SfuOptions extends LiveVideoLimits {
  /** Viewer handshakes in progress at once; the others wait their turn. */
  joinConcurrency: number;
  /** UDP ports for ICE (one per peer connection and host address); undefined: any free port. */
  portRange?: [number, number] | undefined;
  /** The public address to announce beside the machine's own (a 1:1 NAT, LIVE_ANNOUNCED_IP). */
  announcedIp?: string | undefined;
  /** Only 127.0.0.1 candidates (tests and benchmarks on one machine). */
  loopbackOnly?: boolean | undefined;
  /** The least time between two keyframe requests sent to a publisher. */
  keyframeIntervalMs: number;
}

export type SfuLog = (
  level: 'debug' | 'info' | 'warn',
  message: string,
  data?: Record<string, unknown>,
) => void;

type Kind = 'audio' | 'video';
/** RFC 5104's Full Intra Request (payload-specific feedback format 4; werift's ESM build does not export it). */
const FIR_FORMAT = 4;
const kinds: Kind[] = ['video', 'audio'];

/** Where the publisher's bandwidth estimate starts, kbit/s (withStartBitrate). */
const START_BITRATE_KBPS = 1000;

/** A viewer whose connection is lost for this long (it may come back by itself) is removed. */
const DISCONNECTED_GRACE_MS = 10_000;
/** How long ICE gathering of the SFU's own candidates may take (host candidates only: milliseconds). */
const GATHER_TIMEOUT_MS = 5_000;

/**
 * What the SFU accepts from a publishing browser: VP8 first (every browser has it, cheap to decode for viewers),
 * H.264 for a browser that has no VP8; Opus. NACK so lost packets are resent, PLI/FIR so we can ask for keyframes.
 * No transport-cc: with werift's feedback Chromium's bandwidth estimate collapsed (measured: 100 kbit/s, 320x180
 * after 20 s), while its loss-based estimate, from our receiver reports, climbs to 720p at 2.5 Mbit/s in about 15 s
 * (with withStartBitrate).
 */
function publisherCodecs(): PeerConfig['codecs'] {
  const videoFeedback = () => [useNACK(), usePLI(), useFIR()];
  return {
    video: [
      new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, rtcpFeedback: videoFeedback() }),
      new RTCRtpCodecParameters({
        mimeType: 'video/H264',
        clockRate: 90_000,
        rtcpFeedback: videoFeedback(),
        parameters: 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f',
      }),
    ],
    audio: [
      new RTCRtpCodecParameters({
        mimeType: 'audio/opus',
        clockRate: 48_000,
        channels: 2,
        rtcpFeedback: [],
        parameters: 'minptime=10;useinbandfec=1',
      }),
    ],
  };
}

/** The publisher's negotiated codec, offered to its viewers (so no transcoding: the same payload goes out). */
function viewerCodec(codec: RTCRtpCodecParameters): RTCRtpCodecParameters {
  return new RTCRtpCodecParameters({
    mimeType: codec.mimeType,
    clockRate: codec.clockRate,
    channels: codec.channels,
    parameters: codec.parameters,
    rtcpFeedback: codec.mimeType.startsWith('video/') ? [useNACK(), usePLI(), useFIR()] : [],
  });
}

/**
 * Keeps a room's outgoing sequence numbers and timestamps continuous when the publisher changes (a reload starts
 * new ones), so viewers' decoders see one stream that had a short gap rather than a jump to discard.
 */
class Continuity {
  private source: number | undefined;
  private seqOffset = 0;
  private tsOffset = 0;
  private lastSeq: number | undefined;
  private lastTs = 0;

  constructor(private readonly gapTicks: number) {}

  map(header: RtpHeader): { sequenceNumber: number; timestamp: number } {
    if (header.ssrc !== this.source) {
      if (this.lastSeq !== undefined) {
        this.seqOffset = (this.lastSeq + 1 - header.sequenceNumber) & 0xffff;
        this.tsOffset = (this.lastTs + this.gapTicks - header.timestamp) >>> 0;
      }
      this.source = header.ssrc;
    }
    const sequenceNumber = (header.sequenceNumber + this.seqOffset) & 0xffff;
    const timestamp = (header.timestamp + this.tsOffset) >>> 0;
    // Retransmissions and reordering arrive with older numbers: only move the high-water mark forward.
    if (this.lastSeq === undefined || ((sequenceNumber - this.lastSeq) & 0xffff) < 0x8000) {
      this.lastSeq = sequenceNumber;
      this.lastTs = timestamp;
    }
    return { sequenceNumber, timestamp };
  }
}

interface Publisher {
  pc: RTCPeerConnection;
  room: Room | undefined;
  codecs: Partial<Record<Kind, RTCRtpCodecParameters>>;
  transceivers: Partial<Record<Kind, RTCRtpTransceiver>>;
  videoSsrc: number | undefined;
  timer: NodeJS.Timeout | undefined;
}

interface Viewer {
  id: string;
  room: Room;
  pc: RTCPeerConnection | undefined;
  senders: Partial<Record<Kind, RTCRtpSender>>;
  videoMime: string | undefined;
  answered: boolean;
  connected: boolean;
  timer: NodeJS.Timeout | undefined;
  /** Settles when the viewer connects or is removed: the end of its turn in the join queue. */
  settled: Promise<void>;
  settle: () => void;
}

interface Room {
  id: string;
  publisher: Publisher | undefined;
  viewers: Map<string, Viewer>;
  continuity: Record<Kind, Continuity>;
  lastKeyframeRequest: number;
  keyframeTimer: NodeJS.Timeout | undefined;
}

/**
 * The selective forwarding unit: one werift peer connection per publisher and per viewer, the publisher's RTP
 * copied to every connected viewer of its room. Runs in its own process (sfu-process.ts, decision 025).
 */
export class Sfu {
  private readonly rooms = new Map<string, Room>();
  private readonly viewers = new Map<string, Viewer>();
  private readonly joins: Limiter;
  private forwardedPackets = 0;
  private closed = false;

  constructor(
    private readonly options: SfuOptions,
    private readonly log: SfuLog = () => undefined,
  ) {
    this.joins = new Limiter(options.joinConcurrency);
  }

  async publish(roomId: string, offerSdp: string): Promise<{ sdp: string }> {
    const offered = mediaKinds(offerSdp);
    if (!offered.has('video') && !offered.has('audio'))
      throw new LiveVideoError('BAD_SDP', 'no audio or video');
    const pc = new RTCPeerConnection(this.peerConfig(publisherCodecs()));
    const publisher: Publisher = {
      pc,
      room: undefined,
      codecs: {},
      transceivers: {},
      videoSsrc: undefined,
      timer: undefined,
    };
    // Tracks are announced while the offer is applied, before the publisher is the room's.
    pc.onTrack.subscribe((track: MediaStreamTrack) => {
      const kind = track.kind as Kind;
      if (kind === 'video') publisher.videoSsrc = track.ssrc;
      track.onReceiveRtp.subscribe((rtp) => {
        const room = publisher.room;
        if (room?.publisher === publisher) this.forward(room, kind, rtp);
      });
    });
    try {
      await pc.setRemoteDescription({
        type: 'offer',
        sdp: preferVideoCodec(withoutMdnsCandidates(offerSdp), 'VP8'),
      });
      await pc.setLocalDescription(await pc.createAnswer());
      await this.gathered(pc);
    } catch (error) {
      await pc.close().catch(() => undefined);
      throw error instanceof LiveVideoError ? error : new LiveVideoError('BAD_SDP', String(error));
    }
    for (const transceiver of pc.getTransceivers()) {
      const kind = transceiver.kind as Kind;
      const codec = transceiver.codecs[0];
      if (!codec || publisher.transceivers[kind]) continue;
      publisher.transceivers[kind] = transceiver;
      publisher.codecs[kind] = codec;
    }
    if (!publisher.codecs.video && !publisher.codecs.audio) {
      await pc.close().catch(() => undefined);
      throw new LiveVideoError('BAD_SDP', 'no codec in common (VP8, H.264, Opus)');
    }

    const room = this.room(roomId);
    if (room.publisher) {
      this.log('info', 'publisher replaced', { roomId });
      this.dropPublisher(room);
    }
    room.publisher = publisher;
    publisher.room = room;
    // A viewer negotiated the previous publisher's codec; one that cannot take the new one must watch again.
    for (const viewer of room.viewers.values()) {
      if (viewer.videoMime && viewer.videoMime !== publisher.codecs.video?.mimeType)
        this.removeViewer(viewer);
    }

    publisher.timer = setTimeout(() => {
      this.log('warn', 'publisher never connected', { roomId });
      if (room.publisher === publisher) this.dropPublisher(room);
    }, this.options.connectTimeoutMs);
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') {
        clearTimeout(publisher.timer);
        this.log('info', 'publisher connected', { roomId });
        // Viewers waiting from a previous publisher need a picture now.
        if (room.viewers.size > 0) this.requestKeyframe(room);
      } else if ((state === 'failed' || state === 'closed') && room.publisher === publisher) {
        this.log('info', 'publisher gone', { roomId, state });
        this.dropPublisher(room);
      }
    });
    return { sdp: withStartBitrate(this.localSdp(pc), START_BITRATE_KBPS) };
  }

  async watch(roomId: string): Promise<{ sessionId: string; sdp: string }> {
    const room = this.rooms.get(roomId);
    const publisher = room?.publisher;
    if (!room || !publisher) throw new LiveVideoError('NO_PUBLISHER');
    if (room.viewers.size >= this.options.maxViewers) throw new LiveVideoError('FULL');
    // Counted from now, so a burst of joins waiting in the queue cannot overshoot the cap.
    let settle = () => undefined as void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const viewer: Viewer = {
      id: randomUUID(),
      room,
      pc: undefined,
      senders: {},
      videoMime: publisher.codecs.video?.mimeType,
      answered: false,
      connected: false,
      timer: undefined,
      settled,
      settle,
    };
    room.viewers.set(viewer.id, viewer);
    this.viewers.set(viewer.id, viewer);
    try {
      const sdp = await this.joins.run(() => this.offerTo(viewer, publisher));
      if (!this.viewers.has(viewer.id))
        throw new LiveVideoError('NO_PUBLISHER', 'the stream ended meanwhile');
      viewer.timer = setTimeout(() => {
        this.log('info', 'viewer never answered', { roomId, sessionId: viewer.id });
        this.removeViewer(viewer);
      }, this.options.answerTimeoutMs);
      return { sessionId: viewer.id, sdp };
    } catch (error) {
      this.removeViewer(viewer);
      throw error;
    }
  }

  async answer(sessionId: string, answerSdp: string): Promise<void> {
    const viewer = this.viewers.get(sessionId);
    if (!viewer?.pc || viewer.answered) throw new LiveVideoError('NO_SESSION');
    viewer.answered = true;
    clearTimeout(viewer.timer);
    const pc = viewer.pc;
    // The caller waits for the answer to be applied; the queue slot is held until the viewer connects (or is
    // removed), since the ICE and DTLS handshakes that follow are the expensive part of a join.
    await new Promise<void>((resolve, reject) => {
      void this.joins.run(async () => {
        if (!this.viewers.has(sessionId)) return reject(new LiveVideoError('NO_SESSION'));
        try {
          await pc.setRemoteDescription({ type: 'answer', sdp: withoutMdnsCandidates(answerSdp) });
        } catch (error) {
          this.removeViewer(viewer);
          return reject(new LiveVideoError('BAD_SDP', String(error)));
        }
        resolve();
        viewer.timer = setTimeout(() => {
          this.log('info', 'viewer never connected', { roomId: viewer.room.id, sessionId });
          this.removeViewer(viewer);
        }, this.options.connectTimeoutMs);
        await viewer.settled;
      });
    });
  }

  async leave(sessionId: string): Promise<void> {
    const viewer = this.viewers.get(sessionId);
    if (viewer) this.removeViewer(viewer);
  }

  async closeRoom(roomId: string): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room) return;
    for (const viewer of [...room.viewers.values()]) this.removeViewer(viewer);
    this.dropPublisher(room);
    this.rooms.delete(roomId);
  }

  stats(): LiveVideoStats {
    return { rooms: this.rooms.size, viewers: this.viewers.size, forwardedPackets: this.forwardedPackets };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const roomId of [...this.rooms.keys()]) await this.closeRoom(roomId);
  }

  private room(roomId: string): Room {
    let room = this.rooms.get(roomId);
    if (!room) {
      room = {
        id: roomId,
        publisher: undefined,
        viewers: new Map(),
        // A gap of about one frame (30 fps) or one Opus packet (20 ms).
        continuity: { video: new Continuity(3000), audio: new Continuity(960) },
        lastKeyframeRequest: 0,
        keyframeTimer: undefined,
      };
      this.rooms.set(roomId, room);
    }
    return room;
  }

  private async offerTo(viewer: Viewer, publisher: Publisher): Promise<string> {
    const codecs: PeerConfig['codecs'] = {};
    for (const kind of kinds) {
      const codec = publisher.codecs[kind];
      if (codec) codecs[kind] = [viewerCodec(codec)];
    }
    const pc = new RTCPeerConnection(this.peerConfig(codecs, true));
    viewer.pc = pc;
    for (const kind of kinds) {
      if (!codecs[kind]) continue;
      const sender = pc.addTransceiver(kind, { direction: 'sendonly' }).sender;
      viewer.senders[kind] = sender;
      if (kind === 'video') {
        // The viewer's decoder asks for a keyframe after a loss it cannot repair: pass it on (rate-limited).
        sender.onRtcp.subscribe((packet) => {
          if (packet.type !== RtcpPayloadSpecificFeedback.type) return;
          const count = (packet as RtcpPayloadSpecificFeedback).feedback.count;
          if (count === PictureLossIndication.count || count === FIR_FORMAT) {
            this.requestKeyframe(viewer.room);
          }
        });
      }
    }
    pc.connectionStateChange.subscribe((state) => this.viewerState(viewer, state));
    await pc.setLocalDescription(await pc.createOffer());
    await this.gathered(pc);
    return this.localSdp(pc);
  }

  private viewerState(viewer: Viewer, state: RTCPeerConnection['connectionState']) {
    if (!this.viewers.has(viewer.id)) return;
    if (state === 'connected') {
      clearTimeout(viewer.timer);
      viewer.connected = true;
      viewer.settle();
      // A late joiner gets a picture now instead of at the publisher's next periodic keyframe.
      this.requestKeyframe(viewer.room);
      this.log('debug', 'viewer connected', { roomId: viewer.room.id, sessionId: viewer.id });
    } else if (state === 'disconnected') {
      clearTimeout(viewer.timer);
      viewer.timer = setTimeout(() => this.removeViewer(viewer), DISCONNECTED_GRACE_MS);
    } else if (state === 'failed' || state === 'closed') {
      this.log('info', 'viewer connection lost', { roomId: viewer.room.id, sessionId: viewer.id, state });
      this.removeViewer(viewer);
    }
  }

  private forward(room: Room, kind: Kind, rtp: RtpPacket) {
    // Padding-only packets are the publisher probing its own uplink; viewers have no use for them.
    if (rtp.payload.length === 0) return;
    const { sequenceNumber, timestamp } = room.continuity[kind].map(rtp.header);
    // Serialized once for all viewers, without the publisher's header extensions: their ids were negotiated with
    // the publisher, and each viewer's sender writes its own.
    const packet = new RtpPacket(
      new RtpHeader({
        marker: rtp.header.marker,
        payloadType: rtp.header.payloadType,
        sequenceNumber,
        timestamp,
        ssrc: rtp.header.ssrc,
      }),
      rtp.payload,
    ).serialize();
    for (const viewer of room.viewers.values()) {
      const sender = viewer.senders[kind];
      if (!viewer.connected || !sender) continue;
      // Each sender parses its own copy: it rewrites the header (its SSRC and payload type) and keeps the packet
      // for retransmission on the viewer's NACK.
      sender.sendRtp(packet).catch(() => undefined);
      this.forwardedPackets++;
    }
  }

  private requestKeyframe(room: Room) {
    const send = () => {
      const publisher = room.publisher;
      const receiver = publisher?.transceivers.video?.receiver;
      if (!publisher || !receiver || publisher.videoSsrc === undefined) return;
      room.lastKeyframeRequest = Date.now();
      receiver.sendRtcpPLI(publisher.videoSsrc).catch(() => undefined);
    };
    const wait = room.lastKeyframeRequest + this.options.keyframeIntervalMs - Date.now();
    if (wait <= 0) send();
    // Within the interval: one request at its end covers every join and loss in between.
    else if (!room.keyframeTimer) {
      room.keyframeTimer = setTimeout(() => {
        room.keyframeTimer = undefined;
        send();
      }, wait);
    }
  }

  private dropPublisher(room: Room) {
    const publisher = room.publisher;
    if (!publisher) return;
    room.publisher = undefined;
    clearTimeout(publisher.timer);
    clearTimeout(room.keyframeTimer);
    room.keyframeTimer = undefined;
    publisher.pc.close().catch(() => undefined);
  }

  private removeViewer(viewer: Viewer) {
    if (!this.viewers.delete(viewer.id)) return;
    const room = viewer.room;
    room.viewers.delete(viewer.id);
    clearTimeout(viewer.timer);
    viewer.connected = false;
    viewer.settle();
    viewer.pc?.close().catch(() => undefined);
    if (!room.publisher && room.viewers.size === 0 && this.rooms.get(room.id) === room) {
      this.rooms.delete(room.id);
    }
  }

  private peerConfig(codecs: PeerConfig['codecs'], viewer = false): Partial<PeerConfig> {
    const { portRange, loopbackOnly } = this.options;
    return {
      codecs,
      headerExtensions: {
        video: viewer ? [useSdesMid()] : [useSdesMid(), useAbsSendTime()],
        audio: [useSdesMid()],
      },
      iceServers: [],
      iceUseIpv4: true,
      iceUseIpv6: false,
      icePortRange: portRange,
      // The machine's LAN addresses are gathered by default; loopback serves a browser on the same machine.
      iceAdditionalHostAddresses: ['127.0.0.1'],
      iceInterfaceAddresses: loopbackOnly ? { udp4: '127.0.0.1' } : undefined,
    };
  }

  private localSdp(pc: RTCPeerConnection): string {
    let sdp = pc.localDescription?.sdp ?? '';
    if (this.options.loopbackOnly) sdp = filterCandidates(sdp, (address) => address === '127.0.0.1');
    if (this.options.announcedIp) sdp = withAnnouncedAddress(sdp, this.options.announcedIp);
    return sdp;
  }

  private async gathered(pc: RTCPeerConnection): Promise<void> {
    if (pc.iceGatheringState === 'complete') return;
    await pc.iceGatheringStateChange.watch((state) => state === 'complete', GATHER_TIMEOUT_MS);
  }
}
