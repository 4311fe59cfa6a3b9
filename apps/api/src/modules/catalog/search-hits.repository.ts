import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { SearchQuery } from '../../lib/product-search-text';

type Executor = Kysely<Database>;

function searchSql(search: SearchQuery): RawBuilder<boolean> {
  const words = search.words.map((w) => sql`p.search_text like ${w}`);
  const all = words.length > 0 ? sql`(${sql.join(words, sql` and `)})` : sql`true`;
  return search.compact ? sql<boolean>`(${all} or p.search_text like ${search.compact})` : sql<boolean>`${all}`;
}

/** Relevance of a search hit: the exact code first, then code prefixes, then the rest. */
const relevanceSql = (search: SearchQuery, q: string) =>
  sql`case when upper(p.code) = upper(${q.trim()}) then 0 when p.search_text like ${search.prefix} then 1 else 2 end`;

type HitIds = { r0: Uint8Array | null; r1: Uint8Array | null; r2: Uint8Array | null };

const hitIdsSql = (search: SearchQuery, q: string) => sql`
    select string_agg(int4send(h.id), ''::bytea) filter (where h.r = 0) as r0,
      string_agg(int4send(h.id), ''::bytea) filter (where h.r = 1) as r1,
      string_agg(int4send(h.id), ''::bytea) filter (where h.r = 2) as r2
    from (select p.id, ${relevanceSql(search, q)} as r from products p where p.is_active and ${searchSql(search)}) h`;

/** The active products a search finds, per relevance class (0, 1, 2) as big-endian int4s (catalogue-index.ts int4s). */
export async function readHitIds(db: Executor, search: SearchQuery, q: string) {
  const r = await sql<HitIds>`${hitIdsSql(search, q)}`.execute(db);
  return r.rows[0];
}

/** The hits of several searches in one statement (one round trip), in the order given. */
export async function readHitIdsMany(db: Executor, searches: readonly { search: SearchQuery; q: string }[]): Promise<HitIds[]> {
  if (searches.length === 0) return [];
  const parts = searches.map((s, i) => sql`select ${i}::int as i, x.* from (${hitIdsSql(s.search, s.q)}) x`);
  const r = await sql<HitIds & { i: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const out: HitIds[] = searches.map(() => ({ r0: null, r1: null, r2: null }));
  for (const row of r.rows) out[row.i] = row;
  return out;
}
