import type { Culture } from '@dealerport/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';

type Executor = Kysely<Database>;

export interface Page {
  limit: number;
  offset: number;
}

const categoryName = (culture: Culture) => sql<string | null>`coalesce(c.names->>${culture}, c.names->>'tr', c.code)`;

function parameterQuery(db: Executor, culture: Culture) {
  return db
    .selectFrom('order_parameters as op')
    .leftJoin('categories as c', 'c.id', 'op.category_id')
    .select([
      'op.id',
      'op.category_id',
      categoryName(culture).as('category_name'),
      'op.payment_method_code',
      'op.names',
      'op.discount_rate',
      'op.due_days',
      'op.is_online',
      'op.is_default',
      'op.sort_order',
      'op.is_active',
    ]);
}
export type ParameterRow = Awaited<ReturnType<ReturnType<typeof parameterQuery>['executeTakeFirstOrThrow']>>;

/** Every-category parameters first, then by category name, order and code. SearchTerm: code or a name. */
export async function listParameters(db: Executor, culture: Culture, search: string | undefined, page: Page) {
  let q = parameterQuery(db, culture);
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) =>
      eb.or([
        eb(foldSql(sql`op.payment_method_code`), 'like', pattern),
        eb(foldSql(sql`op.names->>'tr'`), 'like', pattern),
        eb(foldSql(sql`op.names->>'de'`), 'like', pattern),
        eb(foldSql(sql`op.names->>'en'`), 'like', pattern),
        eb(foldSql(sql`c.code`), 'like', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .orderBy(sql`op.category_id is not null`)
      .orderBy(sql`coalesce(c.names->>${culture}, c.names->>'tr', c.code)`)
      .orderBy('op.sort_order')
      .orderBy('op.payment_method_code')
      .orderBy('op.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function getParameter(db: Executor, culture: Culture, id: number) {
  return parameterQuery(db, culture).where('op.id', '=', id).executeTakeFirst();
}

export async function findParameterRow(db: Executor, id: number) {
  return db.selectFrom('order_parameters').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return !!(await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst());
}

/** Whether the code is already used in the same category scope (null: the every-category scope). */
export async function codeTaken(db: Executor, categoryId: number | null, code: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('order_parameters')
    .select('id')
    .where(sql<boolean>`coalesce(category_id, 0) = ${categoryId ?? 0}`)
    .where(sql<boolean>`upper(payment_method_code) = upper(${code})`);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

/**
 * Serialises the writers of defaults: two requests making different parameters of one scope the
 * default cannot both win. Held until the transaction ends.
 */
export async function lockDefaults(db: Executor) {
  await sql`select pg_advisory_xact_lock(hashtext('order_parameters.default'))`.execute(db);
}

/** Clears the default flag of every other parameter of the same category scope. */
export async function clearOtherDefaults(db: Executor, categoryId: number | null, keepId: number) {
  await db
    .updateTable('order_parameters')
    .set({ is_default: false, updated_at: sql<Date>`now()` as never })
    .where(sql<boolean>`coalesce(category_id, 0) = ${categoryId ?? 0}`)
    .where('id', '<>', keepId)
    .where('is_default', '=', true)
    .execute();
}

export interface ParameterValues {
  category_id: number | null;
  payment_method_code: string;
  names: LocalisedNames;
  discount_rate: string;
  due_days: number;
  is_online: boolean;
  is_default: boolean;
  sort_order: number;
  is_active: boolean;
}

export async function insertParameter(db: Executor, values: ParameterValues) {
  const row = await db
    .insertInto('order_parameters')
    .values({ ...values, names: JSON.stringify(values.names) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateParameter(db: Executor, id: number, values: ParameterValues) {
  await db
    .updateTable('order_parameters')
    .set({ ...values, names: JSON.stringify(values.names), updated_at: sql<Date>`now()` as never })
    .where('id', '=', id)
    .execute();
}

export async function deleteParameter(db: Executor, id: number) {
  await db.deleteFrom('order_parameters').where('id', '=', id).execute();
}

/** An active order parameter as choosing a payment method reads it. */
export type OfferedParameterRow = Omit<ParameterValues, 'is_active'>;

/** The category tree (id, parent) and the active order parameters, in one round trip. */
export async function readPaymentSetup(db: Executor) {
  const loaded = await sql<{ tree: Array<[number, number | null]> | null; params: OfferedParameterRow[] | null }>`
    select
      (select json_agg(json_build_array(id, parent_id)) from categories) as tree,
      (select json_agg(json_build_object('category_id', category_id, 'payment_method_code', payment_method_code, 'names', names,
        'discount_rate', discount_rate::text, 'due_days', due_days, 'is_online', is_online, 'is_default', is_default, 'sort_order', sort_order))
        from order_parameters where is_active) as params`.execute(db);
  return loaded.rows[0];
}
