import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../workers/typescript-worker.ts';
import type { ModelReply, ModelRequest } from './model-protocol.ts';

const workerScript = new URL('./model-worker.ts', import.meta.url);

/** Loading the model takes 2 to 3 s; a photo about a tenth. Beyond these the worker is stuck. */
const START_TIMEOUT_MS = 60_000;
/** Counted from the request: up to a full bulk upload (50 photos) may be queued ahead of it. */
const REQUEST_TIMEOUT_MS = 60_000;

export interface ModelOutput {
  embedding: Float32Array;
  classes: number[];
}

interface Pending {
  resolve: (output: ModelOutput) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The model in a worker thread, so a 100 ms inference never holds up the API's event loop. Started on first use;
 * requests queue inside the worker (one photo at a time: one core for the model, the other for everything else).
 * A worker that dies or stalls fails its pending requests, and the next request starts a new one.
 */
export class ModelWorkerClient {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private loaded = false;

  run(pixels: Uint8Array): Promise<ModelOutput> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<ModelOutput>((resolve, reject) => {
      // Until the model has answered once, a request also waits for it to load.
      const timeout = this.loaded ? REQUEST_TIMEOUT_MS : START_TIMEOUT_MS;
      const timer = setTimeout(
        () => this.fail(new Error('The vision model did not answer in time')),
        timeout,
      );
      this.pending.set(id, { resolve, reject, timer });
      const request: ModelRequest = { id, pixels };
      worker.postMessage(request, [pixels.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failPending(new Error('The vision model was stopped'));
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startTypeScriptWorker(workerScript);
    worker.unref(); // an idle model never keeps the process alive
    worker.on('message', (reply: ModelReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.fail(new Error('The vision model stopped'));
    });
    this.worker = worker;
    this.loaded = false;
    return worker;
  }

  private settle(reply: ModelReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    this.loaded = true;
    if ('error' in reply) pending.reject(new Error(reply.error));
    else pending.resolve({ embedding: reply.embedding, classes: reply.classes });
  }

  /** A stuck or broken worker: every pending request fails and the next one starts afresh. */
  private fail(error: Error): void {
    const worker = this.worker;
    this.worker = undefined;
    this.failPending(error);
    void worker?.terminate();
  }

  private failPending(error: Error): void {
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    this.pending.clear();
  }
}
