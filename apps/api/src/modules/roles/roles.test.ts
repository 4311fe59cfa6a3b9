import { errorMessage, PERMISSION_AREAS, PERMISSION_CODES } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';

let t: TestApp;
/** An administrator (admin-type role, so he may grant anything) holding the role permissions. */
let adminToken: string;
let adminUserId: string;
/** A staff user holding only user.list: signed in, but not allowed here. */
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const adminRole = await createRole(t.db, 'admin', ['role.list', 'role.create', 'role.update', 'role.delete']);
  const admin = await createUser(t.db, { roleId: adminRole, userType: 'staff' });
  adminUserId = admin.id;
  adminToken = (await signIn(t, admin.account_name)).token;
  const otherRole = await createRole(t.db, 'staff', ['user.list']);
  const other = await createUser(t.db, { roleId: otherRole, userType: 'staff' });
  otherToken = (await signIn(t, other.account_name)).token;
});
afterAll(() => t?.close());

const createViaApi = async (payload: Record<string, unknown>, culture?: string) =>
  t.call({ method: 'POST', url: '/api/roles/role', payload, token: adminToken, culture });

/** The codes of a detailed role's permissions, in the order answered. */
const codesOf = (body: { permissions: Array<{ code: string }> }) => body.permissions.map((p) => p.code);
/** A code's place in the catalogue (1..n): the Permission's order. */
const orderOf = (code: string) => PERMISSION_CODES.indexOf(code as (typeof PERMISSION_CODES)[number]) + 1;

const auditRows = (entityId: number | string) =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'role').where('entity_id', '=', String(entityId)).orderBy('id').execute();

describe('access', () => {
  it.each([
    ['GET', '/api/roles?PageNumber=1&PageSize=10'],
    ['GET', '/api/roles/permissions'],
    ['GET', '/api/roles/1/with-permissions'],
    ['GET', '/api/roles/1/with-users'],
    ['POST', '/api/roles/role'],
    ['PUT', '/api/roles/1'],
    ['DELETE', '/api/roles/1'],
  ] as const)('%s %s: anonymous is 401, without the permission 403', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? { name: 'x', roleType: 'staff', permissions: [] } : undefined;
    expectError(await t.call({ method, url, payload }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method, url, payload, token: otherToken, culture: 'en' }), 403, 'FORBIDDEN', 'en');
  });

  it('list permission alone does not allow changes', async () => {
    const role = await createRole(t.db, 'staff', ['role.list']);
    const user = await createUser(t.db, { roleId: role, userType: 'staff' });
    const token = (await signIn(t, user.account_name)).token;
    expect((await t.call({ method: 'GET', url: '/api/roles/permissions', token })).status).toBe(200);
    expectError(
      await t.call({ method: 'POST', url: '/api/roles/role', token, payload: { name: 'nope', roleType: 'staff', permissions: [] } }),
      403,
      'FORBIDDEN',
    );
    expectError(await t.call({ method: 'DELETE', url: `/api/roles/${role}`, token }), 403, 'FORBIDDEN');
  });
});

describe('GET /api/roles/permissions', () => {
  it('is the catalogue as a tree, named in the caller’s language', async () => {
    const de = await t.call({ method: 'GET', url: '/api/roles/permissions', token: adminToken, culture: 'de' });
    expect(de.status).toBe(200);
    expect(de.body).toHaveLength(PERMISSION_AREAS.length);
    const users = de.body.find((n: { id: string }) => n.id === 'user');
    expect(users.name).toBe('Benutzer');
    // spec 02 §3: tree nodes (id, name, items) whose items are Permissions (id, parentId, code, name, order)
    expect(users.items).toContainEqual({
      id: 'user.create',
      parentId: 'user',
      code: 'user.create',
      name: 'Anlegen',
      order: orderOf('user.create'),
    });
    const items = de.body.flatMap((n: { id: string; items: { code: string; parentId: string; order: number }[] }) =>
      n.items.map((i) => ({ ...i, node: n.id })),
    );
    expect(items.map((i: { code: string }) => i.code)).toEqual(PERMISSION_CODES);
    expect(items.map((i: { order: number }) => i.order)).toEqual(PERMISSION_CODES.map((_, i) => i + 1));
    expect(items.every((i: { parentId: string; node: string }) => i.parentId === i.node)).toBe(true);
    const tr = await t.call({ method: 'GET', url: '/api/roles/permissions', token: adminToken });
    expect(tr.body.find((n: { id: string }) => n.id === 'user').name).toBe('Kullanıcılar');
  });
});

