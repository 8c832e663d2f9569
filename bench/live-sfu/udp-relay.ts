// The benchmark's raw baseline (bench/live-sfu/run.ts), in its own process like the SFU: every datagram that
// arrives is sent on, unchanged, to each sink. No ICE, no DTLS, no SRTP: the least a relay of the same packets does.
import { createSocket } from 'node:dgram';

const socket = createSocket('udp4');
let sinks: number[] = [];
let forwarded = 0;
socket.on('message', (message) => {
  for (const port of sinks) socket.send(message, port, '127.0.0.1');
  forwarded += sinks.length;
});
socket.bind(0, '127.0.0.1', () => process.send!({ type: 'ready', port: socket.address().port }));
process.on('message', (message: { type: 'sinks'; ports: number[] } | { type: 'usage' }) => {
  if (message.type === 'sinks') sinks = message.ports;
  else {
    const cpu = process.cpuUsage();
    process.send!({ type: 'usage', cpuMicros: cpu.user + cpu.system, forwarded });
  }
});
process.on('disconnect', () => process.exit(0));
