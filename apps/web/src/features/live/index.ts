// The live feature's public surface (docs/product/live.md): its pages' addresses, for links from elsewhere. The
// router takes the pages themselves.
export { liveLinks } from './live-links';
