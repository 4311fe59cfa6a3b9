import type { Db } from '../database';

/**
 * Demo bundles (issue 18; ADR 0048): the home page's three strips, so a new install's home shows products.
 * - `new`: the newest products (highest ids), one per category first;
 * - `campaign`: the products with a campaign text, topped up with the newest others;
 * - `best-sellers`: the longest-standing products (lowest ids), one per category first.
 * Products hidden for a customer drop out of that customer's strip at read time, as everywhere.
 */
export async function seedDemoBundles(trx: Db, opts: { createdBy: string }) {
  const creator = await trx.selectFrom('users').select('id').where('account_name', '=', opts.createdBy).executeTakeFirst();
  const createdBy = creator?.id ?? null;
  const products = await trx
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.category_id', 'p.campaign'])
    .where('p.is_active', '=', true)
    .where('c.is_active', '=', true)
    .orderBy('p.id', 'desc')
    .execute();
  if (products.length === 0) return;
  type Row = (typeof products)[number];
  /** Up to `n` of `rows` in their order, one per category first, then the rest. */
  const spread = (rows: readonly Row[], n: number) => {
    const seen = new Set<number>();
    const first = rows.filter((r) => !seen.has(r.category_id) && seen.add(r.category_id));
    return [...new Set([...first, ...rows])].slice(0, n).map((r) => r.id);
  };
  const campaign = products.filter((p) => p.campaign !== null);
  const oldest = [...products].reverse();
  const texts = (tr: string, de: string, en: string) => JSON.stringify({ tr, de, en });
  const bundles = [
    {
      tag: 'new',
      titles: texts('Yeni ürünler', 'Neuheiten', 'New arrivals'),
      descriptions: texts('Kataloğa son eklenenler', 'Zuletzt in den Katalog aufgenommen', 'Latest additions to the catalogue'),
      productIds: spread(products, 10),
    },
    {
      tag: 'campaign',
      titles: texts('Kampanyalı ürünler', 'Aktionsartikel', 'On promotion'),
      descriptions: texts('Bu ayın fırsatları', 'Die Angebote des Monats', 'This month’s offers'),
      productIds: [...new Set([...campaign.map((p) => p.id), ...spread(products.slice(20), 10)])].slice(0, 10),
    },
    {
      tag: 'best-sellers',
      titles: texts('Çok satanlar', 'Bestseller', 'Best sellers'),
      descriptions: texts(
        'Bayilerimizin en çok tercih ettikleri',
        'Am häufigsten von unseren Händlern bestellt',
        'What our dealers order most',
      ),
      productIds: spread(oldest, 10),
    },
  ];
  for (const b of bundles) {
    const row = await trx
      .insertInto('bundles')
      .values({ tag: b.tag, titles: b.titles, descriptions: b.descriptions, created_by: createdBy, updated_by: createdBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('bundle_products')
      .values(b.productIds.map((product_id, i) => ({ bundle_id: row.id, product_id, sort_order: i })))
      .execute();
  }
}
