import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearWarehouseTargets, createWarehouseTarget } from '../../../test/cart-factories';
import { createWarehouse } from '../../../test/catalog-factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type Delivery, type DeliveryTable, deliveryTable, type RoutableWarehouse, type WarehouseRule, warehousesFor } from './routing';
import { loadRouting, warehousesForDelivery } from './routing-cache';
import { deliveryWarehousesSql } from './warehouse-targets.sql';

/**
 * Warehouse routing (spec 01 §3 Warehouse rule; design.md §4; ADR 0016): which warehouses serve a
 * delivery, best first. Pure, so table-driven; every case is also run with its rules and warehouses in
 * reverse order, because the answer must not depend on the order the database returns rows in.
 */

const wh = (code: string, priority: number, isActive = true): RoutableWarehouse => ({
  code,
  name: code,
  divisionId: 1,
  priority,
  isActive,
});
// IZM has the best warehouse priority but is inactive: it must never appear.
const WAREHOUSES: RoutableWarehouse[] = [wh('IST', 1), wh('KOL', 1), wh('ANK', 2), wh('BUR', 2), wh('IZM', 0, false)];
const ALL_ACTIVE = ['IST', 'KOL', 'ANK', 'BUR'];

const rule = (warehouseCode: string, opts: Partial<Omit<WarehouseRule, 'warehouseCode'>> = {}): WarehouseRule => ({
  warehouseCode,
  acceptedCountryCodes: [],
  rejectedCountryCodes: [],
  priority: 1,
  isExport: false,
  isExportRegistered: false,
  ...opts,
});
const to = (countryCode: string, opts: Partial<Omit<Delivery, 'countryCode'>> = {}): Delivery => ({
  countryCode,
  homeCountryCode: 'TR',
  isExportRegistered: false,
  ...opts,
});

interface Case {
  name: string;
  rules: WarehouseRule[];
  warehouses?: RoutableWarehouse[];
  delivery: Delivery;
  expected: string[];
}

