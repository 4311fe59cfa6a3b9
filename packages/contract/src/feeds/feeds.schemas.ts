import { z } from 'zod';
import { CULTURES } from '../common/errors';
import { text } from '../common/text';

/**
 * The customer's stock feed token (issue 14, design.md §4 `showXmlStock`): one per customer, shown once
 * when created, stored hashed. What the portal shows afterwards: whether there is one, since when, by
 * whom, when a feed reader last used it.
 */
export const StockFeedTokenStatusSchema = z.object({
  active: z.boolean(),
  /** ISO 8601; null when there is no token. */
  createdOn: text().nullable(),
  /** The account name of the user who created it (null when none, or the user is gone). */
  createdBy: text().nullable(),
  /** ISO 8601, to the minute; null when never used. */
  lastUsedOn: text().nullable(),
  /** The language the feed speaks (stock texts; CSV separator and decimal comma); null when there is no token. */
  culture: z.enum(CULTURES).nullable(),
});
export type StockFeedTokenStatus = z.infer<typeof StockFeedTokenStatusSchema>;

/** POST /api/feeds/tokens: the feed's language (the CSV's separator and decimal comma follow it). */
export const CreateStockFeedTokenBodySchema = z.object({
  culture: z.enum(CULTURES),
});
export type CreateStockFeedTokenBody = z.infer<typeof CreateStockFeedTokenBodySchema>;

/** The new token and the feed's addresses with it: the only time the token is ever shown. */
export const CreatedStockFeedTokenSchema = z.object({
  token: text(),
  xmlUrl: text(),
  csvUrl: text(),
  createdOn: text(),
});
export type CreatedStockFeedToken = z.infer<typeof CreatedStockFeedTokenSchema>;

/** `dpf_` + 43 base64url characters (32 random bytes). */
export const STOCK_FEED_TOKEN_PREFIX = 'dpf_';

/**
 * GET /api/feeds/stock.xml|csv?token=...: the token in the query, because that is what feed readers
 * (spreadsheet web queries, shop plug-ins) can send. Any string up to 200 characters is looked up; a
 * wrong one is a 401 like an unknown one.
 */
export const StockFeedQuerySchema = z.object({
  token: text().min(1).max(200),
});
export type StockFeedQuery = z.infer<typeof StockFeedQuerySchema>;

/**
 * The columns of the feed, in order: the XML's element names and the CSV's header (the same in every
 * language, so a reader's mapping keeps working). Price and stock fields are empty where the customer
 * may not see them (showPrice / showStock false).
 */
export const STOCK_FEED_FIELDS = [
  'code',
  'name',
  'ean',
  'unit',
  'stock',
  'stockText',
  'listPrice',
  'price',
  'priceWithVat',
  'vatRate',
  'currency',
] as const;
export type StockFeedField = (typeof STOCK_FEED_FIELDS)[number];
