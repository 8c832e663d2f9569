/**
 * Loaded into the bench's server process (`--import`, after tsx) when SQL_PROBE_PORT is set: it wraps
 * node-postgres so the bench can see what a request costs the database. A small HTTP listener on that port (on
 * 127.0.0.1, never the API's) answers:
 *
 *   POST /capture/start  record every statement from now on (text, parameters, connection, time, first rows)
 *   POST /capture/stop   stop recording and return what was recorded
 *   GET  /stats          statements, time in them, pool checkouts, time waiting for a connection and the event
 *                        loop's delay; then reset
 *
 * Only for benchmarks: nothing in the server imports it.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';

export interface CapturedStatement {
  /** Which connection ran it: a transaction's statements share one. */
  connection: number;
  text: string;
  params: unknown[];
  rowMode?: string;
  ms: number;
  /** The first rows it returned (to follow ids the database made when replaying). */
  rows: unknown[];
  error?: string;
}

export interface ProbeStats {
  statements: number;
  statementMs: number;
  checkouts: number;
  checkoutWaitMs: number;
  maxWaiting: number;
  /** How late the server's event loop ran its callbacks (ms): a busy loop delays every query's next step. */
  loopDelayP50: number;
  loopDelayP99: number;
}

const port = Number(process.env.SQL_PROBE_PORT);
if (port) install(port);

function install(probePort: number) {
  let recording = false;
  let captured: CapturedStatement[] = [];
  const fresh = (): ProbeStats => ({
    statements: 0,
    statementMs: 0,
    checkouts: 0,
    checkoutWaitMs: 0,
    maxWaiting: 0,
    loopDelayP50: 0,
    loopDelayP99: 0,
  });
  let stats = fresh();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const connections = new WeakMap<object, number>();
  let nextConnection = 1;

  type Callback = (error: Error | null, result?: { rows?: unknown[] }) => void;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as
      string | { text?: string; values?: unknown[]; rowMode?: string; submit?: unknown };
    if (typeof config === 'object' && typeof config.submit === 'function') return query.apply(this, args);
    if (!connections.has(this)) connections.set(this, nextConnection++);
    const started = performance.now();
    // Recorded in the order they were sent (statements sent together finish in any order).
    const entry: CapturedStatement | undefined = recording
      ? {
          connection: connections.get(this)!,
          text: typeof config === 'string' ? config : (config.text ?? ''),
          params:
            (Array.isArray(args[1]) ? args[1] : typeof config === 'object' ? config.values : undefined) ?? [],
          rowMode: typeof config === 'object' ? config.rowMode : undefined,
          ms: 0,
          rows: [],
        }
      : undefined;
    if (entry) captured.push(entry);
    const done = (error: Error | null, result?: { rows?: unknown[] }) => {
      const ms = performance.now() - started;
      stats.statements++;
      stats.statementMs += ms;
      if (!entry) return;
      entry.ms = ms;
      entry.rows = result?.rows?.slice(0, 5) ?? [];
      if (error) entry.error = error.message;
    };
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at >= 0) {
      const callback = args[at] as Callback;
      args[at] = (error: Error | null, result?: { rows?: unknown[] }) => {
        done(error, result);
        callback(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as Promise<{ rows?: unknown[] }>;
    result.then(
      (value) => done(null, value),
      (error: Error) => done(error),
    );
    return result;
  } as typeof pg.Client.prototype.query;

  const connect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown;
  pg.Pool.prototype.connect = function (this: pg.Pool, ...args: unknown[]) {
    const started = performance.now();
    stats.maxWaiting = Math.max(stats.maxWaiting, this.waitingCount);
    const done = () => {
      stats.checkouts++;
      stats.checkoutWaitMs += performance.now() - started;
    };
    if (typeof args[0] === 'function') {
      const callback = args[0] as (...a: unknown[]) => void;
      return connect.call(this, (...a: unknown[]) => {
        done();
        callback(...a);
      });
    }
    const result = connect.apply(this, args) as Promise<unknown>;
    result.then(done, done);
    return result;
  } as typeof pg.Pool.prototype.connect;

  http
    .createServer((req, res) => {
      const reply = (body: unknown) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/capture/start') {
        captured = [];
        recording = true;
        return reply({ recording });
      }
      if (req.method === 'POST' && req.url === '/capture/stop') {
        recording = false;
        return reply(captured);
      }
      if (req.url === '/stats') {
        const current = {
          ...stats,
          loopDelayP50: loop.percentile(50) / 1e6,
          loopDelayP99: loop.percentile(99) / 1e6,
        };
        stats = fresh();
        loop.reset();
        return reply(current);
      }
      res.statusCode = 404;
      res.end();
    })
    .listen(probePort, '127.0.0.1')
    .unref();
}