const cases: Case[] = [
  // No rule at all (ADR 0016: "with no rule at all every active warehouse serves everyone").
  {
    name: 'no rule at all: every active warehouse, by warehouse priority then code',
    rules: [],
    delivery: to('TR'),
    expected: ALL_ACTIVE,
  },
  { name: 'no rule at all: an export is served the same', rules: [], delivery: to('FR'), expected: ALL_ACTIVE },
  { name: 'no rule at all: an unknown country is served the same', rules: [], delivery: to('XX'), expected: ALL_ACTIVE },
  {
    name: 'no rule at all: an export-registered customer is served the same',
    rules: [],
    delivery: to('TR', { isExportRegistered: true }),
    expected: ALL_ACTIVE,
  },
  {
    name: 'no rule and no active warehouse: nothing',
    rules: [],
    warehouses: [wh('IST', 1, false)],
    delivery: to('TR'),
    expected: [],
  },

  // Accepted countries.
  { name: 'an accepted country is served', rules: [rule('IST', { acceptedCountryCodes: ['TR'] })], delivery: to('TR'), expected: ['IST'] },
  {
    name: 'a country no rule accepts is not served (no fallback once rules exist)',
    rules: [rule('IST', { acceptedCountryCodes: ['TR'] })],
    delivery: to('CY'),
    expected: [],
  },
  {
    name: 'an empty accepted list accepts every country (of its export kind)',
    rules: [rule('KOL', { isExport: true })],
    delivery: to('FR'),
    expected: ['KOL'],
  },
  {
    name: 'one of several accepted countries',
    rules: [rule('KOL', { acceptedCountryCodes: ['DE', 'AT'], isExport: true })],
    delivery: to('AT'),
    expected: ['KOL'],
  },
  {
    name: 'country codes are compared case-insensitively (delivery, home and rule)',
    rules: [rule('IST', { acceptedCountryCodes: ['tR'] })],
    delivery: to('tr', { homeCountryCode: 'Tr' }),
    expected: ['IST'],
  },

  // Rejected countries: rejected wins.
  {
    name: 'rejected wins over accepted in the same rule',
    rules: [rule('KOL', { acceptedCountryCodes: ['DE', 'AT'], rejectedCountryCodes: ['AT'], isExport: true })],
    delivery: to('AT'),
    expected: [],
  },
  {
    name: 'rejected wins over an empty accepted list',
    rules: [rule('KOL', { rejectedCountryCodes: ['CH'], isExport: true })],
    delivery: to('CH'),
    expected: [],
  },
  {
    name: 'a rejecting rule does not refuse other countries',
    rules: [rule('KOL', { rejectedCountryCodes: ['CH'], isExport: true })],
    delivery: to('FR'),
    expected: ['KOL'],
  },
  {
    name: 'rejected is compared case-insensitively',
    rules: [rule('KOL', { rejectedCountryCodes: ['ch'], isExport: true })],
    delivery: to('CH'),
    expected: [],
  },
  {
    name: 'a country rejected by one warehouse’s rule is still served by another warehouse',
    rules: [rule('KOL', { rejectedCountryCodes: ['CH'], isExport: true, priority: 1 }), rule('IST', { isExport: true, priority: 9 })],
    delivery: to('CH'),
    expected: ['IST'],
  },
  {
    name: 'rejection is per rule: another rule of the same warehouse accepting the country serves it',
    rules: [
      rule('KOL', { rejectedCountryCodes: ['AT'], isExport: true, priority: 5 }),
      rule('KOL', { acceptedCountryCodes: ['AT'], isExport: true, priority: 1 }),
    ],
    delivery: to('AT'),
    expected: ['KOL'],
  },

  // isExport against the home country.
  {
    name: 'a domestic rule does not serve an export',
    rules: [rule('IST')],
    delivery: to('DE'),
    expected: [],
  },
  {
    name: 'an export rule does not serve the home country',
    rules: [rule('KOL', { isExport: true })],
    delivery: to('TR'),
    expected: [],
  },
  {
    name: 'an export rule that accepts the home country never applies',
    rules: [rule('KOL', { acceptedCountryCodes: ['TR'], isExport: true })],
    delivery: to('TR'),
    expected: [],
  },
  {
    name: 'domestic and export rules side by side: a domestic delivery',
    rules: [rule('IST', { acceptedCountryCodes: ['TR'] }), rule('KOL', { isExport: true })],
    delivery: to('TR'),
    expected: ['IST'],
  },
  {
    name: 'domestic and export rules side by side: an export',
    rules: [rule('IST', { acceptedCountryCodes: ['TR'] }), rule('KOL', { isExport: true })],
    delivery: to('DE'),
    expected: ['KOL'],
  },
  {
    name: 'export is relative to the home country: home DE, delivery DE is domestic',
    rules: [rule('KOL', { acceptedCountryCodes: ['DE'] }), rule('IST', { isExport: true })],
    delivery: to('DE', { homeCountryCode: 'DE' }),
    expected: ['KOL'],
  },
  {
    name: 'export is relative to the home country: home DE, delivery TR is an export',
    rules: [rule('KOL', { acceptedCountryCodes: ['DE'] }), rule('IST', { isExport: true })],
    delivery: to('TR', { homeCountryCode: 'DE' }),
    expected: ['IST'],
  },

  // Export-registered customers: served only by their own rules, and only they (ADR 0016).
  {
    name: 'an export-registered customer is served by the export-registered rules only',
    rules: [
      rule('IST', { acceptedCountryCodes: ['TR'], priority: 1 }),
      rule('ANK', { acceptedCountryCodes: ['TR'], isExportRegistered: true, priority: 2 }),
    ],
    delivery: to('TR', { isExportRegistered: true }),
    expected: ['ANK'],
  },
  {
    name: 'an ordinary customer is not served by export-registered rules',
    rules: [
      rule('IST', { acceptedCountryCodes: ['TR'], priority: 1 }),
      rule('ANK', { acceptedCountryCodes: ['TR'], isExportRegistered: true, priority: 2 }),
    ],
    delivery: to('TR'),
    expected: ['IST'],
  },
  {
    name: 'an export-registered customer with only ordinary rules is not served',
    rules: [rule('IST', { acceptedCountryCodes: ['TR'] }), rule('KOL', { isExport: true })],
    delivery: to('TR', { isExportRegistered: true }),
    expected: [],
  },
  {
    name: 'an export-registered customer abroad needs a rule that is both export and export-registered',
    rules: [
      rule('KOL', { isExport: true }),
      rule('IST', { isExport: true, isExportRegistered: true, priority: 5 }),
      rule('ANK', { isExportRegistered: true }),
    ],
    delivery: to('DE', { isExportRegistered: true }),
    expected: ['IST'],
  },

  // Inactive and unknown warehouses.
  {
    name: 'a rule of an inactive warehouse is skipped, even with the best priorities',
    rules: [rule('IZM', { acceptedCountryCodes: ['TR'], priority: 0 }), rule('ANK', { acceptedCountryCodes: ['TR'], priority: 1 })],
    delivery: to('TR'),
    expected: ['ANK'],
  },
  {
    name: 'rules only of inactive warehouses: nothing (not the no-rule fallback)',
    rules: [rule('IZM', { acceptedCountryCodes: ['TR'] })],
    delivery: to('TR'),
    expected: [],
  },
  {
    name: 'a rule of a warehouse that does not exist is skipped',
    rules: [rule('GONE', { priority: 0 }), rule('BUR', { priority: 1 })],
    delivery: to('TR'),
    expected: ['BUR'],
  },

  // Priority, ties, several rules per warehouse.
  {
    name: 'rule priority comes before warehouse priority (lower first)',
    rules: [rule('IST', { priority: 2 }), rule('ANK', { priority: 1 })],
    delivery: to('TR'),
    expected: ['ANK', 'IST'],
  },
  {
    name: 'priority 0 is the best',
    rules: [rule('IST', { priority: 1 }), rule('BUR', { priority: 0 })],
    delivery: to('TR'),
    expected: ['BUR', 'IST'],
  },
  {
    name: 'a rule priority tie is broken by warehouse priority',
    rules: [rule('ANK', { priority: 3 }), rule('IST', { priority: 3 })],
    delivery: to('TR'),
    expected: ['IST', 'ANK'],
  },
  {
    name: 'a tie on rule and warehouse priority is broken by code',
    rules: [rule('KOL', { priority: 3 }), rule('IST', { priority: 3 }), rule('BUR', { priority: 3 }), rule('ANK', { priority: 3 })],
    delivery: to('TR'),
    expected: ['IST', 'KOL', 'ANK', 'BUR'],
  },
  {
    name: 'several rules of one warehouse: listed once, at its best applicable priority',
    rules: [
      rule('IST', { acceptedCountryCodes: ['TR'], priority: 1 }),
      rule('IST', { isExport: true, priority: 9 }),
      rule('KOL', { isExport: true, priority: 5 }),
    ],
    delivery: to('FR'),
    expected: ['KOL', 'IST'],
  },
  {
    name: 'several rules of one warehouse: the domestic one gives the domestic priority',
    rules: [
      rule('IST', { acceptedCountryCodes: ['TR'], priority: 1 }),
      rule('IST', { isExport: true, priority: 9 }),
      rule('KOL', { isExport: true, priority: 5 }),
    ],
    delivery: to('TR'),
    expected: ['IST'],
  },
  {
    name: 'a better priority of a rule that does not apply does not count',
    rules: [
      rule('IST', { acceptedCountryCodes: ['DE'], isExport: true, priority: 0 }),
      rule('IST', { isExport: true, priority: 9 }),
      rule('KOL', { isExport: true, priority: 5 }),
    ],
    delivery: to('FR'),
    expected: ['KOL', 'IST'],
  },
  {
    name: 'the same rule twice: the warehouse once',
    rules: [rule('ANK', { acceptedCountryCodes: ['TR'] }), rule('ANK', { acceptedCountryCodes: ['TR'] })],
    delivery: to('TR'),
    expected: ['ANK'],
  },

  // Unknown countries: not the home country, so an export.
  {
    name: 'an unknown country is not served by domestic rules',
    rules: [rule('IST', { acceptedCountryCodes: ['TR'] }), rule('ANK')],
    delivery: to('XX'),
    expected: [],
  },
  {
    name: 'an unknown country is served by an export rule accepting every country',
    rules: [rule('IST'), rule('KOL', { isExport: true })],
    delivery: to('XX'),
    expected: ['KOL'],
  },
];

