import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { hashToken } from '../../lib/crypto';

/** Integration keys (design.md §4b): lifecycle, and who may pass a sync call's `{ integration }` rule. */
let t: TestApp;
let admin: string;
let reader: string;
let other: string;
let dealer: string;

const KEYS = '/api/integrations/keys';
const SYNC = '/api/integrations/sync/warehouses';
const batch = { rows: [{ code: 'W1', name: 'Warehouse 1' }] };

beforeAll(async () => {
  t = await createTestApp();
  const adminRole = await createRole(t.db, 'admin', ['integration.list', 'integration.update']);
  admin = (await signIn(t, (await createUser(t.db, { roleId: adminRole, userType: 'staff' })).account_name)).token;
  const readerRole = await createRole(t.db, 'staff', ['integration.list']);
  reader = (await signIn(t, (await createUser(t.db, { roleId: readerRole, userType: 'staff' })).account_name)).token;
  const otherRole = await createRole(t.db, 'staff', ['user.list']);
  other = (await signIn(t, (await createUser(t.db, { roleId: otherRole, userType: 'staff' })).account_name)).token;
  const customer = await createCustomer(t.db);
  const dealerRole = await createRole(t.db, 'dealer', []);
  dealer = (await signIn(t, (await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: customer.id })).account_name))
    .token;
});
afterAll(() => t?.close());

const create = (body: object, token = admin, culture?: string) => t.call({ method: 'POST', url: KEYS, payload: body, token, culture });

describe('integration keys', () => {
  it('creates a key shown once, lists it without the secret, stores only its hash, audits', async () => {
    const res = await create({ name: 'Logo ERP', scopes: ['stock', 'catalog', 'stock'] });
    expect(res.status).toBe(200);
    const { key, secret } = res.body;
    expect(secret).toMatch(/^dpk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Logo ERP', scopes: ['stock', 'catalog'], lastUsedAt: null, revokedAt: null });
    expect(key.prefix).toBe(`${secret.slice(0, 8)}…`);
    expect(key.createdBy).toEqual(expect.any(String));

    const list = await t.call({ method: 'GET', url: KEYS, token: reader });
    expect(list.status).toBe(200);
    const listed = list.body.find((k: { id: string }) => k.id === key.id);
    expect(listed).toEqual(key);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(8));

    const row = await t.db.selectFrom('integration_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'integration-key')
      .where('entity_id', '=', key.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('records the last use, and a revoked key is refused (401), stays listed with its revocation', async () => {
    const { body } = await create({ name: 'To revoke', scopes: ['stock'] });
    expect((await t.call({ method: 'POST', url: SYNC, token: body.secret, payload: batch })).status).toBe(200);
    const used = (await t.call({ method: 'GET', url: KEYS, token: admin })).body.find((k: { id: string }) => k.id === body.key.id);
    expect(used.lastUsedAt).not.toBeNull();

    expectError(await t.call({ method: 'DELETE', url: `${KEYS}/${body.key.id}`, token: reader, culture: 'de' }), 403, 'FORBIDDEN', 'de');
    expect((await t.call({ method: 'DELETE', url: `${KEYS}/${body.key.id}`, token: admin })).status).toBe(204);
    // twice is fine (the first time stays)
    expect((await t.call({ method: 'DELETE', url: `${KEYS}/${body.key.id}`, token: admin })).status).toBe(204);
    expectError(await t.call({ method: 'POST', url: SYNC, token: body.secret, payload: batch, culture: 'en' }), 401, 'UNAUTHORIZED', 'en');
    const listed = (await t.call({ method: 'GET', url: KEYS, token: admin })).body.find((k: { id: string }) => k.id === body.key.id);
    expect(listed.revokedAt).not.toBeNull();
    expectError(await t.call({ method: 'DELETE', url: `${KEYS}/00000000-0000-4000-8000-000000000000`, token: admin }), 404, 'NOT_FOUND');
  });

  it('refuses anonymous (401), without the codes (403), bad input (400, localised)', async () => {
    expectError(await t.call({ method: 'GET', url: KEYS }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'GET', url: KEYS, token: other, culture: 'en' }), 403, 'FORBIDDEN', 'en');
    expectError(await create({ name: 'x', scopes: ['stock'] }, reader), 403, 'FORBIDDEN');
    expectError(await create({ name: 'x', scopes: ['stock'] }, dealer), 403, 'FORBIDDEN');
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await create({ name: '', scopes: ['galaxy'] }, admin, culture);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['name', 'scopes.0']);
    }
    const de = await create({ name: 'x', scopes: [] }, admin, 'de');
    expect(de.body.details.fields[0].message).toBe('Muss mindestens 1 Einträge haben.');
    const bad = await t.call({ method: 'DELETE', url: `${KEYS}/not-a-uuid`, token: admin, culture: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields).toEqual([{ field: 'id', message: 'Not a valid identifier (UUID).' }]);
  });
});

describe('the integration rule', () => {
  it('no key 401, unknown key 401, wrong scope 403, a user token 401, a key on a user route 401', async () => {
    const { body } = await create({ name: 'Catalogue only', scopes: ['catalog'] });
    expectError(await t.call({ method: 'POST', url: SYNC, payload: batch }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'POST', url: SYNC, token: `dpk_${'A'.repeat(43)}`, payload: batch }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'POST', url: SYNC, token: body.secret, payload: batch, culture: 'de' }), 403, 'FORBIDDEN', 'de');
    // an administrator holding every integration code is still a person: no sync call
    expectError(await t.call({ method: 'POST', url: SYNC, token: admin, payload: batch }), 401, 'UNAUTHORIZED');
    // and a key never passes a user's route, not even the integration screens
    expectError(await t.call({ method: 'GET', url: KEYS, token: body.secret }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'GET', url: '/api/catalogs/categories', token: body.secret }), 401, 'UNAUTHORIZED');
    // nothing was written by the refused calls
    expect(await t.db.selectFrom('warehouses').select('code').where('code', '=', 'W1').execute()).toHaveLength(1);
  });
});
