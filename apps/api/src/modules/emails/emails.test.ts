import { randomUUID } from 'node:crypto';
import { connectionTestMessage, errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartCatalogue, createDealer } from '../../../test/cart-factories';
import { createRole, createTestApp, createUser, expectError, signIn, signInAdmin, type TestApp } from '../../../test/harness';
import { cartCalls, productMaker } from '../../../test/ordering-fixture';
import { decodeQuotedPrintable, startSmtp } from '../../../test/smtp-server';
import { queuePaymentReceivedMail } from '.';

/*
 * Email events and templates (issue 16) through HTTP against the real database, and the mail they make
 * read from a local SMTP server: the app has no SMTP_URL, so mail goes where the mail settings say.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let cat: Awaited<ReturnType<typeof createCartCatalogue>>;
let adminToken: string;
/** email-template.list only. */
let readerToken: string;
/** Signed in, none of the codes. */
let otherToken: string;
const { add, place } = cartCalls(() => t);
const product = productMaker(
  () => t,
  () => cat,
);

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp();
  cat = await createCartCatalogue(t.db);
  adminToken = await signInAdmin(t);
  const readerRole = await createRole(t.db, 'staff', ['email-template.list', 'configuration-email.list']);
  readerToken = (await signIn(t, (await createUser(t.db, { roleId: readerRole, userType: 'staff' })).account_name)).token;
  const otherRole = await createRole(t.db, 'staff', ['setting.list']);
  otherToken = (await signIn(t, (await createUser(t.db, { roleId: otherRole, userType: 'staff' })).account_name)).token;
  // Mail goes to the local server through the mail settings.
  const res = await t.call({
    method: 'PUT',
    url: '/api/commons/mailSettings',
    token: adminToken,
    payload: {
      senderEmail: 'orders@dealerport.test',
      displayName: 'Dealerport Orders',
      emailProvider: 'Smtp',
      smtp: { username: 'mailer', password: 'smtp-pass-123', serverAddress: '127.0.0.1', port: smtp.port, sslRequire: false },
      isActive: true,
    },
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close().catch(() => undefined);
});

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  opts: { payload?: object; query?: Record<string, string>; token?: string; culture?: string } = {},
) =>
  t.call({
    method,
    url,
    token: opts.token ?? adminToken,
    culture: opts.culture,
    ...(opts.payload ? { payload: opts.payload } : {}),
    ...(opts.query ? { query: opts.query } : {}),
  });

const PAGE = { PageNumber: '1', PageSize: '100' };
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

/** A 400 VALIDATION_FAILED whose message is in `culture` (and names the field's problem in it, when given). */
function expectInvalid(res: { status: number; body: any }, culture: 'tr' | 'de' | 'en', problem?: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
  if (problem) expect(res.body.message).toContain(problem);
}
const REQUIRED = { tr: 'Bu alan zorunludur.', de: 'Dieses Feld ist erforderlich.', en: 'This field is required.' } as const;
const EMAIL_PROBLEM = {
  tr: 'Geçerli bir e-posta adresi değil.',
  de: 'Keine gültige E-Mail-Adresse.',
  en: 'Not a valid email address.',
} as const;

async function templateOf(eventName: string, language: string, categoryId?: number) {
  const res = await call('GET', '/api/emails/templates', {
    query: {
      ...PAGE,
      EventName: eventName,
      Language: language,
      ...(categoryId ? { CategoryId: String(categoryId) } : { IsCategorizedEmailTemplate: 'false' }),
    },
  });
  expect(res.status).toBe(200);
  return res.body.items[0];
}

describe('access', () => {
  const calls = [
    ['GET', '/api/emails/templates', PAGE],
    ['PUT', '/api/emails/templates'],
    ['PUT', '/api/emails/templates/groups'],
    ['GET', '/api/emails/templates/types'],
    ['GET', '/api/emails/groups', PAGE],
    ['GET', '/api/commons/mailSettings'],
    ['PUT', '/api/commons/mailSettings'],
    ['POST', '/api/commons/mailSettings/test'],
    ['POST', '/api/emails/templates/preview'],
    ['POST', '/api/emails/templates/test'],
  ] as const;
  it('anonymous is 401, without the codes 403 (in the caller’s language), list-only callers cannot change', async () => {
    for (const [method, url, query] of calls) {
      const payload = method === 'GET' ? undefined : {};
      expectError(await t.call({ method, url, ...(payload ? { payload } : {}), ...(query ? { query } : {}) }), 401, 'UNAUTHORIZED');
      expectError(await call(method, url, { payload, query, token: otherToken, culture: 'de' }), 403, 'FORBIDDEN', 'de');
      if (url === '/api/emails/templates/preview') {
        // Reading is enough to preview: the reader gets past the permission check to the body's.
        expect((await call(method, url, { payload, token: readerToken })).status).toBe(400);
      } else if (method !== 'GET')
        expectError(await call(method, url, { payload, token: readerToken, culture: 'en' }), 403, 'FORBIDDEN', 'en');
      else expect((await call(method, url, { query, token: readerToken })).status).toBe(200);
    }
  });
});

