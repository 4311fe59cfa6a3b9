import type { Culture } from '@dealerport/contract';
import { type Kysely, sql } from 'kysely';
import type { BannerStoredImage, Database } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';

type Executor = Kysely<Database>;

export type BannerImages = Partial<Record<Culture, BannerStoredImage>>;

export interface BannerRow {
  id: number;
  group_tag: string;
  category_id: number | null;
  category_name: string | null;
  country_code: string | null;
  title: string;
  description: string;
  href: string | null;
  target: '_self' | '_blank';
  sort_order: number;
  is_active: boolean;
  active_from: Date | null;
  active_to: Date | null;
  images: BannerImages;
  updated_at: Date;
}

/** What a create or an update writes. */
export interface BannerValues {
  group_tag: string;
  category_id: number | null;
  country_code: string | null;
  title: string;
  description: string;
  href: string | null;
  target: '_self' | '_blank';
  sort_order: number;
  is_active: boolean;
  active_from: string | null;
  active_to: string | null;
  images: BannerImages;
}

export const BANNER_SORT_FIELDS = ['groupTag', 'order', 'title', 'countryCode', 'activeFrom', 'activeTo', 'id'] as const;
export type BannerSortField = (typeof BANNER_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<BannerSortField, string> = {
  groupTag: 'b.group_tag',
  order: 'b.sort_order',
  title: 'b.title',
  countryCode: 'b.country_code',
  activeFrom: 'b.active_from',
  activeTo: 'b.active_to',
  id: 'b.id',
};

function selectBanners(db: Executor, culture: Culture) {
  return db
    .selectFrom('banners as b')
    .leftJoin('categories as c', 'c.id', 'b.category_id')
    .select([
      'b.id',
      'b.group_tag',
      'b.category_id',
      sql<string | null>`coalesce(c.names->>${culture}, c.names->>'tr', c.code)`.as('category_name'),
      'b.country_code',
      'b.title',
      'b.description',
      'b.href',
      'b.target',
      'b.sort_order',
      'b.is_active',
      'b.active_from',
      'b.active_to',
      'b.images',
      'b.updated_at',
    ]);
}

export interface BannerListFilters {
  groupTag?: string;
  categoryId?: number;
  countryCode?: string;
  search?: string;
}

/** The administration list: filtered, searched (title, description, link), sorted, one page and the total. */
export async function listBanners(
  db: Executor,
  culture: Culture,
  filters: BannerListFilters,
  sort: readonly { field: BannerSortField; direction: 'asc' | 'desc' }[],
  page: { limit: number; offset: number },
): Promise<{ rows: BannerRow[]; total: number }> {
  let q = selectBanners(db, culture).select(sql<string>`count(*) over ()`.as('total'));
  if (filters.groupTag) q = q.where('b.group_tag', '=', filters.groupTag.toLowerCase());
  if (filters.categoryId !== undefined) q = q.where('b.category_id', '=', filters.categoryId);
  if (filters.countryCode) q = q.where('b.country_code', '=', filters.countryCode.toUpperCase());
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    q = q.where((eb) =>
      eb.or([
        eb(foldSql(sql`b.title`), 'like', pattern),
        eb(foldSql(sql`b.description`), 'like', pattern),
        eb(foldSql(sql`b.href`), 'like', pattern),
      ]),
    );
  }
  for (const term of sort)
    q = q.orderBy(sql.ref(SORT_COLUMNS[term.field]), sql.raw(term.direction === 'desc' ? 'desc nulls last' : 'asc nulls first'));
  q = q.orderBy('b.id');
  const rows = await q.limit(page.limit).offset(page.offset).execute();
  const total = rows.length > 0 ? Number(rows[0]!.total) : page.offset > 0 ? await countBanners(db, filters) : 0;
  return { rows: rows.map(({ total: _t, ...r }) => r as BannerRow), total };
}

async function countBanners(db: Executor, filters: BannerListFilters): Promise<number> {
  const page = await listBanners(db, 'tr', filters, [], { limit: 1, offset: 0 });
  return page.total;
}

/** Every banner of a group, in order. */
export async function listGroup(db: Executor, culture: Culture, groupTag: string): Promise<BannerRow[]> {
  return selectBanners(db, culture).where('b.group_tag', '=', groupTag).orderBy('b.sort_order').orderBy('b.id').execute() as Promise<
    BannerRow[]
  >;
}

/** Every switched-on banner, each group in order (the home call filters them by time, country and category). */
export async function listActiveBanners(db: Executor): Promise<BannerRow[]> {
  return selectBanners(db, 'tr')
    .where('b.is_active', '=', true)
    .orderBy('b.group_tag')
    .orderBy('b.sort_order')
    .orderBy('b.id')
    .execute() as Promise<BannerRow[]>;
}

export async function findBanner(db: Executor, culture: Culture, id: number): Promise<BannerRow | undefined> {
  return selectBanners(db, culture).where('b.id', '=', id).executeTakeFirst() as Promise<BannerRow | undefined>;
}

/** Locks a banner's row for a change. */
export async function lockBanner(db: Executor, id: number): Promise<BannerRow | undefined> {
  return selectBanners(db, 'tr').where('b.id', '=', id).forUpdate('b').executeTakeFirst() as Promise<BannerRow | undefined>;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function countryExists(db: Executor, code: string): Promise<boolean> {
  return (await db.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
}

export async function insertBanner(db: Executor, values: BannerValues, userId: string): Promise<number> {
  const row = await db
    .insertInto('banners')
    .values({ ...values, images: JSON.stringify(values.images), created_by: userId, updated_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: Executor, id: number, values: BannerValues, userId: string): Promise<void> {
  await db
    .updateTable('banners')
    .set({ ...values, images: JSON.stringify(values.images), updated_by: userId, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteBanner(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('banners').where('id', '=', id).execute();
}
