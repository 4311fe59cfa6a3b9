import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, errorMessage } from '@dealerport/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createProperty, createPropertyDetail } from '../../../test/catalog-factories';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';

let t: TestApp;
let dataDir: string;
const tokens = {} as Record<'admin' | 'reader' | 'accessReader' | 'bare' | 'mapper' | 'mapReader', string>;
let customerA: { id: string };
let customerB: { id: string };
const cat = {} as { tyres: number; car: number; rims: number; brand: number; michelin: number; rimBrand: number; borbet: number };
const prod = {} as { tyre: number; inactive: number; rim: number };

// The smallest valid images: a 1x1 PNG and the JPEG/WEBP/SVG signatures.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>');

type FileSpec = { field: string; name: string; type: string; data: Buffer | string };
function form(fields: Record<string, string | number | boolean>, files: FileSpec[] = []) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  for (const f of files) fd.append(f.field, new Blob([f.data], { type: f.type }), f.name);
  return fd;
}
const png = (field = 'image'): FileSpec => ({ field, name: 'logo.png', type: 'image/png', data: PNG });

async function send(
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  body: FormData,
  opts: { customerId?: string; culture?: string } = {},
) {
  return t.call({ method, url, payload: body as never, token, customerId: opts.customerId, culture: opts.culture ?? 'en' });
}
const storedFile = (url: string) => path.join(dataDir, url.replace(/^\//, ''));
const storedMeta = (url: string) => sharp(readFileSync(storedFile(url))).metadata();
const uploadsIn = (area: string) =>
  existsSync(path.join(dataDir, 'uploads', area)) ? readdirSync(path.join(dataDir, 'uploads', area)) : [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-catalog-admin-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const role = async (codes: string[]) =>
    (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', codes), userType: 'staff' })).account_name)).token;
  tokens.admin = await role([
    'product-additional-detail.list',
    'product-additional-detail.create',
    'product-additional-detail.update',
    'product-additional-detail.delete',
  ]);
  tokens.reader = await role(['product-additional-detail.list']);
  tokens.accessReader = await role(['customer-access.list']);
  tokens.bare = await role([]);
  tokens.mapper = await role(['category-map.list', 'category-map.create', 'category-map.update', 'category-map.delete', 'customer.select']);
  tokens.mapReader = await role(['category-map.list', 'customer.select']);
  customerA = await createCustomer(t.db);
  customerB = await createCustomer(t.db);

  cat.tyres = await createCategory(t.db, { code: 'CAT-LST', names: { tr: 'Lastik', de: 'Reifen', en: 'Tyres' } });
  cat.car = await createCategory(t.db, { code: 'CAT-LST-CAR', name: 'Car tyres', parentId: cat.tyres });
  cat.rims = await createCategory(t.db, { code: 'CAT-JNT', names: { tr: 'Jant', de: 'Felgen', en: 'Rims' } });
  cat.brand = await createProperty(t.db, cat.tyres, 'brand', { names: { tr: 'Marka', de: 'Marke', en: 'Brand' } });
  cat.michelin = await createPropertyDetail(t.db, cat.brand, 'MICHELIN', { name: 'Michelin' });
  cat.rimBrand = await createProperty(t.db, cat.rims, 'rim-brand');
  cat.borbet = await createPropertyDetail(t.db, cat.rimBrand, 'BORBET', { name: 'Borbet' });
  prod.tyre = await createProduct(t.db, {
    code: 'ADM-T1',
    name: 'Michelin Primacy 205/55 R16',
    categoryId: cat.car,
    listPrice: '100',
    detailIds: [cat.michelin],
    images: [
      { url: '/img/t1-b.jpg', order: 2 },
      { url: '/img/t1-a.jpg', order: 1 },
    ],
  });
  prod.inactive = await createProduct(t.db, { code: 'ADM-T2', name: 'Old tyre', categoryId: cat.tyres, listPrice: '50', isActive: false });
  prod.rim = await createProduct(t.db, {
    code: 'ADM-R1',
    name: 'Borbet rim',
    categoryId: cat.rims,
    listPrice: '300',
    detailIds: [cat.borbet],
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/catalogs/products/admin/list', () => {
  const url = '/api/catalogs/products/admin/list';

  it('lists every product, inactive ones too, with the first image', async () => {
    const res = await t.call({ method: 'GET', url, query: { SearchText: 'adm-', Page: '1', Size: '10' }, token: tokens.reader });
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(3);
    const tyre = res.body.items.find((i: any) => i.id === prod.tyre);
    expect(tyre).toEqual({
      id: prod.tyre,
      code: 'ADM-T1',
      name: 'Michelin Primacy 205/55 R16',
      categoryId: cat.car,
      imageUrl: '/img/t1-a.jpg',
      isActive: true,
    });
    expect(res.body.items.find((i: any) => i.id === prod.inactive).isActive).toBe(false);
  });

  it('filters by category with its sub-categories, pages, and lets customer-access.list in', async () => {
    const res = await t.call({
      method: 'GET',
      url,
      query: { CategoryId: String(cat.tyres), Size: '1', Page: '2' },
      token: tokens.accessReader,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 2, pageIndex: 2, pageSize: 1, totalPages: 2, hasPreviousPage: true, hasNextPage: false });
    expect(res.body.items).toHaveLength(1);
    const rims = await t.call({ method: 'GET', url, query: { CategoryId: String(cat.rims) }, token: tokens.reader });
    expect(rims.body.items.map((i: any) => i.code)).toEqual(['ADM-R1']);
  });

  it('answers 401, 403 and a localised 400', async () => {
    expectError(await t.call({ method: 'GET', url, culture: 'de' }), 401, 'UNAUTHORIZED', 'de');
    expectError(await t.call({ method: 'GET', url, token: tokens.bare, culture: 'en' }), 403, 'FORBIDDEN', 'en');
    const bad = await t.call({ method: 'GET', url, query: { Size: '5000' }, token: tokens.reader, culture: 'tr' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'tr'))).toBe(true);
  });
});

describe('product additional details', () => {
  const url = '/api/catalogs/products/additional-details';
  let imageDetail: { id: number; imageUrl: string; imageThumbnailUrl: string | null };

  it('creates a category-wide text detail narrowed to a property value, audited', async () => {
    const res = await send(
      'POST',
      url,
      tokens.admin,
      form({ categoryId: cat.tyres, propertyDetailId: cat.michelin, label: 'Warranty', value: '5 years', valueDe: '5 Jahre', order: 3 }),
      { culture: 'de' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      categoryId: cat.tyres,
      categoryName: 'Reifen',
      propertyId: cat.brand,
      propertyName: 'Marke',
      propertyDetailId: cat.michelin,
      propertyDetailName: 'Michelin',
      productId: null,
      label: 'Warranty',
      value: '5 Jahre',
      values: { de: '5 Jahre' },
      order: 3,
      type: 'text',
      imageUrl: null,
      createdByName: expect.any(String),
    });
    expect(new Date(res.body.createdOnUtc).getTime()).toBeGreaterThan(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', '=', 'product-additional-detail')
      .where('entity_id', '=', String(res.body.id))
      .execute();
    expect(audit).toEqual([{ action: 'create', entity: 'product-additional-detail' }]);
  });

  it('creates a product image detail with a real multipart upload, served at /uploads', async () => {
    const res = await send('POST', url, tokens.admin, form({ productId: prod.rim, label: 'Drawing', type: 'image' }, [png()]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ productId: prod.rim, productCode: 'ADM-R1', categoryId: cat.rims, type: 'image' });
    // Stored as webp (a 1x1 image is not enlarged), with a webp thumbnail beside it (ADR 0022).
    expect(res.body.imageUrl).toMatch(/^\/uploads\/additional-details\/[0-9a-f-]{36}\.webp$/);
    expect(res.body.imageThumbnailUrl).toBe(res.body.imageUrl.replace(/\.webp$/, '-thumb.webp'));
    expect(await storedMeta(res.body.imageUrl)).toMatchObject({ format: 'webp', width: 1, height: 1 });
    expect(await storedMeta(res.body.imageThumbnailUrl)).toMatchObject({ format: 'webp', width: 1, height: 1 });
    imageDetail = res.body;

    const file = await t.app.inject({ method: 'GET', url: res.body.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(readFileSync(storedFile(res.body.imageUrl)))).toBe(true);
    // The list shows the thumbnail.
    const listed = await t.call({ method: 'GET', url, query: { PageNumber: '1', PageSize: '50' }, token: tokens.reader });
    expect(listed.body.items.find((i: any) => i.id === res.body.id)).toMatchObject({
      imageUrl: res.body.imageUrl,
      imageThumbnailUrl: res.body.imageThumbnailUrl,
    });
    // No directory listing, no escaping the uploads folder.
    for (const bad of [
      '/uploads/additional-details/',
      '/uploads/additional-details',
      '/uploads/',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/.x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect([400, 403, 404], bad).toContain(res.statusCode);
      expect(res.json().code, bad).toBeTruthy();
    }
  });

  it('stores a large PNG as webp of at most 1600 px a side, with a thumbnail of at most 256 px', async () => {
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .png()
      .toBuffer();
    const res = await send(
      'POST',
      url,
      tokens.admin,
      form({ productId: prod.rim, label: 'Photo', type: 'image' }, [{ field: 'image', name: 'photo.png', type: 'image/png', data: big }]),
    );
    expect(res.status).toBe(200);
    expect(await storedMeta(res.body.imageUrl)).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await storedMeta(res.body.imageThumbnailUrl)).toMatchObject({ format: 'webp', width: 256, height: 128 });
    // A JPEG taken on its side comes out upright (EXIF orientation 6: rotate 90°).
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const turned = await send(
      'PUT',
      url,
      tokens.admin,
      form({ id: res.body.id, productId: prod.rim, label: 'Photo', type: 'image' }, [
        { field: 'image', name: 'photo.jpg', type: 'image/jpeg', data: sideways },
      ]),
    );
    expect(turned.status).toBe(200);
    expect(await storedMeta(turned.body.imageUrl)).toMatchObject({ format: 'webp', width: 100, height: 300 });
    // The replaced image and its thumbnail are gone.
    expect(existsSync(storedFile(res.body.imageUrl))).toBe(false);
    expect(existsSync(storedFile(res.body.imageThumbnailUrl))).toBe(false);
    expect((await t.call({ method: 'DELETE', url: `${url}/${res.body.id}`, token: tokens.admin })).status).toBe(204);
    expect(existsSync(storedFile(turned.body.imageUrl))).toBe(false);
    expect(existsSync(storedFile(turned.body.imageThumbnailUrl))).toBe(false);
  });

  it('lists with search, order, filters and paging', async () => {
    await send(
      'POST',
      url,
      tokens.admin,
      form({ categoryId: cat.rims, label: 'Manual', type: 'link', value: 'https://example.test/m.pdf', order: 1 }),
    );
    const all = await t.call({ method: 'GET', url, query: { PageNumber: '1', PageSize: '50' }, token: tokens.reader, culture: 'en' });
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(3);
    expect(all.body.items.map((i: any) => i.categoryName)).toEqual(['Rims', 'Rims', 'Tyres']);

    const byLabel = await t.call({
      method: 'GET',
      url,
      query: { PageNumber: '1', PageSize: '1', OrderBy: 'label desc' },
      token: tokens.reader,
    });
    expect(byLabel.body).toMatchObject({ totalCount: 3, totalPages: 3, hasNextPage: true });
    expect(byLabel.body.items[0].label).toBe('Warranty');

    const search = await t.call({
      method: 'GET',
      url,
      query: { PageNumber: '1', PageSize: '10', SearchTerm: 'michelin' },
      token: tokens.reader,
    });
    expect(search.body.items.map((i: any) => i.label)).toEqual(['Warranty']);
    const searchProduct = await t.call({
      method: 'GET',
      url,
      query: { PageNumber: '1', PageSize: '10', SearchTerm: 'adm-r1' },
      token: tokens.reader,
    });
    expect(searchProduct.body.items.map((i: any) => i.label)).toEqual(['Drawing']);

    const filtered = await t.call({
      method: 'GET',
      url,
      query: { PageNumber: '1', PageSize: '10', ColumnFilters: JSON.stringify({ type: 'link' }) },
      token: tokens.reader,
    });
    expect(filtered.body.items.map((i: any) => i.value)).toEqual(['https://example.test/m.pdf']);

    expectError(
      await t.call({
        method: 'GET',
        url,
        query: { PageNumber: '1', PageSize: '10', OrderBy: 'password' },
        token: tokens.reader,
        culture: 'de',
      }),
      400,
      'INVALID_SORT',
      'de',
      { orderBy: 'password' },
    );
    expectError(
      await t.call({
        method: 'GET',
        url,
        query: { PageNumber: '1', PageSize: '10', ColumnFilters: '{"x":1}' },
        token: tokens.reader,
        culture: 'en',
      }),
      400,
      'INVALID_FILTER',
      'en',
    );
  });

  it('updates: replaces the image and removes the old file; removeImage on a text detail drops it', async () => {
    const svgFile = { field: 'image', name: 'drawing.svg', type: 'image/svg+xml', data: SVG };
    const res = await send(
      'PUT',
      url,
      tokens.admin,
      form({ id: imageDetail.id, productId: prod.rim, label: 'Drawing 2', type: 'image', order: 7 }, [svgFile]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: imageDetail.id, label: 'Drawing 2', order: 7 });
    // An SVG stays an SVG (it scales); its thumbnail is a webp.
    expect(res.body.imageUrl).toMatch(/\.svg$/);
    expect(readFileSync(storedFile(res.body.imageUrl)).equals(SVG)).toBe(true);
    expect(await storedMeta(res.body.imageThumbnailUrl)).toMatchObject({ format: 'webp' });
    expect(existsSync(storedFile(imageDetail.imageUrl))).toBe(false);
    expect(existsSync(storedFile(imageDetail.imageThumbnailUrl!))).toBe(false);
    expect(existsSync(storedFile(res.body.imageUrl))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.body.imageUrl });
    expect(served.headers['content-security-policy']).toContain('sandbox');

    // Keeping the image: no file sent, type still image.
    const kept = await send('PUT', url, tokens.admin, form({ id: imageDetail.id, productId: prod.rim, label: 'Drawing 3', type: 'image' }));
    expect(kept.status).toBe(200);
    expect(kept.body.imageUrl).toBe(res.body.imageUrl);
    expect(kept.body.imageThumbnailUrl).toBe(res.body.imageThumbnailUrl);

    const removed = await send(
      'PUT',
      url,
      tokens.admin,
      form({ id: imageDetail.id, productId: prod.rim, label: 'Drawing', value: 'see PDF', type: 'text', removeImage: true }),
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ imageUrl: null, imageThumbnailUrl: null });
    expect(existsSync(storedFile(res.body.imageUrl))).toBe(false);
    expect(existsSync(storedFile(res.body.imageThumbnailUrl))).toBe(false);
    imageDetail = removed.body;
  });

  it('refuses wrong files: a non-image, a lying content type, an unexpected field', async () => {
    const exe = { field: 'image', name: 'virus.exe', type: 'application/octet-stream', data: Buffer.from('MZ\x90\x00') };
    expectError(
      await send('POST', url, tokens.admin, form({ categoryId: cat.tyres, label: 'X', value: 'y' }, [exe]), { culture: 'tr' }),
      400,
      'FILE_TYPE_NOT_ALLOWED',
      'tr',
      { filename: 'virus.exe' },
    );
    const fakePng = { field: 'image', name: 'fake.png', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') };
    expectError(
      await send('POST', url, tokens.admin, form({ categoryId: cat.tyres, label: 'X', value: 'y' }, [fakePng]), { culture: 'de' }),
      400,
      'FILE_TYPE_NOT_ALLOWED',
      'de',
      { filename: 'fake.png' },
    );
    // The right signature but no image behind it (cut off after the header): sharp cannot read it.
    const before = uploadsIn('additional-details');
    const cutPng = { field: 'image', name: 'cut.png', type: 'image/png', data: PNG.subarray(0, 20) };
    expectError(
      await send('POST', url, tokens.admin, form({ categoryId: cat.tyres, label: 'X', value: 'y' }, [cutPng]), { culture: 'en' }),
      400,
      'FILE_TYPE_NOT_ALLOWED',
      'en',
      { filename: 'cut.png' },
    );
    expect(uploadsIn('additional-details')).toEqual(before);
    expectError(
      await send('POST', url, tokens.admin, form({ categoryId: cat.tyres, label: 'X', value: 'y' }, [png('other')])),
      400,
      'UNEXPECTED_FILE',
      'en',
      { field: 'other' },
    );
    const count = await t.db
      .selectFrom('product_additional_details')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('refuses a file over 5 MB with 413, storing nothing', async () => {
    const big = { field: 'image', name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) };
    expectError(
      await send('POST', url, tokens.admin, form({ categoryId: cat.tyres, label: 'Big', value: 'v' }, [big]), { culture: 'de' }),
      413,
      'PAYLOAD_TOO_LARGE',
      'de',
    );
    const rows = await t.db.selectFrom('product_additional_details').select('id').where('label', '=', 'Big').execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad input with localised 400s', async () => {
    const missing = await send('POST', url, tokens.admin, form({ categoryId: cat.tyres, value: 'y' }), { culture: 'de' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'de'))).toBe(true);
    expect(missing.body.details.fields.map((f: any) => f.field)).toContain('label');

    const badLink = await send(
      'POST',
      url,
      tokens.admin,
      form({ categoryId: cat.tyres, label: 'L', type: 'link', value: 'javascript:alert(1)' }),
    );
    expect(badLink.status).toBe(400);
    expect(badLink.body.details.fields.map((f: any) => f.field)).toEqual(['value']);

    const noTarget = await send('POST', url, tokens.admin, form({ label: 'L', value: 'v' }));
    expect(noTarget.body.details.fields.map((f: any) => f.field)).toEqual(['categoryId']);

    expectError(await send('POST', url, tokens.admin, form({ categoryId: 999999, label: 'L', value: 'v' })), 400, 'UNKNOWN_CATEGORY', 'en');
    expectError(await send('POST', url, tokens.admin, form({ productId: 999999, label: 'L', value: 'v' })), 400, 'UNKNOWN_PRODUCT', 'en');
    expectError(
      await send('POST', url, tokens.admin, form({ productId: prod.rim, categoryId: cat.tyres, label: 'L', value: 'v' })),
      400,
      'PRODUCT_CATEGORY_MISMATCH',
      'en',
    );
    // Borbet is a rim brand: not a value of the tyres' properties.
    expectError(
      await send('POST', url, tokens.admin, form({ categoryId: cat.tyres, propertyDetailId: cat.borbet, label: 'L', value: 'v' })),
      400,
      'UNKNOWN_PROPERTY',
      'en',
    );
    expectError(
      await send(
        'POST',
        url,
        tokens.admin,
        form({ categoryId: cat.tyres, propertyId: cat.brand, propertyDetailId: cat.borbet, label: 'L', value: 'v' }),
      ),
      400,
      'UNKNOWN_PROPERTY_DETAIL',
      'en',
    );
    expectError(
      await send('POST', url, tokens.admin, form({ categoryId: cat.tyres, label: 'L', type: 'image' })),
      400,
      'IMAGE_REQUIRED',
      'en',
    );

    const json = await t.call({
      method: 'POST',
      url,
      payload: { categoryId: cat.tyres, label: 'L', value: 'v' },
      token: tokens.admin,
      culture: 'tr',
    });
    expectError(json, 400, 'MULTIPART_REQUIRED', 'tr');
  });

  it('answers 401, 403 and 404', async () => {
    expectError(await send('POST', url, undefined, form({ label: 'L' }), { culture: 'de' }), 401, 'UNAUTHORIZED', 'de');
    expectError(await send('POST', url, tokens.reader, form({ categoryId: cat.tyres, label: 'L', value: 'v' })), 403, 'FORBIDDEN', 'en');
    expectError(
      await send('PUT', url, tokens.reader, form({ id: 1, categoryId: cat.tyres, label: 'L', value: 'v' })),
      403,
      'FORBIDDEN',
      'en',
    );
    expectError(
      await t.call({ method: 'GET', url, query: { PageNumber: '1', PageSize: '5' }, token: tokens.bare, culture: 'en' }),
      403,
      'FORBIDDEN',
      'en',
    );
    expectError(
      await send('PUT', url, tokens.admin, form({ id: 999999, categoryId: cat.tyres, label: 'L', value: 'v' })),
      404,
      'NOT_FOUND',
      'en',
    );
    expectError(await t.call({ method: 'DELETE', url: `${url}/999999`, token: tokens.admin, culture: 'en' }), 404, 'NOT_FOUND', 'en');
    expectError(await t.call({ method: 'DELETE', url: `${url}/1`, token: tokens.reader, culture: 'en' }), 403, 'FORBIDDEN', 'en');
  });

  it('deletes (204), with its image file', async () => {
    const created = await send('POST', url, tokens.admin, form({ categoryId: cat.rims, label: 'Logo', type: 'image' }, [png()]));
    expect(created.status).toBe(200);
    const res = await t.call({ method: 'DELETE', url: `${url}/${created.body.id}`, token: tokens.admin });
    expect(res.status).toBe(204);
    expect(existsSync(storedFile(created.body.imageUrl))).toBe(false);
    expect(existsSync(storedFile(created.body.imageThumbnailUrl))).toBe(false);
    expectError(
      await t.call({ method: 'DELETE', url: `${url}/${created.body.id}`, token: tokens.admin, culture: 'en' }),
      404,
      'NOT_FOUND',
      'en',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'product-additional-detail')
      .where('entity_id', '=', String(created.body.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('category maps', () => {
  const listUrl = '/api/catalogs/category/maps';
  const url = '/api/catalogs/category/map';
  let mapA: { id: number; iconUrl: string | null; iconThumbnailUrl: string | null };

  it('creates a map for the selected customer with an icon upload, and lists only that customer', async () => {
    const res = await send(
      'POST',
      url,
      tokens.mapper,
      form({ categoryId: cat.tyres, externalCode: 'TYR', externalName: 'Tyres (our code)' }, [png('icon')]),
      { customerId: customerA.id, culture: 'tr' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      customerId: customerA.id,
      categoryId: cat.tyres,
      categoryName: 'Lastik',
      externalCode: 'TYR',
      externalName: 'Tyres (our code)',
    });
    expect(res.body.iconUrl).toMatch(/^\/uploads\/category-maps\/[0-9a-f-]{36}\.webp$/);
    expect(res.body.iconThumbnailUrl).toMatch(/^\/uploads\/category-maps\/[0-9a-f-]{36}-thumb\.webp$/);
    expect(await storedMeta(res.body.iconUrl)).toMatchObject({ format: 'webp' });
    expect(await storedMeta(res.body.iconThumbnailUrl)).toMatchObject({ format: 'webp' });
    mapA = res.body;
    const other = await send('POST', url, tokens.mapper, form({ categoryId: cat.rims, externalCode: 'RIM', externalName: 'Rims' }), {
      customerId: customerB.id,
    });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ iconUrl: null, iconThumbnailUrl: null });

    const listA = await t.call({ method: 'GET', url: listUrl, token: tokens.mapReader, customerId: customerA.id, culture: 'en' });
    expect(listA.status).toBe(200);
    expect(listA.body.map((m: any) => [m.externalCode, m.categoryName, m.iconThumbnailUrl])).toEqual([
      ['TYR', 'Tyres', mapA.iconThumbnailUrl],
    ]);
  });

  it('refuses a duplicate code (case-insensitive), an unknown category and bad input', async () => {
    expectError(
      await send('POST', url, tokens.mapper, form({ categoryId: cat.rims, externalCode: 'tyr', externalName: 'x' }), {
        customerId: customerA.id,
        culture: 'de',
      }),
      400,
      'CATEGORY_MAP_TAKEN',
      'de',
      { externalCode: 'tyr' },
    );
    expectError(
      await send('POST', url, tokens.mapper, form({ categoryId: 999999, externalCode: 'Z', externalName: 'x' }), {
        customerId: customerA.id,
      }),
      400,
      'UNKNOWN_CATEGORY',
      'en',
    );
    const bad = await send('POST', url, tokens.mapper, form({ categoryId: 'abc', externalCode: '', externalName: 'x' }), {
      customerId: customerA.id,
      culture: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'en'))).toBe(true);
    expect(bad.body.details.fields.map((f: any) => f.field).sort()).toEqual(['categoryId', 'externalCode']);
    const txt = { field: 'icon', name: 'notes.txt', type: 'text/plain', data: 'hello' };
    expectError(
      await send('POST', url, tokens.mapper, form({ categoryId: cat.rims, externalCode: 'Q', externalName: 'x' }, [txt]), {
        customerId: customerA.id,
      }),
      400,
      'FILE_TYPE_NOT_ALLOWED',
      'en',
      { filename: 'notes.txt' },
    );
    expectError(
      await t.call({ method: 'POST', url, payload: {}, token: tokens.mapper, customerId: customerA.id, culture: 'en' }),
      400,
      'MULTIPART_REQUIRED',
      'en',
    );
  });

  it('updates its own map (icon removed); another customer answers 404', async () => {
    const res = await send(
      'PUT',
      url,
      tokens.mapper,
      form({ id: mapA.id, categoryId: cat.car, externalCode: 'TYR-CAR', externalName: 'Car tyres', removeIcon: 'true' }),
      { customerId: customerA.id },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: mapA.id, categoryId: cat.car, externalCode: 'TYR-CAR', iconUrl: null, iconThumbnailUrl: null });
    expect(existsSync(storedFile(mapA.iconUrl!))).toBe(false);
    expect(existsSync(storedFile(mapA.iconThumbnailUrl!))).toBe(false);

    expectError(
      await send('PUT', url, tokens.mapper, form({ id: mapA.id, categoryId: cat.car, externalCode: 'HACK', externalName: 'x' }), {
        customerId: customerB.id,
        culture: 'de',
      }),
      404,
      'NOT_FOUND',
      'de',
    );
    expectError(
      await t.call({ method: 'DELETE', url: `${url}/${mapA.id}`, token: tokens.mapper, customerId: customerB.id, culture: 'en' }),
      404,
      'NOT_FOUND',
      'en',
    );
    const still = await t.call({ method: 'GET', url: listUrl, token: tokens.mapper, customerId: customerA.id });
    expect(still.body.map((m: any) => m.externalCode)).toEqual(['TYR-CAR']);
  });

  it('answers 401, 403 and needs a selected customer', async () => {
    expectError(await t.call({ method: 'GET', url: listUrl, culture: 'en' }), 401, 'UNAUTHORIZED', 'en');
    expectError(await t.call({ method: 'GET', url: listUrl, token: tokens.bare, culture: 'en' }), 403, 'FORBIDDEN', 'en');
    expectError(await t.call({ method: 'GET', url: listUrl, token: tokens.mapper, culture: 'en' }), 400, 'CUSTOMER_REQUIRED', 'en');
    expectError(
      await send('POST', url, tokens.mapReader, form({ categoryId: cat.rims, externalCode: 'Q', externalName: 'x' }), {
        customerId: customerA.id,
      }),
      403,
      'FORBIDDEN',
      'en',
    );
    expectError(
      await t.call({ method: 'DELETE', url: `${url}/${mapA.id}`, token: tokens.mapReader, customerId: customerA.id, culture: 'en' }),
      403,
      'FORBIDDEN',
      'en',
    );
    const bad = await t.call({ method: 'DELETE', url: `${url}/abc`, token: tokens.mapper, customerId: customerA.id, culture: 'tr' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('deletes its own map (204), audited', async () => {
    const res = await t.call({ method: 'DELETE', url: `${url}/${mapA.id}`, token: tokens.mapper, customerId: customerA.id });
    expect(res.status).toBe(204);
    expectError(
      await t.call({ method: 'DELETE', url: `${url}/${mapA.id}`, token: tokens.mapper, customerId: customerA.id, culture: 'en' }),
      404,
      'NOT_FOUND',
      'en',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'category-map')
      .where('entity_id', '=', String(mapA.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});

describe('OpenAPI', () => {
  it('describes every multipart body: its form fields and its file parts (multipart/form-data)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, any>>;
    const formOf = (path: string, method: string) => paths[path]?.[method]?.requestBody?.content?.['multipart/form-data']?.schema;

    const create = formOf('/api/catalogs/products/additional-details', 'post');
    expect(create.type).toBe('object');
    expect(create.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(create.properties.label).toMatchObject({ type: 'string', maxLength: 200 });
    expect(create.properties.type.enum).toEqual(['text', 'image', 'link']);
    expect(create.required).toContain('label');
    expect(create.required).not.toContain('image');
    const update = formOf('/api/catalogs/products/additional-details', 'put');
    expect(Object.keys(update.properties)).toEqual(expect.arrayContaining(['id', 'label', 'removeImage', 'image']));
    expect(update.required).toContain('id');

    for (const method of ['post', 'put']) {
      const map = formOf('/api/catalogs/category/map', method);
      expect(Object.keys(map.properties)).toEqual(expect.arrayContaining(['categoryId', 'externalCode', 'externalName', 'icon']));
      expect(map.properties.icon).toMatchObject({ type: 'string', format: 'binary' });
      expect(map.required).toEqual(expect.arrayContaining(['categoryId', 'externalCode', 'externalName']));
    }
    const upload = formOf('/api/catalogs/limits/salesman/upload', 'post');
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.required).toEqual(['file']);

    // Every multipart call of the contract: a form with at least one field or file, and no JSON body.
    for (const ep of endpoints.filter((e) => e.bodyType === 'multipart')) {
      const op = paths[ep.path]?.[ep.method.toLowerCase()];
      expect(Object.keys(op?.requestBody?.content ?? {}), ep.id).toEqual(['multipart/form-data']);
      expect(Object.keys(formOf(ep.path, ep.method.toLowerCase()).properties).length, ep.id).toBeGreaterThan(0);
    }
  });
});
