import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../test/catalog-factories';
import { createRole, createTestApp, createUser, expectError, onPostgres, signIn, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens = {} as Record<'admin' | 'reader' | 'bare', string>;
const cat = {} as { tyres: number; rims: number };
const url = '/api/orders/parameters';

const input = (over: Record<string, unknown> = {}) => ({
  categoryId: cat.tyres,
  paymentMethodCode: 'CASH',
  names: { tr: 'Peşin ödeme', de: 'Barzahlung', en: 'Cash payment' },
  discountRate: '3',
  dueDays: 0,
  isOnlinePayment: false,
  isDefault: false,
  order: 2,
  ...over,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  opts: { token?: string; body?: unknown; path?: string; query?: any; culture?: string },
) =>
  t.call({
    method,
    url: opts.path ?? url,
    payload: opts.body as never,
    query: opts.query,
    token: opts.token,
    culture: opts.culture ?? 'en',
  });

const defaults = async () =>
  (await t.db.selectFrom('order_parameters').select(['id', 'category_id']).where('is_default', '=', true).orderBy('id').execute()).map(
    (r) => r.id,
  );

beforeAll(async () => {
  t = await createTestApp();
  const role = async (codes: string[]) =>
    (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', codes), userType: 'staff' })).account_name)).token;
  tokens.admin = await role(['order-parameter.list', 'order-parameter.create', 'order-parameter.update', 'order-parameter.delete']);
  tokens.reader = await role(['order-parameter.list']);
  tokens.bare = await role([]);
  cat.tyres = await createCategory(t.db, { code: 'OP-LST', names: { tr: 'Lastik', de: 'Reifen', en: 'Tyres' } });
  cat.rims = await createCategory(t.db, { code: 'OP-JNT', names: { tr: 'Jant', de: 'Felgen', en: 'Rims' } });
});
afterAll(async () => {
  await t?.close();
});

describe('order parameters', () => {
  let cash: any;
  let account: any;

  it('creates a parameter for a category, audited', async () => {
    const res = await call('POST', { token: tokens.admin, body: input(), culture: 'de' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      categoryId: cat.tyres,
      categoryName: 'Reifen',
      paymentMethodCode: 'CASH',
      names: { tr: 'Peşin ödeme', de: 'Barzahlung', en: 'Cash payment' },
      name: 'Barzahlung',
      discountRate: '3.00',
      dueDays: 0,
      isOnlinePayment: false,
      isDefault: false,
      order: 2,
      isActive: true,
    });
    cash = res.body;
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', '=', 'order-parameter')
      .where('entity_id', '=', String(cash.id))
      .execute();
    expect(audit).toEqual([{ action: 'create', entity: 'order-parameter' }]);
  });

  it('refuses the same code in the same category (case-insensitive), allows it in another category and for every category', async () => {
    expectError(
      await call('POST', { token: tokens.admin, body: input({ paymentMethodCode: 'cash' }) }),
      400,
      'ORDER_PARAMETER_TAKEN',
      'en',
      {
        code: 'cash',
      },
    );
    const rims = await call('POST', { token: tokens.admin, body: input({ categoryId: cat.rims }) });
    expect(rims.status).toBe(200);
    const every = await call('POST', { token: tokens.admin, body: input({ categoryId: null, discountRate: '2.5' }) });
    expect(every.status).toBe(200);
    expect(every.body).toMatchObject({ categoryId: null, categoryName: null, discountRate: '2.50' });
    expectError(await call('POST', { token: tokens.admin, body: input({ categoryId: null }) }), 400, 'ORDER_PARAMETER_TAKEN', 'en', {
      code: 'CASH',
    });
  });

  it('refuses an unknown category', async () => {
    expectError(
      await call('POST', { token: tokens.admin, body: input({ categoryId: 999999 }), culture: 'tr' }),
      400,
      'UNKNOWN_CATEGORY',
      'tr',
    );
  });

  it('a new default clears the other defaults of the same scope only', async () => {
    const a = await call('POST', {
      token: tokens.admin,
      body: input({
        paymentMethodCode: 'ACC60',
        names: { tr: 'Cari hesap 60', de: 'Konto 60', en: 'Account 60' },
        discountRate: '0',
        dueDays: 60,
        isDefault: true,
      }),
    });
    expect(a.status).toBe(200);
    account = a.body;
    const rimDefault = await call('POST', {
      token: tokens.admin,
      body: input({ categoryId: cat.rims, paymentMethodCode: 'ACC60', discountRate: '0', dueDays: 60, isDefault: true }),
    });
    const everyDefault = await call('POST', {
      token: tokens.admin,
      body: input({ categoryId: null, paymentMethodCode: 'ACC30', discountRate: '0', dueDays: 30, isDefault: true }),
    });
    expect(await defaults()).toEqual([account.id, rimDefault.body.id, everyDefault.body.id]);

    // Making CASH (tyres) the default clears ACC60 of tyres, not the others.
    const upd = await call('PUT', { token: tokens.admin, body: { ...input({ isDefault: true, discountRate: '4' }), id: cash.id } });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ id: cash.id, isDefault: true, discountRate: '4.00' });
    expect(await defaults()).toEqual([cash.id, rimDefault.body.id, everyDefault.body.id]);
  });

  it('lists paged, every-category ones first, searchable by code or name; readers may list', async () => {
    const all = await call('GET', { token: tokens.reader, query: { PageNumber: '1', PageSize: '50' } });
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(6);
    expect(all.body.items[0].categoryId).toBeNull();
    const page = await call('GET', { token: tokens.reader, query: { PageNumber: '2', PageSize: '4' } });
    expect(page.body).toMatchObject({ pageIndex: 2, pageSize: 4, totalCount: 6, totalPages: 2, hasPreviousPage: true, hasNextPage: false });
    expect(page.body.items).toHaveLength(2);
    const byName = await call('GET', {
      token: tokens.reader,
      query: { PageNumber: '1', PageSize: '50', SearchTerm: 'hesap' },
      culture: 'tr',
    });
    expect(byName.body.items.map((i: any) => i.name)).toEqual(['Cari hesap 60']);
    expect(byName.body.items[0].names.en).toBe('Account 60');
    const byCode = await call('GET', { token: tokens.reader, query: { PageNumber: '1', PageSize: '50', SearchTerm: 'acc3' } });
    expect(byCode.body.items.map((i: any) => i.paymentMethodCode)).toEqual(['ACC30']);
  });

  it('updates: unknown id 404, a code taken by another parameter 400', async () => {
    expectError(await call('PUT', { token: tokens.admin, body: { ...input(), id: 999999 } }), 404, 'NOT_FOUND', 'en');
    expectError(
      await call('PUT', { token: tokens.admin, body: { ...input({ paymentMethodCode: 'ACC60' }), id: cash.id } }),
      400,
      'ORDER_PARAMETER_TAKEN',
      'en',
      { code: 'ACC60' },
    );
    // Keeping its own code is fine.
    const same = await call('PUT', { token: tokens.admin, body: { ...input({ isActive: false }), id: cash.id } });
    expect(same.status).toBe(200);
    expect(same.body.isActive).toBe(false);
  });

  it('deletes, audited; a second delete is 404', async () => {
    const res = await call('DELETE', { token: tokens.admin, path: `${url}/${account.id}` });
    expect(res.status).toBe(204);
    expectError(await call('DELETE', { token: tokens.admin, path: `${url}/${account.id}` }), 404, 'NOT_FOUND', 'en');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'order-parameter')
      .where('entity_id', '=', String(account.id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('answers 401 anonymous, 403 without the permission', async () => {
    expectError(await call('GET', { query: { PageNumber: '1', PageSize: '5' }, culture: 'de' }), 401, 'UNAUTHORIZED', 'de');
    expectError(await call('GET', { token: tokens.bare, query: { PageNumber: '1', PageSize: '5' } }), 403, 'FORBIDDEN', 'en');
    expectError(await call('POST', { token: tokens.reader, body: input({ paymentMethodCode: 'X' }) }), 403, 'FORBIDDEN', 'en');
    expectError(await call('PUT', { token: tokens.reader, body: { ...input(), id: cash.id } }), 403, 'FORBIDDEN', 'en');
    expectError(await call('DELETE', { token: tokens.reader, path: `${url}/${cash.id}` }), 403, 'FORBIDDEN', 'en');
    expectError(await call('POST', { body: input() }), 401, 'UNAUTHORIZED', 'en');
  });

  it('answers a localised 400 for bad input', async () => {
    for (const body of [
      input({ discountRate: '101' }),
      input({ discountRate: '-1' }),
      input({ paymentMethodCode: 'has space' }),
      input({ dueDays: -1 }),
      input({ names: { tr: 'x', de: '', en: 'y' } }),
    ]) {
      const res = await call('POST', { token: tokens.admin, body, culture: 'de' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'de'))).toBe(true);
    }
    const list = await call('GET', { token: tokens.reader, query: { PageNumber: '0', PageSize: '5' } });
    expect(list.status).toBe(400);
  });

  it.runIf(onPostgres)('keeps one default per scope when several defaults are saved at once', async () => {
    const category = await createCategory(t.db, { code: 'OP-RACE' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('POST', { token: tokens.admin, body: input({ categoryId: category, paymentMethodCode: `RACE${i}`, isDefault: true }) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const rows = await t.db.selectFrom('order_parameters').select('is_default').where('category_id', '=', category).execute();
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
    // the same code from two requests at once: one wins, the other gets the 400
    const same = await Promise.all(
      [0, 1].map(() => call('POST', { token: tokens.admin, body: input({ categoryId: category, paymentMethodCode: 'TWIN' }) })),
    );
    expect(same.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(same.find((r) => r.status === 400)?.body.code).toBe('ORDER_PARAMETER_TAKEN');
  });
});
