import { errorMessage, fieldLabel, validationIssueMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApp, freshAddress, signInAdmin, type TestApp } from '../../test/harness';

/**
 * Issue 11 findings 1 and 2: NUL and unpaired surrogates gave 500s (PostgreSQL refuses them in text and
 * jsonb). The contract's text() refuses them on every string: a 400 in the caller's language naming
 * the field, before anything reaches the database or a job payload.
 */

let t: TestApp;
let token: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signInAdmin(t);
  customerId = (await createCustomer(t.db)).id;
});
afterAll(() => t?.close());

const unsafeMessage = (culture: 'tr' | 'de' | 'en') =>
  validationIssueMessage({ code: 'custom', params: { issue: 'UNSAFE_TEXT' } }, culture);

function expectRefused(res: { status: number; body: any }, field: string, culture: 'tr' | 'de' | 'en') {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  // the field by the name a person knows (none: the problem alone); details.fields names it for developers
  const label = fieldLabel(field, culture);
  expect(res.body.message).toBe(`${errorMessage('VALIDATION_FAILED', culture)} ${label ? `${label}: ` : ''}${unsafeMessage(culture)}`);
  expect(res.body.details.fields).toEqual([{ field, message: unsafeMessage(culture) }]);
}

describe('NUL and lone surrogates are refused by the contract', () => {
  it('anonymous sign-in with a NUL in the user name', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auths/authenticate',
      remoteAddress: freshAddress(),
      culture: 'en',
      headers: { 'content-type': 'application/json' },
      body: '{"userName":"a\\u0000","password":"x"}',
    });
    expectRefused(res, 'userName', 'en');
  });

  it('anonymous forgotten password with a lone surrogate (bound for a job payload)', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auths/forgotten-password',
      query: { callBackUrl: 'http://localhost:3000/reset' },
      remoteAddress: freshAddress(),
      culture: 'tr',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a\\ud800"}',
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toContainEqual({ field: 'email', message: expect.any(String) });
    const jobs = await t.db.selectFrom('jobs').select('id').execute();
    expect(jobs).toEqual([]);
  });

  it('SearchTerm=%00 on a paged list', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/customers?SearchTerm=%00&PageNumber=1&PageSize=10',
      token,
      culture: 'de',
    });
    expectRefused(res, 'SearchTerm', 'de');
  });

  it('%00 and a lone surrogate in path values', async () => {
    for (const [url, field] of [
      ['/api/orders/%00', 'docNumber'],
      ['/api/catalogs/products/%00/detail-by-code', 'code'],
      ['/api/customers/finance/%00', 'ficheNo'],
      ['/api/orders/a%ED%A0%80', 'docNumber'],
    ] as const) {
      const res = await t.call({ method: 'GET', url, token, customerId, culture: 'tr' });
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (url.includes('%00')) expectRefused(res, field, 'tr');
    }
  });

  it('a profile first name and a password pattern with a lone surrogate', async () => {
    const profile = await t.call({
      method: 'PUT',
      url: '/api/profiles',
      token,
      culture: 'en',
      headers: { 'content-type': 'application/json' },
      body: '{"firstName":"Ay\\ud800","lastName":"x","email":"a@example.test","language":"en"}',
    });
    expectRefused(profile, 'firstName', 'en');
    const settings = await t.call({
      method: 'PUT',
      url: '/api/commons/passwordSettings',
      token,
      culture: 'de',
      headers: { 'content-type': 'application/json' },
      body: '{"passwordPattern":"\\udc00.*","passwordChangeFrequency":0}',
    });
    expectRefused(settings, 'passwordPattern', 'de');
  });

  it('keeps paired surrogates (emoji) and ordinary text', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/customers?SearchTerm=${encodeURIComponent('😀 Öz')}&PageNumber=1&PageSize=10`,
      token,
    });
    expect(res.status).toBe(200);
  });
});
