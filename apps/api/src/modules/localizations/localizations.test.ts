import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Culture, errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, expectError, onPostgres, signIn, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';

/**
 * A built client of our own (WEB_DIST: index.html and lang/), so the texts are served as in production
 * (beside the static files) and a test can change them like an upgrade.
 */
const FILES = {
  tr: {
    app: { title: 'Bayi Portalı', greeting: 'Merhaba {{name}}' },
    cart: { items_one: '{{count, number}} ürün', items_other: '{{count, number}} ürün' },
    localizations: { testText: 'Bu metin Türkçe.' },
    onlyTr: { note: 'Yalnızca Türkçe' },
    old: { gone: 'Eski metin' },
  },
  de: {
    app: { title: 'Händlerportal', greeting: 'Hallo {{name}}' },
    cart: { items_one: '{{count, number}} Artikel', items_other: '{{count, number}} Artikel' },
    localizations: { testText: 'Dieser Text ist deutsch.' },
    old: { gone: 'Alter Text' },
  },
  en: {
    app: { title: 'Dealer portal', greeting: 'Hello {{name}}' },
    cart: { items_one: '{{count, number}} item', items_other: '{{count, number}} items' },
    localizations: { testText: 'This text is English.' },
    old: { gone: 'Old text' },
  },
};

