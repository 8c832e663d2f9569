// `npm start`: build the web app when its build is missing or older than its sources, then run the server in this
// process (so SIGTERM reaches the server's graceful shutdown directly, with no wrapper in between).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The browser's build and the server's render of the home feed (docs/decisions/017): both must be current.
const builtFiles = [
  join(root, 'apps/web/dist/index.html'),
  join(root, 'apps/web/dist-server/entry-server.js'),
];
const sourceDirs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = Math.min(...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sourceDirs.map((dir) => newestMtime(join(root, dir))));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…',
  );
  execFileSync('npm', ['run', 'build', '-w', '@swapyard/web'], { cwd: root, stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/server/src/main.ts'));
