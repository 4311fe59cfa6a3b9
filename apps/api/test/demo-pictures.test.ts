import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed/demo';
import { PICTURE_SIZE } from '../src/db/seed/pictures';
import { invalidateCatalogueCaches } from '../src/modules/catalog';
import { demoPictureStore } from '../src/platform/storage/storage';
import { createTestApp, signIn, type TestApp } from './harness';

/**
 * Issue 12: demo products show generated pictures of their kind, brand and variant (db/seed/pictures.ts),
 * served like uploads; a real picture (the ERP's, an upload) replaces a product's generated one.
 */

let t: TestApp;
let dataDir: string;
let token: string;
let drawn: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-pictures-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  drawn = (await seedDemoData(t.db, { products: 1000, customers: 4, pictures: demoPictureStore(t.config) })).pictures;
  token = (await signIn(t, 'dealer', 'Demo1234')).token;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const list = async (body: Record<string, unknown> = {}) => {
  const res = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token, payload: { pageSize: 24, ...body } });
  expect(res.status).toBe(200);
  return res.body.items as Array<{ id: number; code: string; name: string; images: Array<{ url: string; order: number }> }>;
};
const detailImages = async (id: number) => {
  const res = await t.call({ method: 'GET', url: `/api/catalogs/products/${id}/detail`, token });
  expect(res.status).toBe(200);
  return res.body.images as Array<{ url: string; order: number }>;
};
const PICTURE_URL = /^\/uploads\/demo-pictures\/[a-z0-9-]+-[0-9a-f]{10}\.webp$/;

describe('demo product pictures', () => {
  it('a demo product answers a generated picture, not the category placeholder, served as a small webp kept for good', async () => {
    const items = await list();
    expect(items).toHaveLength(24);
    for (const item of items) {
      expect(item.images).toHaveLength(1);
      expect(item.images[0]!.url).toMatch(PICTURE_URL);
    }
    const detail = await detailImages(items[0]!.id);
    expect(detail).toEqual(items[0]!.images);

    const file = await t.app.inject({ method: 'GET', url: items[0]!.images[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: PICTURE_SIZE, height: PICTURE_SIZE });
    expect(file.rawPayload.length).toBeLessThan(20_000);
  });

  it('a list of one brand sorted by name (the default order) still alternates pictures', async () => {
    const brand = (name: string) =>
      t.db
        .selectFrom('property_details as d')
        .innerJoin('properties as p', 'p.id', 'd.property_id')
        .select('d.id')
        .where('p.key', '=', 'brand')
        .where('d.code', '=', name)
        .executeTakeFirstOrThrow();
    for (const name of ['Bridgestone', 'Alutec', 'Varta', 'Castrol']) {
      const items = await list({ propertyDetailIds: [(await brand(name)).id] });
      expect(items.length).toBeGreaterThanOrEqual(12);
      expect(items.every((i) => i.name.startsWith(name))).toBe(true);
      const urls = items.map((i) => i.images[0]!.url);
      expect(new Set(urls).size).toBeGreaterThanOrEqual(Math.min(6, items.length / 3));
      // no long run of one picture side by side
      const longestRun = urls.reduce(
        (acc, u, i) => {
          const run = i > 0 && u === urls[i - 1] ? acc.run + 1 : 1;
          return { run, max: Math.max(acc.max, run) };
        },
        { run: 0, max: 0 },
      ).max;
      expect(longestRun).toBeLessThanOrEqual(4);
    }
  });

  it('each picture is drawn once, a few hundred whatever the number of products, and every one linked is there', async () => {
    const rows = await t.db.selectFrom('product_images').select(['url', 'is_generated']).execute();
    expect(rows.length).toBe(1000);
    expect(rows.every((r) => r.is_generated)).toBe(true);
    const linked = new Set(rows.map((r) => r.url));
    const files = readdirSync(path.join(dataDir, 'uploads', 'demo-pictures'));
    expect(files.length).toBe(drawn);
    expect(drawn).toBeLessThan(500);
    expect(linked.size).toBeLessThanOrEqual(drawn);
    for (const url of linked) expect(existsSync(path.join(dataDir, url))).toBe(true);
  });

  it('a real picture (the ERP’s or an upload) replaces the generated one; a later generated one does not cover it', async () => {
    const [first, second] = await list();
    const generated = first!.images[0]!.url;
    const erpPhoto = `https://images.example.test/${first!.code}.webp`;
    await t.db.insertInto('product_images').values({ product_id: first!.id, url: erpPhoto, sort_order: 0 }).execute();
    // What a writer in this process does (another process's write is seen within seconds: catalogue-index.ts).
    invalidateCatalogueCaches(t.db);

    expect(await detailImages(first!.id)).toEqual([{ url: erpPhoto, order: 0 }]);
    const after = await list();
    expect(after[0]!.images).toEqual([{ url: erpPhoto, order: 0 }]);
    // Others keep theirs, and the shared file stays.
    expect(after[1]!.images).toEqual(second!.images);
    expect(existsSync(path.join(dataDir, generated))).toBe(true);

    // A seed or picture refresh adding a generated picture again leaves the real one alone.
    await t.db.insertInto('product_images').values({ product_id: first!.id, url: generated, is_generated: true }).execute();
    expect(await detailImages(first!.id)).toEqual([{ url: erpPhoto, order: 0 }]);
    // A second real picture joins the first.
    await t.db
      .insertInto('product_images')
      .values({ product_id: first!.id, url: `${erpPhoto}?side`, sort_order: 1 })
      .execute();
    expect(await detailImages(first!.id)).toEqual([
      { url: erpPhoto, order: 0 },
      { url: `${erpPhoto}?side`, order: 1 },
    ]);
  });

  it('a new seed into the same data directory keeps the files there as they are', async () => {
    const store = demoPictureStore(t.config);
    const dir = path.join(dataDir, 'uploads', 'demo-pictures');
    const [name] = readdirSync(dir);
    const before = statSync(path.join(dir, name!));
    await store.save(name!, () => Promise.reject(new Error('not drawn again')));
    expect(statSync(path.join(dir, name!)).mtimeMs).toBe(before.mtimeMs);
    expect(() => store.urlOf('../jwt-secret')).toThrow();
  });
});
