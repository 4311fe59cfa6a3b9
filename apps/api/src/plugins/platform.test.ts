import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import SwaggerParser from '@apidevtools/swagger-parser';
import { endpoints, errorMessage } from '@dealerport/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, expectError, onPostgres, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ MIN_CLIENT_VERSION: '2.0.0' });
  const role = await createRole(t.db, 'staff');
  token = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
});
afterAll(() => t?.close());

describe('client version (spec 01 §8: 426)', () => {
  it('refuses an older x-version with 426 CLIENT_OUTDATED, localised, before anything else', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await t.call({ method: 'GET', url: '/api/auths/who-am-i', token, culture, headers: { 'x-version': '1.2.33' } });
      expectError(res, 426, 'CLIENT_OUTDATED', culture);
      expect(res.body.details).toEqual({ minimumVersion: '2.0.0' });
    }
    // Even a public call with a bad body: the version comes first.
    const signInOld = await t.call({ method: 'POST', url: '/api/auths/authenticate', payload: {}, headers: { 'x-version': '1.9.99' } });
    expectError(signInOld, 426, 'CLIENT_OUTDATED');
    expectError(await t.call({ method: 'GET', url: '/api/nowhere', headers: { 'x-version': '1.0' } }), 426, 'CLIENT_OUTDATED');
  });

  it('lets equal, newer and absent versions through', async () => {
    for (const version of ['2.0.0', '2.0', '2', '2.0.1', '10.0.0', '2.10.0']) {
      const res = await t.call({ method: 'GET', url: '/api/auths/who-am-i', token, headers: { 'x-version': version } });
      expect(res.status, version).toBe(200);
    }
    expect((await t.call({ method: 'GET', url: '/api/auths/who-am-i', token })).status).toBe(200);
    // Not a version at all: ignored rather than refused.
    expect((await t.call({ method: 'GET', url: '/api/auths/who-am-i', token, headers: { 'x-version': 'web' } })).status).toBe(200);
  });

  it('does not apply to health checks', async () => {
    expect((await t.call({ method: 'GET', url: '/healthz', headers: { 'x-version': '0.1' } })).status).toBe(200);
  });
});

describe('security headers', () => {
  it('are on successes, errors, 404s and 426s alike', async () => {
    const answers = [
      await t.call({ method: 'GET', url: '/api/auths/who-am-i', token }),
      await t.call({ method: 'GET', url: '/api/auths/who-am-i' }),
      await t.call({ method: 'POST', url: '/api/auths/authenticate', payload: {} }),
      await t.call({ method: 'GET', url: '/api/does-not-exist' }),
      await t.call({ method: 'GET', url: '/api/auths/who-am-i', headers: { 'x-version': '1.0.0' } }),
      await t.call({ method: 'GET', url: '/healthz' }),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy'], String(res.status)).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('unknown routes', () => {
  it('an unknown /api path is a JSON 404 ROUTE_NOT_FOUND in the caller language', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await t.call({ method: 'GET', url: '/api/no/such/thing', culture });
      expect(res.headers['content-type']).toContain('application/json');
      expectError(res, 404, 'ROUTE_NOT_FOUND', culture);
    }
    expectError(await t.call({ method: 'DELETE', url: '/api/auths/who-am-i' }), 404, 'ROUTE_NOT_FOUND');
    expectError(
      await t.call({ method: 'POST', url: '/api/does-not-exist', payload: { a: 1 }, culture: 'de' }),
      404,
      'ROUTE_NOT_FOUND',
      'de',
    );
  });

  it('a trailing slash reaches the same route', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auths/who-am-i/', token })).status).toBe(200);
  });
});

describe('health', () => {
  it('/healthz and /readyz answer', async () => {
    const health = await t.call({ method: 'GET', url: '/healthz' });
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await t.call({ method: 'GET', url: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: t.app.dbKind });
  });
});

