/**
 * At most `concurrency` tasks at once, the rest waiting in order. Joins are queued through it: on a loaded 2-core
 * machine 30 viewers connecting at once took 0.5–4 s each and some failed (each ICE and DTLS handshake is CPU work
 * in JavaScript), while a few at a time all connect and the forwarding of the live picture keeps its share of CPU.
 */
export class Limiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` stays counted.
      if (next) next();
      else this.running--;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}
