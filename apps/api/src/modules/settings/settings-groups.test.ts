import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_IMAGE_SETTINGS, DEFAULT_SITE_SETTINGS, errorMessage, type SiteSettings } from '@dealerport/contract';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/catalog-factories';
import {
  createRole,
  createTestApp,
  createUser,
  expectError,
  onPostgres,
  settleNotificationsOf,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';

let t: TestApp;
let dataDir: string;
const tokens = {} as Record<'admin' | 'reader' | 'siteAdmin' | 'bare' | 'details', string>;

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
const bigPng = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

type FileSpec = { field: string; name: string; type: string; data: Buffer };
function siteForm(settings: unknown, files: FileSpec[] = []) {
  const fd = new FormData();
  fd.append('settings', typeof settings === 'string' ? settings : JSON.stringify(settings));
  for (const f of files) fd.append(f.field, new Blob([f.data], { type: f.type }), f.name);
  return fd;
}

const GENERAL = '/api/commons/generalSettings';
const IMAGE = '/api/commons/imageSettings';
const SITE = '/api/commons/siteSettings';
const LIST = '/api/commons/settings';
const INFO = '/api/home/site-infos';

const generalBody = {
  companyName: 'Oto Parça A.Ş.',
  supportEmail: 'destek@example.test',
  defaultLanguage: 'de',
  timeZone: 'Europe/Berlin',
};
const imageBody = { ...DEFAULT_IMAGE_SETTINGS };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-settings-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const role = async (codes: string[]) =>
    (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', codes), userType: 'staff' })).account_name)).token;
  tokens.admin = await role(['setting.list', 'setting.update', 'configuration-site.list', 'configuration-site.update']);
  tokens.reader = await role(['setting.list', 'configuration-site.list']);
  tokens.siteAdmin = await role(['configuration-site.list', 'configuration-site.update']);
  tokens.bare = await role([]);
  tokens.details = await role(['product-additional-detail.list', 'product-additional-detail.create', 'setting.update']);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A VALIDATION_FAILED 400 in `culture` (the message names the first field). */
function expectInvalid(res: { status: number; body: any }, culture: 'tr' | 'de' | 'en') {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
}

const stored = (url: string) => path.join(dataDir, url.replace(/^\//, ''));

describe('access (anonymous 401, unpermitted 403)', () => {
  const calls: Array<{ method: 'GET' | 'PUT'; url: string; payload?: object }> = [
    { method: 'GET', url: LIST },
    { method: 'GET', url: GENERAL },
    { method: 'PUT', url: GENERAL, payload: generalBody },
    { method: 'GET', url: IMAGE },
    { method: 'PUT', url: IMAGE, payload: imageBody },
    { method: 'GET', url: SITE },
    { method: 'PUT', url: SITE },
  ];
  it.each(calls)('$method $url', async ({ method, url, payload }) => {
    expectError(await t.call({ method, url, payload }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method, url, payload, token: tokens.bare, culture: 'de' }), 403, 'FORBIDDEN', 'de');
    if (method === 'PUT') expectError(await t.call({ method, url, payload, token: tokens.reader, culture: 'en' }), 403, 'FORBIDDEN', 'en');
  });

  it('the site settings need their own codes, the others setting.*', async () => {
    expect((await t.call({ method: 'GET', url: SITE, token: tokens.siteAdmin })).status).toBe(200);
    expectError(await t.call({ method: 'GET', url: GENERAL, token: tokens.siteAdmin }), 403, 'FORBIDDEN');
  });

  it('site-infos is public', async () => {
    expect((await t.call({ method: 'GET', url: INFO })).status).toBe(200);
  });
});

describe('GET /api/commons/settings', () => {
  it('lists every setting with its flags; secrets masked', async () => {
    await t.db
      .insertInto('settings')
      .values({ key: 'ftp', value: JSON.stringify({ serverAddress: 'ftp.example.test', password: 'v1:sealed-value' }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ serverAddress: 'ftp.example.test', password: 'v1:x' }) }))
      .execute();
    const res = await t.call({ method: 'GET', url: LIST, token: tokens.reader });
    expect(res.status).toBe(200);
    const keys = res.body.map((s: { key: string }) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['general', 'image', 'site', 'ftp']));
    const image = res.body.find((s: { key: string }) => s.key === 'image');
    expect(image).toMatchObject({ isStatic: false, isActive: true, description: expect.stringContaining('Image') });
    expect(typeof image.id).toBe('number');
    expect(JSON.parse(image.value)).toEqual(DEFAULT_IMAGE_SETTINGS);
    const ftp = res.body.find((s: { key: string }) => s.key === 'ftp');
    expect(ftp.value).not.toContain('v1:');
    expect(JSON.parse(ftp.value).password).toBe('********');
  });
});