describe('warehousesFor (table-driven)', () => {
  it.each(cases)('$name', ({ rules, warehouses = WAREHOUSES, delivery, expected }) => {
    expect(warehousesFor(rules, warehouses, delivery)).toEqual(expected);
    // Deterministic: the order rows arrive in changes nothing.
    expect(warehousesFor([...rules].reverse(), [...warehouses].reverse(), delivery)).toEqual(expected);
  });

  it('never changes the rules and warehouses it is given', () => {
    const rules = [rule('KOL', { priority: 2 }), rule('IST', { priority: 1 })];
    const before = JSON.stringify({ rules, WAREHOUSES });
    warehousesFor(rules, WAREHOUSES, to('TR'));
    expect(JSON.stringify({ rules, WAREHOUSES })).toBe(before);
  });
});

describe('warehousesForDelivery (the cart’s and the order job’s entry)', () => {
  const routing = {
    rules: [rule('KOL', { acceptedCountryCodes: ['DE'] }), rule('IST', { isExport: true }), rule('ANK', { isExportRegistered: true })],
    warehouses: WAREHOUSES,
  };
  const table: Array<{ home: string; country: string; registered: boolean; expected: string[] }> = [
    { home: 'DE', country: 'DE', registered: false, expected: ['KOL'] },
    { home: 'DE', country: 'TR', registered: false, expected: ['IST'] },
    { home: 'DE', country: 'DE', registered: true, expected: ['ANK'] },
    { home: 'TR', country: 'DE', registered: false, expected: ['IST'] },
    { home: 'TR', country: 'TR', registered: false, expected: [] },
    { home: 'TR', country: 'TR', registered: true, expected: ['ANK'] },
  ];
  it.each(table)('home $home, delivery $country, export-registered $registered: $expected', ({ home, country, registered, expected }) => {
    expect(warehousesForDelivery({ ...routing, home }, country, registered)).toEqual(expected);
  });
});

