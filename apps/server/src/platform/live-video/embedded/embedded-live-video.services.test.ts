// The embedded SFU with real browsers (Debian's Chromium): in the services suite with the Janus adapter's test, as
// `npm test` runs no browser.
import { liveVideoContract, contractLimits } from '../testing/live-video-contract.ts';
import { EmbeddedLiveVideo } from './embedded-live-video.ts';

liveVideoContract(
  'EmbeddedLiveVideo (werift in its own process)',
  async () => {
    // Loopback only: the test's traffic stays on this machine.
    const live = new EmbeddedLiveVideo({
      ...contractLimits,
      joinConcurrency: 2,
      keyframeIntervalMs: 300,
      loopbackOnly: true,
    });
    return { live, stop: () => live.close() };
  },
  { countsPackets: true, keepsViewersOnReload: true },
);
