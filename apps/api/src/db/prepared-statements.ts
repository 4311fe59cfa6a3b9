import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { ChangeSignal } from './change-signal';

/**
 * Both database drivers send every query as an unnamed statement, so PostgreSQL parses and plans it
 * again on every call; for the short queries of the hot paths (the auth guard's, a catalogue page by
 * id) planning costs as much as running them (docs/performance.md, "Tuning pass 2"). The statements a
 * process runs often are named instead: prepared once per connection, afterwards only bound and
 * executed, and PostgreSQL may keep a generic plan (it does only where that plan is not dearer than
 * a custom one).
 *
 * A statement is named once its text has been seen `after` times, and at most `max` texts are named
 * per process (each holds memory in every connection that ran it): one-off texts (lists of ids of
 * every length, reports) stay unnamed. The text itself is the key, so a name never stands for two texts.
 */
function createStatementNames(opts: { after?: number; max?: number } = {}) {
  const after = opts.after ?? 3;
  const max = opts.max ?? 200;
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  return (text: string): string | undefined => {
    const name = names.get(text);
    if (name || names.size >= max) return name;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < after) {
      if (seen.size >= 10_000) seen.clear();
      seen.set(text, count);
      return undefined;
    }
    seen.delete(text);
    const created = `dp${names.size + 1}`;
    names.set(text, created);
    return created;
  };
}

/**
 * A node-postgres pool whose hot statements are named (node-postgres prepares them per connection).
 * With `changes`, its statements are watched for writes the auth guard's cache must hear of.
 */
export function withPreparedStatements(pool: pg.Pool, opts: { after?: number; max?: number; changes?: ChangeSignal } = {}): PostgresPool {
  const nameFor = createStatementNames(opts);
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let w = wrapped.get(client);
    if (!w) {
      const watch = opts.changes?.connection();
      w = {
        query: ((textOrCursor: unknown, values?: readonly unknown[]) => {
          if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
          const name = nameFor(textOrCursor);
          const send = () =>
            client.query(
              name ? { name, text: textOrCursor, values: values as unknown[] } : { text: textOrCursor, values: values as unknown[] },
            );
          return watch ? watch(textOrCursor, send) : send();
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrapped.set(client, w);
    }
    return w;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}

/** What the Kysely PGlite dialect uses of its client. */
export interface PGliteQueryClient {
  query: PGlite['query'];
  close(): Promise<void>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The embedded database with named statements. PGlite's own `query` sends six protocol round trips
 * into the WebAssembly backend (parse, describe, bind, describe, execute, sync) and plans every time;
 * a named statement is parsed once, then each call is one batch (bind, describe, execute, sync)
 * through the same exclusive lock PGlite's queries take. Results are read by PGlite's own parser
 * with its type parsers, so rows look exactly as `query` gives them.
 */
export function withPGliteStatements(db: PGlite, opts: { after?: number; max?: number; changes?: ChangeSignal } = {}): PGliteQueryClient {
  const nameFor = createStatementNames(opts);
  const watch = opts.changes?.connection();
  /** Parameter types of each prepared statement (PGlite has one connection: prepared once). */
  const prepared = new Map<string, number[]>();
  const { serialize } = protocol;
  const run = async (name: string, text: string, params: readonly unknown[]) => {
    let types = prepared.get(name);
    if (!types) {
      const described = await db.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described.messages);
      prepared.set(name, types);
    }
    const paramTypes = types;
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = db.serializers[paramTypes[i]!];
      return serializer ? serializer(v) : String(v);
    });
    const result = await db.execProtocol(
      concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    return parse.parseResults(result.messages, db.parsers)[0]!;
  };
  return {
    query: (async (text: string, params: unknown[] = [], options?: unknown) => {
      const name = options ? undefined : nameFor(text);
      const send = () => (name ? db._runExclusiveQuery(() => run(name, text, params)) : db.query(text, params, options as never));
      return watch ? watch(text, send) : send();
    }) as PGlite['query'],
    close: () => db.close(),
  };
}
