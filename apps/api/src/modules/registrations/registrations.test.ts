import { randomUUID } from 'node:crypto';
import { errorMessage, REGISTRATION_RECEIVED_MESSAGE } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, expectError, freshAddress, signIn, type TestApp } from '../../../test/harness';
import type { SignedInContext } from '../../plugins/context';
import { approveRegistration } from './index';

let t: TestApp;
let listToken: string;
let adminToken: string;
let otherToken: string;
let admin: { id: string; account_name: string };
let dealerRole: number;

beforeAll(async () => {
  t = await createTestApp();
  dealerRole = await createRole(t.db, 'dealer', ['order.list']);
  const adminRole = await createRole(t.db, 'staff', [
    'customer-registration.list',
    'customer-registration.update',
    'customer-registration.delete',
    // the default and the test dealer roles hold it: only a role one holds can be given (docs/decisions/0021)
    'order.list',
    'order.cancel',
  ]);
  admin = await createUser(t.db, { roleId: adminRole, userType: 'staff' });
  adminToken = (await signIn(t, admin.account_name)).token;
  const listRole = await createRole(t.db, 'staff', ['customer-registration.list']);
  listToken = (await signIn(t, (await createUser(t.db, { roleId: listRole, userType: 'staff' })).account_name)).token;
  const otherRole = await createRole(t.db, 'staff', ['customer.list']);
  otherToken = (await signIn(t, (await createUser(t.db, { roleId: otherRole, userType: 'staff' })).account_name)).token;
});
afterAll(() => t?.close());

let seq = 0;
function application(overrides: Record<string, unknown> = {}) {
  const n = `${++seq}${randomUUID().slice(0, 6)}`;
  return {
    name: `Yıldız Oto Lastik ${n}`,
    title: `Yıldız Oto Lastik Ticaret Ltd. Şti. ${n}`,
    email: `basvuru.${n}@example.test`,
    phoneNumber: '+90 532 555 12 34',
    representativePerson: 'Ayşe Yıldız',
    isKvkkConfirm: true,
    isCommunicationConfirm: true,
    customerSectors: ['Lastik', 'Jant'],
    taxNumber: '1234567890',
    taxOffice: 'Kadıköy',
    address: 'Bağdat Caddesi 1',
    city: 'İstanbul',
    countryCode: 'TR',
    ...overrides,
  };
}

const apply = (payload: Record<string, unknown>, opts: { url?: string; culture?: string; remoteAddress?: string } = {}) =>
  t.call({
    method: 'POST',
    url: opts.url ?? '/api/customers/customer-registration',
    payload,
    culture: opts.culture,
    remoteAddress: opts.remoteAddress ?? freshAddress(),
  });

/** A context like the routes build (plugins/route.ts createContext), for calling services directly. */
function adminContext(): SignedInContext {
  return {
    db: t.db,
    config: t.config,
    outbound: t.app.outbound,
    log: t.app.log,
    culture: 'en',
    actor: {
      userId: admin.id,
      sessionId: randomUUID(),
      accountName: admin.account_name,
      roleId: 0,
      roleType: 'staff',
      userType: 'staff',
      permissions: new Set(['customer-registration.update', 'order.list', 'order.cancel']),
      customerId: null,
      salesmanId: null,
    },
    customer: null,
    ip: '127.0.0.1',
    userAgent: null,
  };
}

