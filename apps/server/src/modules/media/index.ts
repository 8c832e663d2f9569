import { defineModule } from '../manifest.ts';
import { MEDIA_UPLOAD_PATHS, mediaRoutes } from './routes.ts';
import { uploadSweepJob } from './sweep.ts';

// The media module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const mediaModule = defineModule({
  name: 'media',
  uploadPaths: MEDIA_UPLOAD_PATHS,
  routes: ({ auth, storage, uploads }) => (storage ? [mediaRoutes({ auth, storage, uploads })] : []),
  // Uploads no listing, avatar or message took up are swept.
  recurring: ({ storage, logger }) => (storage ? [uploadSweepJob({ storage, logger })] : []),
});
