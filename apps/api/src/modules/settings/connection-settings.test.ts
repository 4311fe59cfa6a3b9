import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import { CUSTOM_ISSUES, connectionTestMessage, errorMessage, fieldLabel } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { createSecretBox } from '../../lib/secrets';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyErpSignature } from '../../platform/erp';

const ERP_URL = '/api/commons/logoRestSettings';
const FTP_URL = '/api/commons/ftpSettings';
const CLIENT_SECRET = 'erp-client-secret-0123456789';
const ERP_PASSWORD = 'logo-password-xyz';
const FTP_PASSWORD = 'ftp-password-äöü';

let t: TestApp;
let adminToken: string;
/** Holds the list codes only. */
let readerToken: string;
/** Signed in, without any of these codes. */
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const adminRole = await createRole(t.db, 'staff', [
    'configuration-logo-rest.list',
    'configuration-logo-rest.update',
    'configuration-ftp.list',
    'configuration-ftp.update',
  ]);
  adminToken = (await signIn(t, (await createUser(t.db, { roleId: adminRole, userType: 'staff' })).account_name)).token;
  const readerRole = await createRole(t.db, 'staff', ['configuration-logo-rest.list', 'configuration-ftp.list']);
  readerToken = (await signIn(t, (await createUser(t.db, { roleId: readerRole, userType: 'staff' })).account_name)).token;
  const otherRole = await createRole(t.db, 'staff', ['configuration-password-setting.list', 'integration.list']);
  otherToken = (await signIn(t, (await createUser(t.db, { roleId: otherRole, userType: 'staff' })).account_name)).token;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = adminToken, culture?: string) =>
  t.call({ method, url, ...(payload ? { payload } : {}), token, culture });

/** Every secret this file ever sends: none may appear in any answer or audit row. */
const SECRETS = [CLIENT_SECRET, ERP_PASSWORD, FTP_PASSWORD, 'replaced-secret-0123456789', 'new-ftp-password'];
function expectNoSecret(value: unknown) {
  const text = JSON.stringify(value);
  for (const s of SECRETS) expect(text).not.toContain(s);
}

const erpBody = {
  url: 'https://erp.example.test/api',
  clientId: 'dealerport',
  clientSecret: CLIENT_SECRET,
  username: 'portal',
  password: ERP_PASSWORD,
  companyCode: '001',
};

describe('access', () => {
  it('anonymous is 401; without the codes 403; list reads, only update changes or tests', async () => {
    for (const url of [ERP_URL, FTP_URL]) {
      expectError(await t.call({ method: 'GET', url }), 401, 'UNAUTHORIZED');
      expectError(await t.call({ method: 'PUT', url, payload: {} }), 401, 'UNAUTHORIZED');
      expectError(await t.call({ method: 'POST', url: `${url}/test`, payload: {} }), 401, 'UNAUTHORIZED');
      expectError(await call('GET', url, undefined, otherToken, 'en'), 403, 'FORBIDDEN', 'en');
      expectError(await call('PUT', url, {}, otherToken, 'de'), 403, 'FORBIDDEN', 'de');
      expectError(await call('POST', `${url}/test`, {}, otherToken), 403, 'FORBIDDEN');
      expect((await call('GET', url, undefined, readerToken)).status).toBe(200);
      expectError(await call('PUT', url, { url: '', serverAddress: '' }, readerToken, 'en'), 403, 'FORBIDDEN', 'en');
      // The test makes this server connect where the caller says: the update permission only.
      expectError(await call('POST', `${url}/test`, { url: 'http://127.0.0.1:9/' }, readerToken), 403, 'FORBIDDEN');
    }
  });
});