describe('POST /api/customers/customer-registration and /api/auths/sign-up', () => {
  it.each(['/api/customers/customer-registration', '/api/auths/sign-up'])(
    '%s records a pending application with its consents',
    async (url) => {
      const body = application();
      const res = await apply(body, { url, culture: 'de', remoteAddress: '10.200.0.7' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { registrationId: expect.any(String) }, message: REGISTRATION_RECEIVED_MESSAGE.de });
      const row = await t.db
        .selectFrom('customer_registrations')
        .selectAll()
        .where('id', '=', res.body.data.registrationId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: body.name,
        email: body.email,
        status: 'pending',
        is_kvkk_confirm: true,
        is_communication_confirm: true,
        consent_ip: '10.200.0.7',
        language: 'de',
        customer_sectors: ['Lastik', 'Jant'],
        tax_number: '1234567890',
        customer_id: null,
      });
      expect(Date.now() - new Date(row.consent_at).getTime()).toBeLessThan(60_000);
    },
  );

  it('needs the KVKK consent', async () => {
    expectError(await apply(application({ isKvkkConfirm: false }), { culture: 'en' }), 400, 'KVKK_CONSENT_REQUIRED', 'en');
    expectError(await apply(application({ isKvkkConfirm: false }), { url: '/api/auths/sign-up' }), 400, 'KVKK_CONSENT_REQUIRED');
  });

  it('refuses a second pending application or an email with an account', async () => {
    const body = application();
    expect((await apply(body)).status).toBe(200);
    expectError(await apply({ ...body, email: body.email.toUpperCase() }, { culture: 'en' }), 400, 'REGISTRATION_EXISTS', 'en');
    expectError(
      await apply(application({ email: body.email }), { url: '/api/auths/sign-up', culture: 'de' }),
      400,
      'REGISTRATION_EXISTS',
      'de',
    );
    const user = await createUser(t.db, { roleId: dealerRole, userType: 'staff' });
    expectError(await apply(application({ email: user.email })), 400, 'REGISTRATION_EXISTS');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ name: '' }, 'name'],
    [{ phoneNumber: 'call me' }, 'phoneNumber'],
    [{ isKvkkConfirm: undefined }, 'isKvkkConfirm'],
    [{ customerSectors: 'Lastik' }, 'customerSectors'],
    [{ countryCode: 'Türkiye' }, 'countryCode'],
  ])('refuses %j with a localised VALIDATION_FAILED', async (overrides, field) => {
    const res = await apply(application(overrides), { culture: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'en'));
    expect(res.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('accepts the optional fields missing', async () => {
    const { taxNumber, taxOffice, address, city, countryCode, customerSectors, isCommunicationConfirm, ...required } = application();
    const res = await apply(required);
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom('customer_registrations')
      .selectAll()
      .where('id', '=', res.body.data.registrationId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tax_number: null, country_code: null, customer_sectors: [], is_communication_confirm: false });
  });

  it('is rate-limited per address (5 per 15 minutes)', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 5; i++) expect((await apply(application(), { remoteAddress })).status).toBe(200);
    expectError(await apply(application(), { remoteAddress, culture: 'en' }), 429, 'RATE_LIMITED', 'en');
  });
});

describe('GET /api/customers/customer-registration', () => {
  it('anonymous 401, without the permission 403', async () => {
    const url = '/api/customers/customer-registration?PageNumber=1&PageSize=10';
    expectError(await t.call({ method: 'GET', url }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'GET', url, token: otherToken, culture: 'de' }), 403, 'FORBIDDEN', 'de');
  });

  it('pages, searches Turkish-insensitively, filters by status, newest first', async () => {
    const tag = randomUUID().slice(0, 6);
    const first = await apply(application({ name: `Çelik Akü ${tag}`, email: `celik.${tag}@example.test` }));
    const second = await apply(application({ name: `Şahin Jant ${tag}`, email: `sahin.${tag}@example.test`, countryCode: 'de' }));
    const res = await t.call({
      method: 'GET',
      url: `/api/customers/customer-registration?SearchTerm=${tag}&PageNumber=1&PageSize=1`,
      token: listToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 2, totalPages: 2, hasNextPage: true });
    expect(res.body.items[0]).toMatchObject({
      id: second.body.data.registrationId,
      name: `Şahin Jant ${tag}`,
      countryCode: 'DE',
      status: 'pending',
      isKvkkConfirm: true,
      customerSectors: ['Lastik', 'Jant'],
      customerId: null,
      decidedAt: null,
      createdAt: expect.any(String),
      consentAt: expect.any(String),
    });
    const search = await t.call({
      method: 'GET',
      url: `/api/customers/customer-registration?SearchTerm=${encodeURIComponent(`celik aku ${tag}`)}&PageNumber=1&PageSize=10`,
      token: listToken,
    });
    expect(search.body.items.map((r: { id: string }) => r.id)).toEqual([first.body.data.registrationId]);
    const approved = encodeURIComponent(JSON.stringify({ status: 'approved' }));
    const none = await t.call({
      method: 'GET',
      url: `/api/customers/customer-registration?SearchTerm=${tag}&ColumnFilters=${approved}&PageNumber=1&PageSize=10`,
      token: listToken,
    });
    expect(none.body.totalCount).toBe(0);
    expectError(
      await t.call({
        method: 'GET',
        url: '/api/customers/customer-registration?PageNumber=1&PageSize=10&OrderBy=secret',
        token: listToken,
        culture: 'en',
      }),
      400,
      'INVALID_SORT',
      'en',
      { orderBy: 'secret' },
    );
  });
});

