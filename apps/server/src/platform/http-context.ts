import type { Logger } from './logger.ts';

/** Variables every request carries (set by the request middleware in app.ts). */
export interface AppVariables {
  requestId: string;
  logger: Logger;
}

export interface AppEnv {
  Variables: AppVariables;
}
