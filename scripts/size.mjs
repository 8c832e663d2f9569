// `npm run size`: the JavaScript a browser needs to show the home route — the entry chunk (which carries the home
// page), the home page's chunk if it ever has one again, and every chunk they import statically — read from Vite's
// build manifest, gzipped (the budget) and brotli-compressed (what the server sends). Fails above budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const HOME_PAGE_SOURCE = 'src/features/feed/pages/home-page.tsx';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}

const needed = new Set();
const visit = (key) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);
if (manifest[HOME_PAGE_SOURCE]) visit(HOME_PAGE_SOURCE);

let rawTotal = 0;
let gzipTotal = 0;
let brotliTotal = 0;
const rows = [...needed].map((key) => {
  const bytes = readFileSync(join(dist, manifest[key].file));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
  rawTotal += bytes.length;
  gzipTotal += gzip;
  brotliTotal += brotli;
  return {
    chunk: manifest[key].file,
    kb: (bytes.length / 1024).toFixed(1),
    gzipKb: (gzip / 1024).toFixed(1),
    brotliKb: (brotli / 1024).toFixed(1),
  };
});
console.table(rows);
const kb = gzipTotal / 1024;
console.log(
  `Home route JavaScript: ${rows.length} files, ${(rawTotal / 1024).toFixed(1)} KB raw, ` +
    `${kb.toFixed(1)} KB gzipped, ${(brotliTotal / 1024).toFixed(1)} KB brotli ` +
    `(budget ${BUDGET_KB} KB, ${((kb / BUDGET_KB) * 100).toFixed(0)}% used).`,
);
if (kb > BUDGET_KB) process.exit(1);