describe('create, read, update, delete', () => {
  it('creates a role with its permissions, reads it back and writes the audit log', async () => {
    const res = await createViaApi(
      { name: 'Depo Sorumlusu', roleType: 'staff', permissions: ['warehouse.update', 'warehouse.list', 'warehouse.list'] },
      'en',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Depo Sorumlusu',
      roleType: 'staff',
      roleTypeName: 'Staff',
    });
    expect(codesOf(res.body)).toEqual(['warehouse.list', 'warehouse.update']);
    const id = res.body.id as number;

    const withPermissions = await t.call({ method: 'GET', url: `/api/roles/${id}/with-permissions`, token: adminToken, culture: 'de' });
    expect(withPermissions.status).toBe(200);
    expect(withPermissions.body).toEqual({
      id,
      name: 'Depo Sorumlusu',
      roleType: 'staff',
      roleTypeName: 'Mitarbeiter',
      permissions: [
        { id: 'warehouse.list', parentId: 'warehouse', code: 'warehouse.list', name: 'Anzeigen', order: orderOf('warehouse.list') },
        { id: 'warehouse.update', parentId: 'warehouse', code: 'warehouse.update', name: 'Bearbeiten', order: orderOf('warehouse.update') },
      ],
    });

    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ action: 'create', actor_user_id: adminUserId, before: null });
    expect(audit!.after).toEqual({ id, name: 'Depo Sorumlusu', roleType: 'staff', permissions: ['warehouse.list', 'warehouse.update'] });
  });

  it('gives admin-type roles every code, whatever the body says', async () => {
    const res = await createViaApi({ name: 'Second admins', roleType: 'admin', permissions: [] });
    expect(res.status).toBe(200);
    expect(codesOf(res.body)).toEqual(PERMISSION_CODES);
  });

  it('updates name, type and permissions (replacing them) with before/after in the audit log', async () => {
    const created = await createViaApi({ name: 'Raporcu', roleType: 'staff', permissions: ['report-order.list', 'report-product.list'] });
    const id = created.body.id as number;
    const res = await t.call({
      method: 'PUT',
      url: `/api/roles/${id}`,
      token: adminToken,
      payload: { name: 'Raporcu (bayi)', roleType: 'dealer', permissions: ['report-customer.list'] },
      culture: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      name: 'Raporcu (bayi)',
      roleType: 'dealer',
      roleTypeName: 'Dealer',
      permissions: [
        {
          id: 'report-customer.list',
          parentId: 'report-customer',
          code: 'report-customer.list',
          name: 'List',
          order: orderOf('report-customer.list'),
        },
      ],
    });
    const read = await t.call({ method: 'GET', url: `/api/roles/${id}/with-permissions`, token: adminToken });
    expect(codesOf(read.body)).toEqual(['report-customer.list']);
    const rows = await auditRows(id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]!.before).toEqual({ id, name: 'Raporcu', roleType: 'staff', permissions: ['report-order.list', 'report-product.list'] });
    expect(rows[1]!.after).toEqual({ id, name: 'Raporcu (bayi)', roleType: 'dealer', permissions: ['report-customer.list'] });
  });

  it('lists the users holding a role', async () => {
    const role = await createRole(t.db, 'dealer', ['order.list']);
    const user = await createUser(t.db, { roleId: role, userType: 'staff' });
    const gone = await createUser(t.db, { roleId: role, userType: 'staff' });
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
    const res = await t.call({ method: 'GET', url: `/api/roles/${role}/with-users`, token: adminToken, culture: 'tr' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: role, roleType: 'dealer', roleTypeName: 'Bayi' });
    expect(res.body.users).toEqual([{ id: user.id, accountName: user.account_name, email: user.email }]);
  });

  it('refuses to delete a role while users hold it, then deletes it once they do not', async () => {
    const created = await createViaApi({ name: 'Geçici rol', roleType: 'staff', permissions: ['banner.list'] });
    const id = created.body.id as number;
    const user = await createUser(t.db, { roleId: id, userType: 'staff' });
    const refused = await t.call({ method: 'DELETE', url: `/api/roles/${id}`, token: adminToken, culture: 'en' });
    expectError(refused, 400, 'ROLE_IN_USE', 'en', { count: 1 });
    expect(refused.body.message).toBe('This role is assigned to 1 users; change their role first.');

    // A soft-deleted user no longer counts (and does not block the delete through its foreign key).
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user.id).execute();
    const res = await t.call({ method: 'DELETE', url: `/api/roles/${id}`, token: adminToken });
    expect(res.status).toBe(204);
    expectError(await t.call({ method: 'GET', url: `/api/roles/${id}/with-permissions`, token: adminToken }), 404, 'NOT_FOUND');
    expectError(await t.call({ method: 'DELETE', url: `/api/roles/${id}`, token: adminToken }), 404, 'NOT_FOUND');
    const rows = await auditRows(id);
    expect(rows.at(-1)).toMatchObject({
      action: 'delete',
      after: null,
      before: { id, name: 'Geçici rol', roleType: 'staff', permissions: ['banner.list'] },
    });

    // The name is free again.
    expect((await createViaApi({ name: 'geçici rol', roleType: 'staff', permissions: [] })).status).toBe(200);
  });

  it('lets an unused system role be deleted like any other', async () => {
    const role = await t.db
      .insertInto('roles')
      .values({ name: 'System unused', role_type: 'staff', is_system: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.call({ method: 'DELETE', url: `/api/roles/${role.id}`, token: adminToken })).status).toBe(204);
  });
});

