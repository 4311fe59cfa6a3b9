import { Readable } from 'node:stream';
import { ERRORS } from '@dealerport/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { seedDemoData } from '../../db/seed/demo';
import { expertOpinionPdf } from '../../db/seed/fitment';
import { documentStore } from '../../platform/storage/document-store';
import { parseTyreSize } from './fitment.service';

let t: TestApp;
let de: string; // dealer-de: a German dealer (Dealer role: configurator.show)
let tr: string; // dealer: a Turkish dealer
let noConfigurator: string; // a German dealer whose role lacks configurator.show
let dealerDeCustomer: string;
let golfId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { products: 600, customers: 4 });
  de = (await signIn(t, 'dealer-de', 'Demo1234')).token;
  tr = (await signIn(t, 'dealer', 'Demo1234')).token;
  const c = await t.db.selectFrom('customers').select('id').where('code', '=', '120.02.001').executeTakeFirstOrThrow();
  dealerDeCustomer = c.id;
  const role = await createRole(t.db, 'dealer', ['order.list']);
  const u = await createUser(t.db, { roleId: role, userType: 'dealer', customerId: c.id });
  noConfigurator = (await signIn(t, u.account_name)).token;
  golfId = (await t.db.selectFrom('fitment_vehicles').select('id').where('code', '=', 'VW-GOLF-7-14TSI').executeTakeFirstOrThrow()).id;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** A 400 of bad input: its message in the caller's language, followed by what was wrong. */
function expectInvalid(res: { status: number; body: any }, culture: 'tr' | 'de' | 'en') {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  expect(res.body.message.startsWith(ERRORS.VALIDATION_FAILED[culture])).toBe(true);
}

const get = (url: string, token?: string, culture = 'de') => t.call({ method: 'GET', url, token, culture });

describe('vehicle lookups', () => {
  it('lists makes, models and vehicles of a year', async () => {
    const makes = await get('/api/fitment/vehicles/makes', de);
    expect(makes.status).toBe(200);
    expect(makes.body).toContain('Volkswagen');
    expect([...makes.body].sort()).toEqual(makes.body);
    const models = await get('/api/fitment/vehicles/models?make=volkswagen', de);
    expect(models.body).toEqual(['Golf VII', 'Transporter T6']);
    const vehicles = await get(`/api/fitment/vehicles?make=Volkswagen&model=${encodeURIComponent('Golf VII')}&year=2015`, de);
    expect(vehicles.status).toBe(200);
    expect(vehicles.body.map((v: { code: string }) => v.code).sort()).toEqual(['VW-GOLF-7-14TSI', 'VW-GOLF-7-20TDI']);
    const none = await get(`/api/fitment/vehicles?make=Volkswagen&model=${encodeURIComponent('Golf VII')}&year=2023`, de);
    expect(none.body).toEqual([]);
  });

  it('401 anonymous; any customer context; bad input localised', async () => {
    expect((await get('/api/fitment/vehicles/makes')).status).toBe(401);
    // a German dealer without configurator.show reaches them (battery search, expert opinions), and so does a Turkish one
    expect((await get('/api/fitment/vehicles/makes', noConfigurator)).status).toBe(200);
    expect((await get('/api/fitment/vehicles/makes', tr)).status).toBe(200);
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectInvalid(await get('/api/fitment/vehicles/models', de, culture), culture);
    }
    expectInvalid(await get('/api/fitment/vehicles?make=VW&model=Golf&year=20x5', de, 'de'), 'de');
  });
});

