import type {
  ConnectionTestResult,
  FtpSettings,
  LogoRestSettings,
  UpdateFtpSettingsBody,
  UpdateLogoRestSettingsBody,
} from '@dealerport/contract';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/executor';
import { createSecretBox, type SecretBox, SecretError } from '../../lib/secrets';
import { writeAudit } from '../../platform/audit/audit';
import { assertDestination, type Destination, guarded, secretToKeep, secretToUse, urlDestination } from '../../platform/outbound';
import { bucketOf, usesBucket } from '../../platform/storage/s3';
import type { SignedInContext } from '../../plugins/context';
import { type Check, parseServerAddress, probeBucket, probeErp, probeHttpHead, probeStorageServer, testResult } from './connection-tests';
import * as repo from './settings.repository';
import { settingRow } from './settings-cache';

/*
 * The ERP connection (`logo-rest`) and storage server (`ftp`) settings groups (spec 02 §3). Their secrets
 * are stored sealed (lib/secrets.ts, each bound to its group and field) and never leave this file in
 * clear except to the connection they are for: the order hand-off and the test calls.
 */

const ERP_KEY = 'logo-rest';
const FTP_KEY = 'ftp';

const sealed = z.string().nullable().catch(null);
const stored = z.string().catch('');

/** The stored row of each group; anything missing or unreadable reads as empty (never a 500). */
const StoredErpSchema = z
  .object({ url: stored, clientId: stored, clientSecret: sealed, username: stored, password: sealed, companyCode: stored })
  .catch({ url: '', clientId: '', clientSecret: null, username: '', password: null, companyCode: '' });
type StoredErp = z.infer<typeof StoredErpSchema>;

const StoredFtpSchema = z
  .object({ serverAddress: stored, user: stored, password: sealed, rootPath: stored, rootUrl: stored })
  .catch({ serverAddress: '', user: '', password: null, rootPath: '', rootUrl: '' });
type StoredFtp = z.infer<typeof StoredFtpSchema>;

/** The GCM additional data of a secret: sealed for one field of one group, it opens nowhere else. */
export const place = (group: string, field: string) => `settings:${group}:${field}`;

const boxes = new WeakMap<Buffer, SecretBox>();
export function secretBox(config: Pick<Config, 'secretsKey'>): SecretBox {
  let box = boxes.get(config.secretsKey);
  if (!box) {
    box = createSecretBox(config.secretsKey);
    boxes.set(config.secretsKey, box);
  }
  return box;
}

/** A secret field of a settings group as a save or a test names it (platform/outbound secret-destination). */
export interface SecretField {
  /** The field as the caller names it; a 400 names it. */
  field: string;
  /** Where the GCM additional data binds it (`place(group, field)`). */
  at: string;
  given: string | null;
  clear: boolean;
  /** The sealed value stored now. */
  stored: string | null;
  /** The destination stored with it, and the one the caller names now. */
  storedFor: Destination;
  destination: Destination;
}

/** The destination of a secret that is never sent to an address an administrator types (a signing key, PayPal's). */
export const ANYWHERE = { storedFor: {}, destination: {} } as const satisfies Pick<SecretField, 'storedFor' | 'destination'>;

/**
 * The next sealed value of a secret: cleared, replaced by a new value, or kept, and kept only while the
 * destination stays the one it was stored for (SECRET_NOT_FOR_DESTINATION otherwise: type it again).
 */
export function nextSecret(box: SecretBox, f: SecretField): string | null {
  return secretToKeep(f, (plain) => box.seal(plain, f.at));
}

/**
 * The secret to test with: the one given, or the stored one opened (SecretError if it cannot be), only
 * for the destination it was stored for (SECRET_NOT_FOR_DESTINATION otherwise).
 */
export function secretForTest(box: SecretBox, f: SecretField): string | null {
  return secretToUse(f, (sealedValue) => box.open(sealedValue, f.at));
}

/** Where the ERP's secrets go: the hand-off's URL (the client secret) and, for the password, its user too. */
const erpDestination = (url: string, user?: string): Destination => ({
  ...urlDestination(url),
  ...(user === undefined ? {} : { erpUser: user }),
});

/** Where the storage server's password goes: scheme, host, port and user. */
function ftpDestination(serverAddress: string, user: string): Destination {
  const a = parseServerAddress(serverAddress);
  return { scheme: a.scheme, host: a.host, port: a.port, user };
}

/** Whether ERP_ORDER_URL in the environment decides the hand-off instead of these settings. */
const handOffFromEnvironment = (config: Config) => Boolean(config.ERP_ORDER_URL && config.ERP_SECRET);

function erpToDto(s: StoredErp, config: Config): LogoRestSettings {
  return {
    url: s.url,
    clientId: s.clientId,
    clientSecret: null,
    clientSecretSet: s.clientSecret !== null,
    username: s.username,
    password: null,
    passwordSet: s.password !== null,
    companyCode: s.companyCode,
    overriddenByEnvironment: handOffFromEnvironment(config),
  };
}

