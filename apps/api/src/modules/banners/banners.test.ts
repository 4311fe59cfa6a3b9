import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory } from '../../../test/catalog-factories';
import {
  createCustomer,
  createRole,
  createTestApp,
  createUser,
  expectError,
  onPostgres,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { bannerCacheEnabled } from './banner-cache';

let t: TestApp;
let dataDir: string;
const tokens = {} as Record<'admin' | 'lister' | 'dealerTr' | 'dealerDe' | 'staff', string>;
let categoryId: number;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
type FileSpec = { field: string; name: string; type: string; data: Buffer | string };
const png = (field: string): FileSpec => ({ field, name: `${field}.png`, type: 'image/png', data: PNG });

function form(fields: Record<string, string | number | boolean>, files: FileSpec[] = []) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  for (const f of files) fd.append(f.field, new Blob([f.data], { type: f.type }), f.name);
  return fd;
}
const URL_BASE = '/api/commons/banners';
const send = (method: 'POST' | 'PUT', body: FormData, opts: { token?: string | null; culture?: string } = {}) =>
  t.call({
    method,
    url: URL_BASE,
    payload: body as never,
    token: opts.token === null ? undefined : (opts.token ?? tokens.admin),
    culture: opts.culture ?? 'en',
  });
const create = (fields: Record<string, string | number | boolean>, files: FileSpec[] = [png('imageTr')]) =>
  send('POST', form({ title: 'Banner', ...fields }, files));
const home = (group: string, token: string, opts: { culture?: string; query?: string } = {}) =>
  t.call({ method: 'GET', url: `/api/home/banners/${group}${opts.query ?? ''}`, token, culture: opts.culture ?? 'tr' });
const storedFile = (url: string) => path.join(dataDir, url.replace(/^\//, ''));
const audit = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'before', 'after'])
    .where('entity', '=', 'banner')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

