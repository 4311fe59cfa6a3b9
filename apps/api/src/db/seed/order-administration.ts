import type { Db } from '../database';

/**
 * Demo data of the order administration (issue 5; docs/decisions/0016):
 * - order parameters, the payment methods per top category: "Cari hesap 60 gün vade" (default, no
 *   discount, 60 days) and "Peşin ödeme" (3 % cash discount, no term); tyres also "Kredi kartı" (online);
 * - warehouse rules for a distributor at home in Türkiye: İstanbul then Ankara serve Turkish deliveries,
 *   Köln serves Germany and Austria and (after them) any other export country, İstanbul ships exports
 *   Köln cannot cover, and İstanbul serves export-registered Turkish customers. So `dealer` (TR) and
 *   `dealer-de` (DE) can both order;
 * - limits of the demo salesman (S001) on three tyres for the current quarter, each with its upload log.
 */
export async function seedOrderAdministration(trx: Db, opts: { salesmanCode: string; uploadedBy: string }) {
  const uploader = await trx.selectFrom('users').select('id').where('account_name', '=', opts.uploadedBy).executeTakeFirst();
  const uploadedBy = uploader?.id ?? null;
  const tops = await trx.selectFrom('categories').select(['id', 'code']).where('parent_id', 'is', null).orderBy('sort_order').execute();
  const names = (tr: string, de: string, en: string) => JSON.stringify({ tr, de, en });
  await trx
    .insertInto('order_parameters')
    .values(
      tops.flatMap((c) => [
        {
          category_id: c.id,
          payment_method_code: 'CARI60',
          names: names('Cari hesap 60 gün vade', 'Auf Rechnung, 60 Tage Ziel', 'On account, 60 days'),
          discount_rate: '0.00',
          due_days: 60,
          is_default: true,
          sort_order: 1,
        },
        {
          category_id: c.id,
          payment_method_code: 'PESIN',
          names: names('Peşin ödeme', 'Vorauszahlung (3 % Skonto)', 'Cash in advance (3% discount)'),
          discount_rate: '3.00',
          due_days: 0,
          sort_order: 2,
        },
        ...(c.code === 'LST'
          ? [
              {
                category_id: c.id,
                payment_method_code: 'KREDIKARTI',
                names: names('Kredi kartı', 'Kreditkarte', 'Credit card'),
                discount_rate: '0.00',
                due_days: 0,
                is_online: true,
                sort_order: 3,
              },
            ]
          : []),
      ]),
    )
    .execute();

  await trx
    .insertInto('warehouse_targets')
    .values([
      { warehouse_code: 'IST', accepted_country_codes: ['TR'], priority: 1 },
      { warehouse_code: 'ANK', accepted_country_codes: ['TR'], priority: 2 },
      { warehouse_code: 'KOL', accepted_country_codes: ['AT', 'DE'], priority: 1, is_export: true },
      { warehouse_code: 'KOL', accepted_country_codes: [], priority: 2, is_export: true },
      { warehouse_code: 'IST', accepted_country_codes: [], priority: 9, is_export: true },
      { warehouse_code: 'IST', accepted_country_codes: ['TR'], priority: 1, is_export_registered: true },
    ])
    .execute();

  // Three tyres with stock in İstanbul (the first by code, so the demo is the same every time).
  const tyres = await trx
    .selectFrom('products as p')
    .innerJoin('stocks as s', (j) => j.onRef('s.product_id', '=', 'p.id').on('s.warehouse_code', '=', 'IST').on('s.quantity', '>', 0))
    .select('p.code')
    .where('p.is_active', '=', true)
    .where(
      'p.category_id',
      'in',
      trx
        .selectFrom('categories as c')
        .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
        .select('c.id')
        .where((eb) => eb.or([eb('c.code', '=', 'LST'), eb('parent.code', '=', 'LST')])),
    )
    .orderBy('p.code')
    .limit(3)
    .execute();
  const today = new Date();
  const quarter = Math.floor(today.getUTCMonth() / 3);
  const start = new Date(Date.UTC(today.getUTCFullYear(), quarter * 3, 1));
  const end = new Date(Date.UTC(today.getUTCFullYear(), quarter * 3 + 3, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const quantities = [40, 25, 12];
  if (tyres.length === 0) return;
  const limits = await trx
    .insertInto('salesman_limits')
    .values(
      tyres.map((p, i) => ({
        salesman_code: opts.salesmanCode,
        product_code: p.code,
        quantity: quantities[i] ?? 10,
        start_date: day(start),
        end_date: day(end),
        created_by: uploadedBy,
      })),
    )
    .returning(['id', 'quantity'])
    .execute();
  await trx
    .insertInto('salesman_limit_logs')
    .values(
      limits.map((l) => ({
        salesman_limit_id: l.id,
        doc_no: null,
        customer_code: null,
        old_quantity: 0,
        new_quantity: l.quantity,
        order_date: null,
        created_by: uploadedBy,
      })),
    )
    .execute();
}
