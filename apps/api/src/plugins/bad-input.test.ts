import { type EndpointDefinition, endpoints, errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createCustomer, createIntegrationKey, createTestApp, freshAddress, signInAdmin, type TestApp, tokenFor } from '../../test/harness';

/**
 * Every endpoint of the contract table, fed clearly wrong input: 400 with a code and a localised
 * message, never a 500. Endpoints added later are covered without touching this file.
 */

let t: TestApp;
let token: string;
let key: string;
let customerId: string;
/** The customer of the de-only calls (`customerCountries`), which refuse others before the input. */
let germanCustomerId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signInAdmin(t);
  key = await createIntegrationKey(t);
  customerId = (await createCustomer(t.db)).id;
  germanCustomerId = (await createCustomer(t.db, { country_code: 'DE' })).id;
});
afterAll(() => t?.close());

const fails = (schema: z.ZodType, value: unknown) => !schema.safeParse(value).success;
const keysOf = (schema: z.ZodType): string[] => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};
const everyKey = (schema: z.ZodType, value: unknown) => Object.fromEntries(keysOf(schema).map((k) => [k, value]));

/** Path values that break the params schema when one can; otherwise a harmless one. */
function paramsFor(ep: EndpointDefinition): { values: Record<string, string>; bad: boolean } {
  const names = [...ep.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const all = (v: string) => Object.fromEntries(names.map((n) => [n, v]));
  if (ep.params) {
    for (const candidate of ['x', '-1', '0', 'not-a-uuid', '1.5', 'x'.repeat(600)]) {
      if (fails(ep.params, all(candidate))) return { values: all(candidate), bad: true };
    }
  }
  return { values: all('1'), bad: false };
}

/** Query strings that break the query schema. */
function badQueries(ep: EndpointDefinition): Array<Record<string, string>> {
  if (!ep.query) return [];
  const candidates = [{}, everyKey(ep.query, 'not-a-number'), everyKey(ep.query, '-5'), everyKey(ep.query, 'x'.repeat(3000))] as Array<
    Record<string, string>
  >;
  return candidates.filter((q) => Object.keys(q).length > 0 || keysOf(ep.query!).length > 0).filter((q) => fails(ep.query!, q));
}

/** JSON bodies that break the body schema. */
function badBodies(ep: EndpointDefinition): unknown[] {
  if (!ep.body || ep.bodyType === 'multipart') return [];
  const candidates: unknown[] = [[], 'just a string', 12345, {}, everyKey(ep.body, { nested: true }), everyKey(ep.body, null)];
  return candidates.filter((b) => fails(ep.body!, b));
}

const cultures = ['tr', 'de', 'en'] as const;
let n = 0;

function expectValidationError(res: { status: number; body: any }, culture: (typeof cultures)[number], label: string) {
  expect(res.status, label).toBe(400);
  expect(res.body.code, label).toBe('VALIDATION_FAILED');
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture)), `${label}: ${res.body.message}`).toBe(true);
  expect(res.body.message.length).toBeGreaterThan(errorMessage('VALIDATION_FAILED', culture).length);
  expect(res.body.details.fields.length, label).toBeGreaterThan(0);
}

describe('bad input on every endpoint of the contract', () => {
  const withInput = endpoints.filter((ep) => ep.params || ep.query || ep.body);

  it('the table has endpoints with input to check', () => {
    expect(withInput.length).toBeGreaterThan(3);
  });

  for (const ep of withInput) {
    it(`${ep.method} ${ep.path}`, async () => {
      const params = paramsFor(ep);
      const url = ep.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params.values[name]!));
      const protectedRoute = ep.auth !== 'public';
      const requests: Array<{ label: string; query?: Record<string, string>; body?: unknown }> = [];
      if (params.bad) requests.push({ label: 'bad path', body: ep.body ? {} : undefined });
      for (const query of badQueries(ep))
        requests.push({ label: `bad query ${JSON.stringify(query).slice(0, 60)}`, query, body: ep.body ? {} : undefined });
      for (const body of badBodies(ep)) requests.push({ label: `bad body ${JSON.stringify(body).slice(0, 60)}`, body });
      if (ep.bodyType === 'multipart') requests.push({ label: 'JSON instead of multipart', body: {} });
      expect(requests.length, 'no wrong input could be made for this endpoint').toBeGreaterThan(0);

      for (const req of requests) {
        const culture = cultures[n++ % 3]!;
        const send = (withToken: boolean) =>
          t.call({
            method: ep.method,
            url,
            query: req.query,
            ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
            headers: req.body !== undefined ? { 'content-type': 'application/json' } : {},
            ...(withToken && protectedRoute
              ? { token: tokenFor(ep, { user: token, key }), customerId: ep.customerCountries ? germanCustomerId : customerId }
              : {}),
            culture,
            remoteAddress: freshAddress(),
          });

        const signedIn = await send(true);
        if (ep.bodyType === 'multipart') {
          expect(signedIn.status, req.label).toBeGreaterThanOrEqual(400);
          expect(signedIn.status, req.label).toBeLessThan(500);
          expect(signedIn.body.code).toBeTruthy();
          expect(signedIn.body.message).toBeTruthy();
        } else {
          expectValidationError(signedIn, culture, `${ep.id} ${req.label}`);
        }

        if (protectedRoute) {
          // Without a token the guard answers first (it runs before validation): nothing about the input leaks.
          const anonymous = await send(false);
          expect({ status: anonymous.status, code: anonymous.body.code }, `${ep.id} ${req.label} anonymous`).toEqual({
            status: 401,
            code: 'UNAUTHORIZED',
          });
          expect(anonymous.body.message).toBe(errorMessage('UNAUTHORIZED', culture));
        }
      }
    });
  }

  it('protected endpoints without input refuse an anonymous caller with 401', async () => {
    for (const ep of endpoints.filter((e) => e.auth !== 'public' && !e.params && !e.query && !e.body)) {
      const res = await t.call({ method: ep.method, url: ep.path, culture: 'en' });
      expect(res.status, ep.id).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: errorMessage('UNAUTHORIZED', 'en') });
    }
  });
});
