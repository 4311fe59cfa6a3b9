import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createTestApp, createUser, freshAddress, type TestApp } from '../../../test/harness';

const CALLBACK = 'http://localhost:3000/reset-password';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** An SMTP server in this process that keeps what it receives. */
async function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return { server, port: actual, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The decoded text of a raw message (quoted-printable soft breaks and escapes undone). */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let role: number;
let customerId: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Dealerport <no-reply@dealerport.test>' });
  role = await createRole(t.db, 'dealer');
  customerId = (await createCustomer(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close().catch(() => undefined);
});

const requestReset = (email: string) =>
  t.call({
    method: 'POST',
    url: '/api/auths/forgotten-password',
    query: { callBackUrl: CALLBACK },
    payload: { email },
    remoteAddress: freshAddress(),
  });

const outboxRow = (to: string) =>
  t.db
    .selectFrom('email_outbox')
    .select(['id', 'status', 'attempts', 'last_error', 'sent_at', 'text'])
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();

const mailJobs = () =>
  t.db
    .selectFrom('jobs')
    .select(['id', 'status', 'attempts', 'max_attempts', 'last_error', 'run_at'])
    .where('queue', '=', 'mail.deliver')
    .orderBy('id')
    .execute();

describe('mail delivery over SMTP', () => {
  it('delivers the reset mail with its link and marks the outbox row sent', async () => {
    const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId });
    expect((await requestReset(user.email)).status).toBe(204);
    // The reset job queues the mail; the mail job delivers it. drain() runs both.
    expect(await t.app.jobs.drain()).toBe(2);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe('no-reply@dealerport.test');
    const body = decodeQuotedPrintable(mail.raw);
    const link = new RegExp(`${CALLBACK}/([A-Za-z0-9_-]{43})`).exec(body);
    expect(link).not.toBeNull();

    const row = await outboxRow(user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(row.text).toContain(link![0]);
    const jobs = await mailJobs();
    expect(jobs.at(-1)).toMatchObject({ status: 'done', attempts: 1 });

    // The delivered link works.
    const res = await t.call({
      method: 'POST',
      url: `/api/auths/${link![1]}/change-password`,
      payload: { newPassword: 'Delivered123', confirmNewPassword: 'Delivered123' },
      remoteAddress: freshAddress(),
    });
    expect(res.status).toBe(204);
  });

  it('keeps the mail pending while SMTP is down and delivers it on a later retry', async () => {
    const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId });
    const port = smtp.port;
    await smtp.close();

    expect((await requestReset(user.email)).status).toBe(204);
    expect(await t.app.jobs.drain()).toBe(2);

    const pending = await outboxRow(user.email);
    expect(pending.status).toBe('pending');
    expect(pending.attempts).toBe(1);
    expect(pending.last_error).toBeTruthy();
    expect(pending.sent_at).toBeNull();
    const [job] = (await mailJobs()).slice(-1);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, max_attempts: 8 });
    expect(job!.last_error).toBeTruthy();
    // Retried later, with back-off: not due now, so another drain does nothing.
    expect(new Date(job!.run_at).getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(await t.app.jobs.drain()).toBe(0);

    // The server comes back; once the retry is due the mail goes out.
    smtp = await startSmtp(port);
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000) })
      .where('id', '=', job!.id)
      .execute();
    expect(await t.app.jobs.drain()).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([[user.email]]);
    const sent = await outboxRow(user.email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect((await mailJobs()).at(-1)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('marks the mail failed when the last attempt fails', async () => {
    const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId });
    const port = smtp.port;
    await smtp.close();
    expect((await requestReset(user.email)).status).toBe(204);
    await t.app.jobs.drain();
    const [job] = (await mailJobs()).slice(-1);
    // Pretend seven attempts already failed; the eighth is the last.
    await t.db
      .updateTable('jobs')
      .set({ attempts: 7, run_at: new Date(Date.now() - 1000) })
      .where('id', '=', job!.id)
      .execute();
    expect(await t.app.jobs.drain()).toBe(1);
    expect((await outboxRow(user.email)).status).toBe('failed');
    expect((await mailJobs()).at(-1)).toMatchObject({ status: 'failed', attempts: 8 });
    smtp = await startSmtp(port);
  });
});
