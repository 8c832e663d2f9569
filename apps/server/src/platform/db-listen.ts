import pg from 'pg';
import type { Database } from './db.ts';
import type { Logger } from './logger.ts';

const RECONNECT_MS = 5_000;

/**
 * Calls `onNotify` with the payload of every NOTIFY on `channel` (a plain identifier), on either kind of database:
 * PGlite delivers in process, PostgreSQL on a connection of its own. A NOTIFY sent inside a transaction arrives when
 * it commits. A lost PostgreSQL connection is logged and opened again a few seconds later; meanwhile callers rely on
 * polling, or on `onLost` and `onListening` to know notifications may have been missed. Returns the unsubscribe.
 */
export async function listen(
  database: Database,
  channel: string,
  onNotify: (payload: string) => void,
  logger?: Logger,
  gaps?: { onLost(): void; onListening(): void },
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  if (database.kind === 'pglite') return database.client.listen(channel, onNotify);

  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client(database.pool.options);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    // A dropped connection must not take the process down: listen again shortly.
    next.on('error', (error) => {
      void next.end().catch(() => undefined);
      // A client that never got to listen is the failed connect's to retry (below), not this handler's.
      if (client !== next) return;
      client = undefined;
      gaps?.onLost();
      logger?.warn({ err: error, channel }, 'LISTEN connection lost; listening again shortly');
      listenAgainSoon();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) await next.end();
    else {
      client = next;
      gaps?.onListening();
    }
  };
  const listenAgainSoon = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        logger?.warn({ err: error, channel }, 'LISTEN failed; trying again shortly');
        listenAgainSoon();
      });
    }, RECONNECT_MS).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
