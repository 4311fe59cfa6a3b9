import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, signIn, type TestApp } from '../../../test/harness';
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

describe('a portal storing its files in a bucket', () => {
  let good: TestApp;
  let wrong: TestApp;
  beforeAll(async () => {
    good = await createTestApp({ DATA_DIR: dataDir, ...s3.env() });
    wrong = await createTestApp({ DATA_DIR: dataDir, ...s3.env({ S3_SECRET_ACCESS_KEY: 'not-the-secret' }) });
  });
  afterAll(async () => {
    await good?.close();
    await wrong?.close();
  });

  it("serves uploads from the bucket and the storage settings' test checks the bucket", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .png()
      .toBuffer();
    const image = await saveImage(good.config, 'site', { fieldname: 'logo', filename: 'l.png', mimetype: 'image/png', buffer: png });
    const served = await good.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.rawPayload.equals(s3.objects.get(image.url.slice(1))!.body)).toBe(true);
    for (const bad of ['/uploads/site/missing.webp', '/uploads/../documents/x', '/uploads/site/%2e%2e%2fx.webp', '/uploads/a/b/c.webp']) {
      expect((await good.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }

    for (const [app, ok, code] of [
      [good, true, 'OK'],
      [wrong, false, 'UNAUTHORIZED'],
    ] as const) {
      const role = await createRole(app.db, 'staff', ['configuration-ftp.list', 'configuration-ftp.update']);
      const token = (await signIn(app, (await createUser(app.db, { roleId: role, userType: 'staff' })).account_name)).token;
      const res = await app.call({
        method: 'POST',
        url: '/api/commons/ftpSettings/test',
        payload: { serverAddress: '', user: '', rootPath: '', rootUrl: '' },
        token,
        culture: 'en',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok, code });
      expect(res.body.checks).toEqual([
        expect.objectContaining({ target: `HEAD s3://${s3.bucket}/ (${new URL(s3.endpoint).host})`, ok, code }),
      ]);
    }
  });
});
