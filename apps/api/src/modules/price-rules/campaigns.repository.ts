import type { CampaignStatus } from '@dealerport/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';

type Executor = Kysely<Database>;

export type CampaignTexts = Record<'tr' | 'de' | 'en', string>;

export interface CampaignRow {
  id: number;
  code: string;
  names: Partial<CampaignTexts>;
  starts_on: string;
  ends_on: string;
  kind: 'percent' | 'fixedPrice';
  value: string;
  currency: string | null;
  customer_ids: string[];
  price_groups: string[];
  product_ids: number[];
  category_ids: number[];
  is_active: boolean;
  updated_at: Date;
  status: CampaignStatus;
}

/** What a create or an update writes. */
export interface CampaignValues {
  code: string;
  names: CampaignTexts;
  starts_on: string;
  ends_on: string;
  kind: 'percent' | 'fixedPrice';
  value: string;
  currency: string | null;
  customer_ids: string[];
  price_groups: string[];
  product_ids: number[];
  category_ids: number[];
  is_active: boolean;
}

export const CAMPAIGN_SORT_FIELDS = ['code', 'startsOn', 'endsOn', 'isActive', 'id'] as const;
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<CampaignSortField, string> = {
  code: 'c.code',
  startsOn: 'c.starts_on',
  endsOn: 'c.ends_on',
  isActive: 'c.is_active',
  id: 'c.id',
};

/** Where a campaign stands on `day` (the distributor's, YYYY-MM-DD): the contract's CAMPAIGN_STATUSES. */
const statusSql = (day: string): RawBuilder<CampaignStatus> => sql<CampaignStatus>`case
  when not c.is_active then 'inactive'
  when c.starts_on > ${day}::date then 'planned'
  when c.ends_on < ${day}::date then 'ended'
  else 'running' end`;

const selectCampaigns = (db: Executor, day: string) =>
  db
    .selectFrom('campaigns as c')
    .select([
      'c.id',
      'c.code',
      'c.names',
      sql<string>`c.starts_on::text`.as('starts_on'),
      sql<string>`c.ends_on::text`.as('ends_on'),
      'c.kind',
      sql<string>`c.value::text`.as('value'),
      sql<string | null>`trim(c.currency)`.as('currency'),
      sql<string[]>`c.customer_ids::text[]`.as('customer_ids'),
      'c.price_groups',
      'c.product_ids',
      'c.category_ids',
      'c.is_active',
      'c.updated_at',
      statusSql(day).as('status'),
    ]);

export interface CampaignListFilters {
  search?: string | undefined;
  status?: CampaignStatus | undefined;
}

/** The administration list: searched (code, names in every language), by status on `day`, sorted, one page and the total. */
export async function listCampaigns(
  db: Executor,
  day: string,
  filters: CampaignListFilters,
  sort: readonly { field: CampaignSortField; direction: 'asc' | 'desc' }[],
  page: { limit: number; offset: number },
): Promise<{ rows: CampaignRow[]; total: number }> {
  let q = selectCampaigns(db, day).select(sql<string>`count(*) over ()`.as('total'));
  if (filters.status) q = q.where(statusSql(day), '=', filters.status);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    q = q.where((eb) => eb.or([eb(foldSql(sql`c.code`), 'like', pattern), eb(foldSql(sql`c.names::text`), 'like', pattern)]));
  }
  for (const term of sort) q = q.orderBy(sql.ref(SORT_COLUMNS[term.field]), term.direction);
  q = q.orderBy('c.id', 'desc');
  const rows = await q.limit(page.limit).offset(page.offset).execute();
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page.offset > 0
        ? (await listCampaigns(db, day, filters, [], { limit: 1, offset: 0 })).total
        : 0;
  return { rows: rows.map(({ total: _t, ...r }) => r as CampaignRow), total };
}

export async function findCampaign(db: Executor, id: number, day: string): Promise<CampaignRow | undefined> {
  return selectCampaigns(db, day).where('c.id', '=', id).executeTakeFirst() as Promise<CampaignRow | undefined>;
}

/** Locks a campaign's row for a change. */
export async function lockCampaign(db: Executor, id: number, day: string): Promise<CampaignRow | undefined> {
  return selectCampaigns(db, day).where('c.id', '=', id).forUpdate('c').executeTakeFirst() as Promise<CampaignRow | undefined>;
}

/** Whether another campaign has this code (case-insensitively, as the unique index compares). */
export async function codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('campaigns').select('id').where(sql`upper(code)`, '=', code.toUpperCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

const columns = (v: CampaignValues) => ({
  code: v.code,
  names: JSON.stringify(v.names),
  starts_on: v.starts_on,
  ends_on: v.ends_on,
  kind: v.kind,
  value: v.value,
  currency: v.currency,
  customer_ids: sql<string[]>`${v.customer_ids}::uuid[]`,
  price_groups: sql<string[]>`${v.price_groups}::text[]`,
  product_ids: sql<number[]>`${v.product_ids}::int[]`,
  category_ids: sql<number[]>`${v.category_ids}::int[]`,
  is_active: v.is_active,
});

export async function insertCampaign(db: Executor, values: CampaignValues): Promise<number> {
  const row = await db.insertInto('campaigns').values(columns(values)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCampaign(db: Executor, id: number, values: CampaignValues): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ ...columns(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteCampaign(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('campaigns').where('id', '=', id).execute();
}

/** Products by id with their code and name (unknown ids are missing). */
export async function productsByIds(db: Executor, ids: readonly number[]): Promise<Array<{ id: number; code: string; name: string }>> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'code', 'name'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Categories by id with their names (unknown ids are missing). */
export async function categoriesByIds(db: Executor, ids: readonly number[]): Promise<Array<{ id: number; names: Partial<CampaignTexts> }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'names'])
    .where('id', 'in', [...ids])
    .execute();
  return rows as Array<{ id: number; names: Partial<CampaignTexts> }>;
}