describe('GET /api/emails/templates/types', () => {
  it('lists every event with its variables, named in the caller’s language', async () => {
    const res = await call('GET', '/api/emails/templates/types', { culture: 'de' });
    expect(res.status).toBe(200);
    const confirmation = res.body.find((e: { eventName: string }) => e.eventName === 'OrderConfirmation');
    expect(confirmation).toMatchObject({ groupName: 'order', name: 'Bestellbestätigung', categorized: true });
    expect(confirmation.variables.map((v: { name: string }) => v.name)).toEqual(
      expect.arrayContaining(['name', 'customer', 'documents', 'docs', 'link']),
    );
    expect(res.body.map((e: { eventName: string }) => e.eventName)).toEqual(
      expect.arrayContaining([
        'PasswordReset',
        'PasswordChanged',
        'RegistrationReceived',
        'OrderStatusChanged',
        'OrderCancelled',
        'PaymentReceived',
      ]),
    );
  });
});

describe('GET /api/emails/templates and /api/emails/groups', () => {
  it('answers the built-in texts in tr/de/en for every event, paged', async () => {
    const all = await call('GET', '/api/emails/templates', { query: { ...PAGE, IsCategorizedEmailTemplate: 'false' } });
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(30);
    const reset = all.body.items.find(
      (i: { eventName: string; language: string }) => i.eventName === 'PasswordReset' && i.language === 'de',
    );
    expect(reset).toMatchObject({ isDefault: true, version: 0, title: 'Dealerport: Passwort zurücksetzen', categoryId: null, ccList: [] });
    expect(reset.variables).toEqual(['name', 'link', 'minutes']);
    const paged = await call('GET', '/api/emails/templates', {
      query: { PageNumber: '2', PageSize: '7', IsCategorizedEmailTemplate: 'false' },
    });
    expect(paged.body).toMatchObject({
      pageIndex: 2,
      pageSize: 7,
      totalCount: 30,
      totalPages: 5,
      hasPreviousPage: true,
      hasNextPage: true,
    });
    expect(paged.body.items).toHaveLength(7);
    const search = await call('GET', '/api/emails/templates', { query: { ...PAGE, SearchTerm: 'Bestellung ist eingegangen' } });
    expect(search.body.items.map((i: { eventName: string; language: string }) => `${i.eventName}:${i.language}`)).toEqual([
      'OrderConfirmation:de',
    ]);

    const groups = await call('GET', '/api/emails/groups', { query: { ...PAGE, IsCategorizedEmailTemplate: 'false' } });
    expect(groups.status).toBe(200);
    expect(groups.body.totalCount).toBe(10);
    expect(groups.body.items.find((g: { eventName: string }) => g.eventName === 'OrderConfirmation')).toMatchObject({
      isActive: true,
      groupName: 'order',
      categoryId: null,
      ccList: [],
      bccList: [],
    });
    const accounts = await call('GET', '/api/emails/groups', { query: { ...PAGE, GroupName: 'account' } });
    expect(accounts.body.items.map((g: { eventName: string }) => g.eventName).sort()).toEqual([
      'DefaultPasswordReminder',
      'PasswordChanged',
      'PasswordReset',
    ]);
    // the search finds an event by the name the screen shows, in the caller's language, as by its code
    for (const [culture, term] of [
      ['tr', 'sipariş onayı'],
      ['de', 'Bestellbestätigung'],
      ['en', 'order confirmation'],
      ['en', 'OrderConfirm'],
    ] as const) {
      const found = await call('GET', '/api/emails/groups', { query: { ...PAGE, SearchTerm: term }, culture });
      expect(found.status).toBe(200);
      expect(found.body.items.map((g: { eventName: string }) => g.eventName)).toContain('OrderConfirmation');
    }
  });

  it('refuses bad paging and filters with a message in the caller’s language', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await call('GET', '/api/emails/templates', { query: { PageNumber: '0', PageSize: '10', Language: 'fr' }, culture });
      expectInvalid(res, culture);
      const groups = await call('GET', '/api/emails/groups', { query: { PageNumber: '1', PageSize: '1000' }, culture });
      expectInvalid(groups, culture);
    }
  });
});

