import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildPath,
  CULTURES,
  ERRORS,
  endpoints,
  errorMessage,
  normalizeCulture,
  PasswordSchema,
  PERMISSION_CODES,
  PERMISSION_GROUPS,
  toRouterPath,
} from './index';

const specFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/spec/endpoints.tsv');

describe('endpoint table', () => {
  it('has unique ids and unique method+path pairs', () => {
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });

  it('declares only calls of the spec, at exactly its paths', () => {
    let spec: string[];
    try {
      spec = readFileSync(specFile, 'utf8')
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => {
          const [method, p] = line.split('\t');
          return `${method} ${p}`;
        });
    } catch {
      return; // the spec folder sits beside the repository in our workspace only
    }
    for (const ep of endpoints.filter((e) => !e.extension)) expect(spec).toContain(`${ep.method} ${ep.path}`);
  });

  it('gives every non-public endpoint a rule and every 200 a response schema', () => {
    for (const ep of endpoints) {
      if (ep.status === 200 && !ep.download) expect(ep.response, ep.id).toBeDefined();
      expect(ep.path.startsWith('/api/')).toBe(true);
    }
  });
});

describe('paths', () => {
  it('fills parameters and refuses missing ones (spec 01 §5)', () => {
    expect(buildPath('/api/auths/{token}/change-password', { token: 'a b' })).toBe('/api/auths/a%20b/change-password');
    expect(() => buildPath('/api/auths/{token}/change-password', {})).toThrow("The parameter 'token' must be defined.");
    expect(toRouterPath('/api/orders/{orderId}/items/{orderLineId}/cancellation')).toBe(
      '/api/orders/:orderId/items/:orderLineId/cancellation',
    );
  });
});

describe('errors', () => {
  it('has a message in every language for every code', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      for (const culture of CULTURES) expect(entry[culture], `${code}.${culture}`).toBeTruthy();
    }
  });

  it('fills placeholders and falls back to Turkish', () => {
    expect(errorMessage('TOO_MANY_ATTEMPTS', 'en', { minutes: 15 })).toContain('15 minutes');
    expect(normalizeCulture('de-DE')).toBe('de');
    expect(normalizeCulture('fr')).toBe('tr');
    expect(normalizeCulture(undefined)).toBe('tr');
  });
});

describe('permissions', () => {
  it('groups name only existing codes', () => {
    for (const codes of Object.values(PERMISSION_GROUPS)) for (const code of codes) expect(PERMISSION_CODES).toContain(code);
  });
});

describe('password rules (spec 01 §5)', () => {
  it.each([
    ['Short1', 'validation.passwordMin'],
    ['alllowercase1', 'validation.passwordUpper'],
    ['ALLUPPERCASE1', 'validation.passwordLower'],
    ['NoDigitsHere', 'validation.passwordDigit'],
  ])('%s fails with %s', (password, message) => {
    const result = PasswordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('accepts a good password', () => {
    expect(PasswordSchema.safeParse('Demo1234').success).toBe(true);
  });
});
