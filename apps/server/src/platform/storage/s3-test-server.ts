import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from './s3-storage.ts';

/**
 * An S3-compatible server in this process (s3rver, files in a temporary directory), so the S3 adapter is tested
 * against real S3 HTTP requests without Docker or a network. Tests only.
 */
export async function startS3TestServer(bucket = 'swapyard-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'swapyard-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
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
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
