import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.ts';
import { LiveVideoError, type LiveVideo, type LiveVideoLimits, type LiveVideoStats } from '../live-video.ts';
import { withoutMdnsCandidates } from '../sdp.ts';
import { JanusError, JanusSession, type JanusMessage } from './janus-session.ts';

const VIDEOROOM = 'janus.plugin.videoroom';
/** Videoroom error codes (janus_videoroom.c): no such room, room exists, no such feed. */
const NO_SUCH_ROOM = 426;
const ROOM_EXISTS = 427;
const NO_SUCH_FEED = 428;
/** How long a viewer waits for a publisher that has joined but whose media is not up yet (Janus: 'No such feed'). */
const FEED_WAIT_STEP_MS = 250;
const FEED_WAIT_STEPS = 12;

export interface JanusOptions extends LiveVideoLimits {
  /** The HTTP API's address, e.g. http://janus:8088/janus (JANUS_URL). */
  url: string;
  /** Janus's `api_secret`, when it has one (JANUS_API_SECRET). */
  apiSecret?: string | undefined;
}

interface Publisher {
  handle: number;
  feed: number;
}

interface Viewer {
  sessionId: string;
  roomId: string;
  handle: number;
  answered: boolean;
  timer: NodeJS.Timeout | undefined;
}

interface Room {
  janusRoom: number;
  publisher: Publisher | undefined;
  viewers: Set<string>;
}

/**
 * Stream ids are uuids; the videoroom's room ids are numbers unless Janus is configured otherwise. The uuid's first
 * 52 bits (exact in a JavaScript number) are the room: the same on every API instance, with collisions negligible
 * among the rooms alive at once.
 */
export function janusRoomId(roomId: string): number {
  const hex = roomId.replace(/-/g, '').slice(0, 13);
  const value = Number.parseInt(hex, 16);
  if (!Number.isSafeInteger(value) || value <= 0) throw new LiveVideoError('BAD_SDP', 'room ids are uuids');
  return value;
}

/**
 * Janus's videoroom plugin as the SFU (LIVE_VIDEO=janus): scales past one machine's CPU and keeps media out of
 * Node entirely. One videoroom room per stream, created on its first publish; one plugin handle per publisher and
 * per viewer, all in one Janus session kept alive by the long poll.
 */
export class JanusLiveVideo implements LiveVideo {
  private readonly janus: JanusSession;
  private control: Promise<number> | undefined;
  private readonly rooms = new Map<string, Room>();
  private readonly viewers = new Map<string, Viewer>();

  constructor(
    private readonly options: JanusOptions,
    private readonly logger?: Logger,
  ) {
    this.janus = new JanusSession(options.url.replace(/\/+$/, ''), options.apiSecret, logger, () => {
      // Janus lost our session (restarted?): its handles and rooms are gone; streamers publish again.
      this.control = undefined;
      this.rooms.clear();
    });
  }

  async publish(roomId: string, offerSdp: string): Promise<{ sdp: string }> {
    const janusRoom = janusRoomId(roomId);
    const room = this.room(roomId);
    await this.ensureRoom(janusRoom);
    const previous = room.publisher;
    room.publisher = undefined;
    // A reload: the old publisher goes first (the room takes one), here or on another instance, and its viewers
    // with it (see viewerEvent).
    if (previous) {
      await this.janus.detach(previous.handle);
      for (const sessionId of [...room.viewers]) await this.leave(sessionId);
    }
    for (const feed of await this.publisherFeeds(janusRoom)) {
      try {
        await this.janus.request(await this.controlHandle(), { request: 'kick', room: janusRoom, id: feed });
      } catch (error) {
        // Already gone: the detach above lets the old publisher leave while Janus still listed it.
        if (!(error instanceof JanusError && error.code === NO_SUCH_FEED)) throw error;
      }
    }
    const handle = await this.janus.attach(VIDEOROOM, (event) => this.publisherEvent(roomId, handle, event));
    try {
      const { data, jsep } = await this.janus.message(
        handle,
        { request: 'joinandconfigure', room: janusRoom, ptype: 'publisher', audio: true, video: true },
        { type: 'offer', sdp: withoutMdnsCandidates(offerSdp) },
      );
      if (!jsep || typeof data.id !== 'number') throw new JanusError(undefined, 'Janus sent no answer');
      room.publisher = { handle, feed: data.id };
      return { sdp: jsep.sdp };
    } catch (error) {
      await this.janus.detach(handle);
      if (room.viewers.size === 0 && this.rooms.get(roomId) === room) this.rooms.delete(roomId);
      throw asLiveVideoError(error, 'BAD_SDP');
    }
  }