describe('bad input', () => {
  it('refuses a duplicate name, case-insensitively (create and update)', async () => {
    await createViaApi({ name: 'Muhasebe', roleType: 'staff', permissions: [] });
    const dup = await createViaApi({ name: 'MUHASEBE', roleType: 'dealer', permissions: [] }, 'de');
    expectError(dup, 400, 'ROLE_NAME_TAKEN', 'de', { name: 'MUHASEBE' });
    expect(dup.body.message).toBe('Es gibt bereits eine Rolle mit dem Namen „MUHASEBE“.');

    const other = await createViaApi({ name: 'Satış', roleType: 'staff', permissions: [] });
    const res = await t.call({
      method: 'PUT',
      url: `/api/roles/${other.body.id}`,
      token: adminToken,
      payload: { name: 'muhasebe', roleType: 'staff', permissions: [] },
    });
    expectError(res, 400, 'ROLE_NAME_TAKEN');
    // Renaming a role to its own name in another case is fine.
    const same = await t.call({
      method: 'PUT',
      url: `/api/roles/${other.body.id}`,
      token: adminToken,
      payload: { name: 'SATIŞ', roleType: 'staff', permissions: [] },
    });
    expect(same.status).toBe(200);
  });

  it('refuses unknown permission codes', async () => {
    const res = await createViaApi({ name: 'Bad codes', roleType: 'staff', permissions: ['user.list', 'user.fly', 'nothing'] }, 'en');
    expectError(res, 400, 'UNKNOWN_PERMISSION', 'en', { codes: 'user.fly, nothing' });
    const role = await createRole(t.db, 'staff');
    expectError(
      await t.call({
        method: 'PUT',
        url: `/api/roles/${role}`,
        token: adminToken,
        payload: { name: 'x-bad', roleType: 'staff', permissions: ['user.fly'] },
      }),
      400,
      'UNKNOWN_PERMISSION',
    );
  });

  it.each([
    [{ roleType: 'staff', permissions: [] }],
    [{ name: '   ', roleType: 'staff', permissions: [] }],
    [{ name: 'x', roleType: 'king', permissions: [] }],
    [{ name: 'x', roleType: 'staff' }],
    [{ name: 'x', roleType: 'staff', permissions: 'user.list' }],
  ])('refuses a malformed body %j with VALIDATION_FAILED', async (payload) => {
    const res = await createViaApi(payload, 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'en'));
  });

  it('refuses bad ids (400) and answers unknown ones with 404', async () => {
    for (const url of ['/api/roles/abc/with-permissions', '/api/roles/0/with-users', '/api/roles/99999999999']) {
      const res = await t.call({ method: url.endsWith('9') ? 'DELETE' : 'GET', url, token: adminToken });
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expectError(
      await t.call({ method: 'GET', url: '/api/roles/987654/with-permissions', token: adminToken, culture: 'en' }),
      404,
      'NOT_FOUND',
      'en',
    );
    expectError(await t.call({ method: 'GET', url: '/api/roles/987654/with-users', token: adminToken }), 404, 'NOT_FOUND');
    expectError(
      await t.call({
        method: 'PUT',
        url: '/api/roles/987654',
        token: adminToken,
        payload: { name: 'ghost', roleType: 'staff', permissions: [] },
      }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.call({ method: 'DELETE', url: '/api/roles/987654', token: adminToken }), 404, 'NOT_FOUND');
  });
});

describe('GET /api/roles', () => {
  it('pages, searches Turkish-insensitively, sorts and filters', async () => {
    for (const name of ['Şube Müdürü', 'şube asistanı', 'Istanbul Bölge', 'İzmir Bölge'])
      await createViaApi({ name, roleType: 'dealer', permissions: [] });

    const search = await t.call({
      method: 'GET',
      url: '/api/roles?PageNumber=1&PageSize=10&SearchTerm=sube&OrderBy=name%20desc',
      token: adminToken,
      culture: 'en',
    });
    expect(search.status).toBe(200);
    expect(search.body.items.map((r: { name: string }) => r.name)).toEqual(['şube asistanı', 'Şube Müdürü']);
    expect(search.body.items[0]).toMatchObject({ roleType: 'dealer', roleTypeName: 'Dealer' });
    expect(search.body).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      totalCount: 2,
      totalPages: 1,
      hasPreviousPage: false,
      hasNextPage: false,
    });

    const dotted = await t.call({
      method: 'GET',
      url: `/api/roles?PageNumber=1&PageSize=10&SearchTerm=${encodeURIComponent('izmir')}`,
      token: adminToken,
    });
    expect(dotted.body.items.map((r: { name: string }) => r.name)).toEqual(['İzmir Bölge']);

    const paged = await t.call({
      method: 'GET',
      url: `/api/roles?PageNumber=2&PageSize=1&SearchTerm=b%C3%B6lge&OrderBy=name&ColumnFilters=${encodeURIComponent('{"roleType":"dealer"}')}`,
      token: adminToken,
    });
    expect(paged.body).toMatchObject({
      pageIndex: 2,
      pageSize: 1,
      totalCount: 2,
      totalPages: 2,
      hasPreviousPage: true,
      hasNextPage: false,
    });
    expect(paged.body.items).toHaveLength(1);

    const staffOnly = await t.call({
      method: 'GET',
      url: `/api/roles?PageNumber=1&PageSize=500&ColumnFilters=${encodeURIComponent('{"roleType":"staff"}')}`,
      token: adminToken,
    });
    expect(staffOnly.body.items.length).toBeGreaterThan(0);
    expect(staffOnly.body.items.every((r: { roleType: string }) => r.roleType === 'staff')).toBe(true);

    const wildcard = await t.call({ method: 'GET', url: '/api/roles?PageNumber=1&PageSize=10&SearchTerm=%25', token: adminToken });
    expect(wildcard.body.totalCount).toBe(0);
  });

  it('refuses bad paging, sorting and filters with 400', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/roles?PageSize=10', token: adminToken, culture: 'de' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.message).toContain(errorMessage('VALIDATION_FAILED', 'de'));
    expectError(
      await t.call({ method: 'GET', url: '/api/roles?PageNumber=1&PageSize=10&OrderBy=password', token: adminToken, culture: 'en' }),
      400,
      'INVALID_SORT',
      'en',
      {
        orderBy: 'password',
      },
    );
    expectError(
      await t.call({ method: 'GET', url: '/api/roles?PageNumber=1&PageSize=10&OrderBy=name;drop', token: adminToken }),
      400,
      'INVALID_SORT',
    );
    expectError(
      await t.call({ method: 'GET', url: '/api/roles?PageNumber=1&PageSize=10&ColumnFilters=nojson', token: adminToken }),
      400,
      'INVALID_FILTER',
    );
    expectError(
      await t.call({
        method: 'GET',
        url: `/api/roles?PageNumber=1&PageSize=10&ColumnFilters=${encodeURIComponent('{"roleType":"king"}')}`,
        token: adminToken,
      }),
      400,
      'INVALID_FILTER',
    );
  });
});

