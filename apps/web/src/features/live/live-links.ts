import { appRoutes } from '@swapyard/domain/routes';

// The live pages' addresses (docs/product/live.md): /live lists streams, /live/broadcast is the streamer's studio,
// /live/{id} a stream as viewers see it.
export const liveLinks = {
  list: appRoutes.live,
  broadcast: `${appRoutes.live}/broadcast`,
  stream: appRoutes.liveStream,
} as const;