  async watch(roomId: string): Promise<{ sessionId: string; sdp: string }> {
    const room = this.rooms.get(roomId);
    const janusRoom = janusRoomId(roomId);
    // Published through another instance: the room's publisher is still there to watch.
    const feed = room?.publisher?.feed ?? (await this.publisherFeeds(janusRoom).catch(() => []))[0];
    if (feed === undefined) throw new LiveVideoError('NO_PUBLISHER');
    const counted = room ?? this.room(roomId);
    if (counted.viewers.size >= this.options.maxViewers) throw new LiveVideoError('FULL');
    const sessionId = randomUUID();
    counted.viewers.add(sessionId);
    try {
      const handle = await this.janus.attach(VIDEOROOM, (event) => this.viewerEvent(sessionId, event));
      const viewer: Viewer = { sessionId, roomId, handle, answered: false, timer: undefined };
      this.viewers.set(sessionId, viewer);
      const { jsep } = await this.subscribe(handle, janusRoom, feed);
      if (!jsep) throw new JanusError(undefined, 'Janus sent no offer');
      viewer.timer = setTimeout(() => void this.leave(sessionId), this.options.answerTimeoutMs);
      return { sessionId, sdp: jsep.sdp };
    } catch (error) {
      await this.leave(sessionId);
      counted.viewers.delete(sessionId);
      if (!counted.publisher && counted.viewers.size === 0) this.rooms.delete(roomId);
      throw asLiveVideoError(error, 'NO_PUBLISHER');
    }
  }

  async answer(sessionId: string, answerSdp: string): Promise<void> {
    const viewer = this.viewers.get(sessionId);
    if (!viewer || viewer.answered) throw new LiveVideoError('NO_SESSION');
    viewer.answered = true;
    clearTimeout(viewer.timer);
    try {
      await this.janus.message(
        viewer.handle,
        { request: 'start' },
        { type: 'answer', sdp: withoutMdnsCandidates(answerSdp) },
      );
    } catch (error) {
      await this.leave(sessionId);
      throw asLiveVideoError(error, 'BAD_SDP');
    }
    viewer.timer = setTimeout(() => {
      this.logger?.info({ sessionId }, 'live viewer never connected (Janus)');
      void this.leave(sessionId);
    }, this.options.connectTimeoutMs);
  }

  async leave(sessionId: string): Promise<void> {
    const viewer = this.viewers.get(sessionId);
    if (!viewer) return;
    this.viewers.delete(sessionId);
    clearTimeout(viewer.timer);
    const room = this.rooms.get(viewer.roomId);
    room?.viewers.delete(sessionId);
    if (room && !room.publisher && room.viewers.size === 0) this.rooms.delete(viewer.roomId);
    await this.janus.detach(viewer.handle);
  }

  async closeRoom(roomId: string): Promise<void> {
    const room = this.rooms.get(roomId);
    const janusRoom = janusRoomId(roomId);
    // Destroying the room hangs up every participant, ours and any other instance's.
    await this.janus
      .request(await this.controlHandle(), { request: 'destroy', room: janusRoom })
      .catch((error: unknown) => {
        if (!(error instanceof JanusError && error.code === NO_SUCH_ROOM)) throw asLiveVideoError(error);
      });
    if (!room) return;
    this.rooms.delete(roomId);
    for (const sessionId of [...room.viewers]) await this.leave(sessionId);
    if (room.publisher) await this.janus.detach(room.publisher.handle);
  }

  async stats(): Promise<LiveVideoStats> {
    // Janus counts packets per handle only in its Admin API, which this adapter does not use.
    return { rooms: this.rooms.size, viewers: this.viewers.size, forwardedPackets: 0 };
  }

  async close(): Promise<void> {
    for (const viewer of this.viewers.values()) clearTimeout(viewer.timer);
    this.viewers.clear();
    this.rooms.clear();
    await this.janus.close();
  }