describe('general settings', () => {
  it('start at the defaults, change, and are audited with before and after', async () => {
    const first = await t.call({ method: 'GET', url: GENERAL, token: tokens.reader });
    expect(first.body).toEqual({ companyName: 'Dealerport', supportEmail: '', defaultLanguage: 'tr', timeZone: 'Europe/Istanbul' });
    const res = await t.call({ method: 'PUT', url: GENERAL, payload: generalBody, token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(generalBody);
    expect((await t.call({ method: 'GET', url: GENERAL, token: tokens.reader })).body).toEqual(generalBody);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'actor_user_id'])
      .where('entity', '=', 'setting')
      .where('entity_id', '=', 'general')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ companyName: 'Dealerport' });
    expect(audit.after).toMatchObject({ companyName: 'Oto Parça A.Ş.' });
    expect(audit.actor_user_id).not.toBeNull();
    const row = await t.db.selectFrom('settings').select('version').where('key', '=', 'general').executeTakeFirstOrThrow();
    expect(row.version).toBeGreaterThan(1);
  });

  it.each(['tr', 'de', 'en'] as const)('bad input is a 400 in %s', async (culture) => {
    const res = await t.call({
      method: 'PUT',
      url: GENERAL,
      payload: { ...generalBody, timeZone: 'Mars/Olympus', supportEmail: 'nope' },
      token: tokens.admin,
      culture,
    });
    expectInvalid(res, culture);
    const fields = JSON.stringify(res.body.details);
    expect(fields).toContain('timeZone');
    expect(fields).toContain('supportEmail');
  });

  it.each(['tr', 'de', 'en'] as const)('a static setting refuses edits (%s)', async (culture) => {
    await t.db.updateTable('settings').set({ is_static: true }).where('key', '=', 'general').execute();
    try {
      const res = await t.call({ method: 'PUT', url: GENERAL, payload: generalBody, token: tokens.admin, culture });
      expectError(res, 400, 'SETTING_STATIC', culture, { key: 'generalSettings' });
      expect(res.body.message).toBe(errorMessage('SETTING_STATIC', culture, { key: 'generalSettings' }));
    } finally {
      await t.db.updateTable('settings').set({ is_static: false }).where('key', '=', 'general').execute();
    }
  });
});

