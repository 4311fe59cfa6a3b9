import { defineEndpoint } from '../common/endpoint';
import {
  CreatedStockFeedTokenSchema,
  CreateStockFeedTokenBodySchema,
  StockFeedQuerySchema,
  StockFeedTokenStatusSchema,
} from './feeds.schemas';

/*
 * The stock feed (issue 14; our extension). Its token is the customer's: managed by the customer's own
 * dealer users, or by staff acting for the customer who hold `customer.update` (ADR 0038). The auth rule
 * `customer` settles the customer scope; the service checks who may manage the token.
 */

export const getStockFeedToken = defineEndpoint({
  id: 'getStockFeedToken',
  method: 'GET',
  path: '/api/feeds/tokens',
  tag: 'feeds',
  summary:
    "Whether the acting customer has a stock feed token: since when, created by whom, last used when (the token itself is never shown again); for the customer's dealer users or staff with customer.update",
  auth: 'customer',
  extension: true,
  status: 200,
  response: StockFeedTokenStatusSchema,
});

export const createStockFeedToken = defineEndpoint({
  id: 'createStockFeedToken',
  method: 'POST',
  path: '/api/feeds/tokens',
  tag: 'feeds',
  summary:
    "Creates the acting customer's stock feed token, replacing (rotating) any earlier one, which stops working at once; answers the token and the feed's XML and CSV addresses, shown this once",
  auth: 'customer',
  extension: true,
  body: CreateStockFeedTokenBodySchema,
  status: 200,
  response: CreatedStockFeedTokenSchema,
});

export const revokeStockFeedToken = defineEndpoint({
  id: 'revokeStockFeedToken',
  method: 'DELETE',
  path: '/api/feeds/tokens',
  tag: 'feeds',
  summary: "Revokes the acting customer's stock feed token: its feed answers 401 from now on (204 also when there was none)",
  auth: 'customer',
  extension: true,
  status: 204,
});

export const getStockFeedXml = defineEndpoint({
  id: 'getStockFeedXml',
  method: 'GET',
  path: '/api/feeds/stock.xml',
  tag: 'feeds',
  summary:
    "The token's customer's stock feed as XML: the products it may see whose showXmlStock is true, with code, name, EAN, unit, stock and its net price as the catalogue shows them (blank where showStock/showPrice is false). Strong ETag, 304 to If-None-Match; 401 for an unknown or revoked token or an inactive customer",
  auth: 'public',
  extension: true,
  query: StockFeedQuerySchema,
  feed: { contentType: 'application/xml; charset=utf-8' },
  status: 200,
});

export const getStockFeedCsv = defineEndpoint({
  id: 'getStockFeedCsv',
  method: 'GET',
  path: '/api/feeds/stock.csv',
  tag: 'feeds',
  summary:
    "The token's customer's stock feed as CSV (the columns of the XML; separator and decimal comma by the token's language, UTF-8 with BOM). Strong ETag, 304 to If-None-Match; 401 for an unknown or revoked token or an inactive customer",
  auth: 'public',
  extension: true,
  query: StockFeedQuerySchema,
  feed: { contentType: 'text/csv; charset=utf-8' },
  status: 200,
});

export const feedsEndpoints = [getStockFeedToken, createStockFeedToken, revokeStockFeedToken, getStockFeedXml, getStockFeedCsv];
