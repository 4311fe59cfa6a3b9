import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed/demo';
import { createTestApp, signIn, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { products: 300, customers: 4 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('demo bundles', () => {
  it('gives a new install’s home its three strips, with products the demo dealer sees', async () => {
    const { token } = await signIn(t, 'dealer', 'Demo1234');
    for (const tag of ['new', 'campaign', 'best-sellers']) {
      const res = await t.call({ method: 'GET', url: `/api/home/bundles/${tag}`, token, culture: 'de' });
      expect(res.status, tag).toBe(200);
      expect(res.body.title, tag).not.toBe('');
      expect(res.body.products.length, tag).toBeGreaterThanOrEqual(4);
    }
  });
});
