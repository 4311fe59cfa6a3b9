import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config/config';

/**
 * The S3-compatible bucket of the stored files (ADR 0056), when S3_BUCKET is set: the one place that
 * speaks to it. Keys are made by the callers in this folder only (a generated UUID, or an upload area and
 * a generated name), never from what a caller sent; S3_PREFIX is put in front of each.
 *
 * The client signs every request with SigV4 (@aws-sdk/client-s3), addresses the bucket path-style when
 * S3_ENDPOINT is set (MinIO and most S3-compatible servers; S3_FORCE_PATH_STYLE overrides), and computes
 * checksums only where S3 requires them: the newer default (CRC32 trailers in aws-chunked bodies) is what
 * many S3-compatible servers refuse. The SDK is loaded on first use, so a portal without a bucket never
 * loads it.
 */

export type S3Config = Pick<
  Config,
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX'
>;

export interface Bucket {
  /** The bucket's name and where it is, for logs and the connection test (no credentials). */
  label: string;
  put(key: string, body: Buffer | Readable, size: number, contentType: string): Promise<void>;
  /** The object as a stream (nothing buffered), or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number; contentType: string | undefined } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes an object (a missing one is not an error: S3 answers 204 either way). */
  remove(key: string): Promise<void>;
  /** HEAD on the bucket: whether it exists and these credentials may use it (throws otherwise). */
  check(timeoutMs: number): Promise<void>;
}

/** Whether the stored files go to a bucket (S3_BUCKET) rather than DATA_DIR. */
export const usesBucket = (config: Partial<S3Config>): boolean => Boolean(config.S3_BUCKET);

// One client per configuration object (it keeps a connection pool); nothing else is kept between calls.
const buckets = new WeakMap<object, Bucket>();

/** The bucket of this configuration (S3_BUCKET must be set). */
export function bucketOf(config: S3Config): Bucket {
  let bucket = buckets.get(config);
  if (!bucket) {
    bucket = createBucket(config);
    buckets.set(config, bucket);
  }
  return bucket;
}

/** The HTTP status of an S3 error answer (undefined for a network failure). */
export const s3Status = (err: unknown): number | undefined =>
  (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const notFound = (err: unknown) => s3Status(err) === 404 || (err as { name?: string } | null)?.name === 'NoSuchKey';

function createBucket(config: S3Config): Bucket {
  const name = config.S3_BUCKET;
  if (!name || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) throw new Error('S3_BUCKET and its credentials are not set');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  let loaded: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const sdkClient = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.S3_REGION,
        ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
        forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
        credentials: { accessKeyId, secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    }));
    return loaded;
  };
  const prefix = config.S3_PREFIX ?? '';
  const Key = (key: string) => `${prefix}${key}`;
  return {
    label: `s3://${name}/${prefix}${config.S3_ENDPOINT ? ` (${new URL(config.S3_ENDPOINT).host})` : ''}`,
    async put(key, body, size, contentType) {
      const { client, sdk } = await sdkClient();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: name, Key: Key(key), Body: body, ContentLength: size, ContentType: contentType }),
      );
    },
    async get(key) {
      const { client, sdk } = await sdkClient();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: name, Key: Key(key) }));
        if (!res.Body) return null;
        return { stream: res.Body as Readable, size: Number(res.ContentLength ?? 0), contentType: res.ContentType };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      const { client, sdk } = await sdkClient();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: name, Key: Key(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      const { client, sdk } = await sdkClient();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: name, Key: Key(key) }));
    },
    async check(timeoutMs) {
      const { client, sdk } = await sdkClient();
      await client.send(new sdk.HeadBucketCommand({ Bucket: name }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    },
  };
}
