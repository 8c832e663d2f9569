import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { assertValidKey, assertValidPrefix, contentTypeOf } from './keys.ts';
import type { ListPage, PutOptions, Storage, StoredEntry, StoredObject } from './storage.ts';

export interface S3StorageOptions {
  /** Undefined: AWS S3 itself. Otherwise any S3-compatible server (MinIO, R2, Garage, ...). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted servers need it. */
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

/** One bucket of an S3-compatible store. Several server instances can share it. */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Newer SDKs add CRC checksums to every request by default; several S3-compatible servers reject them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertValidKey(key);
    // Upload sends a buffer in one PutObject and a stream of unknown length as a multipart upload; either way
    // the object appears whole or not at all.
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      },
    }).done();
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned a body that is not a Node stream');
      return {
        body: object.Body,
        contentType: object.ContentType ?? contentTypeOf(key),
        size: object.ContentLength ?? 0,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys = (await this.list(prefix)).map((entry) => entry.key);
    // DeleteObjects takes at most 1000 keys per request.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (result.Errors?.length) {
        const first = result.Errors[0]!;
        throw new Error(`S3 could not delete ${result.Errors.length} keys (${first.Key}: ${first.Code})`);
      }
    }
    return keys.length;
  }

  async list(prefix: string, page?: ListPage): Promise<StoredEntry[]> {
    assertValidPrefix(prefix);
    const entries: StoredEntry[] = [];
    const limit = page?.limit ?? Infinity;
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: Math.min(1000, limit) },
      { Bucket: this.bucket, Prefix: prefix, StartAfter: page?.startAfter || undefined },
    );
    for await (const result of pages) {
      for (const object of result.Contents ?? []) {
        if (!object.Key) continue;
        entries.push({
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        });
        if (entries.length >= limit) return entries;
      }
    }
    return entries;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