describe('configurator', () => {
  it('answers rims and tyres that fit, as the customer sees them', async () => {
    const res = await get(`/api/fitment/configurator/${golfId}`, de);
    expect(res.status).toBe(200);
    expect(res.body.vehicle.code).toBe('VW-GOLF-7-14TSI');
    expect(res.body.wheel).toMatchObject({ pcd: '5x112', offsetMin: 38, offsetMax: 50, tyreSizes: expect.arrayContaining(['205/55R16']) });
    expect(res.body.rims.length).toBeGreaterThan(0);
    for (const rim of res.body.rims) {
      expect(rim.name).toContain('5x112');
      const et = Number(/ET(\d+)/.exec(rim.name)![1]);
      expect(et).toBeGreaterThanOrEqual(38);
      expect(et).toBeLessThanOrEqual(50);
      expect(rim.currencyText).toBe('EUR');
    }
    expect(res.body.tyres.length).toBeGreaterThan(0);
    for (const tyre of res.body.tyres) expect(tyre.name).toMatch(/195\/65R15|205\/55R16|225\/45R17|225\/40R18/);
  });

  it('lists what can be ordered now first: in stock, then stock not shown, then sold out', async () => {
    const first = (await get(`/api/fitment/configurator/${golfId}`, de)).body;
    // Sell out the first rim listed: it moves behind every rim still in stock.
    const soldOut = first.rims[0];
    const kept = await t.db.selectFrom('stocks').select(['warehouse_code', 'quantity']).where('product_id', '=', soldOut.id).execute();
    await t.db.updateTable('stocks').set({ quantity: 0 }).where('product_id', '=', soldOut.id).execute();
    onTestFinished(async () => {
      for (const k of kept) {
        await t.db
          .updateTable('stocks')
          .set({ quantity: k.quantity })
          .where('product_id', '=', soldOut.id)
          .where('warehouse_code', '=', k.warehouse_code)
          .execute();
      }
    });
    const after = (await get(`/api/fitment/configurator/${golfId}`, de)).body;
    const rank = (p: { stock: number | null }) => (p.stock === null ? 1 : p.stock > 0 ? 0 : 2);
    for (const list of [after.rims, after.tyres]) {
      const ranks = list.map(rank);
      expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
    }
    const moved = after.rims.findIndex((p: { id: number }) => p.id === soldOut.id);
    expect(after.rims[moved].stock).toBe(0);
    expect(after.rims.slice(0, moved).every((p: { stock: number | null }) => p.stock !== 0)).toBe(true);
  });

  it('never shows hidden products', async () => {
    const before = await get(`/api/fitment/configurator/${golfId}`, de);
    const rim = before.body.rims[0];
    // hide that rim's brand for the German dealer
    const brand = await sql<{
      id: number;
    }>`select d.id from product_property_details x join property_details d on d.id = x.property_detail_id
      join properties pr on pr.id = d.property_id where x.product_id = ${rim.id} and pr.key = 'brand'`.execute(t.db);
    await t.db
      .insertInto('customer_access')
      .values({ customer_id: dealerDeCustomer, property_detail_id: brand.rows[0]!.id, has_list: false })
      .execute();
    try {
      const after = await get(`/api/fitment/configurator/${golfId}`, de);
      expect(after.body.rims.map((r: { id: number }) => r.id)).not.toContain(rim.id);
    } finally {
      await t.db
        .deleteFrom('customer_access')
        .where('customer_id', '=', dealerDeCustomer)
        .where('property_detail_id', '=', brand.rows[0]!.id)
        .execute();
    }
  });

  it('401, 403 without configurator.show, 404 unknown vehicle, 400 bad id (tr/de/en)', async () => {
    expect((await get(`/api/fitment/configurator/${golfId}`)).status).toBe(401);
    expect((await get(`/api/fitment/configurator/${golfId}`, noConfigurator)).status).toBe(403);
    expectError(await get('/api/fitment/configurator/999999', de, 'de'), 404, 'NOT_FOUND', 'de');
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectInvalid(await get('/api/fitment/configurator/abc', de, culture), culture);
    }
  });

  it('reads tyre sizes', () => {
    expect(parseTyreSize('205/55R16')).toEqual({ width: '205', aspect: '55', rim: 'R16' });
    expect(parseTyreSize('215/65R16C')).toEqual({ width: '215', aspect: '65', rim: 'R16' });
    expect(parseTyreSize('nonsense')).toBeNull();
  });
});

