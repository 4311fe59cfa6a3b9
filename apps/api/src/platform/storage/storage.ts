import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_IMAGE_SETTINGS, type ImageSettings } from '@dealerport/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../../config/config';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/multipart';
import { bucketOf, type S3Config, usesBucket } from './s3';

/**
 * File storage for uploads (design.md §1 images: sharp; ADR 0022). An image upload is checked (its
 * bytes must be the png, jpeg, webp or svg it claims to be) and stored under
 * DATA_DIR/uploads/<area>/<random>.webp: a raster image re-encoded as webp, at most the large size
 * pixels a side (the image settings' large size and quality; turned upright by its EXIF orientation, metadata dropped), an SVG kept as it is
 * (<random>.svg; it scales, and is served sandboxed). Beside it a webp thumbnail of at most
 * the thumbnail size pixels a side (<random>-thumb.webp) for lists. Files are served read-only at
 * /uploads/*. With S3_BUCKET set (ADR 0056) the same names are objects `uploads/<area>/<name>` in the
 * bucket, served at the same URLs by this server (streamed from the bucket); callers keep only the URLs.
 */

/** The configuration this file reads: where files go (DATA_DIR, or the bucket when S3_BUCKET is set). */
type StorageConfig = Pick<Config, 'DATA_DIR'> & Partial<S3Config>;
const bucket = (config: StorageConfig) => (usesBucket(config) ? bucketOf(config as S3Config) : null);
const UPLOAD_CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', svg: 'image/svg+xml' };
/** What an upload URL may name below /uploads/: an area and a generated file name, nothing else. */
const UPLOAD_PATH = /^([a-z0-9-]+)\/([A-Za-z0-9-]+)\.(webp|svg)$/;

const UPLOADS_URL_PREFIX = '/uploads/';
export type StorageArea = 'additional-details' | 'banners' | 'category-maps' | 'site';

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

/**
 * What the pipeline accepts and makes of an upload: the image settings (spec 01 §7, modules/settings),
 * which callers read and pass; without them the defaults (what it did before those settings existed).
 */
export type ImageRules = ImageSettings;

const KIND_NAMES: Record<ImageKind, string> = { png: 'PNG', jpg: 'JPEG', webp: 'WEBP', svg: 'SVG' };

/**
 * Checks an image upload against the rules: its size (IMAGE_TOO_LARGE), that it is an image at all
 * (FILE_TYPE_NOT_ALLOWED) and of a kind the rules accept (IMAGE_TYPE_NOT_ALLOWED). Answers its kind.
 */
export function checkImage(file: UploadedFile, rules: ImageRules = DEFAULT_IMAGE_SETTINGS): ImageKind {
  const filename = file.filename || file.fieldname;
  if (file.buffer.length > rules.maxUploadKb * 1024) throw new AppError('IMAGE_TOO_LARGE', { filename, maxKb: rules.maxUploadKb });
  const kind = imageKindOf(file);
  if (!rules.allowedTypes.includes(kind)) {
    throw new AppError('IMAGE_TYPE_NOT_ALLOWED', { filename, allowed: rules.allowedTypes.map((k) => KIND_NAMES[k]).join(', ') });
  }
  return kind;
}

/** Public URLs of a stored image and its thumbnail. */
export interface StoredImage {
  url: string;
  thumbnailUrl: string;
}

/**
 * The stored image and its thumbnail. A file whose bytes pass the signature check but that sharp
 * cannot decode (a truncated png, a malformed svg) is not an image either: FILE_TYPE_NOT_ALLOWED.
 */
async function encode(
  file: UploadedFile,
  kind: ImageKind,
  rules: ImageRules,
): Promise<{ main: Buffer; mainExt: 'webp' | 'svg'; thumbnail: Buffer }> {
  const bounded = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });
  try {
    // limitInputPixels (sharp's default, about 16k x 16k) refuses decompression bombs; animated images keep their first frame.
    const input = () => sharp(file.buffer, { failOn: 'error' }).rotate();
    const thumbnail = await input().resize(bounded(rules.thumbnailMaxSide)).webp({ quality: rules.thumbnailQuality }).toBuffer();
    if (kind === 'svg') return { main: file.buffer, mainExt: 'svg', thumbnail };
    const main = await input().resize(bounded(rules.largeMaxSide)).webp({ quality: rules.quality }).toBuffer();
    return { main, mainExt: 'webp', thumbnail };
  } catch (err) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { filename: file.filename || file.fieldname }, { cause: err });
  }
}

/**
 * Saves an image upload as a web-friendly file and a thumbnail (see above); returns their public URLs
 * (/uploads/<area>/<random>.webp|svg and /uploads/<area>/<random>-thumb.webp).
 */
