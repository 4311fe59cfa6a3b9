import type { z } from 'zod';
import type { PermissionCode } from '../access/permissions';
import type { SyncScope } from '../integrations/integrations.schemas';

/**
 * Who may call an endpoint.
 * - `public`: anyone, no token needed.
 * - `user`: any signed-in user.
 * - `customer`: a signed-in user acting for a customer (x-customer-id, or a dealer's own customer).
 * - `{ anyOf }`: a signed-in user holding at least one of these permission codes (a group of
 *   spec 01 §6 is such a list, see PERMISSION_GROUPS); `customer: true` also needs a selected customer.
 * - `{ integration }`: a machine client (the ERP) with an integration key (`Bearer dpk_...`) holding this
 *   scope (design.md §4b); a user's token never passes it, and a key never passes any other rule.
 */
export type AuthRule =
  | 'public'
  | 'user'
  | 'customer'
  | { anyOf: readonly PermissionCode[]; customer?: boolean }
  | { integration: SyncScope };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface EndpointDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable name, used as the OpenAPI operationId and by the client. */
  id: string;
  method: HttpMethod;
  /** Path with `{name}` parameters, exactly as in spec/endpoints.tsv. */
  path: string;
  tag: string;
  summary: string;
  auth: AuthRule;
  params?: P;
  query?: Q;
  body?: B;
  /** `multipart` bodies are read by the route itself. */
  bodyType?: 'json' | 'multipart';
  /**
   * The file parts of a `multipart` body, by field name (the text fields are `body`'s). The route reads
   * exactly these (lib/multipart readMultipart), and OpenAPI describes them as binary parts.
   */
  files?: Readonly<Record<string, { description: string; required?: boolean }>>;
  /**
   * A call the spec's list does not have (e.g. approving a registration: the spec names the screen
   * but not its call). Everything else must be a call of spec/endpoints.tsv at exactly its path.
   */
  extension?: true;
  /**
   * The answer is a file to save (a spreadsheet export): 200 with the file's bytes, its Content-Type and
   * `Content-Disposition: attachment; filename=...`; no response schema.
   */
  download?: true;
  /**
   * The answer is a feed the route writes itself (the stock feed): 200 with a body of `contentType`, a
   * strong ETag and `Cache-Control: private, no-cache`, or 304 with no body when `If-None-Match` matches;
   * no response schema.
   */
  feed?: { contentType: string };
  /**
   * A public answer others may keep: the route answers `{ etag, value }` (lib/cached-answer.ts); 200 with
   * the value, a strong ETag and `Cache-Control: public, no-cache`, `Vary: x-culture`, or 304 with no body
   * when `If-None-Match` matches.
   */
  cacheable?: true;
  /**
   * Only while acting for a customer of one of these countries (ISO codes, upper case): the de-only pages of
   * spec 01 §2 and 02 §6 (`['DE']`). Checked with the auth rule, before the input (a customer rule is
   * needed); anyone else gets 403 COUNTRY_ONLY.
   */
  customerCountries?: readonly string[];
  /** 200 with the response schema (or the file of a `download`, or a `feed`), or 204 with no body. */
  status: 200 | 204;
  response?: R;
}

export function defineEndpoint<const D extends EndpointDefinition>(def: D): D {
  return def;
}

/** Fastify-style path (`/a/:id`) from the contract's `{id}` style. */
export function toRouterPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** Fills `{name}` parameters; throws when one is missing (spec 01 §5: path values must be present). */
export function buildPath(path: string, params: Record<string, string | number | undefined> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`The parameter '${name}' must be defined.`);
    }
    return encodeURIComponent(String(value));
  });
}
