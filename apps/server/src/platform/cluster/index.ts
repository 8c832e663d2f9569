// One instance as several worker processes sharing its port (WEB_CONCURRENCY; decision 050).
export { runPrimary } from './primary.ts';
export { PrimaryCallError, PrimaryLink, primaryLink } from './worker-link.ts';