export async function saveImage(
  config: StorageConfig,
  area: StorageArea,
  file: UploadedFile,
  rules: ImageRules = DEFAULT_IMAGE_SETTINGS,
): Promise<StoredImage> {
  const kind = checkImage(file, rules);
  const { main, mainExt, thumbnail } = await encode(file, kind, rules);
  const id = randomUUID();
  const name = `${id}.${mainExt}`;
  const thumbName = `${id}-thumb.webp`;
  const store = bucket(config);
  if (store) {
    await store.put(`uploads/${area}/${name}`, main, main.length, UPLOAD_CONTENT_TYPES[mainExt]!);
    try {
      await store.put(`uploads/${area}/${thumbName}`, thumbnail, thumbnail.length, 'image/webp');
    } catch (err) {
      await store.remove(`uploads/${area}/${name}`).catch(() => undefined);
      throw err;
    }
    return { url: `${UPLOADS_URL_PREFIX}${area}/${name}`, thumbnailUrl: `${UPLOADS_URL_PREFIX}${area}/${thumbName}` };
  }
  const dir = path.join(uploadsRoot(config), area);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), main, { flag: 'wx' });
  try {
    await writeFile(path.join(dir, thumbName), thumbnail, { flag: 'wx' });
  } catch (err) {
    await unlink(path.join(dir, name)).catch(() => undefined);
    throw err;
  }
  return { url: `${UPLOADS_URL_PREFIX}${area}/${name}`, thumbnailUrl: `${UPLOADS_URL_PREFIX}${area}/${thumbName}` };
}

/** Removes stored files by their URLs (best effort: a missing file, null or a foreign URL is ignored). */
export async function removeStored(config: StorageConfig, ...urls: Array<string | null | undefined>): Promise<void> {
  const root = uploadsRoot(config);
  const store = bucket(config);
  for (const url of urls) {
    if (!url?.startsWith(UPLOADS_URL_PREFIX)) continue;
    if (store) {
      const rest = url.slice(UPLOADS_URL_PREFIX.length);
      if (UPLOAD_PATH.test(rest)) await store.remove(`uploads/${rest}`).catch(() => undefined);
      continue;
    }
    const file = path.resolve(root, url.slice(UPLOADS_URL_PREFIX.length));
    if (!file.startsWith(root + path.sep)) continue;
    await unlink(file).catch(() => undefined);
  }
}

/** Where the demo seed's product pictures go (db/seed/pictures.ts): DATA_DIR/uploads/demo-pictures. */
const PICTURES_AREA = 'demo-pictures';
const PICTURE_NAME = /^[a-z0-9-]+\.webp$/;

/**
 * The store the demo seed draws its product pictures into (db/seed/pictures.ts `PictureStore`), served
 * at /uploads/demo-pictures/<name> like any upload. A name says what the picture shows (kind, brand,
 * variant and a hash of the drawing), so one already there is the same picture and is kept: a seed
 * never rewrites a file, and nothing else is ever written under this area.
 */
export function demoPictureStore(config: StorageConfig) {
  const dir = path.join(uploadsRoot(config), PICTURES_AREA);
  const store = bucket(config);
  const checked = (name: string) => {
    if (!PICTURE_NAME.test(name)) throw new Error(`demo picture name ${JSON.stringify(name)} is not <a-z0-9->.webp`);
    return name;
  };
  return {
    urlOf: (name: string) => `${UPLOADS_URL_PREFIX}${PICTURES_AREA}/${checked(name)}`,
    async save(name: string, render: () => Promise<Buffer>): Promise<void> {
      if (store) {
        const key = `uploads/${PICTURES_AREA}/${checked(name)}`;
        if (await store.exists(key)) return;
        const bytes = await render();
        await store.put(key, bytes, bytes.length, 'image/webp');
        return;
      }
      const file = path.join(dir, checked(name));
      if (existsSync(file)) return;
      const bytes = await render();
      await mkdir(dir, { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      });
    },
  };
}

/** Names are random and never reused: cache for good. An SVG opened directly must not run scripts. */
const UPLOAD_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
};

/**
 * Serves the uploads at /uploads/*: files only (no listing, no index), never scripts. From DATA_DIR/uploads,
 * or with S3_BUCKET from the bucket: a path that is not <area>/<generated name>.webp|svg is not asked
 * for (404), an object is streamed as it arrives.
 */
export async function registerUploads(app: FastifyInstance, config: StorageConfig) {
  const store = bucket(config);
  if (store) {
    // No HEAD twin: it would open the object only to drop its body.
    app.get(`${UPLOADS_URL_PREFIX}*`, { exposeHeadRoute: false }, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      const match = UPLOAD_PATH.exec(rest);
      const object = match ? await store.get(`uploads/${rest}`) : null;
      if (!match || !object) {
        return reply.code(404).type('application/json').send({ message: 'Not Found', error: 'Not Found', statusCode: 404 });
      }
      return reply
        .headers(UPLOAD_HEADERS)
        .header('content-type', UPLOAD_CONTENT_TYPES[match[3]!])
        .header('content-length', String(object.size))
        .send(object.stream);
    });
    return;
  }
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
      for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.setHeader(name, value);
    },
  });
}
