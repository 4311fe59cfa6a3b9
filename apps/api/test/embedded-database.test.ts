import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo';
import { syncPermissionCatalogue } from '../src/modules/roles';
import { onPostgres } from './harness';

// The embedded database's footprint (docs/performance.md, "Embedded database footprint").

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dealerport-embedded-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const mb = (bytes: number) => bytes / 1048576;
const bytesUnder = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const p = path.join(dir, e.name);
    return sum + (e.isDirectory() ? bytesUnder(p) : statSync(p).size);
  }, 0);
const walBytes = (dir: string) =>
  readdirSync(path.join(dir, 'pg_wal'))
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .reduce((sum, name) => sum + statSync(path.join(dir, 'pg_wal', name)).size, 0);

async function settings(database: DatabaseHandle) {
  const { rows } = await sql<{ name: string; value: string }>`
    select name, current_setting(name) as value from pg_settings
    where name in ('shared_buffers', 'max_wal_size', 'min_wal_size', 'wal_segment_size')`.execute(database.db);
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

describe.skipIf(onPostgres)('the embedded database', () => {
  it('creates a new directory with 4 MB WAL segments, two of them kept, and buffers sized to its data', async () => {
    const dir = newDir();
    const database = await openDatabase({ dataDir: dir });
    try {
      const { shared_buffers, ...wal } = await settings(database);
      expect(wal).toEqual({ max_wal_size: '64MB', min_wal_size: '8MB', wal_segment_size: '4MB' });
      // Its three databases are template-sized (~22 MB): far below PostgreSQL's 128 MB.
      expect(shared_buffers).toMatch(/^\d+MB$/);
      expect(Number.parseInt(shared_buffers!, 10)).toBeGreaterThanOrEqual(16);
      expect(Number.parseInt(shared_buffers!, 10)).toBeLessThan(64);
    } finally {
      await database.close();
    }
  });

  it('opens a directory PGlite created with its 16 MB segments (portals before issue 13), keeping two of them', async () => {
    const dir = newDir();
    await (await PGlite.create(dir)).close();
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(await settings(database)).toMatchObject({ max_wal_size: '64MB', min_wal_size: '32MB', wal_segment_size: '16MB' });
    } finally {
      await database.close();
    }
  });

  it('checkpoints when 32 MB of WAL were written since the last checkpoint, so pg_wal stays within max_wal_size', async () => {
    const dir = newDir();
    const database = await openDatabase({ dataDir: dir, checkpointCheckMs: 50 });
    const redo = async () =>
      (await sql<{ lsn: string }>`select redo_lsn::text as lsn from pg_control_checkpoint()`.execute(database.db)).rows[0]!.lsn;
    try {
      await sql`create table filler (id int, body text)`.execute(database.db);
      // A little WAL: no checkpoint.
      const idle = await redo();
      await sql`insert into filler select g, md5(g::text) from generate_series(1, 1000) g`.execute(database.db);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await redo()).toBe(idle);
      // ~200 MB of WAL in ten statements (a single-user PostgreSQL kept all of it until it stopped).
      const before = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(database.db);
      for (let i = 0; i < 5; i++) {
        await sql`insert into filler select g, repeat(md5(g::text), 12) from generate_series(1, 80000) g`.execute(database.db);
        await sql`delete from filler`.execute(database.db);
      }
      const written = await sql<{ bytes: string }>`
        select pg_wal_lsn_diff(pg_current_wal_lsn(), ${before.rows[0]!.lsn}::pg_lsn)::bigint::text as bytes`.execute(database.db);
      expect(mb(Number(written.rows[0]!.bytes))).toBeGreaterThan(150);
      await vi.waitFor(() => expect(mb(walBytes(dir))).toBeLessThanOrEqual(64 + 2 * 4), { timeout: 20_000, interval: 100 });
      expect(await redo()).not.toBe(idle);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('sizes the buffers of a seeded directory to its databases when it opens again', async () => {
    const dir = newDir();
    let database = await openDatabase({ dataDir: dir });
    await migrateToLatest(database.db);
    await syncPermissionCatalogue(database.db);
    await seedDemoData(database.db, { products: 300, customers: 4 });
    await database.close();
    const dataMb = Math.ceil(mb(bytesUnder(path.join(dir, 'base'))));
    database = await openDatabase({ dataDir: dir });
    try {
      expect(dataMb).toBeGreaterThan(16);
      expect((await settings(database)).shared_buffers).toBe(`${Math.min(dataMb, 128)}MB`);
    } finally {
      await database.close();
    }
  }, 120_000);
});
