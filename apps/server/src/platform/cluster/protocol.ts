/**
 * Messages between the primary process and its workers over the cluster's IPC channel (decision 050). A worker calls
 * a service the primary holds for all of them (`call` → `reply`) and publishes realtime events every worker hears
 * (`publish` → `message`, the sender included).
 */
export type WorkerMessage =
  | { swapyard: 'call'; id: number; service: PrimaryServiceName; method: string; args: unknown[] }
  | { swapyard: 'publish'; topic: string; payload: string };

export type PrimaryMessage =
  | { swapyard: 'reply'; id: number; ok: true; value: unknown }
  | { swapyard: 'reply'; id: number; ok: false; error: { name: string; message: string; code?: string } }
  | { swapyard: 'message'; topic: string; payload: string };

/** What the primary holds once for its workers: limits, viewer counts and the embedded SFU's process. */
export type PrimaryServiceName = 'rateLimits' | 'presence' | 'liveVideo';

export const isPrimaryMessage = (message: unknown): message is PrimaryMessage =>
  typeof message === 'object' && message !== null && 'swapyard' in message;
export const isWorkerMessage = (message: unknown): message is WorkerMessage =>
  typeof message === 'object' && message !== null && 'swapyard' in message;
