// One instance as several worker processes sharing its port (WEB_CONCURRENCY; decision 050).
export { runPrimary, WORKERS_SERVING } from './primary.ts';
export { PrimaryCallError, PrimaryLink, primaryLink } from './worker-link.ts';
