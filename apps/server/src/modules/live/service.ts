/*
 * Live selling (docs/product/live.md): streams (streams.ts), their chat (chat.ts), auctions (auctions.ts, closed
 * exactly once by closing.ts on a timer backed by a job) and bids with wallet holds (bids.ts).
 */
export type { AuctionTimers, LiveDeps, ViewerCounter } from './common.ts';
export {
  endStream,
  endStreamOf,
  getStream,
  heartbeat,
  listStreams,
  startStream,
  streamJobs,
} from './streams.ts';
export type { StreamEndDeps } from './streams.ts';
export { listMessages, muteViewer, removeMessage, sendMessage } from './chat.ts';
export {
  AUCTION_CLOSE_JOB,
  auctionJobs,
  closeDueAuction,
  createAuction,
  endAuctionNow,
  listAuctions,
  startAuction,
} from './auctions.ts';
export { placeBid } from './bids.ts';
export { StreamPresence } from './presence.ts';
export { AuctionTimerSet } from './timers.ts';
export { streamExists } from './topics.ts';