describe('ERP connection settings', () => {
  it('start empty, with no secret set', async () => {
    await t.db.deleteFrom('settings').where('key', '=', 'logo-rest').execute();
    const res = await call('GET', ERP_URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      url: '',
      clientId: '',
      clientSecret: null,
      clientSecretSet: false,
      username: '',
      password: null,
      passwordSet: false,
      companyCode: '',
      overriddenByEnvironment: false,
    });
  });

  it('save with the secrets masked in the answer, sealed in the row and absent from the audit log', async () => {
    const res = await call('PUT', ERP_URL, erpBody);
    expect(res.status).toBe(200);
    const masked = {
      url: erpBody.url,
      clientId: 'dealerport',
      clientSecret: null,
      clientSecretSet: true,
      username: 'portal',
      password: null,
      passwordSet: true,
      companyCode: '001',
      overriddenByEnvironment: false,
    };
    expect(res.body).toEqual(masked);
    expect((await call('GET', ERP_URL, undefined, readerToken)).body).toEqual(masked);

    const row = await t.db.selectFrom('settings').select('value').where('key', '=', 'logo-rest').executeTakeFirstOrThrow();
    expectNoSecret(row.value);
    expect((row.value as Record<string, string>).clientSecret).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'setting')
      .where('entity_id', '=', 'logo-rest')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('update');
    expect(audit.after).toMatchObject({ url: erpBody.url, clientSecretSet: true, secretsChanged: ['clientSecret', 'password'] });
    expectNoSecret(audit);
    expect(JSON.stringify(audit)).not.toContain('v1:');
  });

  it('keep the stored secrets when they are sent blank, null or not at all; replace them with a new value', async () => {
    await call('PUT', ERP_URL, erpBody);
    const sealedBefore = (await t.db.selectFrom('settings').select('value').where('key', '=', 'logo-rest').executeTakeFirstOrThrow())
      .value as Record<string, string>;
    // The GET's own answer sent back as it is keeps everything.
    const got = (await call('GET', ERP_URL)).body;
    for (const body of [
      { ...got, companyCode: '002' },
      { ...erpBody, clientSecret: '', password: '', companyCode: '003' },
      { url: erpBody.url, username: erpBody.username, companyCode: '004' },
    ]) {
      const res = await call('PUT', ERP_URL, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ clientSecretSet: true, passwordSet: true });
    }
    const row = (await t.db.selectFrom('settings').select('value').where('key', '=', 'logo-rest').executeTakeFirstOrThrow())
      .value as Record<string, string>;
    expect(row.clientSecret).toBe(sealedBefore.clientSecret);
    expect(row.password).toBe(sealedBefore.password);
    expect(row.companyCode).toBe('004');
    expect(row.clientId).toBe(''); // plain fields are what was sent: absent is empty

    const replaced = await call('PUT', ERP_URL, { ...erpBody, clientSecret: 'replaced-secret-0123456789', password: null });
    expect(replaced.body).toMatchObject({ clientSecretSet: true, passwordSet: true });
    const after = (await t.db.selectFrom('settings').select('value').where('key', '=', 'logo-rest').executeTakeFirstOrThrow())
      .value as Record<string, string>;
    expect(after.clientSecret).not.toBe(sealedBefore.clientSecret);
    expect(after.password).toBe(sealedBefore.password);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity_id', '=', 'logo-rest')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ secretsChanged: ['clientSecret'] });
  });

  it('clear a secret only when asked to; clearing and setting at once is refused', async () => {
    await call('PUT', ERP_URL, erpBody);
    const cleared = await call('PUT', ERP_URL, { ...erpBody, clientSecret: null, password: null, clearPassword: true });
    expect(cleared.body).toMatchObject({ clientSecretSet: true, passwordSet: false });
    const both = await call('PUT', ERP_URL, { ...erpBody, clearClientSecret: true }, adminToken, 'en');
    expect(both.status).toBe(400);
    expect(both.body.code).toBe('VALIDATION_FAILED');
    expect(both.body.message).toContain(CUSTOM_ISSUES.SET_AND_REMOVED.en);
    expectNoSecret(both.body);
  });

  it('refuse a url that is not http(s), in tr, de and en, and keep what was stored', async () => {
    await call('PUT', ERP_URL, erpBody);
    for (const culture of ['tr', 'de', 'en'] as const) {
      for (const url of ['ftp://erp.example.test', 'javascript:alert(1)', 'erp.example.test', 'http://']) {
        const res = await call('PUT', ERP_URL, { ...erpBody, url }, adminToken, culture);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.message).toBe(
          `${errorMessage('VALIDATION_FAILED', culture)} ${fieldLabel('url', culture)}: ${CUSTOM_ISSUES.HTTP_URL[culture]}`,
        );
        expectNoSecret(res.body);
      }
    }
    expect((await call('GET', ERP_URL)).body.url).toBe(erpBody.url);
  });

  it.each([
    [{ ...erpBody, url: 42 }],
    [{ ...erpBody, clientId: 'x'.repeat(201) }],
    [{ ...erpBody, clientSecret: 'x'.repeat(501) }],
    [{ ...erpBody, clearPassword: 'yes' }],
    [{ ...erpBody, companyCode: '\u0000' }],
  ])('refuse %# with VALIDATION_FAILED and never echo a secret', async (payload) => {
    const res = await call('PUT', ERP_URL, payload, adminToken, 'de');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'de'));
    expectNoSecret(res.body);
  });
});

