import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { seedDemoData } from '../../db/seed/demo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { products: 300, customers: 4 });
}, 120_000);
afterAll(() => t?.close());

describe('demo order lists', () => {
  it('gives each demo dealer its winter tyres and batteries, every line a product it sees with a price', async () => {
    for (const [account, names] of [
      ['dealer', ['Kış lastikleri – haftalık', 'Akü stoğu']],
      ['dealer-de', ['Winterreifen – wöchentlich', 'Batterievorrat']],
    ] as const) {
      const { token } = await signIn(t, account, 'Demo1234');
      const lists = await t.call({ method: 'GET', url: '/api/lists', token });
      expect(lists.status).toBe(200);
      expect(lists.body.map((l: { name: string }) => l.name).sort()).toEqual([...names].sort());
      for (const summary of lists.body) {
        const list = await t.call({ method: 'GET', url: `/api/lists/${summary.id}`, token });
        expect(list.body.lines.length, `${account} ${summary.name}`).toBeGreaterThanOrEqual(4);
        for (const line of list.body.lines) expect(line.product?.price, `${account} ${summary.name}`).toMatch(/^\d/);
      }
      // The seeded names are taken as the service folds them.
      const again = await t.call({ method: 'POST', url: '/api/lists', token, payload: { name: names[0].toUpperCase() } });
      expect(again.body.code).toBe('LIST_NAME_TAKEN');
    }
  });
});
