import cluster from 'node:cluster';
import {
  isPrimaryMessage,
  type PrimaryMessage,
  type PrimaryServiceName,
  type WorkerMessage,
} from './protocol.ts';

/** A call the primary has not answered in this time fails (the primary is stuck or gone). */
const CALL_TIMEOUT_MS = 30_000;

/** An error the primary's service threw, as the worker sees it: its name and code survive the trip. */
export class PrimaryCallError extends Error {
  constructor(
    readonly remoteName: string,
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'PrimaryCallError';
  }
}

/** A worker's end of the channel to its primary (decision 050). */
export class PrimaryLink {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();
  private readonly listeners = new Set<(topic: string, payload: string) => void>();
  private nextId = 1;

  constructor(private readonly channel: Pick<NodeJS.Process, 'send' | 'on'>) {
    channel.on('message', (message: unknown) => {
      if (isPrimaryMessage(message)) this.receive(message);
    });
  }

  call(service: PrimaryServiceName, method: string, args: unknown[]): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`the primary did not answer ${service}.${method} in ${CALL_TIMEOUT_MS / 1000} s`));
      }, CALL_TIMEOUT_MS);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      this.send({ swapyard: 'call', id, service, method, args }, (error) => {
        if (!error) return;
        clearTimeout(timer);
        this.pending.delete(id);
        reject(error);
      });
    });
  }

  publish(topic: string, payload: string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.send({ swapyard: 'publish', topic, payload }, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** Every event any worker published; answers the unlisten. */
  listen(listener: (topic: string, payload: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private send(message: WorkerMessage, done: (error: Error | null) => void): void {
    if (!this.channel.send) {
      done(new Error('this process has no primary'));
      return;
    }
    this.channel.send(message, undefined, {}, done);
  }

  private receive(message: PrimaryMessage): void {
    if (message.swapyard === 'message') {
      for (const listener of this.listeners) listener(message.topic, message.payload);
      return;
    }
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    clearTimeout(waiting.timer);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(new PrimaryCallError(message.error.name, message.error.message, message.error.code));
  }
}

let link: PrimaryLink | undefined;
/** This process's link to its primary when it is a cluster worker; undefined in a process of its own. */
export function primaryLink(): PrimaryLink | undefined {
  if (!cluster.isWorker) return undefined;
  link ??= new PrimaryLink(process);
  return link;
}