describe('PUT /api/emails/templates', () => {
  it('saves a checked template (version 1), answers it, and resets it to the built-in text', async () => {
    const before = await templateOf('PasswordReset', 'en');
    const saved = await call('PUT', '/api/emails/templates', {
      payload: {
        id: before.id,
        language: 'en',
        title: 'Reset for {{ name }}',
        body: '<p>Hi {{ name }}, go to <a href="{{ link }}">the page</a> within {{ minutes }} minutes.</p>',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: before.id,
      eventName: 'PasswordReset',
      language: 'en',
      title: 'Reset for {{ name }}',
      isDefault: false,
      version: 1,
    });
    expect((await templateOf('PasswordReset', 'en')).title).toBe('Reset for {{ name }}');
    // The other languages are untouched.
    expect((await templateOf('PasswordReset', 'de')).isDefault).toBe(true);

    const reset = await call('PUT', '/api/emails/templates', { payload: { id: before.id, language: 'en', resetToDefault: true } });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ isDefault: true, version: 2, title: before.title, body: before.body });
    const audit = await t.db.selectFrom('audit_log').select(['action']).where('entity', '=', 'email-template').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['update', 'reset']);
  });

  it('refuses a template that does not parse, naming its line, in tr/de/en', async () => {
    const { id } = await templateOf('OrderConfirmation', 'tr');
    const body = 'Merhaba {{ name }},\n\nSiparişiniz:\n{% for d in documents %}{{ d.docNumber }}\n';
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await call('PUT', '/api/emails/templates', { payload: { id, language: 'tr', title: 'Sipariş', body }, culture });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('EMAIL_TEMPLATE_SYNTAX');
      expect(res.body.details).toMatchObject({ line: 4 });
      expect(res.body.message).toBe(errorMessage('EMAIL_TEMPLATE_SYNTAX', culture, res.body.details));
    }
    const de = await call('PUT', '/api/emails/templates', { payload: { id, language: 'tr', title: 'Sipariş', body }, culture: 'de' });
    expect(de.body.message).toMatch(/^Die Vorlage \(Inhalt\) ist in Zeile 4 nicht lesbar/);
    // Nothing was saved.
    expect((await templateOf('OrderConfirmation', 'tr')).isDefault).toBe(true);
  });

  it('refuses a variable the event does not give, with its line and the variables it may use', async () => {
    const { id } = await templateOf('OrderConfirmation', 'en');
    const res = await call('PUT', '/api/emails/templates', {
      payload: { id, language: 'en', title: 'Order {{ docs }}', body: 'Hello {{ name }},\n\nthanks.\n\nYour price: {{ secretPrice }}' },
      culture: 'tr',
    });
    expectError(res, 400, 'EMAIL_TEMPLATE_UNKNOWN_VARIABLE', 'tr');
    expect(res.body.details).toMatchObject({ line: 5, variable: 'secretPrice', field: 'İçerik' });
    const title = await call('PUT', '/api/emails/templates', {
      payload: { id, language: 'en', title: 'Order {{ nope }}', body: 'x' },
      culture: 'en',
    });
    expectError(title, 400, 'EMAIL_TEMPLATE_UNKNOWN_VARIABLE', 'en');
    expect(title.body.details).toMatchObject({ line: 1, variable: 'nope', field: 'subject' });
    // A loop's own variable and an assigned one are the template's, not unknown.
    const ok = await call('PUT', '/api/emails/templates', {
      payload: {
        id,
        language: 'en',
        title: 'Order {{ docs }}',
        body: '{% assign n = documents | size %}{{ n }} documents{% for d in documents %} {{ d.docNumber }}{% endfor %}',
      },
    });
    expect(ok.status).toBe(200);
    expect((await call('PUT', '/api/emails/templates', { payload: { id, language: 'en', resetToDefault: true } })).status).toBe(200);
  });

  it('refuses bad input (missing title, unknown language, unknown id) in tr/de/en', async () => {
    const { id } = await templateOf('OrderConfirmation', 'en');
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectInvalid(
        await call('PUT', '/api/emails/templates', { payload: { id, language: 'en', title: '', body: 'x' }, culture }),
        culture,
        REQUIRED[culture],
      );
      expectInvalid(
        await call('PUT', '/api/emails/templates', { payload: { id, language: 'fr', title: 'x', body: 'x' }, culture }),
        culture,
      );
      expectError(
        await call('PUT', '/api/emails/templates', { payload: { id: 999999, language: 'en', title: 'x', body: 'x' }, culture }),
        404,
        'EMAIL_TEMPLATE_NOT_FOUND',
        culture,
      );
    }
  });
});

