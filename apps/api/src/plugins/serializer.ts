import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify picks an `anyOf` branch by validating the value (ajv) at run time; the
 * contract's nullable fields (`X | null`, as Zod writes them) become `type: [X, "null"]`, which it
 * writes directly. Other unions are left as they are.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node as JsonSchema)) out[k] = simplify(v);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array') {
      const { anyOf: _, ...rest } = out;
      return { ...rest, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * Response serialisation (conventions: every route declares its response schema). The contract's Zod
 * schema is turned into JSON Schema once per route and compiled with fast-json-stringify, which writes
 * only the declared fields (nothing else of a row ever leaves) several times faster than validating
 * with Zod and calling JSON.stringify (docs/performance.md). A schema that JSON Schema cannot express
 * keeps the Zod serializer.
 *
 * With `verify` (tests), every answer is also validated with Zod and both serialisations must say the
 * same, so the contract is still checked on every response the tests see and the fast path is proven
 * equal to it.
 */
export function createSerializerCompiler(opts: { verify: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const viaZod = (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    let fast: ((data: unknown) => string) | null = null;
    try {
      const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
      fast = fastJson(simplify(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    } catch {
      fast = null;
    }
    if (!fast) return viaZod;
    const compiled = fast;
    if (!opts.verify) return (data: unknown) => compiled(data);
    return (data: unknown) => {
      const checked = viaZod(data);
      const written = compiled(data);
      if (written !== checked && !isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
        throw new Error(
          `${method} ${url}: the fast serializer wrote ${written.slice(0, 300)} where the contract says ${checked.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}