describe('image settings', () => {
  it('change within bounds; out of bounds or a thumbnail above the large image is a 400 in tr/de/en', async () => {
    const next = { ...imageBody, maxUploadKb: 200, largeMaxSide: 800, thumbnailMaxSide: 100, quality: 70 };
    const res = await t.call({ method: 'PUT', url: IMAGE, payload: next, token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(next);
    for (const culture of ['tr', 'de', 'en'] as const) {
      const bad = await t.call({
        method: 'PUT',
        url: IMAGE,
        payload: { ...next, quality: 101, largeMaxSide: 300, thumbnailMaxSide: 400, allowedTypes: [] },
        token: tokens.admin,
        culture,
      });
      expectInvalid(bad, culture);
      const details = JSON.stringify(bad.body.details);
      for (const f of ['quality', 'thumbnailMaxSide', 'allowedTypes']) expect(details).toContain(f);
    }
    await t.call({ method: 'PUT', url: IMAGE, payload: imageBody, token: tokens.admin });
  });

  it('drive the image pipeline: an upload is sized, encoded and refused by them', async () => {
    const category = await createCategory(t.db, { code: 'SET-CAT', name: 'Rims' });
    const productId = await createProduct(t.db, { code: 'SET-P1', name: 'Rim', categoryId: category, listPrice: '10' });
    const upload = (data: Buffer, type = 'image/png', name = 'photo.png') => {
      const fd = new FormData();
      fd.append('productId', String(productId));
      fd.append('label', 'Photo');
      fd.append('type', 'image');
      fd.append('image', new Blob([data], { type }), name);
      return t.call({
        method: 'POST',
        url: '/api/catalogs/products/additional-details',
        payload: fd as never,
        token: tokens.details,
        culture: 'en',
      });
    };
    await t.call({
      method: 'PUT',
      url: IMAGE,
      payload: { ...imageBody, maxUploadKb: 64, allowedTypes: ['png', 'jpg'], largeMaxSide: 300, thumbnailMaxSide: 40 },
      token: tokens.admin,
    });
    // Refused by the settings before anything else is looked at.
    expectError(await upload(SVG, 'image/svg+xml', 'logo.svg'), 400, 'IMAGE_TYPE_NOT_ALLOWED', 'en', {
      filename: 'logo.svg',
      allowed: 'PNG, JPEG',
    });
    const tooBig = Buffer.concat([PNG_1x1, Buffer.alloc(70 * 1024)]);
    expectError(await upload(tooBig), 400, 'IMAGE_TOO_LARGE', 'en', { filename: 'photo.png', maxKb: 64 });
    // A 1000 px picture within 64 KiB: stored at 300 px, thumbnail 40 px.
    const picture = await bigPng(1000);
    expect(picture.length).toBeLessThan(64 * 1024);
    const res = await upload(picture);
    expect(res.status).toBe(200);
    const meta = await sharp(readFileSync(stored(res.body.imageUrl))).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(300);
    const thumb = await sharp(readFileSync(stored(res.body.imageThumbnailUrl))).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(40);
    await t.call({ method: 'PUT', url: IMAGE, payload: imageBody, token: tokens.admin });
  });
});

function siteInput(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return { ...structuredClone(DEFAULT_SITE_SETTINGS), ...overrides };
}

describe('site settings and site-infos', () => {
  it('site-infos answers the defaults (the built-in texts) in the caller language', async () => {
    const tr = await t.call({ method: 'GET', url: INFO });
    expect(tr.body).toMatchObject({
      title: 'Dealerport',
      description: 'Bayi sipariş portalı',
      favIcon: null,
      headerSettings: { logo: null, title: 'Dealerport' },
      // the spec's name for the contact's phone
      footerSettings: { contact: { title: 'Bize ulaşın', phoneNumber: '+90 850 000 00 00' } },
    });
    expect(tr.body.footerSettings.contact.phone).toBeUndefined();
    const de = await t.call({ method: 'GET', url: INFO, culture: 'de' });
    expect(de.body.kvkkValue).toBe(DEFAULT_SITE_SETTINGS.kvkkValue.de);
    expect(de.headers.etag).not.toBe(tr.headers.etag);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after a change', async () => {
    const first = await t.call({ method: 'GET', url: INFO, culture: 'en' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await t.call({ method: 'GET', url: INFO, culture: 'en', headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const put = await t.call({
      method: 'PUT',
      url: SITE,
      payload: siteForm(siteInput({ title: { tr: 'Portal TR', de: 'Portal DE', en: 'Portal EN' } })) as never,
      token: tokens.siteAdmin,
    });
    expect(put.status).toBe(200);
    const changed = await t.call({ method: 'GET', url: INFO, culture: 'en', headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.title).toBe('Portal EN');
  });

  it('stores logos, favicon and social logos through the storage boundary; keeps, replaces and removes them', async () => {
    const input = siteInput();
    input.footerSettings.socialMedia.items = [
      { title: 'Instagram', logo: null, href: 'https://instagram.com/dealerport', target: '_blank' },
    ];
    const res = await t.call({
      method: 'PUT',
      url: SITE,
      payload: siteForm(input, [
        { field: 'logo', name: 'logo.png', type: 'image/png', data: await bigPng(400) },
        { field: 'favIcon', name: 'fav.svg', type: 'image/svg+xml', data: SVG },
        { field: 'socialLogo0', name: 'ig.png', type: 'image/png', data: PNG_1x1 },
      ]) as never,
      token: tokens.admin,
    });
    expect(res.status).toBe(200);
    const logo = res.body.headerSettings.logo as string;
    expect(logo).toMatch(/^\/uploads\/site\/[0-9a-f-]{36}\.webp$/);
    expect(res.body.favIcon).toMatch(/^\/uploads\/site\/[0-9a-f-]{36}\.svg$/);
    expect(res.body.footerSettings.socialMedia.items[0].logo).toMatch(/^\/uploads\/site\//);
    expect(existsSync(stored(logo))).toBe(true);
    const info = await t.call({ method: 'GET', url: INFO });
    expect(info.body.headerSettings.logo).toBe(logo);

    // Sent back as answered: kept. A foreign URL under /uploads/site/ is not taken. null removes.
    const favIcon = res.body.favIcon as string;
    const back: SiteSettings = structuredClone(res.body);
    back.footerSettings.logo = '/uploads/site/00000000-0000-0000-0000-000000000000.webp';
    back.favIcon = null;
    const kept = await t.call({ method: 'PUT', url: SITE, payload: siteForm(back) as never, token: tokens.admin });
    expect(kept.status).toBe(200);
    expect(kept.body.headerSettings.logo).toBe(logo);
    expect(kept.body.footerSettings.logo).toBeNull();
    expect(kept.body.favIcon).toBeNull();
    expect(existsSync(stored(favIcon))).toBe(false);

    // Audited with before and after.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity_id', '=', 'site')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((audit.before as SiteSettings).favIcon).toBe(favIcon);
    expect((audit.after as SiteSettings).favIcon).toBeNull();
  });

  it.each(['tr', 'de', 'en'] as const)('bad input is a 400 in %s, and nothing is stored', async (culture) => {
    const input = siteInput();
    input.title = { tr: '', de: 'x', en: 'y' };
    input.footerSettings.socialMedia.items = [{ title: 'x', logo: null, href: 'javascript:alert(1)', target: '_blank' }];
    const res = await t.call({ method: 'PUT', url: SITE, payload: siteForm(input) as never, token: tokens.admin, culture });
    expectInvalid(res, culture);
    const details = JSON.stringify(res.body.details);
    expect(details).toContain('title');
    expect(details).toContain('href');
    expectInvalid(
      await t.call({ method: 'PUT', url: SITE, payload: siteForm('{not json') as never, token: tokens.admin, culture }),
      culture,
    );
    const notImage = await t.call({
      method: 'PUT',
      url: SITE,
      payload: siteForm(siteInput(), [{ field: 'logo', name: 'x.png', type: 'image/png', data: Buffer.from('MZ not an image') }]) as never,
      token: tokens.admin,
      culture,
    });
    expectError(notImage, 400, 'FILE_TYPE_NOT_ALLOWED', culture);
    expectError(
      await t.call({ method: 'PUT', url: SITE, payload: { settings: '{}' }, token: tokens.admin, culture }),
      400,
      'MULTIPART_REQUIRED',
      culture,
    );
  });

  it('a static site setting refuses edits', async () => {
    await t.db.updateTable('settings').set({ is_static: true }).where('key', '=', 'site').execute();
    try {
      expectError(
        await t.call({ method: 'PUT', url: SITE, payload: siteForm(siteInput()) as never, token: tokens.admin, culture: 'de' }),
        400,
        'SETTING_STATIC',
        'de',
        { key: 'siteSettings' },
      );
    } finally {
      await t.db.updateTable('settings').set({ is_static: false }).where('key', '=', 'site').execute();
    }
  });
});

describe.runIf(onPostgres)('a change is seen by a second process at once (PostgreSQL NOTIFY)', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDb: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    otherDb = await openDatabase({ url: t.url!, poolSize: 4 });
    other = await buildApp({ config: t.config, database: otherDb, logger: false, startWorker: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };
  const otherInfo = async () => (await other.inject({ method: 'GET', url: INFO, headers: { 'x-culture': 'en' } })).json();

  it('the other process caches, then drops its cache on the change', async () => {
    expect(await until(async () => other.guardCache.isEnabled)).toBe(true);
    await t.settleNotifications();
    // The other process has heard every notification sent so far: a late one of an earlier test's write
    // dropped its cache after `before` was read once, and the silent write below was then read.
    await settleNotificationsOf(other, t.url!);
    const before = await otherInfo();
    // A write nobody hears of (triggers off for this session): the other process answers from its cache.
    const c = new pg.Client({ connectionString: t.url! });
    await c.connect();
    try {
      await c.query('set session_replication_role = replica');
      await c.query(`update settings set value = jsonb_set(value, '{title}', '{"tr":"S","de":"S","en":"Silent"}') where key = 'site'`);
    } finally {
      await c.end();
    }
    // The other process keeps what it read (the cache is on once it listens).
    expect((await otherInfo()).title).toBe(before.title);
    // This process changes the site settings through the call: the other sees it at once.
    const input = siteInput({ title: { tr: 'Yeni', de: 'Neu', en: 'New title' } });
    expect((await t.call({ method: 'PUT', url: SITE, payload: siteForm(input) as never, token: tokens.admin })).status).toBe(200);
    const started = Date.now();
    expect(await until(async () => (await otherInfo()).title === 'New title')).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('the password policy and image rules follow too', async () => {
    await t.call({ method: 'PUT', url: IMAGE, payload: { ...imageBody, quality: 55 }, token: tokens.admin });
    const quality = async () =>
      (await other.inject({ method: 'GET', url: IMAGE, headers: { authorization: `Bearer ${tokens.reader}` } })).json().quality;
    expect(await until(async () => (await quality()) === 55)).toBe(true);
    await t.call({ method: 'PUT', url: IMAGE, payload: imageBody, token: tokens.admin });
    expect(await until(async () => (await quality()) === 82)).toBe(true);
  });
});
