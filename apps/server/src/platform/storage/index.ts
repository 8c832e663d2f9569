import path from 'node:path';
import type { Config } from '../../config.ts';
import { DiskStorage } from './disk-storage.ts';
import type { Storage } from './storage.ts';

export type { PutOptions, Storage, StoredEntry, StoredObject } from './storage.ts';
export { DiskStorage } from './disk-storage.ts';
export type { S3StorageOptions } from './s3-storage.ts';
export {
  assertValidKey,
  contentTypeOf,
  isPrivateKey,
  isValidKey,
  isValidPrefix,
  photoKey,
  PRIVATE_KEY_PREFIX,
} from './keys.ts';

/**
 * S3 when S3_* is configured (shared by every instance), otherwise files under DATA_DIR/files. The AWS SDK is
 * loaded only when S3 is used: it is large, and the embedded mode should start quickly without it.
 */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (config.s3) {
    const { S3Storage } = await import('./s3-storage.ts');
    return new S3Storage(config.s3);
  }
  return new DiskStorage(path.join(config.dataDir, 'files'));
}
