// Live selling (docs/product/live.md): its manifest. The state it keeps for one app is its auction timers and the
// viewer presence; both are stopped at shutdown. Visitors watch too, so its realtime topics are public.
import { provide } from '../../platform/hooks.ts';
import { defineModule } from '../manifest.ts';
import { itemHooks } from '../items/index.ts';
import { memberSuspended } from '../member-admin/index.ts';
import { paymentHooks, type CheckoutPurposeHandler } from '../payments/index.ts';
import { tradeHooks } from '../trades/index.ts';
import { walletHooks } from '../wallet/index.ts';
import { bidHoldReasons } from './hold-reasons.ts';
import { bidCardPurpose } from './card-purposes.ts';
import { assertNotAtAuction } from './item-guard.ts';
import { AuctionPriceFloors } from './price-floors.ts';
import { liveRoutes } from './routes.ts';
import {
  AuctionTimerSet,
  auctionJobs,
  closeDueAuction,
  endStreamOf,
  StreamPresence,
  streamExists,
  streamJobs,
  type StreamEndDeps,
} from './service.ts';
import { liveVideoRoutes } from './video-routes.ts';

export const liveModule = defineModule({
  name: 'live',
  state: ({ db, realtime, hub, presenceBoard, logger, rateLimitStore, liveVideo }) => {
    const presence = new StreamPresence(hub, presenceBoard, logger);
    // An auction closes on its timer (and, should this instance stop first, on its job: auctionJobs).
    const timers = new AuctionTimerSet((auctionId) => closeDueAuction(deps, auctionId), logger);
    const deps: StreamEndDeps = {
      db,
      realtime,
      logger,
      viewers: presence,
      rateLimitStore,
      timers,
      prices: new AuctionPriceFloors(),
      // The stream ended: its video room closes for the streamer and every viewer.
      onStreamEnded: (streamId) => liveVideo.closeRoom(streamId),
    };
    presence.start(deps);
    return { deps, presence, timers };
  },
  // A suspended member's live stream ends.
  provides: (_resources, { deps }) => [
    provide(memberSuspended, (memberId) => endStreamOf(deps, memberId)),
    provide(itemHooks.auctionGuard, assertNotAtAuction),
    // A bid the wallets cannot cover, the rest paid by card (docs/decisions/035).
    // Payments looks a handler up by its purpose's kind, so it only ever gets a bid.
    provide(paymentHooks.purposes, () => [bidCardPurpose(deps) as CheckoutPurposeHandler]),
    // The wallet's hold lines say which auction a bid's money is held for.
    provide(walletHooks.holdReasons, bidHoldReasons),
  ],
  topics: ({ db }) => [
    { kind: 'stream', public: true, authorise: streamExists(db) },
    { kind: 'live', public: true, authorise: (id) => id === 'streams' },
  ],
  routes: ({ auth, liveVideo, clientIp, turn, hooks }, { deps }) => [
    // An item its owner accepted into a swap circle is not auctioned (circles provide the check).
    liveRoutes({ ...deps, auth, circles: hooks.find(tradeHooks.circles) }),
    liveVideoRoutes({ ...deps, video: liveVideo, auth, clientIp, turn }),
  ],
  jobs: (_resources, { deps }) => [...streamJobs(deps), ...auctionJobs(deps)],
  stop: async ({ timers, presence }) => {
    timers.stop();
    await presence.stop();
  },
});
