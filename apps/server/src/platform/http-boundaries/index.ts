export { apiAnswersNotStored } from './api-caching.ts';
export { apiBoundaries, type ApiBoundaryOptions } from './api-boundaries.ts';
export { JSON_BODY_MAX_BYTES, WEBHOOK_BODY_MAX_BYTES } from './body-limits.ts';
export { securityHeaders } from './security-headers.ts';
