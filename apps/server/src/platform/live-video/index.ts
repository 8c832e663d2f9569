import type { LiveVideoConfig } from '../../config.ts';
import type { Logger } from '../logger.ts';
import { EmbeddedLiveVideo } from './embedded/embedded-live-video.ts';
import { JanusLiveVideo } from './janus/janus-live-video.ts';
import { DEFAULT_LIMITS, type LiveVideo } from './live-video.ts';

export * from './live-video.ts';
export { EmbeddedLiveVideo } from './embedded/embedded-live-video.ts';
export { JanusLiveVideo } from './janus/janus-live-video.ts';

/** Viewer handshakes the embedded SFU runs at once (two cores: a few at a time all connect; see limiter.ts). */
const JOIN_CONCURRENCY = 4;
/** At most one keyframe request to a publisher per this time, however many viewers join or lose packets. */
const KEYFRAME_INTERVAL_MS = 500;

/** The SFU LIVE_VIDEO names: the embedded one (werift, its own process, started on first use) or Janus. */
export function createLiveVideo(config: LiveVideoConfig, logger?: Logger): LiveVideo {
  const limits = { ...DEFAULT_LIMITS, maxViewers: config.maxViewers };
  if (config.kind === 'janus') {
    return new JanusLiveVideo({ ...limits, url: config.janusUrl, apiSecret: config.janusApiSecret }, logger);
  }
  return new EmbeddedLiveVideo(
    {
      ...limits,
      joinConcurrency: JOIN_CONCURRENCY,
      keyframeIntervalMs: KEYFRAME_INTERVAL_MS,
      portRange: config.rtcPorts,
      announcedIp: config.announcedIp,
    },
    logger,
  );
}
