import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type AccessFlags, buildViewer, flagsFor } from './visibility';
import { flagSql } from './visibility.sql';

/**
 * flagSql is flagsFor inside a statement (the cart's add checks hasBasket, showPrice and showStock in
 * its write): for every viewer, flag and set of details they must agree.
 */

const FLAGS: Array<keyof AccessFlags> = ['hasList', 'hasBasket', 'showPrice', 'showStock', 'showXmlStock'];
type Rule = [number, boolean, boolean, boolean, boolean, boolean];
const RULES: Rule[] = [
  [1, true, true, true, true, true],
  [2, true, false, true, true, true],
  [3, true, true, false, false, true],
  [4, false, true, true, true, false],
  [5, false, false, false, false, false],
];
const ALLOWING: Rule[] = [
  [1, true, true, true, true, true],
  [6, true, true, true, true, true],
];

const viewers = [
  { name: 'no rules, everything allowed by default', defaults: {}, rules: [] },
  {
    name: 'no rules, everything denied by default',
    defaults: { hasList: false, hasBasket: false, showPrice: false, showStock: false, showXmlStock: false },
    rules: [],
  },
  { name: 'rules, everything allowed by default', defaults: {}, rules: RULES },
  {
    name: 'rules, everything denied by default',
    defaults: { hasList: false, hasBasket: false, showPrice: false, showStock: false, showXmlStock: false },
    rules: RULES,
  },
  { name: 'rules, mixed defaults', defaults: { hasBasket: false, showStock: false }, rules: RULES },
  { name: 'only allowing rules, denied by default', defaults: { hasBasket: false, showPrice: false }, rules: ALLOWING },
  { name: 'only allowing rules, allowed by default', defaults: {}, rules: ALLOWING },
];
// 9 and 10 have no rule.
const DETAILS: number[][] = [[], [1], [2], [3], [4], [5], [6], [9], [1, 2], [2, 3], [1, 9], [9, 10], [1, 5], [3, 4, 9], [1, 6], [6, 9]];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('flagSql agrees with flagsFor', () => {
  it.each(viewers)('$name', async ({ defaults, rules }) => {
    const viewer = buildViewer({ customerId: 'c', currency: 'TRY', discountRates: [], defaults, rules });
    for (const flag of FLAGS) {
      const rows = await sql<{ allowed: boolean }>`
        select ${flagSql(viewer, flag, 'x')} as allowed
        from (values ${sql.join(DETAILS.map((ids, i) => sql`(${i}::int, ${ids}::int[])`))}) x(i, detail_ids)
        order by x.i`.execute(t.db);
      expect(
        rows.rows.map((r) => r.allowed),
        flag,
      ).toEqual(DETAILS.map((ids) => flagsFor(viewer, ids)[flag]));
    }
  });
});
