import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/multipart';

/**
 * File storage for uploads (design.md: images). Files are stored as they are (sharp, for
 * thumbnails and webp, is planned but not installed) under DATA_DIR/uploads/<area>/<random>.<ext>
 * and served read-only at /uploads/*. An S3-compatible store (design.md §3) is a later swap behind
 * saveImage/removeStored; callers keep only the URL.
 */

export const UPLOADS_URL_PREFIX = '/uploads/';
export type StorageArea = 'additional-details' | 'category-maps';

const uploadsRoot = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'uploads');

type ImageKind = 'png' | 'jpg' | 'webp' | 'svg';
const MIME_TO_KIND: Record<string, ImageKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** What the bytes are, whatever the client claims (a renamed .exe is not an image). */
function sniff(buffer: Buffer): ImageKind | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg';
  if (buffer.length >= 12 && buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  const head = buffer
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

/** The image kind of an upload, or FILE_TYPE_NOT_ALLOWED (400) when it is not png/jpeg/webp/svg. */
export function imageKindOf(file: UploadedFile): ImageKind {
  const claimed = MIME_TO_KIND[file.mimetype.toLowerCase()];
  const actual = sniff(file.buffer);
  if (!claimed || !actual || claimed !== actual) throw new AppError('FILE_TYPE_NOT_ALLOWED', { filename: file.filename || file.fieldname });
  return actual;
}

/** Saves an image upload; returns its public URL (/uploads/<area>/<random>.<ext>). */
export async function saveImage(config: Pick<Config, 'DATA_DIR'>, area: StorageArea, file: UploadedFile): Promise<string> {
  const ext = imageKindOf(file);
  const name = `${randomUUID()}.${ext}`;
  const dir = path.join(uploadsRoot(config), area);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), file.buffer, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${area}/${name}`;
}

/** Removes a stored file by its URL (best effort: a missing file or a foreign URL is ignored). */
export async function removeStored(config: Pick<Config, 'DATA_DIR'>, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return;
  const root = uploadsRoot(config);
  const file = path.resolve(root, url.slice(UPLOADS_URL_PREFIX.length));
  if (!file.startsWith(root + path.sep)) return;
  await unlink(file).catch(() => undefined);
}

/** Serves DATA_DIR/uploads at /uploads/*: files only (no listing, no index), never scripts. */
export async function registerUploads(app: FastifyInstance, config: Pick<Config, 'DATA_DIR'>) {
  const root = uploadsRoot(config);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      // Names are random and never reused: cache for good. An SVG opened directly must not run scripts.
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    },
  });
}
