import { createHash } from 'node:crypto';
import type { Culture } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/crypto';
import { type FeedAnswer, matchesIfNoneMatch } from '../../lib/feed-answer';
import type { RequestContext } from '../../plugins/context';
import { listStockFeedItems } from '../catalog';
import * as repo from './feeds.repository';
import { renderStockFeedCsv, renderStockFeedXml } from './stock-feed-format';

export type StockFeedFormat = 'xml' | 'csv';

const RENDER: Record<StockFeedFormat, (items: Parameters<typeof renderStockFeedXml>[0], culture: Culture) => Buffer> = {
  xml: renderStockFeedXml,
  csv: renderStockFeedCsv,
};

/**
 * The built feeds, per database, customer and format (docs/integrations.md "Stock feed", ADR 0038).
 * An entry is the feed as of a stamp: the catalogue's revision, its stock revision and the customer's
 * view revision (migration 0012) and the feed's language. While the database still says that stamp,
 * the feed is the same, and a request costs one small statement (useToken). The stock revision is a
 * sequence, not transactional: a build may read a stamp whose stock change is not committed yet, so a
 * feed built because its stamp moved is built once more a minute later (as the catalogue index
 * confirms its stock order) before it is trusted for as long as its stamp holds.
 * The ETag is the hash of the bytes: strong by construction, the same in every process, and a rebuild
 * that changes nothing keeps the reader's copy valid (304).
 */
interface Built {
  stamp: string;
  etag: string;
  body: Buffer;
  builtAt: number;
  confirmed: boolean;
}

const CONFIRM_AFTER_MS = 60_000;
/** The bytes kept over all customers (a 100,000-product XML feed is about 40 MB); oldest use dropped first. */
const MAX_BYTES = 256 * 1024 * 1024;

interface FeedCache {
  entries: Map<string, Built>;
  bytes: number;
  /** Builds under way, shared by concurrent requests for the same feed. */
  building: Map<string, Promise<Built>>;
}
const caches = new WeakMap<object, FeedCache>();

function cacheOf(db: object): FeedCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), bytes: 0, building: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

function remember(cache: FeedCache, key: string, built: Built) {
  const old = cache.entries.get(key);
  if (old) {
    cache.entries.delete(key);
    cache.bytes -= old.body.length;
  }
  if (built.body.length > MAX_BYTES) return;
  for (const [k, e] of cache.entries) {
    if (cache.bytes + built.body.length <= MAX_BYTES) break;
    cache.entries.delete(k);
    cache.bytes -= e.body.length;
  }
  cache.entries.set(key, built);
  cache.bytes += built.body.length;
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** The cached feed of this stamp when it may be trusted (see Built); it moves to the back of the queue. */
function cached(cache: FeedCache, key: string, stamp: string): Built | null {
  const hit = cache.entries.get(key);
  if (!hit || hit.stamp !== stamp) return null;
  if (!hit.confirmed && Date.now() - hit.builtAt > CONFIRM_AFTER_MS) return null;
  cache.entries.delete(key);
  cache.entries.set(key, hit);
  return hit;
}

/**
 * GET /api/feeds/stock.{xml,csv}?token=...: the feed of the token's customer. An unknown or revoked
 * token, or a customer no longer active, answers the same 401 (nothing tells a guesser which).
 */
export async function getStockFeed(
  ctx: RequestContext,
  format: StockFeedFormat,
  token: string,
  ifNoneMatch: string | undefined,
): Promise<FeedAnswer> {
  const found = await repo.useToken(ctx.db, hashToken(token));
  if (!found?.customer_active) throw new AppError('FEED_TOKEN_INVALID');
  const cache = cacheOf(ctx.db);
  const key = `${found.customer_id}|${format}`;
  const stamp = `${found.revision}|${found.stock_revision}|${found.view_revision}|${found.culture}`;
  let built = cached(cache, key, stamp);
  if (!built) {
    let pending = cache.building.get(key);
    if (!pending) {
      const previous = cache.entries.get(key);
      pending = build(ctx, found, format, stamp, previous?.stamp === stamp);
      cache.building.set(key, pending);
      const mine = pending;
      pending
        .then((b) => remember(cache, key, b))
        .catch(() => {})
        .finally(() => {
          if (cache.building.get(key) === mine) cache.building.delete(key);
        });
    }
    built = await pending;
  }
  return { etag: built.etag, body: matchesIfNoneMatch(ifNoneMatch, built.etag) ? null : built.body };
}

async function build(
  ctx: RequestContext,
  found: repo.UsedTokenRow,
  format: StockFeedFormat,
  stamp: string,
  confirming: boolean,
): Promise<Built> {
  const items = await listStockFeedItems(
    { db: ctx.db, customer: { id: found.customer_id, viewRevision: found.view_revision } },
    found.culture,
  );
  const body = RENDER[format](items, found.culture);
  // A build of a stamp already built once (a minute ago) confirms it: trusted while the stamp holds.
  return { stamp, etag: etagOf(body), body, builtAt: Date.now(), confirmed: confirming };
}