describe('storage server settings', () => {
  const ftpBody = {
    serverAddress: 'ftp.example.test:2121',
    user: 'portal',
    password: FTP_PASSWORD,
    rootPath: '/images',
    rootUrl: 'https://cdn.example.test/images',
  };

  it('start empty; save masked; keep on blank; clear on request; audited without the password', async () => {
    await t.db.deleteFrom('settings').where('key', '=', 'ftp').execute();
    expect((await call('GET', FTP_URL)).body).toEqual({
      serverAddress: '',
      user: '',
      password: null,
      passwordSet: false,
      rootPath: '',
      rootUrl: '',
    });
    const saved = await call('PUT', FTP_URL, ftpBody);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...ftpBody, password: null, passwordSet: true });
    expect((await call('GET', FTP_URL, undefined, readerToken)).body).toEqual(saved.body);
    expect((await call('PUT', FTP_URL, { ...ftpBody, password: '' })).body.passwordSet).toBe(true);
    expect((await call('PUT', FTP_URL, { ...ftpBody, password: 'new-ftp-password' })).body.passwordSet).toBe(true);
    expect((await call('PUT', FTP_URL, { ...ftpBody, password: null, clearPassword: true })).body.passwordSet).toBe(false);

    const rows = await t.db.selectFrom('audit_log').select(['before', 'after']).where('entity_id', '=', 'ftp').execute();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expectNoSecret(rows);
    const row = await t.db.selectFrom('settings').select('value').where('key', '=', 'ftp').executeTakeFirstOrThrow();
    expectNoSecret(row.value);
  });

  it.each([
    ['serverAddress', { serverAddress: 'ftp.example.test:port' }, 'SERVER_ADDRESS'],
    ['serverAddress', { serverAddress: 'http://ftp.example.test' }, 'SERVER_ADDRESS'],
    ['serverAddress', { serverAddress: 'two words' }, 'SERVER_ADDRESS'],
    ['rootPath', { rootPath: 'images' }, 'ROOT_PATH'],
    ['rootUrl', { rootUrl: 'ftp://cdn.example.test' }, 'HTTP_URL'],
  ] as const)('refuse a bad %s (%j) in tr, de and en', async (field, change, issue) => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await call('PUT', FTP_URL, { ...ftpBody, ...change }, adminToken, culture);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        `${errorMessage('VALIDATION_FAILED', culture)} ${fieldLabel(field, culture)}: ${CUSTOM_ISSUES[issue][culture]}`,
      );
      expectNoSecret(res.body);
    }
  });

  it('accept host names, IPv4, [IPv6], ports and ftp/ftps/sftp schemes', async () => {
    for (const serverAddress of [
      'files.example.test',
      '10.0.0.5:21',
      '[::1]:2121',
      'sftp://files.example.test:22',
      'ftps://files.example.test',
      '',
    ]) {
      expect((await call('PUT', FTP_URL, { ...ftpBody, serverAddress })).status).toBe(200);
    }
  });
});

// ---- test connection ----

interface Seen {
  event: string;
  signed: boolean;
}

