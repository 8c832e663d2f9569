import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { DiskStorage } from './disk-storage.ts';
import { createStorage } from './index.ts';
import { S3Storage } from './s3-storage.ts';

const s3Env = {
  S3_ENDPOINT: 'http://minio:9000',
  S3_REGION: 'eu-west-1',
  S3_BUCKET: 'swapyard-photos',
  S3_ACCESS_KEY_ID: 'AKIA',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('S3_* configuration', () => {
  it('keeps files on disk under DATA_DIR/files when no S3 variable is set', async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/swapyard-data' });
    expect(config.s3).toBeUndefined();
    const storage = await createStorage(config);
    expect(storage).toBeInstanceOf(DiskStorage);
    expect((storage as DiskStorage).root).toBe(path.resolve('/tmp/swapyard-data/files'));
  });

  it('reads every S3 variable and picks the S3 adapter', async () => {
    const config = loadConfig(s3Env);
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      bucket: 'swapyard-photos',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const storage = await createStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    await storage.close?.();
  });

  it('talks to AWS itself without S3_ENDPOINT, virtual-host style by default', () => {
    const { S3_ENDPOINT: _e, S3_FORCE_PATH_STYLE: _f, ...aws } = s3Env;
    expect(loadConfig(aws).s3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });

  it('is all or none, naming every missing variable', () => {
    expect(problemsOf({ S3_BUCKET: 'swapyard-photos' })).toEqual([
      'S3_REGION: required when any S3_* variable is set',
      'S3_ACCESS_KEY_ID: required when any S3_* variable is set',
      'S3_SECRET_ACCESS_KEY: required when any S3_* variable is set',
    ]);
    expect(problemsOf({ S3_FORCE_PATH_STYLE: 'true' })).toHaveLength(4);
  });

  it('rejects a malformed endpoint or flag, listing both', () => {
    const problems = problemsOf({ ...s3Env, S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'maybe' });
    expect(problems).toEqual([
      'S3_ENDPOINT: must be a URL starting with http:// or https://',
      'S3_FORCE_PATH_STYLE: must be true or false',
    ]);
  });
});
