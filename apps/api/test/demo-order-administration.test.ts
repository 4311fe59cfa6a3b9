import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed/demo';
import { loadWarehouseRouting, warehousesFor } from '../src/modules/warehouse-targets';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('demo order administration', () => {
  it('routes the demo dealers’ deliveries: dealer (TR) from İstanbul then Ankara, dealer-de (DE) from Köln then İstanbul', async () => {
    const { rules, warehouses } = await loadWarehouseRouting(t.db);
    const route = async (account: string) => {
      const row = await t.db
        .selectFrom('users as u')
        .innerJoin('customers as c', 'c.id', 'u.customer_id')
        .innerJoin('customer_addresses as a', (j) => j.onRef('a.customer_id', '=', 'c.id').on('a.is_default', '=', true))
        .select(['a.country_code', 'c.is_export_registered'])
        .where('u.account_name', '=', account)
        .executeTakeFirstOrThrow();
      return warehousesFor(rules, warehouses, {
        countryCode: row.country_code,
        homeCountryCode: 'TR',
        isExportRegistered: row.is_export_registered,
      });
    };
    expect(await route('dealer')).toEqual(['IST', 'ANK']);
    expect(await route('dealer-de')).toEqual(['KOL', 'IST']);
    expect(warehousesFor(rules, warehouses, { countryCode: 'TR', homeCountryCode: 'TR', isExportRegistered: true })).toEqual(['IST']);
    expect(warehousesFor(rules, warehouses, { countryCode: 'FR', homeCountryCode: 'TR', isExportRegistered: false })).toEqual([
      'KOL',
      'IST',
    ]);
  });

  it('offers one default payment method per top category, and a card for tyres', async () => {
    const rows = await t.db
      .selectFrom('order_parameters as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['c.code', 'p.payment_method_code', 'p.is_default', 'p.is_online', 'p.discount_rate'])
      .orderBy('c.code')
      .orderBy('p.sort_order')
      .execute();
    const byCategory = new Map<string, typeof rows>();
    for (const r of rows) byCategory.set(r.code, [...(byCategory.get(r.code) ?? []), r]);
    expect(byCategory.get('LST')?.map((r) => r.payment_method_code)).toEqual(['CARI60', 'PESIN', 'KREDIKARTI']);
    expect(byCategory.get('AKU')?.map((r) => r.payment_method_code)).toEqual(['CARI60', 'PESIN']);
    for (const [, list] of byCategory) expect(list.filter((r) => r.is_default)).toHaveLength(1);
    expect(rows.find((r) => r.payment_method_code === 'PESIN')?.discount_rate).toBe('3.00');
  });

  it('pays online by the demo gateway, in its test mode (ADR 0047, amendment "safe payment defaults")', async () => {
    const { signIn } = await import('./harness');
    const { token } = await signIn(t, 'admin', 'Demo1234');
    const settings = await t.call({ method: 'GET', url: '/api/commons/paymentSettings', token });
    expect(settings.body.defaultProvider).toBe('demo');
    const dealer = await signIn(t, 'dealer', 'Demo1234');
    const availability = await t.call({ method: 'GET', url: '/api/payments/availability', token: dealer.token });
    expect(availability.body).toEqual({ online: true, provider: 'demo', testMode: true });
  });

  it('gives the demo salesman limits for this quarter, each with its upload log', async () => {
    const limits = await t.db.selectFrom('salesman_limits').selectAll().where('salesman_code', '=', 'S001').execute();
    expect(limits.map((l) => l.quantity)).toEqual([40, 25, 12]);
    const today = new Date();
    for (const l of limits) {
      expect(new Date(l.start_date).getTime()).toBeLessThanOrEqual(today.getTime());
      expect(new Date(l.end_date).getTime() + 86_400_000).toBeGreaterThan(today.getTime());
    }
    const logs = await t.db.selectFrom('salesman_limit_logs').selectAll().execute();
    expect(logs).toHaveLength(3);
    expect(logs.every((l) => l.doc_no === null && l.old_quantity === 0 && l.created_by !== null)).toBe(true);
  });
});

describe('the limit template (apps/web/public/templates)', () => {
  it('imports into the demo data as it is', async () => {
    const { readFileSync } = await import('node:fs');
    const { signIn } = await import('./harness');
    const csv = readFileSync(new URL('../../web/public/templates/salesman-limits.csv', import.meta.url));
    const { token } = await signIn(t, 'admin', 'Demo1234');
    const fd = new FormData();
    fd.append('file', new Blob([csv], { type: 'text/csv' }), 'salesman-limits.csv');
    const res = await t.call({ method: 'POST', url: '/api/catalogs/limits/salesman/upload', payload: fd as never, token, culture: 'en' });
    expect(res.body).toEqual({ rows: 3, created: 3, updated: 0 });
  });
});

describe("the demo's texts in the reader's language (ADR 0062)", () => {
  it('names in German and English for the products whose names hold Turkish words, and for the built-in roles', async () => {
    const products = await t.db.selectFrom('products').select(['code', 'name', 'names']).execute();
    const translated = products.filter((p) => /^(JNT|AKU|AKS)-/.test(p.code));
    expect(translated.length).toBeGreaterThan(0);
    const turkish = /Gümüş|Siyah|Antrasit|parlatılmış|Çelik|Kalsiyum|Kar zinciri|Paspas|Bijon|supabı|kompresörü|Silecek|Standart/;
    for (const p of translated) {
      expect(p.names?.tr, p.code).toBe(p.name);
      expect(p.names?.de, p.code).not.toMatch(turkish);
      expect(p.names?.en, p.code).not.toMatch(turkish);
    }
    expect(products.filter((p) => p.name.includes('Gümüş')).map((p) => p.names?.de)).toContainEqual(expect.stringMatching(/ Silber$/));
    expect(products.filter((p) => p.name.includes('Kalsiyum')).map((p) => p.names?.en)).toContainEqual(expect.stringMatching(/ Calcium$/));
    const roles = await t.db.selectFrom('roles').select(['role_type', 'names']).where('is_system', '=', true).orderBy('id').execute();
    expect(roles.map((r) => r.names?.tr)).toEqual(['Yönetici', 'Müşteri hizmetleri', 'Plasiyer', 'Bayi']);
    expect(roles.map((r) => r.names?.de)).toEqual(['Administrator', 'Kundenservice', 'Verkäufer', 'Händler']);
  });
});
