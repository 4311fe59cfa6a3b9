import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/catalog-factories';
import { createIntegrationKey, createTestApp, signInAdmin, type TestApp } from '../../../test/harness';
import { expertOpinionPdf } from '../../db/seed/fitment';

let t: TestApp;
let key: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-fitment-sync-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  key = await createIntegrationKey(t, ['catalog']);
  const rims = await createCategory(t.db, { code: 'FS-JNT' });
  const batteries = await createCategory(t.db, { code: 'FS-AKU' });
  for (const code of ['FS-RIM-1', 'FS-RIM-2']) await createProduct(t.db, { code, name: code, categoryId: rims, listPrice: '100' });
  for (const code of ['FS-BAT-1', 'FS-BAT-2']) await createProduct(t.db, { code, name: code, categoryId: batteries, listPrice: '80' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sync = (rows: unknown[], culture = 'en') =>
  t.call({ method: 'POST', url: '/api/integrations/sync/vehicles', token: key, culture, payload: { rows } });

const golf = {
  code: 'VW-GOLF-8-15TSI',
  make: 'Volkswagen',
  model: 'Golf VIII',
  yearFrom: 2019,
  engine: '1.5 TSI 96 kW',
  pcd: '5x112',
  centreBore: 57.1,
  offsetMin: 38,
  offsetMax: 50,
  rimDiameters: [16, 17, 18],
  tyreSizes: ['205/55R16', '225/45R17'],
  batteryAh: 68,
  batteryCca: 380,
  batteryLengthMm: 278,
  batteryWidthMm: 175,
  batteryHeightMm: 190,
  batteryTerminalLayout: '0',
};

describe('vehicle sync (fitment, ADR 0052)', () => {
  it('creates, leaves alone and updates vehicles with their fitments', async () => {
    const first = await sync([golf, { code: 'NO-FIT', make: 'Trabant', model: '601', yearFrom: 1964, yearTo: 1990 }]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const again = await sync([golf]);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });

    const v = await t.db.selectFrom('fitment_vehicles').selectAll().where('code', '=', golf.code).executeTakeFirstOrThrow();
    expect(v).toMatchObject({ make: 'Volkswagen', year_to: null, engine: '1.5 TSI 96 kW' });
    const wheel = await t.db.selectFrom('fitment_vehicle_wheels').selectAll().where('vehicle_id', '=', v.id).executeTakeFirstOrThrow();
    expect(wheel).toMatchObject({ pcd: '5x112', offset_min: 38, offset_max: 50, rim_diameters: [16, 17, 18] });
    expect(Number(wheel.centre_bore)).toBe(57.1);

    // without the battery fields the battery fitment goes
    const { batteryAh, batteryCca, batteryLengthMm, batteryWidthMm, batteryHeightMm, batteryTerminalLayout, ...noBattery } = golf;
    const changed = await sync([{ ...noBattery, yearTo: 2024 }]);
    expect(changed.body).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(
      await t.db.selectFrom('fitment_vehicle_batteries').selectAll().where('vehicle_id', '=', v.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('rejects a half fitment and a year range backwards, naming the fields, and writes nothing', async () => {
    const res = await sync(
      [
        { code: 'HALF', make: 'Opel', model: 'Astra', yearFrom: 2015, pcd: '5x105' },
        { code: 'BACK', make: 'Opel', model: 'Astra', yearFrom: 2015, yearTo: 2010 },
      ],
      'de',
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SYNC_BATCH_REJECTED');
    const fields = res.body.details.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['offsetMin', 'offsetMax', 'rimDiameters', 'yearTo']));
    expect(await t.db.selectFrom('fitment_vehicles').select('code').where('code', 'in', ['HALF', 'BACK']).execute()).toEqual([]);
  });

  it('needs the catalog scope', async () => {
    const other = await createIntegrationKey(t, ['stock']);
    const res = await t.call({ method: 'POST', url: '/api/integrations/sync/vehicles', token: other, payload: { rows: [golf] } });
    expect(res.status).toBe(403);
  });
});

const post = (entity: string, rows: unknown[], token = key, culture = 'en') =>
  t.call({ method: 'POST', url: `/api/integrations/sync/${entity}`, token, culture, payload: { rows } });
const storedFiles = () => (existsSync(path.join(dataDir, 'documents')) ? readdirSync(path.join(dataDir, 'documents')) : []);

describe('battery spec sheet sync (ADR 0055)', () => {
  const spec = { productCode: 'FS-BAT-1', capacityAh: 60, cca: 540, lengthMm: 242, widthMm: 175, heightMm: 190, terminalLayout: '0' };

  it('creates, leaves alone, updates and removes spec sheets', async () => {
    const first = await post('battery-specs', [spec, { ...spec, productCode: 'FS-BAT-2', capacityAh: 74 }]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ entity: 'battery-specs', rows: 2, accepted: 2, created: 2, updated: 0, unchanged: 0 });
    expect((await post('battery-specs', [spec, { ...spec, productCode: 'FS-BAT-2', capacityAh: 74 }])).body).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect((await post('battery-specs', [{ ...spec, cca: 600 }])).body).toMatchObject({ updated: 1 });
    const row = await t.db
      .selectFrom('fitment_battery_products as b')
      .innerJoin('products as p', 'p.id', 'b.product_id')
      .select(['b.capacity_ah', 'b.cca', 'b.length_mm', 'b.terminal_layout'])
      .where('p.code', '=', 'FS-BAT-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ capacity_ah: 60, cca: 600, length_mm: 242, terminal_layout: '0' });
    const removed = await post('battery-specs', [{ productCode: 'FS-BAT-2', deleted: true }]);
    expect(removed.body).toMatchObject({ updated: 1 });
    expect((await post('battery-specs', [{ productCode: 'FS-BAT-2', deleted: true }])).body).toMatchObject({ unchanged: 1 });
  });

  it('a bad row writes nothing: unknown product, missing field, named in the caller language', async () => {
    const before = await t.db.selectFrom('fitment_battery_products').selectAll().orderBy('product_id').execute();
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await post(
        'battery-specs',
        [
          { ...spec, capacityAh: 99 },
          { ...spec, productCode: 'NOPE' },
          { productCode: 'FS-BAT-2', capacityAh: 50 },
        ],
        key,
        culture,
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('SYNC_BATCH_REJECTED');
      const errors = res.body.details.errors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code]);
      expect(errors).toEqual(
        expect.arrayContaining([
          [2, 'productCode', 'UNKNOWN_PRODUCT'],
          [3, 'cca', 'REQUIRED'],
        ]),
      );
      expect(res.body.details.errors[0].message).not.toBe('');
    }
    expect(await t.db.selectFrom('fitment_battery_products').selectAll().orderBy('product_id').execute()).toEqual(before);
  });
});

describe('expert opinion sync (ADR 0055)', () => {
  const vehicle = { code: 'FS-GOLF', make: 'Volkswagen', model: 'Golf VII', yearFrom: 2012, yearTo: 2020 };
  const pdfA = expertOpinionPdf(['ABE', 'Nummer: KBA 1']).toString('base64');
  const pdfB = expertOpinionPdf(['ABE', 'Nummer: KBA 1', 'Nachtrag 2']).toString('base64');
  const opinion = { code: 'KBA 1', rimCode: 'FS-RIM-1', vehicleCode: 'FS-GOLF', kind: 'abe' };
  const opinionRow = () =>
    t.db
      .selectFrom('fitment_expert_opinions as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select(['o.id', 'o.kind', 'o.document_id', 'o.pdf_sha256'])
      .where('o.code', '=', 'KBA 1')
      .where('p.code', '=', 'FS-RIM-1')
      .executeTakeFirst();

  beforeAll(async () => {
    expect((await post('vehicles', [vehicle])).status).toBe(200);
  });

  it('stores a PDF sent in base64 as a certificate; the same batch twice is a no-op; another PDF replaces it', async () => {
    const first = await post('expert-opinions', [{ ...opinion, pdf: pdfA }]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    const created = (await opinionRow())!;
    expect(created.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    const doc = await t.db
      .selectFrom('documents as d')
      .innerJoin('document_folders as f', 'f.id', 'd.folder_id')
      .select(['d.type', 'd.extension', 'f.name as folder', 'd.storage_key'])
      .where('d.id', '=', created.document_id!)
      .executeTakeFirstOrThrow();
    expect(doc).toMatchObject({ type: 'certificates', extension: 'pdf', folder: 'Gutachten / ABE' });
    expect(storedFiles()).toContain(doc.storage_key);

    const again = await post('expert-opinions', [{ ...opinion, pdf: pdfA }]);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await opinionRow()).toEqual(created);
    // a row without a PDF leaves it as it is
    expect((await post('expert-opinions', [opinion])).body).toMatchObject({ unchanged: 1 });

    const replaced = await post('expert-opinions', [{ ...opinion, pdf: pdfB }]);
    expect(replaced.body).toMatchObject({ updated: 1 });
    const now = (await opinionRow())!;
    expect(now.document_id).not.toBe(created.document_id);
    expect(await t.db.selectFrom('documents').select('id').where('id', '=', created.document_id!).executeTakeFirst()).toBeUndefined();
    expect(storedFiles()).not.toContain(doc.storage_key);

    // the PDF an opinion downloads is the one sent
    const admin = await signInAdmin(t);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/docs/certificates/files/${now.document_id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.toString('base64')).toBe(pdfB);
  });

  it('names an administrator’s certificate by id, never removes it; deleted: true removes the opinion', async () => {
    const other = await t.db
      .insertInto('documents')
      .values({
        type: 'certificates',
        folder_id: null,
        name: 'admin-abe.pdf',
        name_key: 'admin-abe.pdf',
        extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: 10,
        storage_key: '00000000-0000-4000-8000-000000000001',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = { ...opinion, rimCode: 'FS-RIM-2', documentId: other.id };
    expect((await post('expert-opinions', [row])).body).toMatchObject({ created: 1 });
    expect((await post('expert-opinions', [row])).body).toMatchObject({ unchanged: 1 });
    expect((await post('expert-opinions', [{ ...row, documentId: null }])).body).toMatchObject({ updated: 1 });
    expect(await t.db.selectFrom('documents').select('id').where('id', '=', other.id).executeTakeFirst()).toBeDefined();
    expect((await post('expert-opinions', [{ ...row, deleted: true }])).body).toMatchObject({ updated: 1 });
    expect((await post('expert-opinions', [{ ...row, deleted: true }])).body).toMatchObject({ unchanged: 1 });

    // removing the opinion with its own PDF removes the PDF, unless another opinion names it by id
    const own = (await opinionRow())!;
    const sharing = { ...opinion, code: 'KBA 2', documentId: own.document_id };
    expect((await post('expert-opinions', [sharing])).body).toMatchObject({ created: 1 });
    expect((await post('expert-opinions', [{ ...opinion, deleted: true }])).body).toMatchObject({ updated: 1 });
    expect(await t.db.selectFrom('documents').select('id').where('id', '=', own.document_id!).executeTakeFirst()).toBeDefined();
    expect((await post('expert-opinions', [{ ...sharing, deleted: true }])).body).toMatchObject({ updated: 1 });
    expect((await post('expert-opinions', [{ ...opinion, pdf: pdfB }])).body).toMatchObject({ created: 1 });
    const ownAgain = (await opinionRow())!;
    expect((await post('expert-opinions', [{ ...opinion, deleted: true }])).body).toMatchObject({ updated: 1 });
    expect(await opinionRow()).toBeUndefined();
    expect(await t.db.selectFrom('documents').select('id').where('id', '=', ownAgain.document_id!).executeTakeFirst()).toBeUndefined();
  });

  it('a bad row writes nothing and stores no file (unknown rim, vehicle, document; not a PDF; both ways at once)', async () => {
    const files = storedFiles();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('fitment_expert_opinions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await post(
      'expert-opinions',
      [
        { ...opinion, code: 'NEW-1', pdf: pdfA },
        { ...opinion, rimCode: 'NOPE', vehicleCode: 'NOPE' },
        { ...opinion, code: 'NEW-2', documentId: '00000000-0000-4000-8000-00000000abcd' },
        { ...opinion, code: 'NEW-3', pdf: Buffer.from('hello world, no pdf').toString('base64') },
        { ...opinion, code: 'NEW-4', pdf: pdfA, documentId: null },
        { ...opinion, code: 'NEW-5', kind: 'other' },
      ],
      key,
      'de',
    );
    expect(res.status).toBe(400);
    const errors = res.body.details.errors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code]);
    expect(errors).toEqual(
      expect.arrayContaining([
        [2, 'rimCode', 'UNKNOWN_PRODUCT'],
        [2, 'vehicleCode', 'UNKNOWN_VEHICLE'],
        [3, 'documentId', 'UNKNOWN_DOCUMENT'],
        [4, 'pdf', 'PDF_INVALID'],
        [5, 'pdf', 'PDF_AND_DOCUMENT'],
        [6, 'kind', 'INVALID'],
      ]),
    );
    expect(res.body.details.errors.find((e: { code: string }) => e.code === 'UNKNOWN_VEHICLE').message).toBe(
      'Das Fahrzeug wurde nicht gefunden: NOPE',
    );
    expect(await count()).toBe(before);
    expect(storedFiles()).toEqual(files);
  });

  it('needs the catalog scope; a user token is refused', async () => {
    const other = await createIntegrationKey(t, ['stock']);
    expect((await post('expert-opinions', [opinion], other)).status).toBe(403);
    expect((await post('battery-specs', [{ productCode: 'FS-BAT-1', deleted: true }], other)).status).toBe(403);
    expect((await post('expert-opinions', [opinion], 'dpk_unknown')).status).toBe(401);
    expect((await post('battery-specs', [{ productCode: 'FS-BAT-1', deleted: true }], await signInAdmin(t))).status).toBe(401);
  });
});

describe('fitment uploads from /integration-settings (ADR 0055)', () => {
  const upload = async (entity: string, csv: string, culture = 'en') => {
    const boundary = '----dealerport-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${entity}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.call({
      method: 'POST',
      url: `/api/integrations/sync/${entity}/upload`,
      token: await signInAdmin(t),
      culture,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('takes battery specs and expert opinions as CSV, with their templates', async () => {
    const specs = await upload(
      'battery-specs',
      'productCode;capacityAh;cca;lengthMm;widthMm;heightMm;terminalLayout\r\nFS-BAT-2;70;640;278;175;190;1\r\n',
    );
    expect(specs.status).toBe(200);
    expect(specs.body).toMatchObject({ entity: 'battery-specs', created: 1 });
    const opinions = await upload('expert-opinions', 'code;rimCode;vehicleCode;kind\r\nGA-77;FS-RIM-2;FS-GOLF;gutachten\r\n');
    expect(opinions.status).toBe(200);
    expect(opinions.body).toMatchObject({ entity: 'expert-opinions', created: 1 });
    const bad = await upload('expert-opinions', 'code;rimCode;vehicleCode;kind;pdf\r\nGA-78;FS-RIM-2;FS-GOLF;abe;JVBERi0=\r\n');
    expect(bad.status).toBe(400);
    expect(bad.body.details.errors[0]).toMatchObject({ row: 1, field: 'pdf', code: 'UNKNOWN_COLUMN' });
    const template = await t.call({ method: 'GET', url: '/api/integrations/sync/expert-opinions/template', token: await signInAdmin(t) });
    expect(template.status).toBe(200);
    expect(template.body).toContain('code;rimCode;vehicleCode;kind;documentId;deleted');
  });
});
