import type { Kysely } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';

type Executor = Kysely<Database>;

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  code: string;
  names: LocalisedNames;
  icon: string | null;
  ref_code: string | null;
  sort_order: number;
  is_active: boolean;
}

/** Every category (a few dozen rows): the tree and the lookups are built in memory. */
export async function listAllCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'code', 'names', 'icon', 'ref_code', 'sort_order', 'is_active'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