describe('DELETE /api/customers/customer-registration/{id}', () => {
  it('deletes with customer-registration.delete only', async () => {
    const created = await apply(application());
    const url = `/api/customers/customer-registration/${created.body.data.registrationId}`;
    expectError(await t.call({ method: 'DELETE', url }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'DELETE', url, token: listToken, culture: 'en' }), 403, 'FORBIDDEN', 'en');
    expect((await t.call({ method: 'DELETE', url, token: adminToken })).status).toBe(204);
    const gone = await t.db
      .selectFrom('customer_registrations')
      .select('id')
      .where('id', '=', created.body.data.registrationId)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    // The audit row says who deleted which application and what had been decided, without personal data.
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'customer-registration')
      .where('entity_id', '=', created.body.data.registrationId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'delete',
      actor_user_id: admin.id,
      before: { name: expect.any(String), status: 'pending', customerId: null },
      after: null,
    });
    expect(JSON.stringify(audit[0]!.before)).not.toContain('@example.test');
    expectError(await t.call({ method: 'DELETE', url, token: adminToken }), 404, 'NOT_FOUND');
    const bad = await t.call({ method: 'DELETE', url: '/api/customers/customer-registration/123', token: adminToken, culture: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(errorMessage('VALIDATION_FAILED', 'de'));
  });
});

