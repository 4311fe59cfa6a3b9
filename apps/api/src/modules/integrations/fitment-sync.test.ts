import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  key = await createIntegrationKey(t, ['catalog']);
});
afterAll(async () => {
  await t?.close();
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
