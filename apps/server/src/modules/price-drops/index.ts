// The price-drops module's manifest (docs/product/search.md, "Price drops"): a listed item's lower price tells the
// members who liked or saved it. Items cannot import this module, so it fills items' priceDropped hook instead.
import { provide } from '../../platform/hooks.ts';
import { itemHooks } from '../items/index.ts';
import { defineModule } from '../manifest.ts';
import { enqueuePriceDropAlert, priceDropJobs } from './service.ts';

export const priceDropsModule = defineModule({
  name: 'price-drops',
  provides: () => [provide(itemHooks.priceDropped, enqueuePriceDropAlert)],
  jobs: ({ realtime, logger }) => priceDropJobs({ realtime, logger }),
});