describe('PUT /api/emails/templates/groups', () => {
  it('changes an event’s active flag, cc and bcc; makes a category variant; refuses bad addresses and unknown categories', async () => {
    const res = await call('PUT', '/api/emails/templates/groups', {
      payload: { eventName: 'PasswordChanged', categoryId: null, isActive: true, ccList: ['security@dealerport.test'], bccList: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      eventName: 'PasswordChanged',
      isActive: true,
      ccList: ['security@dealerport.test'],
      categoryId: null,
      groupName: 'account',
    });
    const again = await call('PUT', '/api/emails/templates/groups', {
      payload: { id: res.body.id, eventName: 'PasswordChanged', isActive: false },
    });
    expect(again.body).toMatchObject({ id: res.body.id, isActive: false, ccList: [] });

    for (const culture of ['tr', 'de', 'en'] as const) {
      const bad = await call('PUT', '/api/emails/templates/groups', {
        payload: { eventName: 'OrderConfirmation', isActive: true, ccList: ['not-an-address'] },
        culture,
      });
      expectInvalid(bad, culture, EMAIL_PROBLEM[culture]);
      expectInvalid(
        await call('PUT', '/api/emails/templates/groups', { payload: { eventName: 'NoSuchEvent', isActive: true }, culture }),
        culture,
      );
      expectError(
        await call('PUT', '/api/emails/templates/groups', {
          payload: { eventName: 'OrderConfirmation', categoryId: 987654, isActive: true },
          culture,
        }),
        400,
        'EMAIL_CATEGORY_NOT_FOUND',
        culture,
        { categoryId: 987654 },
      );
    }
  });
});

describe('sending', () => {
  it('a template edit changes the next order confirmation; cc and bcc are honoured; the outbox records event and version', async () => {
    const dealer = await createDealer(t, { language: 'de' });
    const { id } = await templateOf('OrderConfirmation', 'de');
    const edited = await call('PUT', '/api/emails/templates', {
      payload: {
        id,
        language: 'de',
        title: 'Neue Bestellung {{ docs }} MARKER-TITLE',
        body: '<h1>Danke, {{ name }}!</h1><p>MARKER-BODY {% for d in documents %}{{ d.docNumber }} {% endfor %}</p><script>alert(1)</script><p><a href="{{ link }}">Portal</a></p>',
      },
    });
    expect(edited.status).toBe(200);
    const group = await call('PUT', '/api/emails/templates/groups', {
      payload: { eventName: 'OrderConfirmation', isActive: true, ccList: ['sales@dealerport.test'], bccList: ['archive@dealerport.test'] },
    });
    expect(group.status).toBe(200);

    expect((await add(dealer.token, await product(), 1)).status).toBe(204);
    expect((await place(dealer.token, { customerAddressCode: dealer.address.code })).status).toBe(200);
    await t.app.jobs.drain();

    const [mail] = mailsTo(dealer.user.email);
    expect(mail).toBeDefined();
    expect(mail!.to.sort()).toEqual([dealer.user.email, 'archive@dealerport.test', 'sales@dealerport.test'].sort());
    expect(mail!.from).toBe('orders@dealerport.test');
    expect(mail!.raw).toMatch(/^Cc: sales@dealerport\.test/m);
    expect(mail!.raw).not.toMatch(/^Bcc:/m);
    expect(mail!.raw).toContain('MARKER-TITLE');
    const decoded = decodeQuotedPrintable(mail!.raw);
    expect(decoded).toContain('MARKER-BODY');
    expect(decoded).not.toContain('<script');
    expect(smtp.logins.at(-1)).toEqual({ username: 'mailer', password: 'smtp-pass-123' });

    const row = await t.db
      .selectFrom('email_outbox')
      .select(['event', 'template_version', 'language', 'cc', 'bcc', 'status', 'html', 'text', 'provider_response'])
      .where('to_address', '=', dealer.user.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      event: 'OrderConfirmation',
      template_version: 1,
      language: 'de',
      cc: ['sales@dealerport.test'],
      bcc: ['archive@dealerport.test'],
      status: 'sent',
    });
    expect(row.provider_response).toMatch(/^Smtp: 250/);
    expect(row.html).not.toContain('<script');
    expect(row.html).toContain('<h1>Danke,');
    // The plain-text part is generated from the HTML.
    expect(row.text).toContain('MARKER-BODY');
    expect(row.text).not.toContain('<');

    // Back to the built-in text: the next order says so.
    await call('PUT', '/api/emails/templates', { payload: { id, language: 'de', resetToDefault: true } });
    await call('PUT', '/api/emails/templates/groups', { payload: { eventName: 'OrderConfirmation', isActive: true } });
    expect((await add(dealer.token, await product(), 1)).status).toBe(204);
    expect((await place(dealer.token, { customerAddressCode: dealer.address.code })).status).toBe(200);
    await t.app.jobs.drain();
    const second = mailsTo(dealer.user.email)[1]!;
    expect(second.to).toEqual([dealer.user.email]);
    expect(decodeQuotedPrintable(second.raw)).toContain('Ihre Bestellung');
  });

  it('takes the category variant for an order holding its category (a sub-category too), the event otherwise', async () => {
    const variant = await call('PUT', '/api/emails/templates/groups', {
      payload: { eventName: 'OrderConfirmation', categoryId: cat.tyres, isActive: true, bccList: ['tyre-team@dealerport.test'] },
    });
    expect(variant.status).toBe(200);
    expect(variant.body).toMatchObject({ categoryId: cat.tyres, bccList: ['tyre-team@dealerport.test'] });
    const own = await call('PUT', '/api/emails/templates', {
      payload: { id: variant.body.id, language: 'en', title: 'Tyre order {{ docs }}', body: 'TYRE-VARIANT for {{ customer }}' },
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ categoryId: cat.tyres, isDefault: false });
    const listed = await call('GET', '/api/emails/templates', { query: { ...PAGE, IsCategorizedEmailTemplate: 'true' } });
    expect(listed.body.items.map((i: { language: string; isDefault: boolean }) => `${i.language}:${i.isDefault}`)).toEqual([
      'tr:true',
      'de:true',
      'en:false',
    ]);

    const tyreBuyer = await createDealer(t, { language: 'en' });
    expect((await add(tyreBuyer.token, await product({ categoryId: cat.summer }), 1)).status).toBe(204);
    expect((await place(tyreBuyer.token, { customerAddressCode: tyreBuyer.address.code })).status).toBe(200);
    const batteryBuyer = await createDealer(t, { language: 'en' });
    expect((await add(batteryBuyer.token, await product({ categoryId: cat.batteries }), 1)).status).toBe(204);
    expect((await place(batteryBuyer.token, { customerAddressCode: batteryBuyer.address.code })).status).toBe(200);
    await t.app.jobs.drain();

    const tyreMail = mailsTo(tyreBuyer.user.email)[0]!;
    expect(tyreMail.to.sort()).toEqual([tyreBuyer.user.email, 'tyre-team@dealerport.test'].sort());
    expect(tyreMail.raw).toContain('Tyre order');
    expect(decodeQuotedPrintable(tyreMail.raw)).toContain('TYRE-VARIANT');
    const batteryMail = mailsTo(batteryBuyer.user.email)[0]!;
    expect(batteryMail.to).toEqual([batteryBuyer.user.email]);
    expect(batteryMail.raw).toContain('Your order was received');

    // An inactive variant is not applied.
    await call('PUT', '/api/emails/templates/groups', {
      payload: { id: variant.body.id, eventName: 'OrderConfirmation', isActive: false },
    });
  });

  it('an event switched off sends nothing', async () => {
    await call('PUT', '/api/emails/templates/groups', { payload: { eventName: 'OrderConfirmation', isActive: false } });
    const dealer = await createDealer(t);
    expect((await add(dealer.token, await product(), 1)).status).toBe(204);
    expect((await place(dealer.token, { customerAddressCode: dealer.address.code })).status).toBe(200);
    await t.app.jobs.drain();
    expect(mailsTo(dealer.user.email)).toEqual([]);
    expect(await t.db.selectFrom('email_outbox').select('id').where('to_address', '=', dealer.user.email).execute()).toEqual([]);
    await call('PUT', '/api/emails/templates/groups', { payload: { eventName: 'OrderConfirmation', isActive: true } });
  });
});

