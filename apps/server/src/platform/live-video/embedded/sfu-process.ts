// The SFU's own process (decision 025): started by EmbeddedLiveVideo with tsx's loader, options as its first
// argument; answers requests over the IPC channel and exits when that channel closes (its parent is gone).
import { LiveVideoError } from '../live-video.ts';
import type { SfuMessage, SfuRequest, SfuUsage } from './protocol.ts';
import { Sfu, type SfuOptions } from './sfu.ts';

const send = (message: SfuMessage) => {
  if (process.connected) process.send!(message);
};

const options = JSON.parse(process.argv[2] ?? '{}') as SfuOptions;
const sfu = new Sfu(options, (level, message, data) => send({ type: 'log', level, message, data }));

async function handle({ method, args }: SfuRequest): Promise<unknown> {
  const [a = '', b = ''] = args;
  switch (method) {
    case 'publish':
      return sfu.publish(a, b);
    case 'watch':
      return sfu.watch(a);
    case 'answer':
      return sfu.answer(a, b);
    case 'leave':
      return sfu.leave(a);
    case 'closeRoom':
      return sfu.closeRoom(a);
    case 'stats':
      return sfu.stats();
    case 'usage': {
      const cpu = process.cpuUsage();
      const usage: SfuUsage = {
        pid: process.pid,
        cpuUserMicros: cpu.user,
        cpuSystemMicros: cpu.system,
        rssBytes: process.memoryUsage.rss(),
      };
      return usage;
    }
    case 'close':
      return sfu.close();
  }
}

process.on('message', (request: SfuRequest) => {
  handle(request).then(
    (value) => send({ type: 'reply', id: request.id, ok: true, value: value ?? null }),
    (error: unknown) =>
      send({
        type: 'reply',
        id: request.id,
        ok: false,
        code: error instanceof LiveVideoError ? error.code : undefined,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});

// werift reports some network errors (a peer gone mid-handshake) as rejections nobody awaits: log them rather
// than let one viewer's failure end every room.
process.on('unhandledRejection', (reason) => {
  send({
    type: 'log',
    level: 'warn',
    message: 'unhandled rejection in the SFU',
    data: { reason: String(reason) },
  });
});
process.on('disconnect', () => {
  void sfu.close().finally(() => process.exit(0));
});
send({ type: 'ready' });
