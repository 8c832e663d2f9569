// The journeys' two servers started side by side: the single server (scripts/e2e-server.mjs, on E2E_PORT) and the two
// instances behind HAProxy (scripts/e2e-instances.mjs, on E2E_INSTANCES_PORT). Playwright starts its web servers one
// after the other, which cost the suite the sum of their start-ups (about 19 s and 13 s) instead of the longer one
// (playwright.config.ts, docs/decisions/054). Prints its argument (the line the config waits for) once both answer
// their health check; if either stops, so does the other, and this script with its exit code.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitForHealth } from './e2e-health.mjs';

const readyLine = process.argv[2] ?? 'both servers are up';
const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
const balancerPort = process.env.E2E_INSTANCES_PORT ?? String(Number(port) + 1);

const servers = [
  { script: 'scripts/e2e-server.mjs', port },
  { script: 'scripts/e2e-instances.mjs', port: balancerPort },
].map(({ script, port }) => ({
  port,
  child: spawn(process.execPath, [script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: port },
  }),
}));

for (const { child } of servers) {
  child.on('exit', (code, signal) => {
    for (const other of servers) other.child.kill('SIGTERM');
    process.exit(code ?? (signal ? 1 : 0));
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const { child } of servers) child.kill(signal);
  });
}

await Promise.all(servers.map(({ port: serverPort, child }) => waitForHealth(serverPort, child)));
console.log(readyLine);