/** A stand-in ERP: answers `status` to signed requests, 401 to unsigned or wrongly signed ones. */
async function startErp(status = 200, secret = CLIENT_SECRET) {
  const seen: Seen[] = [];
  const server: Server = createHttpServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const signed = verifyErpSignature(secret, String(req.headers[TIMESTAMP_HEADER]), raw, String(req.headers[SIGNATURE_HEADER] ?? ''));
    seen.push({ event: String(req.headers['x-dealerport-event']), signed });
    res.writeHead(signed ? status : 401).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`;
  return { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A server that accepts connections and never answers (holds every socket until closed). */
async function startSilent() {
  const sockets = new Set<Socket>();
  const server: TcpServer = createTcpServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** A minimal FTP server: greets 220, accepts `user`/`password`, 530 otherwise. */
async function startFtp(user = 'portal', password = FTP_PASSWORD) {
  const server: TcpServer = createTcpServer((s) => {
    s.setEncoding('utf8');
    s.on('error', () => {});
    s.write('220-Welcome\r\n220 Test FTP ready\r\n');
    let givenUser = '';
    let buffer = '';
    s.on('data', (chunk: string) => {
      buffer += chunk;
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (line.startsWith('USER ')) {
          givenUser = line.slice(5);
          s.write('331 Password required\r\n');
        } else if (line.startsWith('PASS ')) {
          s.write(givenUser === user && line.slice(5) === password ? '230 Logged in\r\n' : '530 Login incorrect\r\n');
        } else if (line === 'QUIT') s.end('221 Bye\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('POST /api/commons/logoRestSettings/test', () => {
  it('sends the hand-off’s signed test message with the stored secret when none is given: ok', async () => {
    const erp = await startErp(204);
    try {
      // Stored for this URL: the stored secret signs only for the URL it was saved with (ADR 0061).
      await call('PUT', ERP_URL, { ...erpBody, url: erp.url });
      const res = await call('POST', `${ERP_URL}/test`, { url: erp.url }, adminToken, 'en');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, code: 'OK' });
      expect(res.body.message).toBe(connectionTestMessage('OK', 'en', { target: `POST ${erp.url}`, detail: 'HTTP 204' }));
      expect(res.body.latencyMs).toEqual(expect.any(Number));
      expect(erp.seen).toEqual([{ event: 'connection.test', signed: true }]);
      expectNoSecret(res.body);
    } finally {
      await erp.close();
    }
  });

  it('reports a refused signature (401) and a server error, localised; never saves', async () => {
    const erp = await startErp(500);
    try {
      await call('PUT', ERP_URL, { ...erpBody, url: erp.url });
      const wrong = await call('POST', `${ERP_URL}/test`, { url: erp.url, clientSecret: 'wrong-secret-0123456789' }, adminToken, 'de');
      expect(wrong.status).toBe(200);
      expect(wrong.body).toMatchObject({ ok: false, code: 'UNAUTHORIZED' });
      expect(wrong.body.message).toBe(connectionTestMessage('UNAUTHORIZED', 'de', { target: `POST ${erp.url}`, detail: 'HTTP 401' }));
      const failing = await call('POST', `${ERP_URL}/test`, { url: erp.url }, adminToken, 'tr');
      expect(failing.body).toMatchObject({ ok: false, code: 'HTTP_STATUS' });
      expect(failing.body.message).toBe(connectionTestMessage('HTTP_STATUS', 'tr', { target: `POST ${erp.url}`, detail: 'HTTP 500' }));
      expect((await call('GET', ERP_URL)).body.url).toBe(erp.url);
    } finally {
      await erp.close();
    }
  });

  it('reports a closed port as unreachable (at the deadline), an unknown host and a missing url or secret, never a 500', {
    timeout: 20_000,
  }, async () => {
    const silent = await startSilent();
    const port = silent.port;
    await silent.close(); // nothing listens there now
    const refused = await call('POST', `${ERP_URL}/test`, { url: `http://127.0.0.1:${port}/`, clientSecret: CLIENT_SECRET });
    expect(refused.body).toMatchObject({ ok: false, code: 'UNREACHABLE' });
    // Answered when a silent server's time is up, so a closed port reads like a silent one.
    expect(refused.body.latencyMs).toBeGreaterThanOrEqual(4_900);
    const dns = await call('POST', `${ERP_URL}/test`, { url: 'http://no-such-host.invalid/', clientSecret: CLIENT_SECRET });
    expect(dns.status).toBe(200);
    expect(['DNS', 'NETWORK', 'UNREACHABLE']).toContain(dns.body.code);
    expect(dns.body.ok).toBe(false);
    const noUrl = await call('POST', `${ERP_URL}/test`, { url: '' }, adminToken, 'en');
    expect(noUrl.body).toMatchObject({ ok: false, code: 'NOT_CONFIGURED', message: 'Nothing to test: url is not set.' });
    const noSecret = await call('POST', `${ERP_URL}/test`, { url: 'http://127.0.0.1:9/', clearClientSecret: true });
    expect(noSecret.body).toMatchObject({ ok: false, code: 'NOT_CONFIGURED' });
  });

  it('gives up after 5 seconds on a server that does not answer', { timeout: 20_000 }, async () => {
    const silent = await startSilent();
    try {
      const res = await call(
        'POST',
        `${ERP_URL}/test`,
        { url: `http://127.0.0.1:${silent.port}/`, clientSecret: CLIENT_SECRET },
        adminToken,
        'en',
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: false, code: 'UNREACHABLE' });
      expect(res.body.message).toContain('no connection or no answer within 5 seconds');
      expect(res.body.latencyMs).toBeGreaterThanOrEqual(4_900);
    } finally {
      await silent.close();
    }
  });

  it('says so when the stored secret no longer opens (sealed under another SECRETS_KEY)', async () => {
    await call('PUT', ERP_URL, erpBody);
    const row = await t.db.selectFrom('settings').select('value').where('key', '=', 'logo-rest').executeTakeFirstOrThrow();
    const foreign = createSecretBox(randomBytes(32)).seal(CLIENT_SECRET, 'settings:logo-rest:clientSecret');
    const value = JSON.stringify({ ...(row.value as object), clientSecret: foreign });
    await t.db.updateTable('settings').set({ value }).where('key', '=', 'logo-rest').execute();
    const res = await call('POST', `${ERP_URL}/test`, { url: erpBody.url }, adminToken, 'en');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, code: 'SECRET_UNREADABLE' });
    expect(res.body.message).toContain('SECRETS_KEY');
    // Still shown as set, and replaceable by writing it again.
    expect((await call('GET', ERP_URL)).body.clientSecretSet).toBe(true);
    expect((await call('PUT', ERP_URL, erpBody)).status).toBe(200);
  });
});