describe('database connections', () => {
  it.runIf(onPostgres)('survives the server ending idle connections (restart, failover)', async () => {
    // Fill the pool with a few idle connections.
    await Promise.all(Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(t.db)));
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0]!.name],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    await sleep(200);
    // The process is still here (an unhandled pool error would crash it) and new connections work.
    const ready = await t.call({ method: 'GET', url: '/readyz' });
    expect(ready.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auths/who-am-i', token })).status).toBe(200);
  });
});

describe('request ids', () => {
  it('echoes a well-formed x-request-id and replaces anything else', async () => {
    const echoed = await t.call({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123.XYZ_9' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123.XYZ_9');
    const onError = await t.call({ method: 'GET', url: '/api/auths/who-am-i', headers: { 'x-request-id': 'trace-401' } });
    expect(onError.status).toBe(401);
    expect(onError.headers['x-request-id']).toBe('trace-401');
    for (const bad of ['has space', '<script>', 'x'.repeat(65)]) {
      const res = await t.call({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const generated = await t.call({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  it('/api/openapi.json lists every endpoint of the contract with its method', async () => {
    const res = await t.call({ method: 'GET', url: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = res.body.paths as Record<string, Record<string, { operationId?: string; security?: unknown }>>;
    const missing: string[] = [];
    for (const ep of endpoints) {
      const operation = paths[ep.path]?.[ep.method.toLowerCase()];
      if (!operation) {
        missing.push(`${ep.method} ${ep.path}`);
        continue;
      }
      expect(operation.operationId).toBe(ep.id);
      if (ep.auth === 'public') expect(operation.security, ep.id).toBeUndefined();
      else expect(operation.security, ep.id).toEqual([{ bearer: [] }]);
    }
    expect(missing).toEqual([]);
    // Internal routes stay out of the document.
    expect(paths['/healthz']).toBeUndefined();
    expect(paths['/api/openapi.json']).toBeUndefined();
  });

  it('publishes the spec’s entity fields the answers carry, the recursive trees as components (issue 20; the contract’s spec-entities test has every field)', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).body;
    type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; required?: string[] };
    const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components.schemas[s.$ref.split('/').pop()!]) : s);
    /** The object at `at` ('items[]', '[].items[]', ...) of a call's 200 answer. */
    const objectAt = (url: string, at: string): Schema => {
      let s = resolve(doc.paths[url].get.responses['200'].content['application/json'].schema);
      for (const step of at.split('.').filter(Boolean)) {
        const key = step.replace(/\[\]$/, '');
        if (key) s = resolve(s.properties![key]!);
        if (step.endsWith('[]')) s = resolve(s.items!);
      }
      return s;
    };
    const fields = (url: string, at: string) => objectAt(url, at).required ?? [];
    // Every reference points at a schema the document defines (the category trees refer to themselves).
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !doc.components.schemas[name])).toEqual([]);
    expect(refs).toEqual(expect.arrayContaining(['CategoryNode', 'AdminCategory']));
    expect(fields('/api/customers', 'items[]')).toEqual(
      expect.arrayContaining(['isKvkkConfirm', 'isCommunicationConfirm', 'customerSectors']),
    );
    expect(fields('/api/catalogs/categories', '[]')).toEqual(expect.arrayContaining(['refCode', 'isActive', 'icon', 'children']));
    expect(fields('/api/roles/permissions', '[].items[]')).toEqual(['id', 'parentId', 'code', 'name', 'order']);
    expect(fields('/api/roles/{id}/with-permissions', 'permissions[]')).toEqual(['id', 'parentId', 'code', 'name', 'order']);
    expect(fields('/api/orders/{docNumber}', '')).toEqual(expect.arrayContaining(['warehouse', 'division', 'captureTransactionId']));
  });

  it('is a valid OpenAPI document that standard tools load (swagger-parser): every schema written out, none left a placeholder', async () => {
    const res = await t.call({ method: 'GET', url: '/api/openapi.json' });
    // a recursive schema without a name is emitted as a $ref to a placeholder that nothing defines
    expect(JSON.stringify(res.body)).not.toContain('__SCHEMA__PLACEHOLDER__');
    await expect(SwaggerParser.validate(structuredClone(res.body))).resolves.toBeTruthy();
  });

  it('says what every operation answers: 204s without a body, downloads as files, feeds with 304, and the error answers from one place', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).body;
    const wrong: string[] = [];
    for (const ep of endpoints) {
      const responses = doc.paths[ep.path][ep.method.toLowerCase()].responses as Record<string, { content?: Record<string, unknown> }>;
      const statuses = Object.keys(responses);
      const where = `${ep.method} ${ep.path}`;
      if (ep.status === 204 && (responses['204'] === undefined || responses['204'].content !== undefined))
        wrong.push(`${where}: 204 with a body`);
      if (ep.status === 200 && !responses['200']?.content) wrong.push(`${where}: no 200 answer`);
      if (ep.download && !responses['200']?.content?.['application/octet-stream']) wrong.push(`${where}: the file is not described`);
      if (ep.feed && !responses['304']) wrong.push(`${where}: no 304`);
      const errors =
        ep.auth === 'public'
          ? ['400', '413', '426', '429', '500', '503']
          : ['400', '401', '403', '404', '409', '413', '426', '429', '500', '503'];
      for (const s of errors) if (!statuses.includes(s)) wrong.push(`${where}: ${s} not documented`);
    }
    expect(wrong).toEqual([]);
  });

  it('the reference UI is served', async () => {
    const res = await t.call({ method: 'GET', url: '/api/reference/' });
    expect(res.status).toBe(200);
  });
});

describe('error bodies', () => {
  it('messages come from the contract catalogue and fall back to Turkish', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auths/who-am-i', culture: 'fr' });
    expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: errorMessage('UNAUTHORIZED', 'tr') });
    const regional = await t.call({ method: 'GET', url: '/api/auths/who-am-i', culture: 'de-AT' });
    expect(regional.body.message).toBe(errorMessage('UNAUTHORIZED', 'de'));
  });

  it('an oversized body is 413 PAYLOAD_TOO_LARGE, not 500', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auths/authenticate',
      body: JSON.stringify({ userName: 'a', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
      culture: 'en',
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'en');
  });
});

