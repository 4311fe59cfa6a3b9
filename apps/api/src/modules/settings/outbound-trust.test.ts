import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, signInAdmin, type TestApp } from '../../../test/harness';
import { connectorFromConfig } from '../../platform/erp';
import { mailRouter } from '../../platform/mail/mail';
import { OutboundRefusedError } from '../../platform/outbound';

/*
 * The connection tests and the deliveries that use addresses an administrator typed (ADR 0061): a stored
 * secret goes only to the destination it was saved for, and loopback, link-local and other internal
 * addresses are refused unless OUTBOUND_ALLOW opens them. A listener on 127.0.0.1 stands in for an
 * attacker's server: it records every byte it receives.
 */

const ERP = '/api/commons/logoRestSettings';
const FTP = '/api/commons/ftpSettings';
const MAIL = '/api/commons/mailSettings';
const STORED = { ftp: 'stored-ftp-secret-1', smtp: 'stored-smtp-secret-2', erp: 'stored-erp-secret-0123456789' };

/** The default policy: nothing opened. */
let strict: TestApp;
let strictToken: string;
/** Loopback opened (as the other test files run), so a listener there can stand in for an outside server. */
let open: TestApp;
let openToken: string;

interface Listener {
  port: number;
  /** Connections accepted so far, and everything they sent. */
  connections: number;
  received: () => string;
  close(): Promise<void>;
}