describe('POST /api/commons/ftpSettings/test', () => {
  it('connects, reads the greeting and signs in with the stored password; a HEAD of rootUrl', async () => {
    const ftp = await startFtp();
    const web = await startErp(200);
    try {
      await call('PUT', FTP_URL, {
        serverAddress: `127.0.0.1:${ftp.port}`,
        user: 'portal',
        password: FTP_PASSWORD,
        rootPath: '/',
        rootUrl: '',
      });
      const res = await call(
        'POST',
        `${FTP_URL}/test`,
        { serverAddress: `127.0.0.1:${ftp.port}`, user: 'portal', rootUrl: web.url },
        adminToken,
        'en',
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, code: 'OK' });
      expect(res.body.checks).toEqual([
        expect.objectContaining({
          target: `ftp://127.0.0.1:${ftp.port}`,
          ok: true,
          message: `ftp://127.0.0.1:${ftp.port}: answered (230, signed in).`,
        }),
        // Unsigned HEAD: the stand-in answers 401, which still shows the address is served.
        expect.objectContaining({ target: `HEAD ${web.url}`, ok: true }),
      ]);
      expectNoSecret(res.body);
    } finally {
      await ftp.close();
      await web.close();
    }
  });

  it('reports refused credentials (530), a silent and a closed port alike, localised, never a 500', { timeout: 30_000 }, async () => {
    const ftp = await startFtp();
    const silent = await startSilent();
    try {
      const wrong = await call(
        'POST',
        `${FTP_URL}/test`,
        { serverAddress: `127.0.0.1:${ftp.port}`, user: 'portal', password: 'nope' },
        adminToken,
        'de',
      );
      expect(wrong.body).toMatchObject({ ok: false, code: 'UNAUTHORIZED' });
      expect(wrong.body.message).toBe(
        connectionTestMessage('UNAUTHORIZED', 'de', { target: `ftp://127.0.0.1:${ftp.port}`, detail: '530 Login incorrect' }),
      );
      const timeout = await call(
        'POST',
        `${FTP_URL}/test`,
        { serverAddress: `127.0.0.1:${silent.port}`, clearPassword: true },
        adminToken,
        'tr',
      );
      expect(timeout.body).toMatchObject({ ok: false, code: 'UNREACHABLE' });
      expect(timeout.body.message).toBe(
        connectionTestMessage('UNREACHABLE', 'tr', { target: `ftp://127.0.0.1:${silent.port}`, seconds: 5 }),
      );
    } finally {
      await ftp.close();
      await silent.close();
    }
    const closed = await call('POST', `${FTP_URL}/test`, { serverAddress: `127.0.0.1:${ftp.port}`, clearPassword: true }, adminToken, 'tr');
    expect(closed.body).toMatchObject({ ok: false, code: 'UNREACHABLE' });
    expect(closed.body.message).toBe(connectionTestMessage('UNREACHABLE', 'tr', { target: `ftp://127.0.0.1:${ftp.port}`, seconds: 5 }));
    expect(closed.body.latencyMs).toBeGreaterThanOrEqual(4_900);
    const nothing = await call('POST', `${FTP_URL}/test`, { serverAddress: '', rootUrl: '' });
    expect(nothing.body).toMatchObject({ ok: false, code: 'NOT_CONFIGURED' });
    const bad = await call('POST', `${FTP_URL}/test`, { serverAddress: 'not valid' }, adminToken, 'en');
    expect(bad.status).toBe(400);
  });
});
