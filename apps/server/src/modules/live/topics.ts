import type { Db } from '../../platform/db.ts';
import { isUuid } from '../../platform/pagination.ts';
import * as streams from './queries/streams.ts';

/** `stream:{id}` is open to anyone, signed in or not, for a stream that exists (live or ended). */
export const streamExists =
  (db: Db) =>
  async (id: string): Promise<boolean> =>
    isUuid(id) && (await streams.findStream(db, id)) !== undefined;
