import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3StorageOptions } from './s3-storage.ts';

const serverScript = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));

/**
 * An S3-compatible server (s3rver, files in a temporary directory) in a child process, so the S3 adapter is tested
 * against real S3 HTTP requests without Docker or a network. A child process because s3rver needs OpenSSL's legacy
 * provider for its paged listings (see s3rver-process.mjs), which the tests' own process should not turn on.
 * Tests only.
 */
export async function startS3TestServer(bucket = 'swapyard-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'swapyard-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', serverScript, directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`s3rver exited with ${String(code)}`))),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
