import {
  type CreatedStockFeedToken,
  type CreateStockFeedTokenBody,
  feedsApi,
  STOCK_FEED_TOKEN_PREFIX,
  type StockFeedTokenStatus,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { hashToken, randomToken } from '../../lib/crypto';
import { writeAudit } from '../../platform/audit/audit';
import type { CustomerContext } from '../../plugins/context';
import * as repo from './feeds.repository';

/**
 * Who may see and manage a customer's feed token (ADR 0038): the customer's own dealer users, and
 * whoever acts for the customer holding `customer.update` (staff setting it up for a dealer). The auth
 * rule has already settled that the caller may act for this customer at all (design.md §4); a salesman
 * without `customer.update` may act for the customer but not hand out its data to a third party.
 */
function assertMayManage(ctx: CustomerContext) {
  const { actor, customer } = ctx;
  if (actor.userType === 'dealer' && actor.customerId === customer.id) return;
  if (actor.permissions.has('customer.update')) return;
  throw new AppError('FORBIDDEN');
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** GET /api/feeds/tokens */
export async function getStockFeedToken(ctx: CustomerContext): Promise<StockFeedTokenStatus> {
  assertMayManage(ctx);
  const row = await repo.findTokenStatus(ctx.db, ctx.customer.id);
  if (!row) return { active: false, createdOn: null, createdBy: null, lastUsedOn: null, culture: null };
  return {
    active: true,
    createdOn: iso(row.created_at),
    createdBy: row.created_by,
    lastUsedOn: iso(row.last_used_at),
    culture: row.culture,
  };
}

/** The feed's address with its token (the one place the token leaves the server). */
function feedUrl(ctx: CustomerContext, path: string, token: string) {
  const url = new URL(path, ctx.config.PUBLIC_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

/** POST /api/feeds/tokens: a new token; an earlier one stops working in the same transaction. */
export async function createStockFeedToken(ctx: CustomerContext, body: CreateStockFeedTokenBody): Promise<CreatedStockFeedToken> {
  assertMayManage(ctx);
  const token = `${STOCK_FEED_TOKEN_PREFIX}${randomToken()}`;
  const created = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.replaceToken(trx, {
      customerId: ctx.customer.id,
      tokenHash: hashToken(token),
      culture: body.culture,
      createdBy: ctx.actor.userId,
    });
    await writeAudit(trx, ctx.actor, {
      action: row.replaced ? 'rotate' : 'create',
      entity: 'stock-feed-token',
      entityId: ctx.customer.id,
      after: { culture: body.culture },
    });
    return row;
  });
  return {
    token,
    xmlUrl: feedUrl(ctx, feedsApi.getStockFeedXml.path, token),
    csvUrl: feedUrl(ctx, feedsApi.getStockFeedCsv.path, token),
    createdOn: new Date(created.created_at).toISOString(),
  };
}

/** DELETE /api/feeds/tokens: idempotent; audited only when there was a token. */
export async function revokeStockFeedToken(ctx: CustomerContext): Promise<void> {
  assertMayManage(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (await repo.deleteToken(trx, ctx.customer.id)) {
      await writeAudit(trx, ctx.actor, { action: 'revoke', entity: 'stock-feed-token', entityId: ctx.customer.id });
    }
  });
}
