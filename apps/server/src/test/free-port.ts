import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free TCP port on loopback: one just given up by a server (so, for a moment, nothing listens on it). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
