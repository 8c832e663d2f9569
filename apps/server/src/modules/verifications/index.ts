import { defineModule } from '../manifest.ts';
import { VERIFICATION_UPLOAD_PATH, verificationsRoutes } from './routes.ts';
import { verificationJobs } from './service.ts';
import { verificationStaffRoutes } from './staff-routes.ts';

// The verifications module's manifest (modules/manifest.ts): staff review first, then members' own requests.
export const verificationsModule = defineModule({
  name: 'verifications',
  uploadPaths: [VERIFICATION_UPLOAD_PATH],
  routes: ({ db, auth, storage, uploads, realtime, logger }) => [
    verificationStaffRoutes({ db, auth, realtime, logger }),
    verificationsRoutes({ db, auth, storage, uploads, realtime, logger }),
  ],
  // A decided verification's documents are removed from storage.
  jobs: ({ storage, logger }) => (storage ? verificationJobs({ storage, logger }) : []),
});
