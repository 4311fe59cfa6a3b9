import type { CreatedIntegrationKey, CreateIntegrationKeyBody, IntegrationKey, SyncScope } from '@dealerport/contract';
import type { Db } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { hashToken, randomToken } from '../../lib/crypto';
import { writeAudit } from '../../platform/audit/audit';
import { INTEGRATION_KEY_PREFIX } from '../../plugins/auth-guard';
import type { IntegrationCaller, SignedInContext } from '../../plugins/context';
import * as repo from './keys.repository';

/** Characters of the random part shown in the list (`dpk_AbC1…`): enough to tell keys apart, useless to an attacker. */
const SHOWN = 4;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toKey = (r: repo.KeyRow): IntegrationKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes as SyncScope[],
  createdBy: r.created_by_name ?? null,
  createdAt: iso(r.created_at)!,
  lastUsedAt: iso(r.last_used_at),
  revokedAt: iso(r.revoked_at),
});

export async function listIntegrationKeys(ctx: SignedInContext): Promise<IntegrationKey[]> {
  return (await repo.listKeys(ctx.db)).map(toKey);
}

/** A new key: `dpk_` + 32 random bytes (base64url); only its SHA-256 is stored, the key is answered this once. */
export async function createIntegrationKey(ctx: SignedInContext, body: CreateIntegrationKeyBody): Promise<CreatedIntegrationKey> {
  const secret = `${INTEGRATION_KEY_PREFIX}${randomToken()}`;
  const prefix = `${secret.slice(0, INTEGRATION_KEY_PREFIX.length + SHOWN)}…`;
  const scopes = [...new Set(body.scopes)];
  const id = await ctx.db.transaction().execute(async (trx) => {
    const newId = await repo.insertKey(trx, {
      name: body.name,
      prefix,
      secretHash: hashToken(secret),
      scopes,
      createdBy: ctx.actor.userId,
    });
    await writeAudit(trx, ctx.actor, {
      action: 'create',
      entity: 'integration-key',
      entityId: newId,
      after: { name: body.name, prefix, scopes },
    });
    return newId;
  });
  const row = await repo.findKey(ctx.db, id);
  return { key: toKey(row!), secret };
}

export async function revokeIntegrationKey(ctx: SignedInContext, id: string): Promise<void> {
  const before = await repo.findKey(ctx.db, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  if (before.revoked_at) return;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.revokeKey(trx, id, ctx.actor.userId);
    await writeAudit(trx, ctx.actor, {
      action: 'revoke',
      entity: 'integration-key',
      entityId: id,
      before: { name: before.name, prefix: before.prefix },
    });
  });
}

/**
 * The auth guard's look-up of a `dpk_` key (plugins/auth-guard.ts, handed over by app.ts). The last use is
 * written at most once a minute: a busy ERP sending a batch a second should not rewrite the key's row each time.
 */
export async function loadIntegrationKey(db: Db, secret: string): Promise<IntegrationCaller | null> {
  const row = await repo.findLiveKeyByHash(db, hashToken(secret));
  if (!row) return null;
  if (row.stale) await repo.recordKeyUse(db, row.id);
  return { keyId: row.id, name: row.name, scopes: row.scopes };
}
