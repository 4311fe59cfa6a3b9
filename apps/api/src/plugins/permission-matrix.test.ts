import { type EndpointDefinition, endpoints } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createTestApp, createUser, signIn, type TestApp } from '../../test/harness';

/**
 * The permission matrix, generated from the endpoint table: every call is tried anonymously (401
 * unless public), by a signed-in user lacking its permission (403), and by one holding exactly each
 * permission of its rule in turn (never 401/403, and never a server error). Path values are
 * placeholders: the guard runs before validation, so the answer says who may call, whatever the input;
 * whoever gets in gets an answer below 500 (a 400 or 404 for the placeholders, not a crash).
 */
let t: TestApp;
let bareToken: string;
let dealerToken: string;
/** A dealer of a German customer: the de-only calls (`customerCountries`) let only such callers in. */
let dealerDeToken: string;
let customerId: string;
const tokensByCode = new Map<string, string>();

/**
 * Calls open to every signed-in user whose service still refuses some of them, on purpose (their own
 * tests check the rule): the dashboard shows staff everyone's figures only with the order report's
 * permission, and answers a member of staff without it 403 rather than an empty dashboard that would
 * read as "no sales" (ADR 0051).
 */
const REFUSED_BY_SERVICE: Readonly<Record<string, string>> = { getDashboard: 'staff without report-order.list' };

const url = (ep: EndpointDefinition) => ep.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
const call = (ep: EndpointDefinition, token?: string, withCustomer = false) =>
  t.call({
    method: ep.method,
    url: url(ep),
    token,
    customerId: withCustomer ? customerId : undefined,
    payload: ep.method === 'GET' ? undefined : {},
  });

beforeAll(async () => {
  t = await createTestApp();
  const customer = await createCustomer(t.db);
  customerId = customer.id;
  const bareRole = await createRole(t.db, 'staff', []);
  bareToken = (await signIn(t, (await createUser(t.db, { roleId: bareRole, userType: 'staff' })).account_name)).token;
  const dealerRole = await createRole(t.db, 'dealer', []);
  dealerToken = (await signIn(t, (await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId })).account_name)).token;
  const german = await createCustomer(t.db, { country_code: 'DE' });
  dealerDeToken = (
    await signIn(t, (await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: german.id })).account_name)
  ).token;
  const codes = new Set(endpoints.flatMap((ep) => (typeof ep.auth === 'object' && 'anyOf' in ep.auth ? ep.auth.anyOf : [])));
  for (const code of codes) {
    // Staff with the code, plus customer selection so rules that also need a customer can be met.
    const role = await createRole(t.db, 'staff', [code, 'customer.select']);
    tokensByCode.set(code, (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token);
  }
});
afterAll(() => t?.close());

describe.each(endpoints.map((ep) => [`${ep.method} ${ep.path}`, ep] as const))('%s', (_name, ep) => {
  if (ep.auth === 'public') {
    it('is open to anonymous callers', async () => {
      const res = await call(ep);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    });
    return;
  }

  it('refuses anonymous callers with 401', async () => {
    const res = await call(ep);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  if (ep.auth === 'user' && REFUSED_BY_SERVICE[ep.id]) {
    it(`lets a signed-in user past the guard; its service refuses ${REFUSED_BY_SERVICE[ep.id]}`, async () => {
      const dealer = await call(ep, dealerToken);
      expect([401, 403]).not.toContain(dealer.status);
      expect(dealer.status).toBeLessThan(500);
      const res = await call(ep, bareToken);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    });
  } else if (ep.auth === 'user') {
    it('lets any signed-in user in', async () => {
      const res = await call(ep, bareToken);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    });
  } else if (ep.auth === 'customer') {
    it('needs a selected customer', async () => {
      const res = await call(ep, bareToken);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('CUSTOMER_REQUIRED');
      const dealer = await call(ep, ep.customerCountries ? dealerDeToken : dealerToken);
      expect([401, 403]).not.toContain(dealer.status);
      expect(dealer.status).toBeLessThan(500);
    });
    if (ep.customerCountries) {
      it('refuses a customer of another country with 403', async () => {
        const res = await call(ep, dealerToken);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('COUNTRY_ONLY');
      });
    }
  } else if ('integration' in ep.auth) {
    // A machine call (integration key, modules/integrations): no user's token passes it, whatever it holds.
    it('refuses a user token with 401', async () => {
      const res = await call(ep, tokensByCode.get('integration.update'));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    });
  } else {
    const rule = ep.auth;
    it(`refuses a user without ${rule.anyOf.join(' or ')} with 403`, async () => {
      const res = await call(ep, bareToken);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    });
    it.each(rule.anyOf)('lets a user holding %s in', async (code) => {
      const res = await call(ep, tokensByCode.get(code), rule.customer === true);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    });
  }
});
