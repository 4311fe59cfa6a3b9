import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory's tarball, each test file's database starts from it. */
    pgliteTemplate: string | null;
    /** PostgreSQL: a migrated database each test file's database is created from (`create database ... template`). */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database per run and lets every test file start from a copy: an empty PGlite database
 * costs its initdb (seconds of CPU in WebAssembly) and both kinds the migrations, once per test file
 * otherwise. The copy is the schema only; every file still has a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const name = `dealerport_test_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await admin(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    try {
      await migrateToLatest(database.db);
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', null);
    return () => admin(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const file = path.join(tmpdir(), `dealerport-test-template-${process.pid}-${randomUUID().slice(0, 8)}.tar`);
  try {
    await migrateToLatest(database.db);
    await sql`checkpoint`.execute(database.db);
    const dump = await database.dump!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => rm(file, { force: true });
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
