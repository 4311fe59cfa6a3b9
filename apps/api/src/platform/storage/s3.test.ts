import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-server';
import { loadConfig } from '../../config/config';
import { bucketDocumentStore } from './document-store';
import { bucketOf, type S3Config } from './s3';
import { demoPictureStore, removeStored, saveImage } from './storage';

let s3: S3TestServer;
let dataDir: string;
const configOf = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: '0'.repeat(64), DATA_DIR: dataDir, ...env });

beforeAll(async () => {
  s3 = await startS3TestServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-s3-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the S3 bucket of the file store', () => {
  it('signs every call (SigV4, checked by the server), path-style, and streams what it reads', async () => {
    const bucket = bucketOf(configOf(s3.env({ S3_PREFIX: 'portal/' })));
    await bucket.check(2000);
    await bucket.put('documents/a b.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]), 11, 'text/plain');
    expect(s3.objects.get('portal/documents/a b.txt')?.body.toString()).toBe('hello world');
    const got = await bucket.get('documents/a b.txt');
    expect(got).toMatchObject({ size: 11, contentType: 'text/plain' });
    expect(got!.stream).toBeInstanceOf(Readable);
    expect((await got!.stream.toArray()).map(String).join('')).toBe('hello world');
    expect(await bucket.exists('documents/a b.txt')).toBe(true);
    await bucket.remove('documents/a b.txt');
    expect(await bucket.exists('documents/a b.txt')).toBe(false);
    expect(await bucket.get('documents/a b.txt')).toBeNull();
    expect(s3.log.every((r) => r.path.startsWith(`/${s3.bucket}`))).toBe(true);
    expect(s3.log.filter((r) => r.status === 403)).toEqual([]);
  });

  it('is refused with a wrong secret, and a missing bucket is an error', async () => {
    const wrong = bucketOf(configOf(s3.env({ S3_SECRET_ACCESS_KEY: 'not-the-secret' })));
    await expect(wrong.check(2000)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(wrong.put('x', Buffer.from('x'), 1, 'text/plain')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    expect(s3.objects.has('x')).toBe(false);
    await expect(bucketOf(configOf(s3.env({ S3_BUCKET: 'no-such-bucket' }))).check(2000)).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
  });

  it('keeps documents as documents/<uuid>, spooled on disk first, nothing over the limit sent', async () => {
    const store = bucketDocumentStore(bucketOf(configOf(s3.env())), path.join(dataDir, 'tmp'));
    const written = await store.write(Readable.from([Buffer.from('%PDF-1.4 ...')]), 100);
    expect(written).toMatchObject({ size: 12, key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(s3.objects.has(`documents/${written.key}`)).toBe(true);
    const before = s3.objects.size;
    await expect(store.write(Readable.from([Buffer.alloc(101)]), 100)).rejects.toThrow('document too large');
    expect(s3.objects.size).toBe(before);
    await expect(store.open('../../etc/passwd')).rejects.toThrow('not a document key');
    expect(await store.open('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('stores uploaded pictures and the demo pictures in the bucket, and removes them', async () => {
    const config = configOf(s3.env());
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const image = await saveImage(config, 'banners', { fieldname: 'image', filename: 'a.png', mimetype: 'image/png', buffer: png });
    expect(image.url).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
    expect(s3.objects.get(image.url.slice(1))?.contentType).toBe('image/webp');
    expect(s3.objects.has(image.thumbnailUrl.slice(1))).toBe(true);
    await removeStored(config, image.url, image.thumbnailUrl, '/uploads/../secrets', null);
    expect(s3.objects.has(image.url.slice(1))).toBe(false);

    const pictures = demoPictureStore(config);
    let renders = 0;
    const render = async () => {
      renders++;
      return png;
    };
    await pictures.save('battery-a-1.webp', render);
    await pictures.save('battery-a-1.webp', render);
    expect(renders).toBe(1);
    expect(s3.objects.has('uploads/demo-pictures/battery-a-1.webp')).toBe(true);
  });

  it('needs the credentials with S3_BUCKET', () => {
    expect(() => configOf({ S3_BUCKET: 'files' })).toThrow('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
    expect(() => configOf({ ...s3.env(), S3_PREFIX: '../x' })).toThrow('S3_PREFIX');
    const config: S3Config = configOf(s3.env());
    expect(config.S3_FORCE_PATH_STYLE).toBeUndefined();
  });
});