describe("you can't grant what you don't hold (docs/decisions/0021)", () => {
  /** A role manager (staff) holding the role permissions and order.list, nothing else. */
  let managerToken: string;
  let managerRole: number;

  beforeAll(async () => {
    managerRole = await createRole(t.db, 'staff', ['role.list', 'role.create', 'role.update', 'role.delete', 'order.list']);
    const manager = await createUser(t.db, { roleId: managerRole, userType: 'staff' });
    managerToken = (await signIn(t, manager.account_name)).token;
  });

  const create = (payload: Record<string, unknown>, culture?: string) =>
    t.call({ method: 'POST', url: '/api/roles/role', payload, token: managerToken, culture });
  const update = (id: number, payload: Record<string, unknown>, culture?: string) =>
    t.call({ method: 'PUT', url: `/api/roles/${id}`, payload, token: managerToken, culture });

  it('creates roles only with permissions the caller holds, and no admin-type role', async () => {
    expectError(
      await create(
        { name: 'Escalated', roleType: 'staff', permissions: ['order.list', 'user.update', 'role.list', 'setting.update'] },
        'en',
      ),
      403,
      'PERMISSION_NOT_HELD',
      'en',
      { codes: 'user.update, setting.update' },
    );
    expectError(await create({ name: 'Escalated admins', roleType: 'admin', permissions: [] }, 'de'), 403, 'ADMIN_ROLE_REQUIRED', 'de');
    const made = await t.db.selectFrom('roles').select('id').where('name', 'in', ['Escalated', 'Escalated admins']).execute();
    expect(made).toEqual([]);
    const ok = await create({ name: 'Order clerk', roleType: 'staff', permissions: ['order.list', 'role.list'] });
    expect(ok.status).toBe(200);
    expect(codesOf(ok.body)).toEqual(['role.list', 'order.list']);
  });

  it('adds nothing to his own role, but may give up what he holds', async () => {
    const own = { name: `Managers ${managerRole}`, roleType: 'staff' };
    expectError(
      await update(
        managerRole,
        { ...own, permissions: ['role.list', 'role.create', 'role.update', 'role.delete', 'order.list', 'user.update'] },
        'tr',
      ),
      403,
      'PERMISSION_NOT_HELD',
      'tr',
      { codes: 'user.update' },
    );
    expectError(await update(managerRole, { ...own, roleType: 'admin', permissions: [] }), 403, 'ADMIN_ROLE_REQUIRED');
    const held = await t.db.selectFrom('role_permissions').select('permission_code').where('role_id', '=', managerRole).execute();
    expect(held.map((r) => r.permission_code).sort()).toEqual(['order.list', 'role.create', 'role.delete', 'role.list', 'role.update']);
    const res = await update(managerRole, { ...own, permissions: ['role.list', 'role.create', 'role.update', 'role.delete'] });
    expect(res.status).toBe(200);
    expect(codesOf(res.body)).toEqual(['role.list', 'role.create', 'role.update', 'role.delete']);
  });

  it('neither changes nor deletes a role above him, and an administrator role only as an administrator', async () => {
    const above = await createRole(t.db, 'staff', ['role.list', 'user.delete']);
    expectError(await update(above, { name: 'Stripped', roleType: 'staff', permissions: ['role.list'] }), 403, 'PERMISSION_NOT_HELD');
    expectError(await t.call({ method: 'DELETE', url: `/api/roles/${above}`, token: managerToken }), 403, 'PERMISSION_NOT_HELD');
    const adminType = await createRole(t.db, 'admin', []);
    expectError(await update(adminType, { name: 'Demoted', roleType: 'staff', permissions: [] }), 403, 'ADMIN_ROLE_REQUIRED');
    expectError(await t.call({ method: 'DELETE', url: `/api/roles/${adminType}`, token: managerToken }), 403, 'ADMIN_ROLE_REQUIRED');
    const still = await t.db.selectFrom('roles').select(['id', 'deleted_at']).where('id', 'in', [above, adminType]).execute();
    expect(still.every((r) => r.deleted_at === null)).toBe(true);
    // the administrator may
    expect((await t.call({ method: 'DELETE', url: `/api/roles/${adminType}`, token: adminToken })).status).toBe(204);
  });
});

