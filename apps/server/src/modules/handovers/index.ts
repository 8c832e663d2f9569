// The handovers module's manifest (docs/product/handover.md): the address book, each accepted trade's handovers and
// their deadlines' jobs, and the hook that opens them when trades accepts one (trades cannot import this module).
import { provide } from '../../platform/hooks.ts';
import { embeddedLabelPrinter, warmUpLabels } from '../../platform/labels/index.ts';
import { defineModule } from '../manifest.ts';
import { tradeHooks } from '../trades/index.ts';
import { walletHooks } from '../wallet/index.ts';
import { tradeHoldReasons } from './hold-reasons.ts';
import { handoverJobs } from './deadlines.ts';
import { devClockRoutes } from './dev-clock.ts';
import { handoverHooks } from './open.ts';
import { handoversRoutes, TRACKING_WEBHOOK_PATH } from './routes.ts';

/** Opens an accepted trade's handovers: for sales made outside trades' own paths (a live auction's). */
export { handoverHooks } from './open.ts';

/** For staff deciding a dispute: the trade's handovers as dated events. */
export { handoverTimeline } from './history.ts';

export const handoversModule = defineModule({
  name: 'handovers',
  state: () => ({ labels: embeddedLabelPrinter() }),
  provides: () => [
    provide(tradeHooks.handovers, handoverHooks),
    // The wallet's hold lines say what money held for a trade waits for.
    provide(walletHooks.holdReasons, tradeHoldReasons),
  ],
  webhookPaths: [TRACKING_WEBHOOK_PATH],
  routes: ({ db, realtime, logger, auth, config, shippingApi }, { labels }) => [
    ...handoversRoutes({ db, realtime, logger, auth, shippingApi, labels }),
    // Config refuses DEV_PAGES in production; checked here once more.
    ...(config.devPages && !config.isProduction ? [devClockRoutes(db)] : []),
  ],
  jobs: ({ realtime, logger, mailer, config }) =>
    handoverJobs({ realtime, logger, mailer, publicUrl: config.publicUrl }),
  // A process's first label takes about 250 ms (pdf-lib's first document and fonts, bwip-js's first symbol, bench/
  // labels): one is made at start, off any request, so a member's first label is as quick as the others.
  start: async ({ logger }, { labels }) => {
    void warmUpLabels(labels).catch((error: unknown) => logger.warn({ err: error }, 'label warm-up failed'));
  },
});
