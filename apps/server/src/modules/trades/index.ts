// The trades module's manifest: its routes, its jobs, the `trade:{id}` topic, the checks it gives the items module
// (run in the item's transaction before an item in a trade is edited, hidden or deleted: docs/decisions/015), and
// the hook swap circles fill (circles build on trades, so trades may not import them).
import { hook, provide, type Hooks } from '../../platform/hooks.ts';
import { itemHooks } from '../items/index.ts';
import { defineModule } from '../manifest.ts';
import { paymentHooks } from '../payments/index.ts';
import { cardPurposes } from './card-purposes.ts';
import type { HandoverHooks, SwapCircleHooks, TradesDeps } from './common.ts';
import { itemTradeGuard } from './item-guard.ts';
import { tradeJobs } from './lifecycle.ts';
import { bundlesRoutes } from './bundle-routes.ts';
import { tradesRoutes } from './routes.ts';
import { tradeTopicAuthoriser } from './service.ts';

export { itemTradeGuard } from './item-guard.ts';

// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const tradeHooks = {
  /** Items reserved for a swap circle are neither offered nor traded away; traded items dissolve their circles. */
  circles: hook<SwapCircleHooks>('trades.circles'),
  /** An accepted trade's exchange: its handovers open in the accepting transaction (docs/decisions/039). */
  handovers: hook<HandoverHooks>('trades.handovers'),
};

/** What trades are made with: the resources and the checks other modules provide. */
const tradesDeps = ({
  db,
  realtime,
  logger,
  hooks,
}: Omit<TradesDeps, 'circles' | 'atAuction' | 'handovers'> & { hooks: Hooks }) => ({
  db,
  realtime,
  logger,
  circles: hooks.find(tradeHooks.circles),
  handovers: hooks.find(tradeHooks.handovers),
  atAuction: hooks.find(itemHooks.auctionGuard),
});

export const tradesModule = defineModule({
  name: 'trades',
  provides: () => [
    provide(itemHooks.tradeGuard, itemTradeGuard),
    // Buy now and offers with the rest paid by card (docs/decisions/035).
    provide(paymentHooks.purposes, (context) => cardPurposes(tradesDeps(context))),
  ],
  topics: ({ db }) => [{ kind: 'trade', authorise: tradeTopicAuthoriser(db) }],
  routes: ({ auth, ...context }) => [
    tradesRoutes({ ...tradesDeps(context), auth }),
    bundlesRoutes({ ...tradesDeps(context), auth }),
  ],
  jobs: ({ realtime, logger }) => tradeJobs({ realtime, logger }),
});