describe("a built-in role's name in the reader's language (ADR 0062)", () => {
  it('reads tr, de and en; falls back to Turkish, then to the name; kept unless renamed', async () => {
    const id = await createRole(t.db, 'staff', ['order.list']);
    const names = { tr: `Müşteri hizmetleri ${id}`, de: `Kundenservice ${id}`, en: `Customer service ${id}` };
    await t.db
      .updateTable('roles')
      .set({ name: `Customer service ${id}`, names: JSON.stringify(names), is_system: true })
      .where('id', '=', id)
      .execute();
    const holder = await createUser(t.db, { roleId: id, userType: 'staff' });
    const holderToken = (await signIn(t, holder.account_name)).token;
    const read = async (culture: string) => [
      (await t.call({ method: 'GET', url: `/api/roles/${id}/with-permissions`, token: adminToken, culture })).body.name,
      (await t.call({ method: 'GET', url: `/api/roles/${id}/with-users`, token: adminToken, culture })).body.name,
      (await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: holderToken, culture })).body.role.name,
      (await t.call({ method: 'GET', url: '/api/profiles', token: holderToken, culture })).body.roleName,
    ];
    expect(await read('tr')).toEqual(Array(4).fill(names.tr));
    expect(await read('de')).toEqual(Array(4).fill(names.de));
    expect(await read('en')).toEqual(Array(4).fill(names.en));
    // the list finds it by the name its reader reads
    const search = async (term: string, culture: string) =>
      (
        await t.call({
          method: 'GET',
          url: `/api/roles?PageNumber=1&PageSize=10&SearchTerm=${encodeURIComponent(term)}`,
          token: adminToken,
          culture,
        })
      ).body.items.map((r: { name: string }) => r.name);
    expect(await search('kundenservice', 'de')).toEqual([names.de]);
    expect(await search('musteri hizmetleri', 'tr')).toEqual([names.tr]);

    // saved with the name it was shown: it keeps its names per language
    const put = (name: string, culture: string) =>
      t.call({
        method: 'PUT',
        url: `/api/roles/${id}`,
        token: adminToken,
        culture,
        payload: { name, roleType: 'staff', permissions: ['order.list'] },
      });
    expect((await put(names.de, 'de')).body.name).toBe(names.de);
    expect(await read('tr')).toEqual(Array(4).fill(names.tr));
    // another role may not take a name it is read by
    expectError(await createViaApi({ name: names.de, roleType: 'staff', permissions: [] }, 'de'), 400, 'ROLE_NAME_TAKEN', 'de');

    // a language it has no name in: the Turkish one
    await t.db
      .updateTable('roles')
      .set({ names: JSON.stringify({ tr: names.tr, de: names.de }) })
      .where('id', '=', id)
      .execute();
    expect(await read('en')).toEqual(Array(4).fill(names.tr));

    // renamed: the administrator's name in every language
    expect((await put(`Innendienst ${id}`, 'de')).body.name).toBe(`Innendienst ${id}`);
    for (const culture of ['tr', 'de', 'en']) expect(await read(culture)).toEqual(Array(4).fill(`Innendienst ${id}`));
  });
});