// One database for the file's tests that need one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('loadRouting (what the cart and the order job route with)', () => {
  beforeAll(async () => {
    await createWarehouse(t.db, 'RT-IST', 'İstanbul', 1);
    await createWarehouse(t.db, 'RT-KOL', 'Köln', 1);
    await createWarehouse(t.db, 'RT-OLD', 'Eski', 0, false);
  });

  const setHome = async (value: unknown) => {
    await t.db
      .insertInto('settings')
      .values({ key: 'homeCountryCode', value: JSON.stringify(value) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  };

  it('reads the rules, the warehouses and the home country (settings homeCountryCode, Türkiye when unset or invalid)', async () => {
    await createWarehouseTarget(t.db, 'RT-IST', { accepted: ['TR'], priority: 1 });
    await createWarehouseTarget(t.db, 'RT-KOL', { isExport: true, priority: 2 });
    try {
      const routing = await loadRouting(t.db);
      expect(routing.home).toBe('TR');
      expect(warehousesForDelivery(routing, 'TR', false)).toEqual(['RT-IST']);
      expect(warehousesForDelivery(routing, 'DE', false)).toEqual(['RT-KOL']);
      // The same routing as data, for the cart's statements, comes with it.
      expect(routing.table).toEqual(deliveryTable(routing.rules, routing.warehouses, 'TR'));

      await setHome('de');
      const german = await loadRouting(t.db);
      expect(german.home).toBe('DE');
      // Seen from Germany, Türkiye is an export and Germany is not.
      expect(warehousesForDelivery(german, 'TR', false)).toEqual(['RT-KOL']);
      expect(warehousesForDelivery(german, 'DE', false)).toEqual([]);
      expect(german.table).toEqual(deliveryTable(german.rules, german.warehouses, 'DE'));

      await setHome('Germany');
      expect((await loadRouting(t.db)).home).toBe('TR');
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'homeCountryCode').execute();
      await clearWarehouseTargets(t.db);
    }
  });

  it('with no rule, every active warehouse serves', async () => {
    const routing = await loadRouting(t.db);
    expect(routing.rules).toEqual([]);
    const active = warehousesForDelivery(routing, 'FR', false);
    expect(active).toContain('RT-IST');
    expect(active).toContain('RT-KOL');
    expect(active).not.toContain('RT-OLD');
  });
});

/**
 * The delivery table (what cart statements route with, inside the database) must answer exactly as
 * warehousesFor for every rule set, country and registration: the cases above plus generated rule sets,
 * asked for every country they list, the home country, unlisted ones and lower-case spellings.
 */
