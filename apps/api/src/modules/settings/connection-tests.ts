import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ConnectionTestCode, ConnectionTestResult, Culture } from '@dealerport/contract';
import { connectionTestMessage } from '@dealerport/contract';
import { SIGNATURE_HEADER, signErpBody, TIMESTAMP_HEADER } from '../../platform/erp';
import { type ImmediateMail, sendMailNow, type TestTarget } from '../../platform/mail/mail';
import { type OutboundGuard, OutboundRefusedError } from '../../platform/outbound';
import { type Bucket, s3Status } from '../../platform/storage/s3';

/**
 * The "test connection" probes of the ERP and storage server settings. They answer what happened, never
 * throw: a refused connection is the expected outcome of a wrong address, not a server error. Each probe
 * gives up after `timeoutMs` (5 s): the caller is waiting in the browser. Every connection goes through
 * the outbound guard (platform/outbound, ADR 0061); a destination it refuses is the one thing that throws
 * (OutboundRefusedError, which the services answer as a 400). A closed port, a silent one and a
 * connection dropped before any answer read alike (UNREACHABLE) and are answered at the deadline: the
 * test is no port scanner.
 */

export const TEST_TIMEOUT_MS = 5_000;

export interface Check {
  target: string;
  ok: boolean;
  code: ConnectionTestCode;
  detail?: string;
}

/** Turns the checks into the answer: ok when every check is, the first failure's message otherwise. */
export function testResult(checks: Check[], culture: Culture, startedAt: number, timeoutMs = TEST_TIMEOUT_MS): ConnectionTestResult {
  const seconds = Math.round(timeoutMs / 1000);
  const worded = checks.map((c) => ({
    target: c.target,
    ok: c.ok,
    code: c.code,
    message: connectionTestMessage(c.code, culture, { target: c.target, detail: c.detail ?? '', seconds }),
  }));
  const failed = worded.find((c) => !c.ok);
  return {
    ok: failed === undefined,
    code: failed?.code ?? 'OK',
    message: failed ? failed.message : worded.map((c) => c.message).join(' '),
    latencyMs: Math.max(0, Math.round(performance.now() - startedAt)),
    checks: worded,
  };
}

const TLS_CODE = /^(?:CERT_|ERR_TLS|ERR_SSL|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|HOSTNAME_MISMATCH|ERR_CERT)/;

/** Failures of the connection itself (or of a server that never answered): one outcome, UNREACHABLE. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** The guard's refusal inside what a fetch or a socket threw, rethrown: it is the caller's 400, not an outcome. */
function rethrowRefusal(err: unknown): void {
  const cause = (err as { cause?: unknown })?.cause;
  if (err instanceof OutboundRefusedError) throw err;
  if (cause instanceof OutboundRefusedError) throw cause;
}

/** Classifies what a failed fetch or socket threw (undici puts the system error in `cause`). */
export function classifyNetworkError(target: string, err: unknown): Check {
  rethrowRefusal(err);
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string; name?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return { target, ok: false, code: 'UNREACHABLE' };
  const code = e?.cause?.code ?? e?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return { target, ok: false, code: 'DNS', detail: code };
  if (UNREACHABLE_CODES.has(code)) return { target, ok: false, code: 'UNREACHABLE' };
  if (TLS_CODE.test(code)) return { target, ok: false, code: 'TLS', detail: code };
  const detail = (code || e?.cause?.message || e?.message || 'unknown error').slice(0, 120);
  return { target, ok: false, code: 'NETWORK', detail };
}

/**
 * An UNREACHABLE outcome is answered when the probe's time is up, however fast the connection failed: a
 * refused port then reads like a silent one, in the answer and in its timing.
 */
async function atDeadline(check: Check, startedAt: number, timeoutMs: number): Promise<Check> {
  if (check.code === 'UNREACHABLE') {
    const left = startedAt + timeoutMs - performance.now();
    if (left > 0) await sleep(left);
  }
  return check;
}

/**
 * The file store's bucket (S3_BUCKET, ADR 0056): a signed HEAD on it, as every store call is signed. A
 * wrong key or secret answers 403, a missing bucket 404.
 */
export async function probeBucket(bucket: Bucket, timeoutMs = TEST_TIMEOUT_MS): Promise<Check> {
  const target = `HEAD ${bucket.label}`;
  try {
    await bucket.check(timeoutMs);
    return { target, ok: true, code: 'OK', detail: '200' };
  } catch (err) {
    const status = s3Status(err);
    if (status !== undefined) {
      const name = (err as Error).name;
      if (status === 401 || status === 403) return { target, ok: false, code: 'UNAUTHORIZED', detail: `${status} ${name}` };
      return { target, ok: false, code: 'HTTP_STATUS', detail: `${status} ${name}` };
    }
    return classifyNetworkError(target, err);
  }
}

/**
 * The ERP test: the request the order hand-off makes (connector.ts), with a `connection.test` event
 * and no order, signed with the secret given: a receiver checking signatures answers 401 to a wrong
 * one. Redirects are not followed (the signature is for this address only).
 */