async function userWith(permissions: string[], kind: 'staff' | 'dealer' = 'staff', countryCode = 'TR') {
  const role = await createRole(t.db, kind, permissions);
  const customerId = kind === 'dealer' ? (await createCustomer(t.db, { country_code: countryCode })).id : undefined;
  const user = await createUser(t.db, { roleId: role, userType: kind, customerId });
  return (await signIn(t, user.account_name)).token;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-banners-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  tokens.admin = await userWith(['banner.list', 'banner.create', 'banner.update', 'banner.delete']);
  tokens.lister = await userWith(['banner.list']);
  tokens.staff = await userWith([]);
  tokens.dealerTr = await userWith([], 'dealer', 'TR');
  tokens.dealerDe = await userWith([], 'dealer', 'DE');
  categoryId = await createCategory(t.db, { code: 'LSTB', name: 'Lastik' });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('banner administration', () => {
  let id: number;

  it('creates a banner with an image per language through the image pipeline, audited', async () => {
    const res = await create(
      {
        groupTag: 'Home-Main',
        title: 'Kış lastikleri',
        description: 'Yeni sezon',
        href: '/products?category=1',
        target: '_self',
        order: 2,
        countryCode: 'tr',
        categoryId,
      },
      [png('imageTr'), png('imageDe')],
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      groupTag: 'home-main',
      title: 'Kış lastikleri',
      description: 'Yeni sezon',
      href: '/products?category=1',
      target: '_self',
      order: 2,
      countryCode: 'TR',
      categoryId,
      categoryName: 'Lastik',
      isActive: true,
      activeFrom: null,
      activeTo: null,
    });
    expect(res.body.images.map((i: { culture: string }) => i.culture)).toEqual(['tr', 'de']);
    for (const image of res.body.images) {
      expect(image.imageUrl).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
      expect(image.thumbnailUrl).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}-thumb\.webp$/);
      expect(existsSync(storedFile(image.imageUrl))).toBe(true);
    }
    id = res.body.id;
    expect(await audit(id)).toEqual([expect.objectContaining({ action: 'create', entity: 'banner' })]);
  });

  it('lists banners paged, filtered by group, category and country, and by group', async () => {
    await create({ groupTag: 'sidebar', title: 'Akü kampanyası', countryCode: 'DE' });
    const all = await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=10`, token: tokens.lister });
    // the spec's plain GET, without paging: the first page of 50
    const plain = await t.call({ method: 'GET', url: URL_BASE, token: tokens.lister });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ pageIndex: 1, pageSize: 50, totalCount: all.body.totalCount });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalCount: 2, pageIndex: 1, pageSize: 10 });
    const filtered = (filters: object) =>
      t.call({
        method: 'GET',
        url: `${URL_BASE}?PageNumber=1&PageSize=10&ColumnFilters=${encodeURIComponent(JSON.stringify(filters))}`,
        token: tokens.lister,
      });
    expect((await filtered({ groupTag: 'home-main' })).body.items.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await filtered({ categoryId })).body.items.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await filtered({ countryCode: 'DE' })).body.items).toEqual([expect.objectContaining({ groupTag: 'sidebar' })]);
    const search = await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=10&SearchTerm=aku`, token: tokens.lister });
    expect(search.body.items).toEqual([expect.objectContaining({ title: 'Akü kampanyası' })]);
    const group = await t.call({ method: 'GET', url: `${URL_BASE}/home-main`, token: tokens.lister });
    expect(group.status).toBe(200);
    expect(group.body).toEqual([expect.objectContaining({ id, groupTag: 'home-main' })]);
    expect((await filtered({ nope: 1 })).status).toBe(400);
  });

  it('updates a banner: replaces and drops images, keeps the rest, removes the old files, audited', async () => {
    const before = (await t.call({ method: 'GET', url: `${URL_BASE}/home-main`, token: tokens.lister })).body[0];
    const oldTr = before.images[0].imageUrl;
    const oldDe = before.images[1].imageUrl;
    const res = await send(
      'PUT',
      form({ id, groupTag: 'home-main', title: 'Kış', href: 'https://example.com/kis', target: '_blank', removeImageDe: true }, [
        png('imageTr'),
        png('imageEn'),
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      title: 'Kış',
      href: 'https://example.com/kis',
      target: '_blank',
      countryCode: null,
      categoryId: null,
    });
    expect(res.body.images.map((i: { culture: string }) => i.culture)).toEqual(['tr', 'en']);
    expect(res.body.images[0].imageUrl).not.toBe(oldTr);
    expect(existsSync(storedFile(oldTr))).toBe(false);
    expect(existsSync(storedFile(oldDe))).toBe(false);
    expect((await audit(id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('refuses unsafe links, a missing Turkish image, a file that is not an image and bad fields (400, localised)', async () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'www.example.com',
      'http://',
    ]) {
      const res = await send('POST', form({ groupTag: 'home-main', title: 'X', href }, [png('imageTr')]), { culture: 'de' });
      expect(res.status, href).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.details)).toContain('Muss ein Pfad mit / oder eine http(s)://-Adresse sein.');
    }
    expectError(
      await send('POST', form({ groupTag: 'home-main', title: 'X' }, [png('imageDe')]), { culture: 'tr' }),
      400,
      'BANNER_IMAGE_REQUIRED',
      'tr',
    );
    expectError(
      await send(
        'POST',
        form({ groupTag: 'home-main', title: 'X' }, [
          { field: 'imageTr', name: 'x.png', type: 'image/png', data: '<script>alert(1)</script>' },
        ]),
        {
          culture: 'de',
        },
      ),
      400,
      'FILE_TYPE_NOT_ALLOWED',
      'de',
    );
    expectError(
      await send('POST', form({ groupTag: 'home-main', title: 'X', countryCode: 'QQ' }, [png('imageTr')]), { culture: 'en' }),
      400,
      'BANNER_COUNTRY_UNKNOWN',
      'en',
    );
    expectError(
      await send('POST', form({ groupTag: 'home-main', title: 'X', categoryId: 999999 }, [png('imageTr')]), { culture: 'tr' }),
      400,
      'UNKNOWN_CATEGORY',
      'tr',
    );
    const badGroup = await send('POST', form({ groupTag: 'ana sayfa!', title: 'X' }, [png('imageTr')]), { culture: 'tr' });
    expect({ status: badGroup.status, code: badGroup.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(badGroup.body.message).toMatch(/^Gönderilen bilgiler geçersiz\. Grup etiketi: /);
    const window = await send(
      'POST',
      form({ groupTag: 'x', title: 'X', activeFrom: '2026-02-01T00:00:00Z', activeTo: '2026-01-01T00:00:00Z' }, [png('imageTr')]),
      {
        culture: 'tr',
      },
    );
    expect(window.status).toBe(400);
    expect(JSON.stringify(window.body.details)).toContain('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    // Nothing was written by any of them.
    expect((await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=50`, token: tokens.lister })).body.totalCount).toBe(2);
  });

  it('answers 401 to anonymous callers and 403 without the permission', async () => {
    expectError(await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=10` }), 401, 'UNAUTHORIZED', 'tr');
    expectError(await send('POST', form({ groupTag: 'x', title: 'X' }, [png('imageTr')]), { token: null }), 401, 'UNAUTHORIZED', 'en');
    expectError(await t.call({ method: 'GET', url: '/api/home/banners/home-main' }), 401, 'UNAUTHORIZED', 'tr');
    expectError(
      await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=10`, token: tokens.staff, culture: 'de' }),
      403,
      'FORBIDDEN',
      'de',
    );
    expectError(
      await send('POST', form({ groupTag: 'x', title: 'X' }, [png('imageTr')]), { token: tokens.lister }),
      403,
      'FORBIDDEN',
      'en',
    );
    expectError(await send('PUT', form({ id, groupTag: 'x', title: 'X' }), { token: tokens.lister }), 403, 'FORBIDDEN', 'en');
    expectError(await t.call({ method: 'DELETE', url: `${URL_BASE}/${id}`, token: tokens.lister }), 403, 'FORBIDDEN', 'tr');
    expectError(await t.call({ method: 'GET', url: `${URL_BASE}/home-main`, token: tokens.dealerTr }), 403, 'FORBIDDEN', 'tr');
  });

  it('deletes a banner with its files, audited; a missing one is 404', async () => {
    const created = await create({ groupTag: 'gone', title: 'Gone' });
    const file = created.body.images[0].imageUrl;
    const res = await t.call({ method: 'DELETE', url: `${URL_BASE}/${created.body.id}`, token: tokens.admin });
    expect(res.status).toBe(204);
    expect(existsSync(storedFile(file))).toBe(false);
    expect((await audit(created.body.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await t.call({ method: 'DELETE', url: `${URL_BASE}/${created.body.id}`, token: tokens.admin })).status).toBe(404);
  });
});

describe('GET /api/home/banners/{groupTag}', () => {
  const hour = 3600_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const titles = (res: { body: Array<{ title: string }> }) => res.body.map((b) => b.title);

  beforeAll(async () => {
    const group = { groupTag: 'hero' };
    await create({ ...group, title: 'Second', order: 2 }, [png('imageTr'), png('imageDe')]);
    await create({ ...group, title: 'First', order: 1 });
    await create({ ...group, title: 'Off', order: 3, isActive: false });
    await create({ ...group, title: 'Later', order: 4, activeFrom: at(hour) });
    await create({ ...group, title: 'Over', order: 5, activeFrom: at(-2 * hour), activeTo: at(-hour) });
    await create({ ...group, title: 'Now', order: 6, activeFrom: at(-hour), activeTo: at(hour) });
    await create({ ...group, title: 'Germany', order: 7, countryCode: 'DE' });
    await create({ ...group, title: 'Tyres', order: 8, categoryId });
  });

  it('shows the active banners of the group in order, for the caller’s country; hides switched-off and out-of-window ones', async () => {
    const tr = await home('hero', tokens.dealerTr);
    expect(tr.status).toBe(200);
    expect(titles(tr)).toEqual(['First', 'Second', 'Now', 'Tyres']);
    expect(titles(await home('hero', tokens.dealerDe))).toEqual(['First', 'Second', 'Now', 'Germany', 'Tyres']);
    // Staff acting for nobody: only the banners for every country.
    expect(titles(await home('hero', tokens.staff))).toEqual(['First', 'Second', 'Now', 'Tyres']);
    expect((await home('no-such-group', tokens.dealerTr)).body).toEqual([]);
  });

  it('narrows to a category: its banners and the group-wide ones', async () => {
    const other = await createCategory(t.db, { code: 'AKUB', name: 'Akü' });
    expect(titles(await home('hero', tokens.dealerTr, { query: `?categoryId=${categoryId}` }))).toEqual([
      'First',
      'Second',
      'Now',
      'Tyres',
    ]);
    expect(titles(await home('hero', tokens.dealerTr, { query: `?categoryId=${other}` }))).toEqual(['First', 'Second', 'Now']);
    const bad = await home('hero', tokens.dealerTr, { query: '?categoryId=abc', culture: 'de' });
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(bad.body.message).toBe('Die gesendeten Angaben sind ungültig. Kategorie: Erwartet: Zahl; erhalten: Text.');
  });

  it('answers the image of the caller’s language, else the Turkish one', async () => {
    const de = await home('hero', tokens.dealerTr, { culture: 'de' });
    const second = de.body.find((b: { title: string }) => b.title === 'Second');
    const first = de.body.find((b: { title: string }) => b.title === 'First');
    expect(second.images).toEqual([expect.objectContaining({ culture: 'de' })]);
    expect(first.images).toEqual([expect.objectContaining({ culture: 'tr' })]);
    const en = await home('hero', tokens.dealerTr, { culture: 'en' });
    expect(en.body.find((b: { title: string }) => b.title === 'Second').images).toEqual([expect.objectContaining({ culture: 'tr' })]);
  });

  it('is cached and dropped on every change (the change signal), also for a write made around the service', async () => {
    expect(titles(await home('hero', tokens.dealerTr))).toContain('First');
    await t.db.updateTable('banners').set({ title: 'Premier' }).where('title', '=', 'First').execute();
    expect(titles(await home('hero', tokens.dealerTr))[0]).toBe('Premier');
    const id = (await home('hero', tokens.dealerTr)).body[0].id;
    const res = await send('PUT', form({ id, groupTag: 'hero', title: 'Premier', order: 1, isActive: false }));
    expect(res.status).toBe(200);
    expect(titles(await home('hero', tokens.dealerTr))).not.toContain('Premier');
  });

  it('refuses a javascript: link stored around the service (the table checks it too)', async () => {
    await expect(
      t.db.updateTable('banners').set({ href: 'javascript:alert(1)' }).where('group_tag', '=', 'hero').execute(),
    ).rejects.toThrow();
  });
});

describe.runIf(onPostgres)('another process drops its banners at once (PostgreSQL NOTIFY)', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDb: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    // A second portal on the same database: its own pool and its own cache, like another process.
    otherDb = await openDatabase({ url: t.url!, poolSize: 4 });
    other = await buildApp({ config: t.config, database: otherDb, logger: false, startWorker: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });

  const titlesThere = async () =>
    (
      (
        await other.inject({ method: 'GET', url: '/api/home/banners/notify', headers: { authorization: `Bearer ${tokens.dealerTr}` } })
      ).json() as Array<{
        title: string;
      }>
    ).map((b) => b.title);

  /** A write no process hears of (triggers off for this session): shows whether the other app answers from its cache. */
  async function silently(statement: string, values: unknown[]) {
    const c = new pg.Client({ connectionString: t.url! });
    await c.connect();
    try {
      await c.query('set session_replication_role = replica');
      await c.query(statement, values);
    } finally {
      await c.end();
    }
  }

  it('serves from its cache, and drops it when another process changes a banner', async () => {
    const created = await create({ groupTag: 'notify', title: 'Bir' });
    await vi.waitFor(() => expect(bannerCacheEnabled(otherDb.db)).toBe(true), { timeout: 10_000 });
    expect(await titlesThere()).toEqual(['Bir']);
    await silently('update banners set title = $1 where id = $2', ['Sessiz', created.body.id]);
    // nobody told it: the other process still answers what it holds
    expect(await titlesThere()).toEqual(['Bir']);

    const res = await send('PUT', form({ id: created.body.id, groupTag: 'notify', title: 'İki' }));
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(titlesThere()).resolves.toEqual(['İki']), { timeout: 2000, interval: 10 });
  });
});