describe('events the portal did not mail before', () => {
  it('PasswordChanged (off at first) mails the user once an administrator turns it on, with its bcc', async () => {
    const role = await createRole(t.db, 'staff', []);
    const user = await createUser(t.db, { roleId: role, userType: 'staff' });
    const token = (await signIn(t, user.account_name)).token;
    const change = (oldPassword: string, newPassword: string) =>
      t.call({
        method: 'PUT',
        url: '/api/profiles/change-password',
        token,
        payload: { oldPassword, newPassword, confirmNewPassword: newPassword },
      });
    expect((await change('Secret123', 'Changed123')).status).toBe(204);
    await t.app.jobs.drain();
    expect(mailsTo(user.email)).toEqual([]);

    const on = await call('PUT', '/api/emails/templates/groups', {
      payload: { eventName: 'PasswordChanged', isActive: true, bccList: ['security@dealerport.test'] },
    });
    expect(on.status).toBe(200);
    expect((await change('Changed123', 'Changed456')).status).toBe(204);
    await t.app.jobs.drain();
    const [mail] = mailsTo(user.email);
    expect(mail!.to.sort()).toEqual([user.email, 'security@dealerport.test'].sort());
    expect(mail!.raw).toContain('Dealerport');
    await call('PUT', '/api/emails/templates/groups', { payload: { eventName: 'PasswordChanged', isActive: false } });
  });

  it('RegistrationReceived goes to the staff its cc/bcc name, and to nobody when none', async () => {
    const apply = (email: string) =>
      t.call({
        method: 'POST',
        url: '/api/customers/customer-registration',
        payload: {
          name: `Yildiz Oto ${email}`,
          title: 'Yildiz Oto Ltd.',
          email,
          phoneNumber: '+90 532 555 12 34',
          representativePerson: 'Ayse Yildiz',
          isKvkkConfirm: true,
          isCommunicationConfirm: false,
          customerSectors: ['Lastik'],
          taxNumber: '1234567890',
          taxOffice: 'Kadikoy',
          address: 'Bagdat Caddesi 1',
          city: 'Istanbul',
          countryCode: 'TR',
        },
      });
    await call('PUT', '/api/emails/templates/groups', { payload: { eventName: 'RegistrationReceived', isActive: true } });
    expect((await apply('first.applicant@example.test')).status).toBe(200);
    await call('PUT', '/api/emails/templates/groups', {
      payload: {
        eventName: 'RegistrationReceived',
        isActive: true,
        ccList: ['dealers@dealerport.test'],
        bccList: ['boss@dealerport.test'],
      },
    });
    expect((await apply('second.applicant@example.test')).status).toBe(200);
    await t.app.jobs.drain();
    const rows = await t.db
      .selectFrom('email_outbox')
      .select(['to_address', 'cc', 'bcc', 'subject', 'text'])
      .where('event', '=', 'RegistrationReceived')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: 'dealers@dealerport.test', cc: [], bcc: ['boss@dealerport.test'] });
    expect(rows[0]!.text).toContain('second.applicant@example.test');
    expect(mailsTo('dealers@dealerport.test')[0]!.to.sort()).toEqual(['boss@dealerport.test', 'dealers@dealerport.test']);
  });
});

