import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files the server may send coded; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** As the server's threshold (apps/server/src/platform/compression): smaller files go out as they are. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // .vite holds the build manifest, read by tools only.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(full) : [full];
      }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` (brotli at its best quality) and `file.gz` (gzip level 9) beside every text file of the build,
 * so the server sends the smallest coding without compressing per request (docs/decisions/016). Source maps are
 * left out: only developer tools fetch them, and the server compresses them on the fly then.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'swapyard:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the bundle and the public folder are in place.
    async closeBundle() {
      // The server's own render bundle is read from disk by the server, never sent.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