function ftpToDto(s: StoredFtp): FtpSettings {
  return {
    serverAddress: s.serverAddress,
    user: s.user,
    password: null,
    passwordSet: s.password !== null,
    rootPath: s.rootPath,
    rootUrl: s.rootUrl,
  };
}

/** The names of the secrets a change wrote or removed (the audit log holds these, never a value). */
function changedSecrets<T extends Record<string, unknown>>(before: T, after: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((f) => before[f] !== after[f]);
}

export async function readLogoRestSettings(ctx: SignedInContext): Promise<LogoRestSettings> {
  return erpToDto(StoredErpSchema.parse(await repo.findSetting(ctx.db, ERP_KEY)), ctx.config);
}

/** The ERP group's two secrets as a save or a test of `body` names them. */
function erpSecrets(current: StoredErp, body: UpdateLogoRestSettingsBody) {
  return {
    clientSecret: {
      field: 'clientSecret',
      at: place(ERP_KEY, 'clientSecret'),
      given: body.clientSecret,
      clear: body.clearClientSecret,
      stored: current.clientSecret,
      storedFor: erpDestination(current.url),
      destination: erpDestination(body.url),
    },
    password: {
      field: 'password',
      at: place(ERP_KEY, 'password'),
      given: body.password,
      clear: body.clearPassword,
      stored: current.password,
      storedFor: erpDestination(current.url, current.username),
      destination: erpDestination(body.url, body.username),
    },
  } satisfies Record<string, SecretField>;
}

export async function updateLogoRestSettings(ctx: SignedInContext, body: UpdateLogoRestSettingsBody): Promise<LogoRestSettings> {
  const box = secretBox(ctx.config);
  if (body.url) await assertDestination(ctx.outbound, 'url', new URL(body.url).hostname, { lenient: true });
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = StoredErpSchema.parse(await repo.lockSetting(trx, ERP_KEY));
    const secrets = erpSecrets(before, body);
    const next: StoredErp = {
      url: body.url,
      clientId: body.clientId,
      clientSecret: nextSecret(box, secrets.clientSecret),
      username: body.username,
      password: nextSecret(box, secrets.password),
      companyCode: body.companyCode,
    };
    await repo.upsertSetting(trx, ERP_KEY, next);
    await writeAudit(trx, ctx.actor, {
      action: 'update',
      entity: 'setting',
      entityId: ERP_KEY,
      before: erpToDto(before, ctx.config),
      after: { ...erpToDto(next, ctx.config), secretsChanged: changedSecrets(before, next, ['clientSecret', 'password']) },
    });
    return next;
  });
  return erpToDto(saved, ctx.config);
}

export async function readFtpSettings(ctx: SignedInContext): Promise<FtpSettings> {
  return ftpToDto(StoredFtpSchema.parse(await repo.findSetting(ctx.db, FTP_KEY)));
}

/** The storage server's password as a save or a test of `body` names it. */
const ftpPassword = (current: StoredFtp, body: UpdateFtpSettingsBody): SecretField => ({
  field: 'password',
  at: place(FTP_KEY, 'password'),
  given: body.password,
  clear: body.clearPassword,
  stored: current.password,
  storedFor: ftpDestination(current.serverAddress, current.user),
  destination: ftpDestination(body.serverAddress, body.user),
});

export async function updateFtpSettings(ctx: SignedInContext, body: UpdateFtpSettingsBody): Promise<FtpSettings> {
  const box = secretBox(ctx.config);
  if (body.serverAddress)
    await assertDestination(ctx.outbound, 'serverAddress', parseServerAddress(body.serverAddress).host, { lenient: true });
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = StoredFtpSchema.parse(await repo.lockSetting(trx, FTP_KEY));
    const next: StoredFtp = {
      serverAddress: body.serverAddress,
      user: body.user,
      password: nextSecret(box, ftpPassword(before, body)),
      rootPath: body.rootPath,
      rootUrl: body.rootUrl,
    };
    await repo.upsertSetting(trx, FTP_KEY, next);
    await writeAudit(trx, ctx.actor, {
      action: 'update',
      entity: 'setting',
      entityId: FTP_KEY,
      before: ftpToDto(before),
      after: { ...ftpToDto(next), secretsChanged: changedSecrets(before, next, ['password']) },
    });
    return next;
  });
  return ftpToDto(saved);
}

/**
 * Tests the ERP connection as given, nothing saved: the hand-off's own request (a signed test message
 * to url). Only callers with the update permission get here (the route's rule): the call makes this
 * server connect where the caller says, so only through the outbound guard (a refused address: 400), and
 * the stored secret signs only for the URL it was stored with.
 */