describe('GET/PUT /api/commons/mailSettings', () => {
  it('answers the settings without their secrets, keeps a secret sent blank, stores it sealed', async () => {
    const res = await call('GET', '/api/commons/mailSettings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      senderEmail: 'orders@dealerport.test',
      displayName: 'Dealerport Orders',
      emailProvider: 'Smtp',
      smtp: { username: 'mailer', password: null, passwordSet: true, serverAddress: '127.0.0.1', port: smtp.port, sslRequire: false },
      sendGrid: { apiKey: null, apiKeySet: false },
      isActive: true,
      overriddenByEnvironment: false,
    });
    const stored = await t.db.selectFrom('settings').select('value').where('key', '=', 'mail').executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.value)).not.toContain('smtp-pass-123');
    expect(JSON.stringify(stored.value)).toMatch(/"password":"v1:/);
    const list = await call('GET', '/api/commons/settings');
    const mailRow = list.body.find((s: { key: string }) => s.key === 'mail');
    expect(JSON.parse(mailRow.value).smtp.password).toBe('********');

    // The GET's answer sent back as it is keeps the password; a SendGrid key is set and never answered.
    const put = await call('PUT', '/api/commons/mailSettings', { payload: { ...res.body, sendGrid: { apiKey: 'SG.secret-key-123' } } });
    expect(put.status).toBe(200);
    expect(put.body.smtp.passwordSet).toBe(true);
    expect(put.body.sendGrid).toEqual({ apiKey: null, apiKeySet: true });
    expect(JSON.stringify(put.body)).not.toContain('SG.secret');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity_id', '=', 'mail')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit)).not.toContain('SG.secret');
    expect(JSON.stringify(audit)).not.toContain('smtp-pass-123');
    expect((audit.after as { secretsChanged: string[] }).secretsChanged).toEqual(['sendGrid.apiKey']);
  });

  it('refuses bad input with a message in tr/de/en', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await call('PUT', '/api/commons/mailSettings', {
        payload: { senderEmail: 'not-an-address', emailProvider: 'Pigeon', smtp: { serverAddress: 'bad host!', port: 0 }, isActive: true },
        culture,
      });
      expectInvalid(res, culture, EMAIL_PROBLEM[culture]);
    }
  });
});

/** A caller with the mail codes and a known address (the test mails go to the caller's own address). */
async function mailTester() {
  const role = await createRole(t.db, 'staff', ['configuration-email.update', 'email-template.update', 'email-template.list']);
  const user = await createUser(t.db, { roleId: role, userType: 'staff', email: `tester-${role}@dealerport.test` });
  return { email: user.email, token: (await signIn(t, user.account_name)).token };
}

describe('POST /api/commons/mailSettings/test (extension)', () => {
  const settings = (port: number, extra: object = {}) => ({
    senderEmail: 'orders@dealerport.test',
    displayName: 'Dealerport Orders',
    emailProvider: 'Smtp',
    smtp: { username: 'mailer', serverAddress: '127.0.0.1', port, sslRequire: false },
    isActive: false,
    ...extra,
  });

  it("sends a test mail to the caller's own address through the settings as given, the stored password used", async () => {
    const admin = await mailTester();
    const before = smtp.received.length;
    const res = await call('POST', '/api/commons/mailSettings/test', { payload: settings(smtp.port), culture: 'de', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, code: 'OK' });
    expect(res.body.message).toBe(`SMTP 127.0.0.1:${smtp.port}: die Test-E-Mail wurde an ${admin.email} gesendet.`);
    const mail = smtp.received.at(-1)!;
    expect(smtp.received.length).toBe(before + 1);
    expect(mail.to).toEqual([admin.email]);
    expect(mail.from).toBe('orders@dealerport.test');
    expect(decodeQuotedPrintable(mail.raw)).toContain('Dealerport-Test-E-Mail');
    // Blank password: the stored one signs in; nothing was saved (the settings stay active).
    expect(smtp.logins.at(-1)).toEqual({ username: 'mailer', password: 'smtp-pass-123' });
    expect((await call('GET', '/api/commons/mailSettings')).body.isActive).toBe(true);
  });

  it('answers a closed port as unreachable, in the caller’s language, with ok false (not an error status)', {
    timeout: 20_000,
  }, async () => {
    // A port nothing listens on: take one from a server just closed. No password: the stored one is for
    // another port (ADR 0061), and this test is about the connection.
    const closed = await startSmtp();
    await closed.close();
    const cultures = [
      ['tr', 'bağlantı kurulamadı'],
      ['de', 'keine Verbindung'],
      ['en', 'no connection or no answer within 5 seconds'],
    ] as const;
    const answers = await Promise.all(
      cultures.map(([culture]) =>
        call('POST', '/api/commons/mailSettings/test', {
          payload: settings(closed.port, {
            smtp: { username: 'mailer', serverAddress: '127.0.0.1', port: closed.port, clearPassword: true },
          }),
          culture,
        }),
      ),
    );
    for (const [i, [, words]] of cultures.entries()) {
      expect(answers[i]!.status).toBe(200);
      expect(answers[i]!.body).toMatchObject({ ok: false, code: 'UNREACHABLE' });
      expect(answers[i]!.body.message).toContain(words);
    }
  });

  it('says what is missing: no server, no SendGrid key; refuses bad input in tr/de/en', async () => {
    const none = await call('POST', '/api/commons/mailSettings/test', {
      payload: { ...settings(25), smtp: { serverAddress: '' } },
      culture: 'en',
    });
    expect(none.body).toMatchObject({ ok: false, code: 'NOT_CONFIGURED', message: 'Nothing to test: smtp.serverAddress is not set.' });
    const sendGrid = await call('POST', '/api/commons/mailSettings/test', {
      payload: settings(25, { emailProvider: 'SendGrid', sendGrid: { clearApiKey: true } }),
      culture: 'en',
    });
    expect(sendGrid.body).toMatchObject({ ok: false, code: 'NOT_CONFIGURED' });
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectInvalid(
        await call('POST', '/api/commons/mailSettings/test', { payload: settings(25, { senderEmail: 'nope' }), culture }),
        culture,
        EMAIL_PROBLEM[culture],
      );
    }
  });
});

