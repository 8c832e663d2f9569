import type { LiveVideoErrorCode } from '../live-video.ts';

/** Messages between the API process (embedded-live-video.ts) and the SFU process (sfu-process.ts), over IPC. */
export type SfuMethod = 'publish' | 'watch' | 'answer' | 'leave' | 'closeRoom' | 'stats' | 'usage' | 'close';

export interface SfuRequest {
  id: number;
  method: SfuMethod;
  args: string[];
}

export type SfuMessage =
  | { type: 'ready' }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; code: LiveVideoErrorCode | undefined; message: string }
  | {
      type: 'log';
      level: 'debug' | 'info' | 'warn' | 'error';
      message: string;
      data?: Record<string, unknown>;
    };

/** The SFU process's own CPU time and memory: what the benchmark measures. */
export interface SfuUsage {
  pid: number;
  cpuUserMicros: number;
  cpuSystemMicros: number;
  rssBytes: number;
}