export async function probeErp(guard: OutboundGuard, url: string, secret: string, timeoutMs = TEST_TIMEOUT_MS): Promise<Check> {
  const target = `POST ${url}`;
  const startedAt = performance.now();
  const body = JSON.stringify({ event: 'connection.test', sentAt: new Date().toISOString() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const res = await guard.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signErpBody(secret, timestamp, body),
        'x-dealerport-event': 'connection.test',
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => {});
    return httpCheck(target, res.status, { okBelow: 300 });
  } catch (err) {
    return atDeadline(classifyNetworkError(target, err), startedAt, timeoutMs);
  }
}

/** A HEAD of a public address: any answer below 500 shows it is served (a folder often answers 403 or 404). */
export async function probeHttpHead(guard: OutboundGuard, url: string, timeoutMs = TEST_TIMEOUT_MS): Promise<Check> {
  const target = `HEAD ${url}`;
  const startedAt = performance.now();
  try {
    const res = await guard.fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel().catch(() => {});
    return res.status < 500
      ? { target, ok: true, code: 'OK', detail: `HTTP ${res.status}` }
      : httpCheck(target, res.status, { okBelow: 300 });
  } catch (err) {
    return atDeadline(classifyNetworkError(target, err), startedAt, timeoutMs);
  }
}

function httpCheck(target: string, status: number, opts: { okBelow: number }): Check {
  const detail = `HTTP ${status}`;
  if (status >= 200 && status < opts.okBelow) return { target, ok: true, code: 'OK', detail };
  if (status >= 300 && status < 400) return { target, ok: false, code: 'REDIRECT', detail };
  if (status === 401 || status === 403) return { target, ok: false, code: 'UNAUTHORIZED', detail };
  return { target, ok: false, code: 'HTTP_STATUS', detail };
}

export interface ServerAddress {
  scheme: 'ftp' | 'ftps' | 'sftp';
  host: string;
  port: number;
}

const DEFAULT_PORTS = { ftp: 21, ftps: 990, sftp: 22 } as const;

/** Reads a storage server address (contract SERVER_ADDRESS_PATTERN): scheme (default ftp), host, port. */
export function parseServerAddress(address: string): ServerAddress {
  const m = /^(?:(ftp|ftps|sftp):\/\/)?(\[[^\]]+\]|[^:/]+)(?::(\d+))?\/?$/.exec(address.trim());
  const scheme = (m?.[1] ?? 'ftp') as ServerAddress['scheme'];
  const host = (m?.[2] ?? address).replace(/^\[|\]$/g, '');
  const port = m?.[3] ? Number(m[3]) : DEFAULT_PORTS[scheme];
  return { scheme, host, port };
}

/**
 * The storage server test. From here only its port can be reached honestly: a TCP connection; then, by
 * scheme, the FTP greeting (220) and, with a user, the plain FTP sign-in (USER/PASS, then QUIT); the
 * SSH banner for sftp; nothing more for implicit-TLS ftps (its sign-in needs TLS, not tested).
 */
export async function probeStorageServer(
  guard: OutboundGuard,
  address: ServerAddress,
  credentials: { user: string; password: string | null },
  timeoutMs = TEST_TIMEOUT_MS,
): Promise<Check> {
  const hostPort = address.host.includes(':') ? `[${address.host}]:${address.port}` : `${address.host}:${address.port}`;
  const target = `${address.scheme}://${hostPort}`;
  const startedAt = performance.now();
  const deadline = Date.now() + timeoutMs;
  let socket: Socket | undefined;
  try {
    // Connect to the address the guard checked, not to a name resolved a second time.
    const [checked] = await guard.resolve(address.host);
    const conversation = new Conversation();
    socket = await openSocket(checked!.address, address.port, conversation, timeoutMs);
    if (address.scheme === 'ftps') return { target, ok: true, code: 'OK', detail: 'TCP; TLS sign-in not tested' };
    if (address.scheme === 'sftp') {
      const banner = await conversation.line(deadline);
      return banner.startsWith('SSH-')
        ? { target, ok: true, code: 'OK', detail: `${banner.slice(0, 60)}; sign-in not tested` }
        : { target, ok: false, code: 'PROTOCOL', detail: banner.slice(0, 80) };
    }
    const greeting = await conversation.reply(deadline);
    if (greeting.code !== 220) return { target, ok: false, code: 'PROTOCOL', detail: greeting.text };
    if (!credentials.user) return { target, ok: true, code: 'OK', detail: greeting.text };
    socket.write(`USER ${credentials.user.replace(/[\r\n]/g, '')}\r\n`);
    let answer = await conversation.reply(deadline);
    if (answer.code === 331) {
      socket.write(`PASS ${(credentials.password ?? '').replace(/[\r\n]/g, '')}\r\n`);
      answer = await conversation.reply(deadline);
    }
    socket.write('QUIT\r\n');
    if (answer.code === 230) return { target, ok: true, code: 'OK', detail: `${answer.code}, signed in` };
    if (answer.code === 530 || answer.code === 430) return { target, ok: false, code: 'UNAUTHORIZED', detail: answer.text };
    return { target, ok: false, code: 'PROTOCOL', detail: answer.text };
  } catch (err) {
    const check =
      err instanceof ConversationTimeout ? { target, ok: false, code: 'UNREACHABLE' as const } : classifyNetworkError(target, err);
    return atDeadline(check, startedAt, timeoutMs);
  } finally {
    socket?.destroy();
  }
}

