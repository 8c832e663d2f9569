// The handovers module's manifest (docs/product/handover.md): the address book, each accepted trade's handovers and
// their deadlines' jobs, and the hook that opens them when trades accepts one (trades cannot import this module).
import { provide } from '../../platform/hooks.ts';
import { embeddedLabelPrinter } from '../../platform/labels/index.ts';
import { defineModule } from '../manifest.ts';
import { tradeHooks } from '../trades/index.ts';
import { handoverJobs } from './deadlines.ts';
import { devClockRoutes } from './dev-clock.ts';
import { handoverHooks } from './open.ts';
import { handoversRoutes } from './routes.ts';

/** For staff deciding a dispute: the trade's handovers as dated events. */
export { handoverTimeline } from './history.ts';

export const handoversModule = defineModule({
  name: 'handovers',
  provides: () => [provide(tradeHooks.handovers, handoverHooks)],
  routes: ({ db, realtime, logger, auth, config }) => [
    handoversRoutes({ db, realtime, logger, auth, labels: embeddedLabelPrinter() }),
    // Config refuses DEV_PAGES in production; checked here once more.
    ...(config.devPages && !config.isProduction ? [devClockRoutes(db)] : []),
  ],
  jobs: ({ realtime, logger, mailer, config }) =>
    handoverJobs({ realtime, logger, mailer, publicUrl: config.publicUrl }),
});
