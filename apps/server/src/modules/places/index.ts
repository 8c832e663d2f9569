import { defineModule } from '../manifest.ts';
import { placesRoutes } from './routes.ts';
import { loadGazetteer } from './service.ts';

// The places module's manifest (docs/product/places.md): the embedded gazetteer and looking a place up.
// The module's rules, for other modules (its only entry: docs/decisions/030).
export {
  placeOfInput,
  placeWrittenLocations,
  searchPlaces,
  type PlaceInput,
  type PlacePoint,
  type WrittenLocations,
} from './service.ts';

export const placesModule = defineModule({
  name: 'places',
  routes: ({ db }) => [placesRoutes({ db })],
  // Before the server listens, the gazetteer is in the database (a new one, or a new dataset version).
  start: ({ db, logger }) => loadGazetteer(db, logger),
});
