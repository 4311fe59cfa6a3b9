import { randomBytes } from 'node:crypto';
import { paymentsApi } from '@dealerport/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_GATEWAY_PATH, demoGatewayPage, posFormHtml } from '../../platform/payments';
import { route } from '../../plugins/route';
import * as payments from './payments.service';

export function registerPaymentRoutes(app: FastifyInstance) {
  const api = paymentsApi;
  route(app, api.getPaymentSettings, (_input, ctx) => payments.getSettings(ctx));
  route(app, api.updatePaymentSettings, ({ body }, ctx) => payments.putSettings(ctx, body));
  route(app, api.createPayment, ({ body }, ctx) => payments.createPayment(ctx, body));
  route(app, api.processPayment, async ({ params, body }, ctx) => {
    await payments.processPayment(ctx, params.paymentOrderId, body);
  });
  route(app, api.getPaymentAvailability, ({ query }, ctx) => payments.getPaymentAvailability(ctx, query));
  route(app, api.getPaymentOrder, ({ params }, ctx) => payments.getPaymentOrder(ctx, params.paymentOrderId));
  route(app, api.listPosConfigs, ({ query }, ctx) => payments.listPosConfigs(ctx, query));
  route(app, api.createPosConfig, ({ body }, ctx) => payments.createPosConfig(ctx, body));
  route(app, api.updatePosConfig, ({ params, body }, ctx) => payments.updatePosConfig(ctx, params.id, body));
  route(app, api.deletePosConfig, ({ params }, ctx) => payments.deletePosConfig(ctx, params.id));
  app.register(registerGatewayPages);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payer's language on a page the browser opens directly (no x-culture): ?lang, else Accept-Language. */
function pageCulture(request: FastifyRequest): string {
  const lang = (request.query as Record<string, string | undefined>)?.lang ?? request.headers['accept-language'] ?? '';
  const code = String(lang).slice(0, 2).toLowerCase();
  return ['tr', 'de', 'en'].includes(code) ? code : 'tr';
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The pages the payer's browser (or the bank) reaches without the portal's client: the demo gateway's card
 * page, the virtual POS's form and its callback (docs/payments.md). Not API calls of the contract: HTML
 * and form posts, outside OpenAPI.
 */
async function registerGatewayPages(scope: FastifyInstance) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const hidden = { schema: { hide: true } };

  scope.get(`${DEMO_GATEWAY_PATH}/:paymentId`, hidden, async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    const token = String((request.query as Record<string, unknown>)?.t ?? '');
    const gateway = payments.demoGatewayOf(request.ctx.config);
    const session = UUID.test(paymentId) ? await gateway.readSession(paymentId, token) : null;
    return html(reply, session ? 200 : 400, demoGatewayPage({ culture: pageCulture(request), paymentId, sessionToken: token, session }));
  });

  scope.post(`${DEMO_GATEWAY_PATH}/:paymentId`, hidden, async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const token = String(form.t ?? '');
    const gateway = payments.demoGatewayOf(request.ctx.config);
    const session = UUID.test(paymentId) ? await gateway.readSession(paymentId, token) : null;
    const culture = pageCulture(request);
    if (!session) return html(reply, 400, demoGatewayPage({ culture, paymentId, sessionToken: token, session }));
    const outcome = gateway.outcomeOfCard(String(form.cardNumber ?? ''));
    if (!outcome) return html(reply, 400, demoGatewayPage({ culture, paymentId, sessionToken: token, session, error: 'unknownCard' }));
    return reply.redirect(await gateway.returnAddress(session, outcome), 303);
  });

  scope.get(`${DEMO_GATEWAY_PATH}/:paymentId/cancel`, hidden, async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    const token = String((request.query as Record<string, unknown>)?.t ?? '');
    const gateway = payments.demoGatewayOf(request.ctx.config);
    const session = UUID.test(paymentId) ? await gateway.readSession(paymentId, token) : null;
    if (!session) return html(reply, 400, demoGatewayPage({ culture: pageCulture(request), paymentId, sessionToken: token, session }));
    return reply.redirect(await gateway.returnAddress(session, 'cancelled'), 303);
  });

  // The virtual POS form, served with a policy that lets exactly this page post to the bank.
  scope.get(`${payments.POS_FORM_PATH}/:paymentId`, hidden, async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    const form = UUID.test(paymentId) ? await payments.posFormOf(request.ctx, paymentId) : null;
    if (!form) return html(reply, 404, '<!doctype html><html lang="en"><title>Not found</title><p>Not found</p></html>');
    const nonce = randomBytes(16).toString('base64');
    reply.header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action ${new URL(form.serviceUrl).origin}; base-uri 'none'; frame-ancestors 'none'`,
    );
    return html(
      reply,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure</title></head><body>${posFormHtml(form.serviceUrl, form.fields, nonce)}</body></html>`,
    );
  });

  // The bank posts the result here (okUrl / failUrl); the payer is sent on to the return page.
  scope.post(`${payments.POS_CALLBACK_PATH}/:paymentId`, hidden, async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(raw)
        .filter((e): e is [string, string] => typeof e[1] === 'string' && e[0].length <= 100 && e[1].length <= 4000)
        .slice(0, 50),
    );
    const next = UUID.test(paymentId) ? await payments.receivePosCallback(request.ctx, paymentId, fields) : null;
    if (!next) return html(reply, 404, '<!doctype html><html lang="en"><title>Not found</title><p>Not found</p></html>');
    return reply.redirect(next, 303);
  });
}
