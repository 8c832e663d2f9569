import { defineModule } from '../manifest.ts';
import { mediaFileRoutes } from './routes.ts';

// Serves the stored photos and documents under `/media/*`, after the API (when the app has storage).
export const mediaFilesModule = defineModule({
  name: 'media-files',
  pages: ({ storage }) => (storage ? [mediaFileRoutes(storage)] : []),
});