describe('deliveryTable (warehousesFor as data)', () => {
  // A small deterministic generator (mulberry32), so a failure names a reproducible rule set.
  const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const POOL = ['TR', 'DE', 'AT', 'CH', 'FR', 'cy'];
  const generated = Array.from({ length: 150 }, (_, i) => {
    const next = random(i + 1);
    const some = () => POOL.filter(() => next() < 0.25);
    const codes = ['IST', 'KOL', 'ANK', 'BUR', 'IZM', 'GONE'];
    const rules = Array.from({ length: Math.floor(next() * 5) }, () =>
      rule(codes[Math.floor(next() * codes.length)]!, {
        acceptedCountryCodes: some(),
        rejectedCountryCodes: some(),
        priority: Math.floor(next() * 3),
        isExport: next() < 0.5,
        isExportRegistered: next() < 0.3,
      }),
    );
    return { name: `generated #${i + 1}`, rules, warehouses: WAREHOUSES, home: next() < 0.7 ? 'TR' : 'de' };
  });
  const sets = [
    ...cases.map((c) => ({ name: c.name, rules: c.rules, warehouses: c.warehouses ?? WAREHOUSES, home: c.delivery.homeCountryCode })),
    ...generated,
  ];
  const askedFor = (set: (typeof sets)[number]) => {
    const listed = [set.home, ...set.rules.flatMap((r) => [...r.acceptedCountryCodes, ...r.rejectedCountryCodes])];
    const countries = [...new Set([...listed, ...listed.map((c) => c.toLowerCase()), 'TR', 'DE', 'XX', 'ZZ', 'fr'])];
    return countries.flatMap((countryCode) => [false, true].map((isExportRegistered) => ({ countryCode, isExportRegistered })));
  };
  const expected = (set: (typeof sets)[number], countryCode: string, isExportRegistered: boolean) =>
    warehousesFor(set.rules, set.warehouses, { countryCode, homeCountryCode: set.home, isExportRegistered });
  // The lookup deliveryWarehousesSql makes, in JavaScript.
  const pick = (table: DeliveryTable, countryCode: string, isExportRegistered: boolean) =>
    (table.countries[countryCode.toUpperCase()] ?? table.other)[isExportRegistered ? 1 : 0];

  it.each(sets)('$name', (set) => {
    const table = deliveryTable(set.rules, set.warehouses, set.home);
    for (const { countryCode, isExportRegistered } of askedFor(set)) {
      expect(pick(table, countryCode, isExportRegistered), `${countryCode} ${isExportRegistered}`).toEqual(
        expected(set, countryCode, isExportRegistered),
      );
    }
  });

  it('keeps only the countries whose answer differs from any other country’s', () => {
    const table = deliveryTable(
      [rule('IST', { acceptedCountryCodes: ['TR'] }), rule('KOL', { rejectedCountryCodes: ['CH'], isExport: true })],
      WAREHOUSES,
      'TR',
    );
    expect(table).toEqual({ countries: { TR: [['IST'], []], CH: [[], []] }, other: [['KOL'], []] });
  });

  describe('deliveryWarehousesSql (the table inside a statement)', () => {
    it('answers as warehousesFor for every rule set, country and registration', async () => {
      for (const set of sets) {
        const table = deliveryTable(set.rules, set.warehouses, set.home);
        const asked = askedFor(set);
        const rows = await sql<{ w: string[] }>`
          select ${deliveryWarehousesSql(table, sql`v.c`, sql`v.f`)} as w
          from (values ${sql.join(asked.map((a, i) => sql`(${i}::int, ${a.countryCode}::text, ${a.isExportRegistered}::boolean)`))}) v(i, c, f)
          order by v.i`.execute(t.db);
        expect(
          rows.rows.map((r) => r.w),
          set.name,
        ).toEqual(asked.map((a) => expected(set, a.countryCode, a.isExportRegistered)));
      }
    });

    it('takes a char(2) column as the country', async () => {
      const table = deliveryTable([rule('IST', { acceptedCountryCodes: ['TR'] }), rule('KOL', { isExport: true })], WAREHOUSES, 'TR');
      const rows = await sql<{ w: string[] }>`
        select ${deliveryWarehousesSql(table, sql`v.c`, sql`false`)} as w from (values ('tr'::char(2), 1), ('DE'::char(2), 2)) v(c, i) order by v.i`.execute(
        t.db,
      );
      expect(rows.rows.map((r) => r.w)).toEqual([['IST'], ['KOL']]);
    });
  });
});