describe('the built web client', () => {
  let w: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'dealerport-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dealerport</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
    // a source map left in dist/ (the build emits none) is never served
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {})');
    // the build's precompressed siblings (apps/web/vite.config.ts precompress)
    const big = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js'), big);
    writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.gz'), gzipSync(big, { level: 9 }));
    writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(big));
    w = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await w?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves fingerprinted assets for good and everything else revalidated', async () => {
    const asset = await w.call({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await w.call({ method: 'GET', url: '/sw.js' });
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's precompressed file to a browser that accepts it, as written at build time", async () => {
    const get = (encoding: string) =>
      w.app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.br')))).toBe(true);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.gz')))).toBe(true);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('answers client routes with index.html, API and missing files with JSON 404s', async () => {
    for (const url of ['/', '/cart', '/orders/ABC-1']) {
      const res = await w.call({ method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(res.body).toContain('<title>Dealerport</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    expectError(await w.call({ method: 'GET', url: '/api/nothing-here', culture: 'de' }), 404, 'ROUTE_NOT_FOUND', 'de');
    expect((await w.call({ method: 'GET', url: '/assets/missing.js' })).status).toBe(404);
    expect((await w.call({ method: 'GET', url: '/api/auths/who-am-i' })).status).toBe(401);
  });

  it('never serves a source map, whether it exists or not', async () => {
    for (const url of ['/assets/app-1a2b3c.js.map', '/assets/app-1a2b3c.js.map?v=1', '/assets/missing.js.map', '/index.js.map']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await w.call({ method, url });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(String(res.body)).not.toContain('secret');
      }
    }
    expectError(await w.call({ method: 'GET', url: '/assets/app-1a2b3c.js.map', culture: 'de' }), 404, 'ROUTE_NOT_FOUND', 'de');
  });
});