describe('POST /api/emails/templates/preview and /test (extensions)', () => {
  it("renders the text as typed with the event's sample data: subject, sanitised HTML and plain text; nothing saved", async () => {
    const { id } = await templateOf('OrderConfirmation', 'de');
    const res = await call('POST', '/api/emails/templates/preview', {
      payload: {
        id,
        language: 'de',
        title: 'Bestellung {{ docs }}',
        body: '<p>Hallo {{ name }}</p><ul>{% for d in documents %}<li>{{ d.docNumber }}: {{ d.total }} {{ d.currency }}</li>{% endfor %}</ul><script>x()</script>',
      },
    });
    expect(res.status).toBe(200);
    // Sample documents numbered as the order job numbers them (B2B, the year, six digits), amounts as German writes them.
    const yy = String(new Date().getUTCFullYear()).slice(2);
    expect(res.body.subject).toBe(`Bestellung B2B${yy}000601, B2B${yy}000602`);
    expect(res.body.html).toContain(`<li>B2B${yy}000601: 12.450,00 TRY</li>`);
    expect(res.body.html).toContain('Hallo Anna Schmidt');
    expect(res.body.html).not.toContain('<script');
    expect(res.body.text).toContain(`B2B${yy}000602`);
    expect(res.body.text).not.toContain('<');
    expect((await templateOf('OrderConfirmation', 'de')).isDefault).toBe(true);
  });

  it('previews every built-in text of every event in every language', async () => {
    const all = await call('GET', '/api/emails/templates', { query: { ...PAGE, IsCategorizedEmailTemplate: 'false' } });
    for (const tpl of all.body.items) {
      const res = await call('POST', '/api/emails/templates/preview', {
        payload: { id: tpl.id, language: tpl.language, title: tpl.title, body: tpl.body },
      });
      expect(res.status, `${tpl.eventName} ${tpl.language}`).toBe(200);
      expect(res.body.subject).not.toContain('{{');
    }
  });

  it('refuses a broken template with its line, and a loop item’s unknown field (on preview and on save), in tr/de/en', async () => {
    const { id } = await templateOf('OrderConfirmation', 'en');
    const broken = await call('POST', '/api/emails/templates/preview', {
      payload: { id, language: 'en', title: 'x', body: 'a\nb\n{% if name %}' },
      culture: 'en',
    });
    expectError(broken, 400, 'EMAIL_TEMPLATE_SYNTAX', 'en');
    expect(broken.body.details).toMatchObject({ line: 3 });
    const body = 'Hello {{ name }}\n{% for d in documents %}\n{{ d.docNumbr }}\n{% endfor %}';
    for (const culture of ['tr', 'de', 'en'] as const) {
      for (const url of ['/api/emails/templates/preview', '/api/emails/templates']) {
        const res = await call(url.endsWith('preview') ? 'POST' : 'PUT', url, {
          payload: { id, language: 'en', title: 'x', body },
          culture,
        });
        expectError(res, 400, 'EMAIL_TEMPLATE_RENDER', culture);
        expect(res.body.details).toMatchObject({ line: 3 });
        expect(res.body.details.detail).toContain('docNumbr');
      }
    }
    expect((await templateOf('OrderConfirmation', 'en')).isDefault).toBe(true);
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectInvalid(
        await call('POST', '/api/emails/templates/preview', { payload: { id, language: 'en', title: '', body: 'x' }, culture }),
        culture,
      );
    }
    expectError(
      await call('POST', '/api/emails/templates/preview', { payload: { id: 999999, language: 'en', title: 'x', body: 'x' } }),
      404,
      'EMAIL_TEMPLATE_NOT_FOUND',
    );
  });

  it('sends the rendered sample to the caller through the mail in force', async () => {
    const admin = await mailTester();
    const { id } = await templateOf('OrderCancelled', 'tr');
    const res = await call('POST', '/api/emails/templates/test', {
      token: admin.token,
      payload: { id, language: 'tr', title: 'İptal {{ doc }} TEST-MARKER', body: 'Merhaba {{ name }}, {{ doc }} iptal.' },
      culture: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([admin.email]);
    expect(decodeQuotedPrintable(mail.raw)).toContain('Ayşe Yılmaz');
  });

  it('says in words, not by an internal key, that no mail server is set up', async () => {
    const admin = await mailTester();
    const { id } = await templateOf('OrderCancelled', 'tr');
    const stored = (await call('GET', '/api/commons/mailSettings')).body;
    expect((await call('PUT', '/api/commons/mailSettings', { payload: { ...stored, isActive: false } })).status).toBe(200);
    try {
      for (const culture of ['tr', 'de', 'en'] as const) {
        const res = await call('POST', '/api/emails/templates/test', {
          token: admin.token,
          payload: { id, language: 'tr', title: 'x', body: 'y' },
          culture,
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          ok: false,
          code: 'MAIL_NOT_CONFIGURED',
          message: connectionTestMessage('MAIL_NOT_CONFIGURED', culture),
        });
        expect(res.body.message).not.toContain('mailSettings');
      }
    } finally {
      await call('PUT', '/api/commons/mailSettings', { payload: { ...stored, isActive: true } });
    }
  });
});

describe('OrderCancelled and PaymentReceived', () => {
  async function placeOrder(dealer: Awaited<ReturnType<typeof createDealer>>) {
    expect((await add(dealer.token, await product(), 1)).status).toBe(204);
    const placed = await place(dealer.token, { customerAddressCode: dealer.address.code });
    expect(placed.status).toBe(200);
    await t.app.jobs.drain();
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'doc_number'])
      .where('customer_id', '=', dealer.customer.id)
      .where('status', '!=', 'Cancelled')
      .executeTakeFirstOrThrow();
    return { docNumber: order.doc_number, id: order.id };
  }

  it('a cancelled order mails the user who placed it (once the event is on), with the reason, in their language', async () => {
    const dealer = await createDealer(t, { language: 'de' });
    // Off (the seeded state): a cancellation sends nothing.
    const first = await placeOrder(dealer);
    const cancel = (docNumber: string, reason?: string) =>
      t.call({
        method: 'PUT',
        url: `/api/orders/${encodeURIComponent(docNumber)}/cancellation`,
        token: dealer.token,
        payload: reason ? { reason } : {},
      });
    const firstCancel = await cancel(first.docNumber);
    expect(firstCancel.status, JSON.stringify(firstCancel.body)).toBe(204);
    await t.app.jobs.drain();
    expect(mailsTo(dealer.user.email).filter((m) => decodeQuotedPrintable(m.raw).includes('storniert'))).toHaveLength(0);

    const group = await call('PUT', '/api/emails/templates/groups', {
      payload: { eventName: 'OrderCancelled', isActive: true, bccList: ['cancellations@dealerport.test'] },
    });
    expect(group.status).toBe(200);
    const second = await placeOrder(dealer);
    expect((await cancel(second.docNumber, 'Falsche Größe bestellt')).status).toBe(204);
    await t.app.jobs.drain();
    const mail = mailsTo(dealer.user.email).find((m) => decodeQuotedPrintable(m.raw).includes('storniert'));
    expect(mail).toBeDefined();
    expect(mail!.to.sort()).toEqual([dealer.user.email, 'cancellations@dealerport.test'].sort());
    const text = decodeQuotedPrintable(mail!.raw);
    expect(text).toContain(second.docNumber);
    expect(text).toContain('Falsche Größe bestellt');
    const row = await t.db
      .selectFrom('email_outbox')
      .select(['event', 'language', 'status'])
      .where('to_address', '=', dealer.user.email)
      .where('event', '=', 'OrderCancelled')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ event: 'OrderCancelled', language: 'de', status: 'sent' });
  });

  it('queuePaymentReceivedMail (for the payments module) mails the amount in the recipient’s language through an edited template', async () => {
    const dealer = await createDealer(t, { language: 'en' });
    const order = await placeOrder(dealer);
    // Off: nothing queued.
    expect(await queuePaymentReceivedMail(t.db, t.config, { orderId: order.id, amount: 1250.5 })).toBe(false);

    await call('PUT', '/api/emails/templates/groups', { payload: { eventName: 'PaymentReceived', isActive: true } });
    const { id } = await templateOf('PaymentReceived', 'en');
    const saved = await call('PUT', '/api/emails/templates', {
      payload: { id, language: 'en', title: 'Paid: {{ doc }}', body: 'PAYMENT-MARKER {{ amount }} {{ currency }} for {{ customer }}' },
    });
    expect(saved.status).toBe(200);
    expect(await queuePaymentReceivedMail(t.db, t.config, { orderId: order.id, amount: 1250.5 })).toBe(true);
    await t.app.jobs.drain();
    const mail = mailsTo(dealer.user.email).find((m) => m.raw.includes('Paid: '));
    expect(mail).toBeDefined();
    const text = decodeQuotedPrintable(mail!.raw);
    expect(text).toContain(`Paid: ${order.docNumber}`);
    expect(text).toMatch(/PAYMENT-MARKER 1,250\.50 [A-Z]{3} for /);
    // An unknown order: nothing.
    expect(await queuePaymentReceivedMail(t.db, t.config, { orderId: randomUUID(), amount: 1 })).toBe(false);
  });
});