const dist = mkdtempSync(path.join(tmpdir(), 'dealerport-lang-'));
async function writeFiles(files: Record<string, unknown>) {
  await mkdir(path.join(dist, 'lang'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dealerport</title>');
  for (const [lng, tree] of Object.entries(files)) writeFileSync(path.join(dist, 'lang', `${lng}.json`), JSON.stringify(tree));
}

/** A 400 of the schema's validation: the localised message, then the field and what is wrong with it. */
function expectInvalid(res: { status: number; body: { code?: string; message?: string } }, culture: Culture) {
  expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  expect(res.body.message?.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
}

let t: TestApp;
let admin: string;
let reader: string;
let nobody: string;
let adminId: string;

const URL = '/api/localizations/translations';
const put = (key: string, payload: unknown, token = admin, culture?: string) =>
  t.call({ method: 'PUT', url: `${URL}/${key}`, payload: payload as object, token, culture });
const lang = async (lng: string, app = t) => (await app.call({ method: 'GET', url: `/lang/${lng}.json` })).body;
const list = (query: string, token = admin) => t.call({ method: 'GET', url: `${URL}?PageNumber=1&PageSize=50&${query}`, token });

beforeAll(async () => {
  await writeFiles(FILES);
  t = await createTestApp({ WEB_DIST: dist });
  const adminRole = await createRole(t.db, 'staff', ['localization.list', 'localization.update', 'localization.reload']);
  const user = await createUser(t.db, { roleId: adminRole, userType: 'staff' });
  adminId = user.id;
  admin = (await signIn(t, user.account_name)).token;
  const readerRole = await createRole(t.db, 'staff', ['localization.list']);
  reader = (await signIn(t, (await createUser(t.db, { roleId: readerRole, userType: 'staff' })).account_name)).token;
  const otherRole = await createRole(t.db, 'staff', ['user.list']);
  nobody = (await signIn(t, (await createUser(t.db, { roleId: otherRole, userType: 'staff' })).account_name)).token;
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('access', () => {
  it('anonymous callers get 401 on every call', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['PUT', `${URL}/app.title`],
      ['DELETE', `${URL}/app.title`],
      ['GET', '/api/localizations/reload-resources'],
      ['GET', '/api/localizations/test'],
    ] as const) {
      expectError(await t.call({ method, url, payload: method === 'PUT' ? { de: 'x' } : undefined }), 401, 'UNAUTHORIZED');
    }
  });

  it('without the codes 403; list reads but does not change or reload', async () => {
    expectError(await list('', nobody), 403, 'FORBIDDEN');
    expect((await list('', reader)).status).toBe(200);
    expectError(await put('app.title', { de: 'x' }, reader, 'de'), 403, 'FORBIDDEN', 'de');
    expectError(await t.call({ method: 'DELETE', url: `${URL}/app.title`, token: reader, culture: 'en' }), 403, 'FORBIDDEN', 'en');
    expectError(await t.call({ method: 'GET', url: '/api/localizations/reload-resources', token: reader }), 403, 'FORBIDDEN');
  });
});

describe('/lang/{lng}.json', () => {
  it('serves the built file with an ETag, 304 when unchanged; an unknown language is 404', async () => {
    const res = await t.call({ method: 'GET', url: '/lang/de.json' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual(FILES.de);
    const again = await t.call({ method: 'GET', url: '/lang/de.json', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.status).toBe(304);
    expect((await t.call({ method: 'GET', url: '/lang/fr.json' })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/lang/de.js' })).status).toBe(404);
  });
});

describe('list', () => {
  it('answers every key with its defaults per language, paged, in key order', async () => {
    const res = await t.call({ method: 'GET', url: `${URL}?PageNumber=1&PageSize=3`, token: reader });
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(7);
    expect(res.body.totalPages).toBe(3);
    expect(res.body.items.map((e: { key: string }) => e.key)).toEqual(['app.greeting', 'app.title', 'cart.items_one']);
    expect(res.body.items[0]).toEqual({
      key: 'app.greeting',
      defaults: { tr: 'Merhaba {{name}}', de: 'Hallo {{name}}', en: 'Hello {{name}}' },
      overrides: { tr: null, de: null, en: null },
      placeholders: ['name'],
      orphaned: false,
    });
    const onlyTr = (await list('SearchTerm=onlyTr')).body.items[0];
    expect(onlyTr.defaults).toEqual({ tr: 'Yalnızca Türkçe', de: null, en: null });
  });

  it('finds a key or a text in any language, case- and Turkish-letter-insensitive', async () => {
    expect((await list('SearchTerm=HANDLER')).body.items.map((e: { key: string }) => e.key)).toEqual(['app.title']);
    expect((await list('SearchTerm=yalnizca')).body.items.map((e: { key: string }) => e.key)).toEqual(['onlyTr.note']);
    expect((await list('SearchTerm=cart.items')).body.totalCount).toBe(2);
  });

  it('refuses a bad filter or page with a localised 400', async () => {
    for (const culture of ['tr', 'de', 'en']) {
      const res = await t.call({ method: 'GET', url: `${URL}?PageNumber=0&PageSize=10&Filter=nope`, token: admin, culture });
      expectInvalid(res, culture as Culture);
    }
  });
});

describe('overrides', () => {
  it('an override is served in /lang/de.json at once and after reload, audited, and reset to the default', async () => {
    const before = await t.call({ method: 'GET', url: '/lang/de.json' });
    const res = await put('app.title', { de: 'Mein Portal' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key: 'app.title', overrides: { tr: null, de: 'Mein Portal', en: null }, orphaned: false });
    const after = await t.call({ method: 'GET', url: '/lang/de.json', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.app).toEqual({ title: 'Mein Portal', greeting: 'Hallo {{name}}' });
    expect((await lang('en')).app.title).toBe('Dealer portal');

    const reload = await t.call({ method: 'GET', url: '/api/localizations/reload-resources', token: admin });
    expect(reload.status).toBe(200);
    expect(reload.body).toMatchObject({ languages: ['tr', 'de', 'en'], keyCount: 7, overrideCount: 1, orphanedCount: 0 });
    expect((await lang('de')).app.title).toBe('Mein Portal');

    expect((await list('Filter=overridden')).body.items.map((e: { key: string }) => e.key)).toEqual(['app.title']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'before', 'after'])
      .where('entity', '=', 'translation')
      .where('entity_id', '=', 'app.title')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'update', actor_user_id: adminId, before: {}, after: { de: 'Mein Portal' } });

    // null resets one language; the others stay
    await put('app.title', { tr: 'Portalım' });
    expect((await put('app.title', { de: null })).body.overrides).toEqual({ tr: 'Portalım', de: null, en: null });
    expect((await lang('de')).app.title).toBe('Händlerportal');
    expect((await lang('tr')).app.title).toBe('Portalım');
    expect((await t.call({ method: 'DELETE', url: `${URL}/app.title`, token: admin })).status).toBe(204);
    expect((await lang('tr')).app.title).toBe('Bayi Portalı');
    const reset = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'translation')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(reset?.action).toBe('reset');
    // resetting a key without overrides changes nothing
    expect((await t.call({ method: 'DELETE', url: `${URL}/app.title`, token: admin })).status).toBe(204);
  });

  it('an override equal to the default is not kept; a language missing from its file can be filled', async () => {
    expect((await put('app.title', { en: 'Dealer portal' })).body.overrides.en).toBeNull();
    expect((await put('onlyTr.note', { en: 'English only here' })).status).toBe(200);
    expect((await lang('en')).onlyTr).toEqual({ note: 'English only here' });
    await t.call({ method: 'DELETE', url: `${URL}/onlyTr.note`, token: admin });
  });

  it('refuses an override that drops or adds a placeholder, in tr, de and en', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await put('cart.items_other', { de: 'Artikel' }, admin, culture);
      expectError(res, 400, 'TRANSLATION_PLACEHOLDER_MISSING', culture);
      expect(res.body.message).toContain('{{count}}');
    }
    expectError(await put('app.greeting', { en: 'Hello {{name}} {{surname}}' }, admin, 'en'), 400, 'TRANSLATION_PLACEHOLDER_UNKNOWN', 'en');
    // the format may change, the variable stays
    expect((await put('cart.items_other', { de: '{{count}} Stück' })).status).toBe(200);
    expect((await lang('de')).cart.items_other).toBe('{{count}} Stück');
    // a refused change writes nothing
    await put('cart.items_other', { de: null });
    expectError(await put('cart.items_other', { tr: 'x {{count}}', de: 'kein Platzhalter' }), 400, 'TRANSLATION_PLACEHOLDER_MISSING');
    expect((await lang('tr')).cart.items_other).toBe('{{count, number}} ürün');
  });

  it('refuses bad input with a localised 400 and an unknown key with 404', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectInvalid(await put('app.title', { de: '   ' }, admin, culture), culture);
      expectInvalid(await put('app.title', { fr: 'x' }, admin, culture), culture);
      expectInvalid(await put('app..title', { de: 'x' }, admin, culture), culture);
      expectInvalid(await put('app.title', { de: 'x'.repeat(4001) }, admin, culture), culture);
      expectError(await put('app.nothing', { de: 'x' }, admin, culture), 404, 'TRANSLATION_KEY_UNKNOWN', culture);
    }
    // a key that names a group of texts is not a text
    expectError(await put('app', { de: 'x' }), 404, 'TRANSLATION_KEY_UNKNOWN');
  });
});

