import { z } from 'zod';

/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL refuses both in text and jsonb (a 500 if they reach
 * it), and no person types them. JSON.parse turns "\ud800" into a lone surrogate; Fastify URL-decodes
 * `%00` in paths and queries.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string holds a character no field accepts (NUL or an unpaired surrogate). */
export const hasUnsafeText = (value: string): boolean => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** The issue `text()` raises; the error handler words it in the caller's language (validation-messages.ts). */
export const UNSAFE_TEXT_ISSUE = 'UNSAFE_TEXT';

/** The check every string of the contract carries (the contract's test finds it on every string). */
export const safeTextCheck = z.refine<string>((value) => !hasUnsafeText(value), {
  params: { issue: UNSAFE_TEXT_ISSUE },
  // The later checks (trim, max, regex) would only add noise about a value that is refused anyway.
  abort: true,
});

/**
 * The contract's one string builder: `text()` where one would write `z.string()`. Text input is checked
 * here, once, for every body, query and path value (docs/decisions/0027).
 */
export const text = () => z.string().check(safeTextCheck);
