import { sql } from 'kysely';
import { addDays } from '../../lib/dates';
import { distributorDay } from '../../modules/settings';
import type { Db } from '../database';

/**
 * Demo price rules (ADR 0065), so every kind shows on the demo dealers' screens:
 * - price groups: the Turkish demo dealer and every third generated Turkish dealer are in BAYI-A, the
 *   next third in BAYI-B;
 * - BAYI-A's price list (TRY): most alloy and steel rims 7 % under the list price, valid for a while now;
 * - quantity breaks for everyone, in TRY and in EUR: batteries 3 % off from 4 pieces, 6 % off from 10;
 * - the Turkish demo dealer's own list: five accessories 15 % under the list price;
 * - a running campaign (winter tyres 10 % off, for everyone), one that starts later (all tyres 8 % off in
 *   spring) and, for BAYI-B, a fixed net price on one battery.
 * Prices are rounded to the cent, as an ERP's list would be. Dates follow the distributor's day, so the
 * running campaign runs whenever the demo is seeded.
 */
export async function seedDemoPriceRules(trx: Db, opts: { dealerCustomerId: string }): Promise<void> {
  const today = await distributorDay(trx);
  await sql`
    update customers c set price_group = case when c.id = ${opts.dealerCustomerId}::uuid then 'BAYI-A'
        when g.n % 3 = 0 then 'BAYI-A' when g.n % 3 = 1 then 'BAYI-B' end
    from (select id, row_number() over (order by code) as n from customers where country_code = 'TR') g
    where g.id = c.id`.execute(trx);

  const list = async (code: string, name: string, currency: string, validFrom: string | null) =>
    (await trx.insertInto('price_lists').values({ code, name, currency, valid_from: validFrom }).returning('id').executeTakeFirstOrThrow())
      .id;
  const assign = (priceListId: number, target: { customer_id?: string; price_group?: string }) =>
    trx
      .insertInto('price_list_assignments')
      .values({ price_list_id: priceListId, customer_id: target.customer_id ?? null, price_group: target.price_group ?? null })
      .execute();
  /** Products under a category code (and its sub-categories), offered in `currency`, at `factor` x their price there. */
  const items = (priceListId: number, categoryCode: string, currency: string, minQuantity: number, factor: string, where = sql`true`) =>
    sql`
      with recursive tree as (
        select id from categories where code = ${categoryCode}
        union all select c.id from categories c join tree t on c.parent_id = t.id
      )
      insert into price_list_items (price_list_id, product_id, min_quantity, price)
      select ${priceListId}, p.id, ${minQuantity}, round(coalesce(case when p.currency <> ${currency} then pp.list_price end, p.list_price) * ${factor}::numeric, 2)
      from products p join tree t on t.id = p.category_id
      left join product_prices pp on pp.product_id = p.id and pp.currency = ${currency}
      where (p.currency = ${currency} or pp.list_price is not null) and ${where}`.execute(trx);

  const groupList = await list('BAYI-A-JANT', 'Bayi A grubu jant fiyatları', 'TRY', addDays(today, -45));
  await assign(groupList, { price_group: 'BAYI-A' });
  await items(groupList, 'JNT', 'TRY', 1, '0.93', sql`p.id % 5 <> 0`);

  for (const [code, name, currency] of [
    ['ADET-TRY', 'Akü adet fiyatları', 'TRY'],
    ['STAFFEL-EUR', 'Batterie-Staffelpreise', 'EUR'],
  ] as const) {
    const breaks = await list(code, name, currency, addDays(today, -30));
    await assign(breaks, {});
    await items(breaks, 'AKU', currency, 4, '0.97');
    await items(breaks, 'AKU', currency, 10, '0.94');
  }

  const own = await list('OZEL-120.01.001', 'Anadolu Oto özel fiyatlar', 'TRY', null);
  await assign(own, { customer_id: opts.dealerCustomerId });
  await items(
    own,
    'AKS',
    'TRY',
    1,
    '0.85',
    sql`p.id in (select p2.id from products p2 join categories c2 on c2.id = p2.category_id where c2.code = 'AKS' and p2.currency = 'TRY' order by p2.id limit 5)`,
  );

  const winterTyres = sql`(
    select coalesce(array_agg(p.id order by p.id), '{}') from products p
    join property_details d on d.id = any(p.detail_ids) where d.code = 'winter')`;
  const category = (code: string) => sql`(select coalesce(array_agg(id), '{}') from categories where code = ${code})`;
  const battery = sql`(
    select coalesce(array_agg(x.id), '{}') from (
      select p.id from products p join categories c on c.id = p.category_id
      where c.code = 'AKU' and p.currency = 'TRY' order by p.id limit 1) x)`;
  await sql`
    insert into campaigns (code, names, starts_on, ends_on, kind, value, currency, price_groups, product_ids, category_ids)
    values
      ('KIS', ${JSON.stringify({ tr: 'Kış kampanyası', de: 'Winteraktion', en: 'Winter campaign' })}::jsonb,
        ${addDays(today, -7)}::date, ${addDays(today, 30)}::date, 'percent', 10, null, '{}', ${winterTyres}, '{}'),
      ('ILKBAHAR', ${JSON.stringify({ tr: 'İlkbahar fırsatı', de: 'Frühlingsangebot', en: 'Spring offer' })}::jsonb,
        ${addDays(today, 40)}::date, ${addDays(today, 80)}::date, 'percent', 8, null, '{}', '{}', ${category('LST')}),
      ('AKU-B', ${JSON.stringify({ tr: 'B grubu akü fırsatı', de: 'Batterieangebot Gruppe B', en: 'Group B battery offer' })}::jsonb,
        ${addDays(today, -3)}::date, ${addDays(today, 25)}::date, 'fixedPrice',
        (select round(p.list_price * 0.8, 2) from products p where p.id = (${battery})[1]), 'TRY', '{BAYI-B}', ${battery}, '{}')`.execute(
    trx,
  );
}