describe('overrides survive upgrades', () => {
  it('an override of a key the new build dropped is listed as orphaned, not served; a new key appears with its default', async () => {
    await put('old.gone', { de: 'Überschrieben' });
    await put('app.greeting', { en: 'Hi {{name}}' });
    const { old: _dropped, ...rest } = FILES.de;
    await writeFiles({
      tr: { ...FILES.tr, old: undefined, fresh: { key: 'Yeni' } },
      de: { ...rest, fresh: { key: 'Neu' } },
      en: { ...FILES.en, old: undefined, fresh: { key: 'New' } },
    });
    const reload = await t.call({ method: 'GET', url: '/api/localizations/reload-resources', token: admin });
    expect(reload.body).toMatchObject({ keyCount: 7, overrideCount: 1, orphanedCount: 1 });
    const de = await lang('de');
    expect(de.old).toBeUndefined();
    expect(de.fresh).toEqual({ key: 'Neu' });
    expect((await lang('en')).app.greeting).toBe('Hi {{name}}');

    const orphans = (await list('Filter=orphaned')).body.items;
    expect(orphans).toEqual([
      {
        key: 'old.gone',
        defaults: { tr: null, de: null, en: null },
        overrides: { tr: null, de: 'Überschrieben', en: null },
        placeholders: [],
        orphaned: true,
      },
    ]);
    // an orphan cannot be edited, only removed
    expectError(await put('old.gone', { de: 'x' }), 404, 'TRANSLATION_KEY_UNKNOWN');
    expect((await t.call({ method: 'DELETE', url: `${URL}/old.gone`, token: admin })).status).toBe(204);
    expect((await list('Filter=orphaned')).body.totalCount).toBe(0);
    expectError(
      await t.call({ method: 'DELETE', url: `${URL}/old.gone`, token: admin, culture: 'de' }),
      404,
      'TRANSLATION_KEY_UNKNOWN',
      'de',
    );
    await put('app.greeting', { en: null });
    await writeFiles(FILES);
    await t.call({ method: 'GET', url: '/api/localizations/reload-resources', token: admin });
  });
});

describe('GET /api/localizations/test', () => {
  it("answers the sample text in the caller's culture, overrides applied, for any signed-in user", async () => {
    for (const [culture, text] of [
      ['tr', 'Bu metin Türkçe.'],
      ['de', 'Dieser Text ist deutsch.'],
      ['en', 'This text is English.'],
    ]) {
      const res = await t.call({ method: 'GET', url: '/api/localizations/test', token: nobody, culture });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ culture, key: 'localizations.testText', text });
    }
    await put('localizations.testText', { de: 'Überschriebener Text.' });
    expect((await t.call({ method: 'GET', url: '/api/localizations/test', token: nobody, culture: 'de' })).body.text).toBe(
      'Überschriebener Text.',
    );
    await put('localizations.testText', { de: null });
  });
});

describe.runIf(onPostgres)('another process (PostgreSQL NOTIFY)', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDb: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    otherDb = await openDatabase({ url: t.url!, poolSize: 4 });
    other = await buildApp({ config: t.config, database: otherDb, logger: false, startWorker: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });
  const otherLang = async (lng: string) => (await other.inject({ method: 'GET', url: `/lang/${lng}.json` })).json();
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  };

  it('an override made here is served by the other process at once, without a reload', async () => {
    expect((await otherLang('de')).app.title).toBe('Händlerportal');
    await put('app.title', { de: 'Anderes Portal' });
    expect(await until(async () => (await otherLang('de')).app.title === 'Anderes Portal')).toBe(true);
    await put('app.title', { de: null });
    expect(await until(async () => (await otherLang('de')).app.title === 'Händlerportal')).toBe(true);
  });

  it('reload-resources makes the other process reread the built files', async () => {
    expect((await otherLang('en')).app.title).toBe('Dealer portal');
    await writeFiles({ ...FILES, en: { ...FILES.en, app: { ...FILES.en.app, title: 'Upgraded portal' } } });
    // the files alone change nothing until reload
    expect((await otherLang('en')).app.title).toBe('Dealer portal');
    expect((await t.call({ method: 'GET', url: '/api/localizations/reload-resources', token: admin })).status).toBe(200);
    expect(await until(async () => (await otherLang('en')).app.title === 'Upgraded portal')).toBe(true);
    await writeFiles(FILES);
    await t.call({ method: 'GET', url: '/api/localizations/reload-resources', token: admin });
  });
});
