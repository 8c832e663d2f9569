// The Janus adapter against Janus from Debian's package (started here, see janus-test-server.ts) with real
// browsers (Debian's Chromium).
import { liveVideoContract, contractLimits } from '../testing/live-video-contract.ts';
import { JanusLiveVideo } from './janus-live-video.ts';
import { startJanusTestServer } from './janus-test-server.ts';

liveVideoContract(
  'JanusLiveVideo (Janus videoroom)',
  async () => {
    const apiSecret = 'swapyard-test-secret';
    const janus = await startJanusTestServer({ apiSecret });
    const live = new JanusLiveVideo({ ...contractLimits, url: janus.url, apiSecret });
    return {
      live,
      async stop() {
        await live.close();
        await janus.stop();
      },
    };
  },
  { countsPackets: false, keepsViewersOnReload: false },
);
