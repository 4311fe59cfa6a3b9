import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config/config';

/**
 * The documents' bytes (modules/documents; ADR 0042): one file per document under a generated key, in
 * DATA_DIR/documents/<key>. Nothing a caller names ever becomes a path: keys are UUIDs this store made,
 * checked again before each use, and a stored file is opened without following a symbolic link. An
 * S3-compatible bucket (design.md §3, §4b) would be a second implementation of this interface; there is
 * none yet, and the storage server of the integration settings (FTP) is not a document store either.
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

/** The store of this process's configuration: the local directory (the only kind there is today). */
export function documentStore(config: Pick<Config, 'DATA_DIR'>): DocumentStore {
  return localDocumentStore(path.join(config.DATA_DIR, 'documents'));
}

export function localDocumentStore(root: string): DocumentStore {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async write(source, maxBytes) {
      await mkdir(root, { recursive: true });
      const key = randomUUID();
      const file = fileOf(key);
      const partial = `${file}.part`;
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
        await pipeline(source, counter, createWriteStream(partial, { flags: 'wx', mode: 0o640 }));
        // Only a complete file ever has its key's name: a reader never sees half of one.
        await rename(partial, file);
      } catch (err) {
        await unlink(partial).catch(() => undefined);
        // The multipart reader's own limit (the request's file size) says the same thing.
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DocumentTooLargeError();
        throw err;
      }
      return { key, size, head: Buffer.concat(head) };
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
