// The world bench:catalog's mix draws from (and bench:sync's list load): categories with their sizes and
// facets, and the search terms, read from a seeded database.
import type { Random } from '../src/db/seed/random';
import type { Query } from './catalog-checks';
import { type MixCategory, searchTerms } from './catalog-mix';

/** The categories with their sizes and facets, and the search vocabulary, from the seeded database. */
export async function readWorld(query: Query, rng: Random, termCount: number) {
  const sizes = await query(`
    with recursive down(root, id) as (
      select id, id from categories where is_active
      union all select d.root, c.id from categories c join down d on c.parent_id = d.id where c.is_active)
    select d.root as id, count(p.id)::int as n from down d join products p on p.category_id = d.id and p.is_active group by d.root`);
  const details = await query(`
    with recursive down(root, id) as (
      select id, id from categories where is_active
      union all select d.root, c.id from categories c join down d on c.parent_id = d.id where c.is_active)
    select d.root, pd.property_id, x.property_detail_id as detail_id, count(*)::int as n
    from down d join products p on p.category_id = d.id and p.is_active
    join product_property_details x on x.product_id = p.id
    join property_details pd on pd.id = x.property_detail_id join properties pr on pr.id = pd.property_id and pr.is_facet
    group by 1, 2, 3 order by 1, 2, 3`);
  const categories: MixCategory[] = sizes.map((r) => {
    const facets = new Map<number, { id: number; count: number }[]>();
    for (const d of details.filter((d) => Number(d.root) === Number(r.id)))
      facets.set(Number(d.property_id), [...(facets.get(Number(d.property_id)) ?? []), { id: Number(d.detail_id), count: Number(d.n) }]);
    return { id: Number(r.id), products: Number(r.n), facets: [...facets].map(([propertyId, ds]) => ({ propertyId, details: ds })) };
  });
  const byKey = async (key: string) =>
    (
      await query(`select d.name from property_details d join properties p on p.id = d.property_id where p.key = $1 order by d.id`, [key])
    ).map((r) => String(r.name));
  const brandRows = await query(
    `select c.code, d.name from property_details d join properties p on p.id = d.property_id and p.key = 'brand' join categories c on c.id = p.category_id`,
  );
  const brands: Record<string, string[]> = {};
  for (const r of brandRows) brands[String(r.code)] = [...(brands[String(r.code)] ?? []), String(r.name)];
  const sizeRows = await query(
    `select distinct substring(name from '\\d{3}/\\d{2}R\\d{2}') as s from products where name ~ '\\d{3}/\\d{2}R\\d{2}'`,
  );
  const names = await query(`select name from products where id % 47 = 0 limit 3000`);
  const brandWords = new Set(
    Object.values(brands)
      .flat()
      .map((b) => b.toLowerCase()),
  );
  const models = [
    ...new Set(
      names.flatMap((r) => String(r.name).split(' ')).filter((w) => /^\p{L}[\p{L}*+-]{3,}$/u.test(w) && !brandWords.has(w.toLowerCase())),
    ),
  ];
  const vocabulary = {
    brands,
    tyreSizes: sizeRows.map((r) => String(r.s).split(/[/R]/).map(Number) as [number, number, number]),
    pcds: await byKey('pcd'),
    rimDiameters: (await byKey('diameter')).map((d) => Number.parseInt(d, 10)),
    batteryAh: (await byKey('capacity')).map((d) => Number.parseInt(d, 10)),
    viscosities: await byKey('viscosity'),
    models,
    codes: (await query(`select code from products where id % 37 = 0 limit 4000`)).map((r) => String(r.code)),
  };
  return { categories, terms: searchTerms(vocabulary, termCount, rng) };
}