describe('battery search', () => {
  it('by vehicle: at least its capacity and CCA, at most its box, its terminal layout', async () => {
    const res = await get(`/api/fitment/batteries?vehicleId=${golfId}`, de);
    expect(res.status).toBe(200);
    expect(res.body.fitment).toMatchObject({ capacityAh: 60, cca: 480, maxLengthMm: 242, terminalLayout: '0' });
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products) {
      expect(p.spec.capacityAh).toBeGreaterThanOrEqual(60);
      expect(p.spec.cca).toBeGreaterThanOrEqual(480);
      expect(p.spec.lengthMm).toBeLessThanOrEqual(242);
      expect(p.spec.terminalLayout).toBe('0');
    }
  });

  it('by specs; hidden brands (Mutlu, İnci for dealer-de) never shown', async () => {
    const res = await get('/api/fitment/batteries?capacityMin=40&heightMax=200', de);
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toBeNull();
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products) {
      expect(p.spec.capacityAh).toBeGreaterThanOrEqual(40);
      expect(p.name).not.toMatch(/^(Mutlu|İnci) /);
    }
  });

  it('401, a Turkish dealer 403, bad input 400 (tr/de/en)', async () => {
    expect((await get('/api/fitment/batteries?capacityMin=60')).status).toBe(401);
    expectError(await get('/api/fitment/batteries?capacityMin=60', tr, 'tr'), 403, 'COUNTRY_ONLY', 'tr');
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectError(await get('/api/fitment/batteries', de, culture), 400, 'BATTERY_SEARCH_EMPTY', culture);
      expectInvalid(await get('/api/fitment/batteries?capacityMin=-3', de, culture), culture);
    }
  });
});

describe('expert opinions', () => {
  it('finds opinions by vehicle and by code, and hands out the PDF', async () => {
    const byVehicle = await get(`/api/fitment/expert-opinions?vehicleId=${golfId}`, de);
    expect(byVehicle.status).toBe(200);
    expect(byVehicle.body.length).toBeGreaterThan(0);
    const first = byVehicle.body[0];
    expect(first.vehicle.code).toBe('VW-GOLF-7-14TSI');
    // the rim's name in the reader's language (the ERP's names per language), not the Turkish one
    const rim = await t.db.selectFrom('products').select(['name', 'names']).where('id', '=', first.rim.id).executeTakeFirstOrThrow();
    expect(rim.names?.de).toBeTruthy();
    expect(rim.names!.de).not.toBe(rim.name);
    expect(first.rim.name).toBe(rim.names!.de);
    const inEnglish = await get(`/api/fitment/expert-opinions?vehicleId=${golfId}`, de, 'en');
    expect(inEnglish.body.find((o: { id: number }) => o.id === first.id).rim.name).toBe(rim.names!.en);
    const byCode = await get(`/api/fitment/expert-opinions?code=${encodeURIComponent(first.rim.code)}`, de);
    expect(byCode.body.map((o: { id: number }) => o.id)).toContain(first.id);
    // the seed here had no document store: no PDF yet (404); store one as the demo seed does
    expect(first.hasDocument).toBe(false);
    expect((await get(`/api/fitment/expert-opinions/${first.id}/document`, de)).status).toBe(404);
    const pdf = expertOpinionPdf(['Teilegutachten', 'Test']);
    const stored = await documentStore(t.config).write(Readable.from([pdf]), pdf.length + 1);
    const doc = await t.db
      .insertInto('documents')
      .values({
        type: 'certificates',
        folder_id: null,
        name: 'test.pdf',
        name_key: 'test.pdf',
        extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: stored.size,
        storage_key: stored.key,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('fitment_expert_opinions').set({ document_id: doc.id }).where('id', '=', first.id).execute();
    const file = await get(`/api/fitment/expert-opinions/${first.id}/document`, de);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(String(file.body).slice(0, 5)).toBe('%PDF-');
    expect((await get(`/api/fitment/expert-opinions?code=${encodeURIComponent(first.code)}`, de)).body[0].hasDocument).toBe(true);
  });

  it('401, a Turkish dealer 403 (also for the PDF), bad input 400 (tr/de/en)', async () => {
    expect((await get('/api/fitment/expert-opinions?code=ABE')).status).toBe(401);
    expectError(await get('/api/fitment/expert-opinions?code=KBA', tr, 'en'), 403, 'COUNTRY_ONLY', 'en');
    expect((await get('/api/fitment/expert-opinions/1/document', tr)).status).toBe(403);
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectError(await get('/api/fitment/expert-opinions', de, culture), 400, 'EXPERT_OPINION_SEARCH_EMPTY', culture);
      expectInvalid(await get('/api/fitment/expert-opinions?code=x', de, culture), culture);
    }
  });
});
