import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config/config';
import { type Bucket, bucketOf, type S3Config, usesBucket } from './s3';

/**
 * The documents' bytes (modules/documents; ADR 0042): one file per document under a generated key, in
 * DATA_DIR/documents/<key>. Nothing a caller names ever becomes a path: keys are UUIDs this store made,
 * checked again before each use, and a stored file is opened without following a symbolic link. With
 * S3_BUCKET set the same keys name objects in an S3-compatible bucket (ADR 0056); the storage server of
 * the integration settings (FTP) is not a document store.
 */
export interface DocumentStore {
  /**
   * Writes a stream under a new key. Past `maxBytes` it stops, removes what it wrote and throws a
   * `DocumentTooLargeError`. Answers the key, the size and the first bytes (for the type check).
   */
  write(source: Readable, maxBytes: number): Promise<{ key: string; size: number; head: Buffer }>;
  /** The stored file, or null when there is none (or it is not a regular file). */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes a stored file (a missing one is not an error). */
  remove(key: string): Promise<void>;
}

/** Thrown by `write` when a stream is longer than allowed. */
export class DocumentTooLargeError extends Error {
  constructor() {
    super('document too large');
  }
}

/** How many first bytes `write` hands back. */
const HEAD_BYTES = 8192;
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The store of this process's configuration: the bucket when S3_BUCKET is set (ADR 0056), else DATA_DIR/documents. */
export function documentStore(config: Pick<Config, 'DATA_DIR'> & Partial<S3Config>): DocumentStore {
  if (usesBucket(config)) return bucketDocumentStore(bucketOf(config as S3Config), path.join(config.DATA_DIR, 'tmp'));
  return localDocumentStore(path.join(config.DATA_DIR, 'documents'));
}

const checkedKey = (key: string) => {
  if (!KEY.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
  return key;
};

/**
 * Copies a stream into a new file (created, never overwritten), counting as it goes: past `maxBytes` it
 * stops with DocumentTooLargeError, the file removed. Answers the size and the first bytes.
 */
async function writeCounted(source: Readable, file: string, maxBytes: number): Promise<{ size: number; head: Buffer }> {
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new DocumentTooLargeError());
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(file, { flags: 'wx', mode: 0o640 }));
  } catch (err) {
    await unlink(file).catch(() => undefined);
    // The multipart reader's own limit (the request's file size) says the same thing.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DocumentTooLargeError();
    throw err;
  }
  return { size, head: Buffer.concat(head) };
}

export function localDocumentStore(root: string): DocumentStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async write(source, maxBytes) {
      await mkdir(root, { recursive: true });
      const key = randomUUID();
      const file = fileOf(key);
      const partial = `${file}.part`;
      const written = await writeCounted(source, partial, maxBytes);
      try {
        // Only a complete file ever has its key's name: a reader never sees half of one.
        await rename(partial, file);
      } catch (err) {
        await unlink(partial).catch(() => undefined);
        throw err;
      }
      return { key, ...written };
    },
    async open(key) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileOf(key), constants.O_RDONLY | constants.O_NOFOLLOW);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR') return null;
        throw err;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: stat.size };
    },
    async remove(key) {
      await unlink(fileOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
  };
}

/**
 * The documents in a bucket, as `documents/<key>`. An upload is first written to a file in `spool` (on
 * this machine's disk, never whole in memory) while it is counted and its first bytes kept, then sent
 * with its length in one PUT: nothing over the limit ever reaches the bucket, and an object only exists
 * once complete (S3 has no half-written objects). A download is the object's body as it arrives.
 */
export function bucketDocumentStore(bucket: Bucket, spool: string): DocumentStore {
  const objectOf = (key: string) => `documents/${checkedKey(key)}`;
  return {
    async write(source, maxBytes) {
      await mkdir(spool, { recursive: true });
      const key = randomUUID();
      const file = path.join(spool, `${key}.part`);
      const written = await writeCounted(source, file, maxBytes);
      try {
        await bucket.put(objectOf(key), createReadStream(file), written.size, 'application/octet-stream');
      } finally {
        await unlink(file).catch(() => undefined);
      }
      return { key, ...written };
    },
    async open(key) {
      const object = await bucket.get(objectOf(key));
      return object && { stream: object.stream, size: object.size };
    },
    async remove(key) {
      await bucket.remove(objectOf(key));
    },
  };
}
