import { feedsApi } from '@dealerport/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/route';
import * as tokens from './feed-tokens.service';
import * as feed from './stock-feed.service';

/**
 * A feed reader polls (every few minutes at most, usually hourly); a token guesser hammers. Per address,
 * like the other public calls; a 304 costs one small statement, so the limit is generous.
 */
const feedLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

const ifNoneMatch = (request: FastifyRequest) => {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' ? header : undefined;
};

export function registerFeedRoutes(app: FastifyInstance) {
  route(app, feedsApi.getStockFeedToken, (_req, ctx) => tokens.getStockFeedToken(ctx));
  route(app, feedsApi.createStockFeedToken, ({ body }, ctx) => tokens.createStockFeedToken(ctx, body));
  route(app, feedsApi.revokeStockFeedToken, (_req, ctx) => tokens.revokeStockFeedToken(ctx));
  route(
    app,
    feedsApi.getStockFeedXml,
    ({ query, request }, ctx) => feed.getStockFeed(ctx, 'xml', query.token, ifNoneMatch(request)),
    feedLimit,
  );
  route(
    app,
    feedsApi.getStockFeedCsv,
    ({ query, request }, ctx) => feed.getStockFeed(ctx, 'csv', query.token, ifNoneMatch(request)),
    feedLimit,
  );
}
