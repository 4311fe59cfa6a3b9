import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../src/db/seed/banners';
import { seedDemoData } from '../src/db/seed/demo';
import { demoPictureStore } from '../src/platform/storage/storage';
import { createTestApp, signIn, type TestApp } from './harness';

/** Issue 18: a new install's home carousel and category pages show banners with generated pictures. */

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-banners-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedDemoData(t.db, { products: 300, customers: 4, pictures: demoPictureStore(t.config) });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type HomeBanner = { id: number; title: string; countryCode: string | null; href: string | null; images: Array<{ imageUrl: string }> };

describe('demo banners', () => {
  it('the Turkish demo dealer gets the home carousel in Turkish, each banner with a generated 16:5 picture', async () => {
    const { token } = await signIn(t, 'dealer', 'Demo1234');
    const res = await t.call({ method: 'GET', url: '/api/home/banners/home-main', token });
    expect(res.status).toBe(200);
    const banners = res.body as HomeBanner[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.map((b) => b.countryCode ?? 'ALL').every((c) => c === 'TR' || c === 'ALL')).toBe(true);
    expect(banners.some((b) => b.title.includes('Kış'))).toBe(true);
    for (const b of banners) {
      expect(b.images).toHaveLength(1);
      const file = await t.app.inject({ method: 'GET', url: b.images[0]!.imageUrl });
      expect(file.statusCode).toBe(200);
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: BANNER_WIDTH, height: BANNER_HEIGHT });
    }
  });

  it('the German demo dealer gets German texts; staff acting for nobody the every-country slide only', async () => {
    const de = await signIn(t, 'dealer-de', 'Demo1234');
    const res = await t.call({ method: 'GET', url: '/api/home/banners/home-main', token: de.token });
    expect(res.status).toBe(200);
    expect((res.body as HomeBanner[]).some((b) => b.title === 'Die Wintersaison beginnt')).toBe(true);
    const admin = await signIn(t, 'admin', 'Demo1234');
    const staff = await t.call({ method: 'GET', url: '/api/home/banners/home-main', token: admin.token });
    expect(staff.status).toBe(200);
    expect((staff.body as HomeBanner[]).map((b) => b.title)).toEqual(['Dealerport']);
  });

  it('the tyres category page has its banner', async () => {
    const { token } = await signIn(t, 'dealer', 'Demo1234');
    const tyres = await t.db.selectFrom('categories').select('id').where('code', '=', 'LST').executeTakeFirstOrThrow();
    const res = await t.call({ method: 'GET', url: `/api/home/banners/category?categoryId=${tyres.id}`, token });
    expect(res.status).toBe(200);
    expect((res.body as HomeBanner[]).map((b) => b.title)).toEqual(['Her mevsim için lastik']);
  });
});