  private room(roomId: string): Room {
    let room = this.rooms.get(roomId);
    if (!room) {
      room = { janusRoom: janusRoomId(roomId), publisher: undefined, viewers: new Set() };
      this.rooms.set(roomId, room);
    }
    return room;
  }

  /** One handle for room management (create, destroy, list, kick), attached once. */
  private controlHandle(): Promise<number> {
    this.control ??= this.janus.attach(VIDEOROOM).catch((error: unknown) => {
      this.control = undefined;
      throw asLiveVideoError(error);
    });
    return this.control;
  }

  private async ensureRoom(janusRoom: number) {
    try {
      await this.janus.request(await this.controlHandle(), {
        request: 'create',
        room: janusRoom,
        permanent: false,
        is_private: true,
        publishers: 1,
        audiocodec: 'opus',
        // VP8 first, as the embedded SFU: every browser has it; H.264 for one that has no VP8.
        videocodec: 'vp8,h264',
        notify_joining: false,
      });
    } catch (error) {
      if (!(error instanceof JanusError && error.code === ROOM_EXISTS)) throw asLiveVideoError(error);
    }
  }

  /**
   * Joins a viewer's handle to the publisher's feed. A publisher that has just joined is listed before its media is
   * up, and Janus refuses to subscribe to it until then: the join is tried again for a few seconds.
   */
  private async subscribe(handle: number, janusRoom: number, feed: number) {
    const join = {
      request: 'join',
      ptype: 'subscriber',
      room: janusRoom,
      streams: [{ feed }],
      close_pc: true,
    };
    for (let step = 1; ; step++) {
      try {
        return await this.janus.message(handle, join);
      } catch (error) {
        if (!(error instanceof JanusError && error.code === NO_SUCH_FEED) || step >= FEED_WAIT_STEPS)
          throw error;
        await new Promise((resolve) => setTimeout(resolve, FEED_WAIT_STEP_MS));
      }
    }
  }

  private async publisherFeeds(janusRoom: number): Promise<number[]> {
    try {
      const data = await this.janus.request(await this.controlHandle(), {
        request: 'listparticipants',
        room: janusRoom,
      });
      const participants = (data.participants ?? []) as Array<{ id: number; publisher: boolean }>;
      return participants.filter((p) => p.publisher).map((p) => p.id);
    } catch (error) {
      if (error instanceof JanusError && error.code === NO_SUCH_ROOM) return [];
      throw asLiveVideoError(error);
    }
  }

  private requestKeyframe(publisher: Publisher) {
    this.janus.message(publisher.handle, { request: 'configure', keyframe: true }).catch(() => undefined);
  }

  private publisherEvent(roomId: string, handle: number, event: JanusMessage) {
    const room = this.rooms.get(roomId);
    if (event.janus === 'hangup' && room?.publisher?.handle === handle) {
      this.logger?.info({ roomId }, 'live publisher hung up (Janus)');
      room.publisher = undefined;
      void this.janus.detach(handle);
      for (const sessionId of [...room.viewers]) void this.leave(sessionId);
    }
  }

  private viewerEvent(sessionId: string, event: JanusMessage) {
    const viewer = this.viewers.get(sessionId);
    if (!viewer) return;
    if (event.janus === 'webrtcup') {
      clearTimeout(viewer.timer);
      // A late joiner gets a picture now: ask the publisher for a keyframe (Janus also does when the viewer is up).
      const publisher = this.rooms.get(viewer.roomId)?.publisher;
      if (publisher) this.requestKeyframe(publisher);
    } else if (
      event.janus === 'hangup' ||
      event.janus === 'detached' ||
      // The publisher left (the stream ended, or a reload replaced it): Janus offers the viewer a renegotiation
      // without its streams, which only the viewer's browser could answer. The viewer is hung up instead; its
      // browser sees the connection go and watches again.
      event.plugindata?.data.videoroom === 'updated'
    ) {
      void this.leave(sessionId);
    }
  }
}

function asLiveVideoError(error: unknown, code: 'BAD_SDP' | 'NO_PUBLISHER' | 'UNAVAILABLE' = 'UNAVAILABLE') {
  if (error instanceof LiveVideoError) return error;
  if (error instanceof JanusError) return new LiveVideoError(code, error.message);
  return new LiveVideoError('UNAVAILABLE', error instanceof Error ? error.message : String(error));
}