/** A TCP listener on 127.0.0.1 that speaks just enough FTP to be sent a USER and a PASS, and records everything. */
async function startListener(): Promise<Listener> {
  const chunks: string[] = [];
  const listener = { connections: 0 } as Listener;
  const server: Server = createServer((socket) => {
    listener.connections++;
    socket.setEncoding('utf8');
    socket.write('220 listener ready\r\n');
    socket.on('data', (chunk: string) => {
      chunks.push(chunk);
      if (chunk.startsWith('USER')) socket.write('331 password please\r\n');
      else if (chunk.startsWith('PASS')) socket.write('530 no\r\n');
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  listener.port = (server.address() as AddressInfo).port;
  listener.received = () => chunks.join('');
  listener.close = () => new Promise<void>((r) => server.close(() => r()));
  return listener;
}

let listener: Listener;

beforeAll(async () => {
  strict = await createTestApp({ OUTBOUND_ALLOW: '' });
  strictToken = await signInAdmin(strict);
  open = await createTestApp();
  openToken = await signInAdmin(open);
  listener = await startListener();
  // Secrets stored for servers elsewhere (names that do not resolve here: a save lets them pass).
  for (const [t, token] of [
    [strict, strictToken],
    [open, openToken],
  ] as const) {
    const saves = [
      [FTP, { serverAddress: 'ftp.example.test:21', user: 'ftpuser', password: STORED.ftp, rootPath: '/', rootUrl: '' }],
      [
        MAIL,
        {
          senderEmail: 'portal@example.test',
          displayName: 'Portal',
          emailProvider: 'Smtp',
          smtp: { username: 'mailer', password: STORED.smtp, serverAddress: 'smtp.example.test', port: 587, sslRequire: false },
          isActive: false,
        },
      ],
      [ERP, { url: 'https://erp.example.test/orders', clientId: 'portal', clientSecret: STORED.erp, username: '', companyCode: '001' }],
    ] as const;
    for (const [url, payload] of saves) {
      const res = await t.call({ method: 'PUT', url, payload, token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }
});
afterAll(async () => {
  await listener?.close();
  await strict?.close();
  await open?.close();
});

const post = (t: TestApp, token: string, url: string, payload: object, culture = 'en') =>
  t.call({ method: 'POST', url, payload, token, culture });
const put = (t: TestApp, token: string, url: string, payload: object, culture = 'en') =>
  t.call({ method: 'PUT', url, payload, token, culture });

const ftpBody = (serverAddress: string, extra: object = {}) => ({ serverAddress, user: 'ftpuser', rootPath: '/', rootUrl: '', ...extra });
const mailBody = (serverAddress: string, port: number, extra: object = {}) => ({
  senderEmail: 'portal@example.test',
  displayName: 'Portal',
  emailProvider: 'Smtp',
  smtp: { username: 'mailer', serverAddress, port, sslRequire: false, ...extra },
  isActive: false,
});
const erpBody = (url: string, extra: object = {}) => ({ url, clientId: 'portal', username: '', companyCode: '001', ...extra });

function expectNothingReceived() {
  expect(listener.connections).toBe(0);
  for (const secret of Object.values(STORED)) expect(listener.received()).not.toContain(secret);
}

describe('a stored secret goes only where it was saved for', () => {
  it('the storage server test with a blank password and another server: 400 naming the field, the listener hears nothing', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await post(open, openToken, `${FTP}/test`, ftpBody(`127.0.0.1:${listener.port}`), culture);
      expectError(res, 400, 'SECRET_NOT_FOR_DESTINATION', culture, { field: 'password' });
    }
    // Another user at the same server is another destination too.
    expectError(
      await post(open, openToken, `${FTP}/test`, ftpBody('ftp.example.test:21', { user: 'someone' })),
      400,
      'SECRET_NOT_FOR_DESTINATION',
      'en',
      { field: 'password' },
    );
    expectNothingReceived();
  });

  it('the mail test with a blank password and another server or port: 400 naming smtp.password', async () => {
    expectError(
      await post(open, openToken, `${MAIL}/test`, mailBody('127.0.0.1', listener.port)),
      400,
      'SECRET_NOT_FOR_DESTINATION',
      'en',
      {
        field: 'smtp.password',
      },
    );
    expectError(await post(open, openToken, `${MAIL}/test`, mailBody('smtp.example.test', 25)), 400, 'SECRET_NOT_FOR_DESTINATION', 'en', {
      field: 'smtp.password',
    });
    expectNothingReceived();
  });

  it('the ERP test with a blank client secret and another URL: 400 naming clientSecret', async () => {
    expectError(
      await post(open, openToken, `${ERP}/test`, erpBody(`http://127.0.0.1:${listener.port}/orders`)),
      400,
      'SECRET_NOT_FOR_DESTINATION',
      'en',
      { field: 'clientSecret' },
    );
    expectNothingReceived();
  });

  it('a typed secret goes where it is typed for, and only it', async () => {
    const res = await post(open, openToken, `${FTP}/test`, ftpBody(`127.0.0.1:${listener.port}`, { password: 'typed-for-the-test' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, code: 'UNAUTHORIZED' });
    expect(listener.received()).toContain('PASS typed-for-the-test');
    expect(listener.received()).not.toContain(STORED.ftp);
    // Cleared for the test: signs in without any password.
    await post(open, openToken, `${FTP}/test`, ftpBody(`127.0.0.1:${listener.port}`, { clearPassword: true }));
    expect(listener.received()).toContain('PASS \r\n');
    expect(listener.received()).not.toContain(STORED.ftp);
    listener.connections = 0;
  });

  it('a save that moves the address keeps no secret: type it again, clear it, or keep the address', async () => {
    const before = await open.db.selectFrom('settings').select('value').where('key', '=', 'ftp').executeTakeFirstOrThrow();
    expectError(await put(open, openToken, FTP, ftpBody(`127.0.0.1:${listener.port}`), 'de'), 400, 'SECRET_NOT_FOR_DESTINATION', 'de', {
      field: 'password',
    });
    const after = await open.db.selectFrom('settings').select('value').where('key', '=', 'ftp').executeTakeFirstOrThrow();
    expect(after.value).toEqual(before.value);
    // The same destination written differently keeps it (host names without case).
    expect((await put(open, openToken, FTP, ftpBody('FTP.example.test:21'))).body).toMatchObject({ passwordSet: true });
    // Mail: a new port alone is a new destination; the SendGrid key (its relay is fixed) follows any change.
    expectError(await put(open, openToken, MAIL, mailBody('smtp.example.test', 2525)), 400, 'SECRET_NOT_FOR_DESTINATION', 'en', {
      field: 'smtp.password',
    });
    const moved = await put(open, openToken, MAIL, mailBody('smtp2.example.test', 2525, { clearPassword: true }));
    expect(moved.body.smtp).toMatchObject({ serverAddress: 'smtp2.example.test', passwordSet: false });
    expectError(await put(open, openToken, ERP, erpBody('https://erp.example.test/other')), 400, 'SECRET_NOT_FOR_DESTINATION', 'en', {
      field: 'clientSecret',
    });
    expect(
      (await put(open, openToken, ERP, erpBody('https://erp.example.test/other', { clientSecret: 'another-secret-0123456789' }))).status,
    ).toBe(200);
  });
});

describe('the outbound guard refuses internal addresses unless OUTBOUND_ALLOW opens them', () => {
  const refusedUrls = (port: number) => [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://[::1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://0.0.0.0:${port}/`,
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
  ];

  it('the ERP test: a localised 400 naming url and the host, and no connection', async () => {
    for (const url of refusedUrls(listener.port)) {
      const res = await post(strict, strictToken, `${ERP}/test`, erpBody(url, { clientSecret: 'typed-secret-0123456789' }));
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 400, code: 'OUTBOUND_DESTINATION_REFUSED' });
      expect(res.body.details).toMatchObject({ field: 'url' });
    }
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await post(
        strict,
        strictToken,
        `${ERP}/test`,
        erpBody('http://127.0.0.1:5432/', { clientSecret: 'x'.repeat(20) }),
        culture,
      );
      expectError(res, 400, 'OUTBOUND_DESTINATION_REFUSED', culture, {
        field: 'url',
        host: '127.0.0.1',
        address: '127.0.0.1',
        reason: 'loopback',
      });
    }
    expectNothingReceived();
  });

  it('the storage server test (server and public URL) and the mail test: 400, no connection', async () => {
    for (const serverAddress of [`127.0.0.1:${listener.port}`, `localhost:${listener.port}`, `ftp://[::1]:${listener.port}`]) {
      const res = await post(strict, strictToken, `${FTP}/test`, ftpBody(serverAddress, { password: 'typed' }));
      expectError(res, 400, 'OUTBOUND_DESTINATION_REFUSED', 'en', { ...res.body.details, field: 'serverAddress' });
    }
    const rootUrl = await post(strict, strictToken, `${FTP}/test`, ftpBody('', { rootUrl: `http://127.0.0.1:${listener.port}/files/` }));
    expectError(rootUrl, 400, 'OUTBOUND_DESTINATION_REFUSED', 'en', { ...rootUrl.body.details, field: 'rootUrl' });
    const mail = await post(strict, strictToken, `${MAIL}/test`, mailBody('127.0.0.1', listener.port, { password: 'typed' }));
    expectError(mail, 400, 'OUTBOUND_DESTINATION_REFUSED', 'en', { ...mail.body.details, field: 'smtp.serverAddress' });
    expectNothingReceived();
  });

  it('a save naming such an address is refused too, and nothing is stored', async () => {
    const before = await strict.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', ['ftp', 'mail', 'logo-rest'])
      .execute();
    expect((await put(strict, strictToken, ERP, erpBody('http://127.0.0.1:5432/', { clientSecret: 'y'.repeat(20) }))).body.code).toBe(
      'OUTBOUND_DESTINATION_REFUSED',
    );
    expect((await put(strict, strictToken, FTP, ftpBody('localhost:21', { password: 'p' }))).body.code).toBe(
      'OUTBOUND_DESTINATION_REFUSED',
    );
    expect((await put(strict, strictToken, MAIL, mailBody('127.0.0.1', 25, { password: 'p' }))).body.code).toBe(
      'OUTBOUND_DESTINATION_REFUSED',
    );
    const after = await strict.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', ['ftp', 'mail', 'logo-rest'])
      .execute();
    expect(after).toEqual(before);
  });

  it('the deliveries refuse it as well: an ERP hand-off or a mail to a loopback address settings name never connects', async () => {
    const erp = connectorFromConfig(
      {},
      { guard: strict.app.outbound, target: async () => ({ url: `http://127.0.0.1:${listener.port}/`, secret: STORED.erp }) },
    );
    await expect((await erp()).deliver({ event: 'order.created', order: {} } as never)).rejects.toBeInstanceOf(OutboundRefusedError);
    const router = mailRouter(
      { smtpUrl: undefined, from: 'portal@example.test' },
      async () => ({
        host: 'localhost',
        port: listener.port,
        secure: false,
        user: 'mailer',
        password: STORED.smtp,
        from: 'portal@example.test',
        provider: 'Smtp',
      }),
      strict.app.outbound,
    );
    await expect(router.route()).rejects.toBeInstanceOf(OutboundRefusedError);
    router.close();
    expectNothingReceived();
  });

  it('a private (LAN) address is allowed: the test tries it and words the outcome', { timeout: 20_000 }, async () => {
    const res = await post(
      strict,
      strictToken,
      `${ERP}/test`,
      erpBody('http://10.255.255.1:8080/', { clientSecret: 'typed-secret-0123456789' }),
    );
    // Whatever answers there (nothing, a gateway of the machine's network): an outcome, not a refusal.
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual([expect.objectContaining({ target: 'POST http://10.255.255.1:8080/' })]);
  });
});
