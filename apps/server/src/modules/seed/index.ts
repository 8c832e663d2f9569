import { defineModule } from '../manifest.ts';
import { seedDemo } from './seed.ts';

// The demo seed (SEED_DEMO): demo members, listings and trades on an empty database, before the server listens.
export const seedModule = defineModule({
  name: 'seed',
  start: async ({ db, auth, storage, logger, config }) => {
    if (storage) await seedDemo({ db, auth, storage, logger, enabled: config.seedDemo ?? false });
  },
});