describe('approveRegistration', () => {
  it('creates the customer and a dealer whose emailed link sets a password that signs in', async () => {
    const tag = randomUUID().slice(0, 6);
    const body = application({ email: `Kaya.Oto+${tag}@example.test`, representativePerson: 'Ali Rıza Kaya', countryCode: 'DE' });
    const created = await apply(body, { url: '/api/auths/sign-up', culture: 'de' });
    const id = created.body.data.registrationId as string;

    const result = await approveRegistration(adminContext(), id, { roleId: dealerRole });
    expect(result).toEqual({
      registrationId: id,
      customerId: expect.any(String),
      customerCode: expect.stringMatching(/^WEB\d{6}$/),
      userId: expect.any(String),
      accountName: `kaya.oto${tag}`,
    });

    const customer = await t.db.selectFrom('customers').selectAll().where('id', '=', result.customerId).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      code: result.customerCode,
      name: body.name,
      title: body.title,
      email: body.email,
      country_code: 'DE',
      currency: 'EUR',
      tax_number: '1234567890',
      customer_sectors: ['Lastik', 'Jant'],
      is_active: true,
    });
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', result.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      user_type: 'dealer',
      customer_id: result.customerId,
      role_id: dealerRole,
      is_password_change_required: true,
      first_name: 'Ali Rıza',
      last_name: 'Kaya',
      language: 'de',
    });
    const reg = await t.db.selectFrom('customer_registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(reg).toMatchObject({ status: 'approved', customer_id: result.customerId, decided_by: admin.id });
    expect(reg.decided_at).not.toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['entity', 'action'])
      .where('entity_id', 'in', [id, result.customerId, result.userId])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { entity: 'customer-registration', action: 'approve' },
      { entity: 'customer', action: 'create' },
      { entity: 'user', action: 'create' },
    ]);

    // The email, in the applicant's language, with a link valid 7 days.
    const mail = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', body.email).executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Händleranmeldung');
    expect(mail.text).toContain(result.accountName);
    const token = new RegExp(`${t.config.PUBLIC_URL}/reset-password/([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await t.db
      .selectFrom('password_reset_tokens')
      .select('expires_at')
      .where('user_id', '=', result.userId)
      .executeTakeFirstOrThrow();
    const days = (new Date(reset.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // The random password is unknown; the link sets one, and the dealer signs in on its customer.
    const set = await t.call({
      method: 'POST',
      url: `/api/auths/${token}/change-password`,
      payload: { newPassword: 'Bayi2026Yeni', confirmNewPassword: 'Bayi2026Yeni' },
      remoteAddress: freshAddress(),
    });
    expect(set.status).toBe(204);
    const signedIn = await signIn(t, result.accountName, 'Bayi2026Yeni');
    const me = await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: signedIn.token });
    expect(me.body).toMatchObject({
      id: result.userId,
      isPasswordChangeRequired: false,
      customer: { id: result.customerId, code: result.customerCode },
    });
    // The link worked once.
    const again = await t.call({
      method: 'POST',
      url: `/api/auths/${token}/change-password`,
      payload: { newPassword: 'Bayi2026Yeni2', confirmNewPassword: 'Bayi2026Yeni2' },
      remoteAddress: freshAddress(),
    });
    expectError(again, 400, 'RESET_TOKEN_INVALID');

    // Decided once; the email now has an account, so it can't apply again.
    await expect(approveRegistration(adminContext(), id)).rejects.toMatchObject({ code: 'REGISTRATION_NOT_PENDING' });
    expectError(await apply(application({ email: body.email })), 400, 'REGISTRATION_EXISTS');
  });

  it('uses the default dealer role, makes account names unique and numbers customer codes', async () => {
    const tag = randomUUID().slice(0, 6);
    await createUser(t.db, { roleId: dealerRole, userType: 'staff', accountName: `dup${tag}` });
    const a = await apply(application({ email: `dup${tag}@one.example`, countryCode: undefined }));
    const b = await apply(application({ email: `DUP${tag}@two.example` }));
    const ra = await approveRegistration(adminContext(), a.body.data.registrationId);
    const rb = await approveRegistration(adminContext(), b.body.data.registrationId);
    expect(ra.accountName).toBe(`dup${tag}.2`);
    expect(rb.accountName).toBe(`dup${tag}.3`);
    expect(ra.customerCode).not.toBe(rb.customerCode);
    const customer = await t.db
      .selectFrom('customers')
      .select(['country_code', 'currency'])
      .where('id', '=', ra.customerId)
      .executeTakeFirstOrThrow();
    expect(customer).toEqual({ country_code: 'TR', currency: 'TRY' });
    const role = await t.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select('roles.role_type')
      .where('users.id', '=', ra.userId)
      .executeTakeFirstOrThrow();
    expect(role.role_type).toBe('dealer');
  });

  it('refuses an unknown registration and a role that is not a dealer role, changing nothing', async () => {
    await expect(approveRegistration(adminContext(), randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const staffRole = await createRole(t.db, 'staff');
    const created = await apply(application());
    const id = created.body.data.registrationId;
    await expect(approveRegistration(adminContext(), id, { roleId: staffRole })).rejects.toMatchObject({ code: 'UNKNOWN_ROLE' });
    const reg = await t.db
      .selectFrom('customer_registrations')
      .select(['status', 'customer_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reg).toEqual({ status: 'pending', customer_id: null });
  });
});

describe('POST /api/customers/customer-registration/{id}/approve', () => {
  const approve = (id: string, token?: string, payload: Record<string, unknown> = {}, culture?: string) =>
    t.call({ method: 'POST', url: `/api/customers/customer-registration/${id}/approve`, payload, token, culture });

  it('approves over HTTP: the customer and its dealer login exist afterwards', async () => {
    const res = await apply(application());
    const id = res.body.data.registrationId as string;
    const approved = await approve(id, adminToken, { roleId: dealerRole });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ registrationId: id, accountName: expect.any(String), customerCode: expect.any(String) });
    const user = await t.db
      .selectFrom('users')
      .select(['customer_id', 'user_type', 'is_password_change_required'])
      .where('id', '=', approved.body.userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ customer_id: approved.body.customerId, user_type: 'dealer', is_password_change_required: true });
    // A second approval is refused with a message.
    const again = await approve(id, adminToken, {}, 'de');
    expectError(again, 400, 'REGISTRATION_NOT_PENDING', 'de');
  });

  it('carries the consents and sectors to the customer, which answers them (spec 01 §3 Customer)', async () => {
    const tag = randomUUID().slice(0, 6);
    const both = application({ name: `Onaylı Lastik ${tag}`, isCommunicationConfirm: true, customerSectors: ['LST', 'JNT'] });
    const kvkkOnly = application({ name: `Sessiz Jant ${tag}`, isCommunicationConfirm: false, customerSectors: [] });
    const customerIds: string[] = [];
    for (const body of [both, kvkkOnly]) {
      const id = (await apply(body)).body.data.registrationId as string;
      const approved = await approve(id, adminToken, { roleId: dealerRole });
      expect(approved.status).toBe(200);
      customerIds.push(approved.body.customerId);
    }
    // otherToken holds customer.list (staff: every customer)
    const res = await t.call({ method: 'GET', url: `/api/customers/${encodeURIComponent(tag)}`, token: otherToken });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((c: { id: string }) => [c.id, c]));
    expect(byId.get(customerIds[0]!)).toMatchObject({
      name: both.name,
      title: both.title,
      email: both.email,
      phoneNumber: both.phoneNumber,
      representativePerson: both.representativePerson,
      isKvkkConfirm: true,
      isCommunicationConfirm: true,
      customerSectors: ['LST', 'JNT'],
    });
    expect(byId.get(customerIds[1]!)).toMatchObject({
      name: kvkkOnly.name,
      isKvkkConfirm: true,
      isCommunicationConfirm: false,
      customerSectors: [],
    });
  });

  it('needs the update permission and a known registration', async () => {
    const res = await apply(application());
    const id = res.body.data.registrationId as string;
    expect((await approve(id)).status).toBe(401);
    expectError(await approve(id, listToken), 403, 'FORBIDDEN');
    expectError(await approve(randomUUID(), adminToken), 404, 'NOT_FOUND');
    const bad = await approve(id, adminToken, { roleId: 'x' }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^The data sent is not valid\. User group: /);
  });
});

describe('approval grants only a role the approver holds (docs/decisions/0021)', () => {
  it('refuses a dealer role with permissions the approver lacks, changing nothing', async () => {
    const strongDealerRole = await createRole(t.db, 'dealer', ['order.list', 'user.update']);
    const res = await apply(application());
    const id = res.body.data.registrationId as string;
    const refused = await t.call({
      method: 'POST',
      url: `/api/customers/customer-registration/${id}/approve`,
      payload: { roleId: strongDealerRole },
      token: adminToken,
      culture: 'en',
    });
    expectError(refused, 403, 'ROLE_NOT_GRANTABLE', 'en');
    const reg = await t.db.selectFrom('customer_registrations').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(reg.status).toBe('pending');
  });
});

describe('POST /api/customers/customer-registration/{id}/reject', () => {
  const reject = (id: string, token?: string, payload: Record<string, unknown> = {}, culture?: string) =>
    t.call({ method: 'POST', url: `/api/customers/customer-registration/${id}/reject`, payload, token, culture });
  const mailsTo = (email: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).execute();

  it('rejects with a reason, audits it and emails the applicant in the language of the application', async () => {
    const body = application();
    const created = await apply(body, { culture: 'de' });
    const id = created.body.data.registrationId as string;
    const res = await reject(id, adminToken, { reason: '  Kein Fachhandel im Einzugsgebiet.  ' }, 'en');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'rejected', customerId: null, rejectionReason: 'Kein Fachhandel im Einzugsgebiet.' });
    expect(res.body.decidedAt).not.toBeNull();

    const reg = await t.db.selectFrom('customer_registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(reg).toMatchObject({ status: 'rejected', decided_by: admin.id, rejection_reason: 'Kein Fachhandel im Einzugsgebiet.' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity: 'customer-registration',
      action: 'reject',
      actor_user_id: admin.id,
      before: { status: 'pending' },
      after: { status: 'rejected', reasonGiven: true, applicantNotified: true },
    });

    const [mail, ...more] = await mailsTo(body.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Ihre Dealerport-Händleranmeldung');
    expect(mail!.text).toContain(body.name);
    expect(mail!.text).toContain('Begründung: Kein Fachhandel im Einzugsgebiet.');

    // No account was made; the company may apply again.
    expect(await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
    expect((await apply(application({ email: body.email }))).status).toBe(200);

    // Decided once: neither a second rejection nor an approval.
    expectError(await reject(id, adminToken, {}, 'de'), 400, 'REGISTRATION_NOT_PENDING', 'de');
    expectError(
      await t.call({
        method: 'POST',
        url: `/api/customers/customer-registration/${id}/approve`,
        payload: {},
        token: adminToken,
        culture: 'en',
      }),
      400,
      'REGISTRATION_NOT_PENDING',
      'en',
    );
  });

  it('rejects without a reason and, when told, without an email', async () => {
    const quiet = application();
    const q = await apply(quiet);
    const res = await reject(q.body.data.registrationId, adminToken, { notify: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: null });
    expect(await mailsTo(quiet.email)).toEqual([]);

    const plain = application();
    const p = await apply(plain, { culture: 'en' });
    expect((await reject(p.body.data.registrationId, adminToken, { reason: '   ' })).status).toBe(200);
    const [mail] = await mailsTo(plain.email);
    expect(mail!.subject).toBe('Your Dealerport dealer application');
    expect(mail!.text).not.toContain('Reason:');
  });

  it('refuses an approved registration, and is refused without the permission or with bad input', async () => {
    const created = await apply(application());
    const id = created.body.data.registrationId as string;
    expect((await reject(id)).status).toBe(401);
    expectError(await reject(id, listToken, {}, 'en'), 403, 'FORBIDDEN', 'en');
    expectError(await reject(id, otherToken), 403, 'FORBIDDEN');
    expectError(await reject(randomUUID(), adminToken), 404, 'NOT_FOUND');
    for (const payload of [{ reason: 'x'.repeat(1001) }, { reason: 42 }, { notify: 'yes' }]) {
      const bad = await reject(id, adminToken, payload, 'en');
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
      expect(bad.body.message).toContain(errorMessage('VALIDATION_FAILED', 'en'));
    }
    expect((await reject('not-a-uuid', adminToken)).status).toBe(400);

    await approveRegistration(adminContext(), id);
    expectError(await reject(id, adminToken, { reason: 'too late' }, 'tr'), 400, 'REGISTRATION_NOT_PENDING', 'tr');
    const reg = await t.db
      .selectFrom('customer_registrations')
      .select(['status', 'rejection_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reg).toEqual({ status: 'approved', rejection_reason: null });
  });

  it('shows the rejection in the list, filtered by status', async () => {
    const body = application();
    const created = await apply(body);
    await reject(created.body.data.registrationId, adminToken, { reason: 'Eksik evrak' });
    const rejected = encodeURIComponent(JSON.stringify({ status: 'rejected' }));
    const list = await t.call({
      method: 'GET',
      url: `/api/customers/customer-registration?SearchTerm=${encodeURIComponent(body.email)}&ColumnFilters=${rejected}&PageNumber=1&PageSize=10`,
      token: listToken,
    });
    expect(list.body.items).toEqual([expect.objectContaining({ id: created.body.data.registrationId, rejectionReason: 'Eksik evrak' })]);
  });
});