function openSocket(host: string, port: number, conversation: Conversation, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, timeout: timeoutMs });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => conversation.feed(chunk));
    socket.on('close', () => conversation.end());
    const connectTimeout = () => {
      socket.destroy();
      reject(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' }));
    };
    socket.once('connect', () => {
      // From here the conversation's deadline decides: the socket's idle timer, started before the connect,
      // ran out first and closed a silent server's socket, which then read as a network error, not a timeout.
      socket.setTimeout(0);
      socket.off('timeout', connectTimeout);
      resolve(socket);
    });
    socket.once('timeout', connectTimeout);
    socket.once('error', (err) => {
      conversation.end();
      reject(err);
    });
  });
}

class ConversationTimeout extends Error {}

/** The lines a server sends, read as they come (at most 8 KB kept: a test reads a few short lines). */
class Conversation {
  private buffer = '';
  private ended = false;
  private waiter: (() => void) | null = null;

  feed(chunk: string) {
    this.buffer = (this.buffer + chunk).slice(-8192);
    this.waiter?.();
  }

  end() {
    this.ended = true;
    this.waiter?.();
  }

  /** The next line, without its end. */
  async line(deadline: number): Promise<string> {
    for (;;) {
      const at = this.buffer.indexOf('\n');
      if (at >= 0) {
        const line = this.buffer.slice(0, at).replace(/\r$/, '');
        this.buffer = this.buffer.slice(at + 1);
        return line;
      }
      if (this.ended) throw Object.assign(new Error('the server closed the connection'), { code: 'ECONNRESET' });
      const left = deadline - Date.now();
      if (left <= 0) throw new ConversationTimeout();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          this.waiter = null;
          resolve();
        };
      });
    }
  }

  /** The next FTP reply: its code and the text of its last line (a `123-` line continues it). */
  async reply(deadline: number): Promise<{ code: number; text: string }> {
    let continued: string | null = null;
    for (;;) {
      const line = await this.line(deadline);
      if (continued !== null) {
        if (line.startsWith(`${continued} `)) return { code: Number(continued), text: line.slice(0, 120) };
        continue;
      }
      const m = /^(\d{3})([ -])?/.exec(line);
      if (!m) return { code: 0, text: line.slice(0, 120) };
      if (m[2] === '-') continued = m[1]!;
      else return { code: Number(m[1]), text: line.slice(0, 120) };
    }
  }
}

/** How a test mail's server is named in the answer. */
export const mailTargetLabel = (target: TestTarget) => ('url' in target ? 'SMTP_URL' : `SMTP ${target.host}:${target.port}`);

/** Words what nodemailer threw (it puts its own code, e.g. ESOCKET, over the system one, kept in the message). */
export function classifySmtpError(target: string, err: unknown): Check {
  rethrowRefusal(err);
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const message = e?.message ?? String(err);
  const detail = (e?.response ?? message).split('\n')[0]!.slice(0, 160);
  if (e?.code === 'EAUTH') return { target, ok: false, code: 'UNAUTHORIZED', detail };
  if (e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE' || (e?.responseCode ?? 0) >= 400) {
    return { target, ok: false, code: 'MAIL_REJECTED', detail };
  }
  if (e?.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message)) return { target, ok: false, code: 'DNS', detail: e?.code ?? 'ENOTFOUND' };
  if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|timeout|Connection closed/i.test(message) || e?.code === 'ETIMEDOUT') {
    return { target, ok: false, code: 'UNREACHABLE' };
  }
  if (e?.code === 'ETLS' || TLS_CODE.test(e?.code ?? '') || /certificate|SSL|TLS/i.test(message)) {
    return { target, ok: false, code: 'TLS', detail };
  }
  return { target, ok: false, code: 'NETWORK', detail };
}

/**
 * Sends a test mail now and words the outcome (never throws for the server's sake). A server the mail
 * settings name is reached at the address the guard checked; SMTP_URL is the operator's and is not guarded.
 */
export async function probeMailSend(guard: OutboundGuard, target: TestTarget, mail: ImmediateMail, timeoutMs: number): Promise<Check> {
  const label = mailTargetLabel(target);
  const startedAt = performance.now();
  try {
    const address = 'url' in target ? undefined : (await guard.resolve(target.host))[0]!.address;
    await sendMailNow('url' in target ? target : { ...target, address }, mail);
    return { target: label, ok: true, code: 'MAIL_SENT', detail: mail.to };
  } catch (err) {
    return atDeadline(classifySmtpError(label, err), startedAt, timeoutMs);
  }
}
