import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from '../../logger.ts';
import { LiveVideoError, type LiveVideo, type LiveVideoStats } from '../live-video.ts';
import type { SfuMessage, SfuMethod, SfuRequest, SfuUsage } from './protocol.ts';
import type { SfuOptions } from './sfu.ts';

const processScript = fileURLToPath(new URL('./sfu-process.ts', import.meta.url));
// The server runs TypeScript through tsx; the SFU process loads the same way, whoever started us (tsx, vitest).
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** A request the SFU process has not answered in this time fails (the process is stuck or overloaded). */
const REQUEST_TIMEOUT_MS = 30_000;
const START_TIMEOUT_MS = 30_000;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The embedded SFU (werift) in a child process of the API server, so forwarding media never delays the API's event
 * loop (decision 025). Started on first use; if it dies, its rooms are gone (streamers publish again, viewers
 * watch again) and the next call starts a new one.
 */
export class EmbeddedLiveVideo implements LiveVideo {
  private child: ChildProcess | undefined;
  private starting: Promise<ChildProcess> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: SfuOptions,
    private readonly logger?: Logger,
  ) {}

  async publish(roomId: string, offerSdp: string): Promise<{ sdp: string }> {
    return (await this.call('publish', roomId, offerSdp)) as { sdp: string };
  }

  async watch(roomId: string): Promise<{ sessionId: string; sdp: string }> {
    return (await this.call('watch', roomId)) as { sessionId: string; sdp: string };
  }

  async answer(sessionId: string, answerSdp: string): Promise<void> {
    await this.call('answer', sessionId, answerSdp);
  }

  async leave(sessionId: string): Promise<void> {
    await this.call('leave', sessionId);
  }

  async closeRoom(roomId: string): Promise<void> {
    await this.call('closeRoom', roomId);
  }

  async stats(): Promise<LiveVideoStats> {
    // Not started: nothing to count, and no reason to start a process for a health check.
    if (!this.child && !this.starting) return { rooms: 0, viewers: 0, forwardedPackets: 0 };
    return (await this.call('stats')) as LiveVideoStats;
  }

  /** The SFU process's CPU time and memory (the benchmark). */
  async usage(): Promise<SfuUsage> {
    return (await this.call('usage')) as SfuUsage;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const child = this.child ?? (await this.starting?.catch(() => undefined));
    if (!child || child.exitCode !== null) return;
    await this.send(child, 'close', []).catch(() => undefined);
    const exited = once(child, 'exit');
    child.disconnect();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  private async call(method: SfuMethod, ...args: string[]): Promise<unknown> {
    if (this.closed) throw new LiveVideoError('UNAVAILABLE', 'live video is closed');
    return this.send(await this.process(), method, args);
  }

  private send(child: ChildProcess, method: SfuMethod, args: string[]): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new LiveVideoError('UNAVAILABLE', `the SFU did not answer ${method} in time`));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      const request: SfuRequest = { id, method, args };
      child.send(request, (error) => {
        if (!error) return;
        clearTimeout(timer);
        this.pending.delete(id);
        reject(new LiveVideoError('UNAVAILABLE', error.message));
      });
    });
  }

  private process(): Promise<ChildProcess> {
    if (this.child) return Promise.resolve(this.child);
    this.starting ??= this.start().finally(() => (this.starting = undefined));
    return this.starting;
  }

  private async start(): Promise<ChildProcess> {
    const child = fork(processScript, [JSON.stringify(this.options)], {
      execArgv: ['--import', tsxLoader],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: SfuMessage) => this.receive(message));
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the SFU process did not start in time')),
        START_TIMEOUT_MS,
      );
      child.on('message', (message: SfuMessage) => {
        if (message.type !== 'ready') return;
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the SFU process exited with ${String(code)} while starting`));
      });
    });
    try {
      await ready;
    } catch (error) {
      child.kill('SIGKILL');
      throw new LiveVideoError('UNAVAILABLE', (error as Error).message);
    }
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (!this.closed) this.logger?.error({ code, signal }, 'the live video SFU process exited');
      for (const [id, pending] of this.pending) {
        clearTimeout(pending.timer);
        pending.reject(new LiveVideoError('UNAVAILABLE', 'the SFU process exited'));
        this.pending.delete(id);
      }
    });
    this.child = child;
    this.logger?.info({ pid: child.pid }, 'live video SFU started');
    return child;
  }

  private receive(message: SfuMessage) {
    if (message.type === 'log') {
      this.logger?.[message.level]({ ...message.data, sfu: true }, message.message);
      return;
    }
    if (message.type !== 'reply') return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    clearTimeout(pending.timer);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(new LiveVideoError(message.code ?? 'UNAVAILABLE', message.message));
  }
}
