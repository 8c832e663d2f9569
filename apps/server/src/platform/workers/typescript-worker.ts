import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// The server runs TypeScript through tsx; a worker loads the same way, whoever started us (tsx, vitest). A worker
// thread does not take `--import`, so a two-line bootstrap registers tsx's loader, then loads the script.
// (require.resolve finds the package's CommonJS build; its ES module build sits beside it.)
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;

/** A worker thread running the TypeScript module at `script` (a file URL). */
export function startTypeScriptWorker(script: URL): Worker {
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(bootstrap, { eval: true });
}