export async function testLogoRestSettings(ctx: SignedInContext, body: UpdateLogoRestSettingsBody): Promise<ConnectionTestResult> {
  const startedAt = performance.now();
  const current = StoredErpSchema.parse(await repo.findSetting(ctx.db, ERP_KEY));
  if (!body.url) return testResult([{ target: 'url', ok: false, code: 'NOT_CONFIGURED' }], ctx.culture, startedAt);
  await assertDestination(ctx.outbound, 'url', new URL(body.url).hostname);
  let secret: string | null;
  try {
    secret = secretForTest(secretBox(ctx.config), erpSecrets(current, body).clientSecret);
  } catch (err) {
    if (!(err instanceof SecretError)) throw err;
    ctx.log.warn({ reason: err.reason }, 'stored ERP client secret cannot be opened');
    return testResult([{ target: 'clientSecret', ok: false, code: 'SECRET_UNREADABLE' }], ctx.culture, startedAt);
  }
  // The hand-off never runs unsigned, so neither does its test.
  if (!secret) return testResult([{ target: 'clientSecret', ok: false, code: 'NOT_CONFIGURED' }], ctx.culture, startedAt);
  return testResult([await guarded('url', () => probeErp(ctx.outbound, body.url, secret))], ctx.culture, startedAt);
}

/**
 * Tests the storage server as given, nothing saved: what can honestly be checked from here (the port,
 * the FTP greeting and sign-in, the public URL; connection-tests.ts probeStorageServer); and, when the
 * files are kept in a bucket (S3_BUCKET, ADR 0056), that bucket with the environment's credentials.
 */
export async function testFtpSettings(ctx: SignedInContext, body: UpdateFtpSettingsBody): Promise<ConnectionTestResult> {
  const startedAt = performance.now();
  const bucket = usesBucket(ctx.config) ? bucketOf(ctx.config) : null;
  if (!body.serverAddress && !body.rootUrl && !bucket) {
    return testResult([{ target: 'serverAddress', ok: false, code: 'NOT_CONFIGURED' }], ctx.culture, startedAt);
  }
  const current = StoredFtpSchema.parse(await repo.findSetting(ctx.db, FTP_KEY));
  const address = body.serverAddress ? parseServerAddress(body.serverAddress) : null;
  if (address) await assertDestination(ctx.outbound, 'serverAddress', address.host);
  if (body.rootUrl) await assertDestination(ctx.outbound, 'rootUrl', new URL(body.rootUrl).hostname);
  const checks: Check[] = [];
  if (address) {
    let password: string | null;
    try {
      password = secretForTest(secretBox(ctx.config), ftpPassword(current, body));
    } catch (err) {
      if (!(err instanceof SecretError)) throw err;
      ctx.log.warn({ reason: err.reason }, 'stored storage server password cannot be opened');
      return testResult([{ target: 'password', ok: false, code: 'SECRET_UNREADABLE' }], ctx.culture, startedAt);
    }
    checks.push(await guarded('serverAddress', () => probeStorageServer(ctx.outbound, address, { user: body.user, password })));
  }
  if (body.rootUrl) checks.push(await guarded('rootUrl', () => probeHttpHead(ctx.outbound, body.rootUrl)));
  if (bucket) checks.push(await probeBucket(bucket));
  return testResult(checks, ctx.culture, startedAt);
}

/** Where the order hand-off sends, and the key it signs with (platform/erp connectorFromConfig). */
export interface ErpHandOffTarget {
  url: string;
  secret: string;
}

/**
 * The hand-off's url and sealed secret per the ERP connection settings (null: no url or no client
 * secret). Read through the settings cache (settings-cache.ts): any process's change is seen at once,
 * and neither an order nor its delivery reads the row.
 */
async function storedHandOff(db: Db): Promise<{ url: string; sealedSecret: string } | null> {
  const s = StoredErpSchema.parse((await settingRow(db, ERP_KEY))?.value);
  return s.url && s.clientSecret ? { url: s.url, sealedSecret: s.clientSecret } : null;
}

/**
 * Whether orders are handed off to an ERP (the environment's ERP_ORDER_URL, else these settings): the
 * order pipeline marks an order Pending (a delivery job) or Standalone by it. Nothing is decrypted
 * here: a secret the key no longer opens fails the delivery, visibly, rather than the order.
 */
export async function isErpHandOffConfigured(db: Db, config: Pick<Config, 'ERP_ORDER_URL' | 'ERP_SECRET'>): Promise<boolean> {
  if (config.ERP_ORDER_URL && config.ERP_SECRET) return true;
  return (await storedHandOff(db)) !== null;
}

/** The hand-off's target per the settings (the environment's is platform/erp's to apply). */
export async function getErpHandOffTarget(db: Db, config: Pick<Config, 'secretsKey'>): Promise<ErpHandOffTarget | null> {
  const stored = await storedHandOff(db);
  if (!stored) return null;
  // A key that no longer opens the secret throws SecretError: the delivery fails with its message.
  return { url: stored.url, secret: secretBox(config).open(stored.sealedSecret, place(ERP_KEY, 'clientSecret')) };
}
