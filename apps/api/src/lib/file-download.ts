import type { Readable } from 'node:stream';

/** A file a service hands back for the caller to save (a `download` endpoint's answer). */
export interface FileDownload {
  fileName: string;
  contentType: string;
  /** The bytes, or a stream of them (a stored document) with its `size`. */
  content: Buffer | Readable;
  size?: number;
}
