import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tableCache } from '../src/db/change-signal';
import { openDatabase } from '../src/db/database';
import { type DatabaseListener, listenToDatabase, TABLES_CHANNEL } from '../src/platform/jobs/listener';
import { createTestApp, onPostgres, type TestApp } from './harness';

/**
 * Migration 0037: a write by another process to a table a per-process cache holds (the warehouse routing,
 * the payment setup, the email templates) reaches the cache by notification, so it is kept until then
 * and dropped within milliseconds of the commit.
 */
describe.runIf(onPostgres)('caches told by dealerport_tables (PostgreSQL NOTIFY)', () => {
  let t: TestApp;
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  let listener: DatabaseListener;
  let loads = 0;
  const cache = tableCache<number>(['warehouses', 'order_parameters']);
  const read = () =>
    cache.get(handle.db, async () => {
      loads++;
      return loads;
    });

  /** A write from outside this process: its own connection, no change signal of ours sees it. */
  async function elsewhere(statement: string) {
    const c = new pg.Client({ connectionString: t.url! });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    handle = await openDatabase({ url: t.url!, poolSize: 2 });
    listener = listenToDatabase(t.url!, t.app.log, [cache.subscriber(handle.db, TABLES_CHANNEL)]);
  });
  afterAll(async () => {
    await listener?.close();
    await handle?.close();
    await t?.close();
  });

  it('is off until it can hear, then keeps its value until another process writes one of its tables', async () => {
    await listener.ready;
    expect(cache.isEnabled(handle.db)).toBe(true);
    const first = await read();
    expect(await read()).toBe(first);

    // a table it does not hold: kept
    await elsewhere(`update categories set code = code where false`);
    await new Promise((r) => setTimeout(r, 300));
    expect(await read()).toBe(first);

    // one it holds: dropped at once
    await elsewhere(`update warehouses set name = name where false`);
    await vi.waitFor(async () => expect(await read()).toBeGreaterThan(first), { timeout: 2000, interval: 20 });
    const second = await read();
    await elsewhere(`delete from order_parameters where false`);
    await vi.waitFor(async () => expect(await read()).toBeGreaterThan(second), { timeout: 2000, interval: 20 });
  });

  it('hears the price rules (migration 0056): a list, its prices, its assignments, a campaign', async () => {
    const prices = tableCache<number>(['price_lists', 'price_list_items', 'price_list_assignments', 'campaigns']);
    const priceListener = listenToDatabase(t.url!, t.app.log, [prices.subscriber(handle.db, TABLES_CHANNEL)]);
    try {
      await priceListener.ready;
      let n = 0;
      const readPrices = () => prices.get(handle.db, async () => ++n);
      for (const table of ['price_lists', 'price_list_items', 'price_list_assignments', 'campaigns']) {
        const before = await readPrices();
        expect(await readPrices()).toBe(before);
        await elsewhere(`delete from ${table} where false`);
        await vi.waitFor(async () => expect(await readPrices()).toBeGreaterThan(before), { timeout: 2000, interval: 20 });
      }
    } finally {
      await priceListener.close();
    }
  });

  it('reads every time while it cannot hear', async () => {
    const sub = cache.subscriber(handle.db, TABLES_CHANNEL);
    sub.listening(false);
    const before = loads;
    await read();
    await read();
    expect(loads).toBe(before + 2);
    sub.listening(true);
    const kept = await read();
    expect(await read()).toBe(kept);
  });
});
