// The live module's surface beyond its service: its routes and the realtime topics it owns.
export { liveRoutes } from './routes.ts';
export { liveVideoRoutes } from './video-routes.ts';
