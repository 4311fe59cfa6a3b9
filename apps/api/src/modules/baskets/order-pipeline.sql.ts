import { sql } from 'kysely';
import { auditInsertSql } from '../../platform/audit/audit.sql';
import { erpDeliveriesCte } from '../../platform/erp/erp.sql';
import { completeJobSql } from '../../platform/jobs/jobs.sql';
import { queueMailCtes } from '../../platform/mail/outbox.sql';
import { limitConsumptionCtes } from '../salesman-limits';
import type { OrderPlan, OrderRows } from './order-plan';

// The one place that composes other areas' fragments into the order statement (ADR 0025/0026): salesman
// limits, audit rows, the mail outbox, the ERP hand-off and the job's completion.

/**
 * A placed order in one statement (design.md §4), all of it or nothing: the transaction Completed with
 * its documents (only while InQueue), the allocated units taken off the stock rows (locked first in
 * (product, warehouse) order; never below zero), the salesman's limits consumed with their log rows, the
 * order documents with their items (1..n in cart order) and warehouse orders (`{doc}-{n}`, n per
 * warehouse in the order the document first uses it), the ordered lines out of the cart (product and
 * quantity as ordered: cart edits are refused while the order is in flight; this keeps a line changed in
 * the instant before it was placed), the audit rows, the confirmation email, the ERP hand-offs and the
 * job's own completion. The checks at the end (dealerport_assert) undo the whole statement when the
 * transaction was no longer InQueue or a stock row or limit no longer held the units.
 *
 * Its text is the same for every order of the same kind (salesman or not, mail, ERP, claimed job): rows
 * come as arrays and JSON record sets, not as VALUES lists of the order's length, so PostgreSQL parses
 * and plans it once per connection instead of once per shape of order (docs/performance.md).
 */
export function orderStatement(plan: OrderPlan, rows: OrderRows, claim: { jobId: string; workerId: string } | null) {
  const { context } = plan;
  const order = context.request;
  const lines = order.lines;
  const { stock, limitUses } = rows;
  return sql<{ details: number }>`
    with tx as (
      update order_transactions set status = 'Completed', created_orders = ${JSON.stringify(plan.created)}::jsonb, finished_at = now(),
        error_code = null, error_details = null
      where id = ${plan.transactionId} and status = 'InQueue'
      returning id
    ), locked as (
      select product_id from stocks where product_id = any(${[...new Set(stock.map((s) => s.productId))]}::int[])
      order by product_id, warehouse_code
      for update
    ), taken as (
      update stocks s set quantity = s.quantity - v.q
      from unnest(${stock.map((v) => v.productId)}::int[], ${stock.map((v) => v.warehouse)}::text[], ${stock.map((v) => v.quantity)}::int[])
        as v(pid, wh, q)
      where s.product_id = v.pid and s.warehouse_code = v.wh and s.quantity >= v.q and (select count(*) from locked) >= 0
      returning 1
    ), ${
      order.salesman
        ? limitConsumptionCtes({
            salesmanCode: order.salesman.code,
            uses: limitUses,
            customerCode: order.customer.code,
            orderDate: plan.now,
            limitDay: plan.day,
            userId: context.user_id,
          })
        : sql`limit_applying as (select null::bigint as id where false), limit_taken as (select null::bigint as id where false)`
    }, ${documentWritesCtes(plan, rows)}, emptied as (
      delete from cart_lines l
      using unnest(${lines.map((l) => l.productId)}::int[], ${lines.map((l) => l.quantity)}::int[]) as v(pid, q)
      where l.cart_id in (select id from carts where customer_id = ${context.customer_id}) and l.product_id = v.pid and l.quantity = v.q
      returning 1
    ), audited as (
      ${auditInsertSql({ userId: context.user_id }, plan.audits)}
      returning 1
    )${plan.mail ? sql`, ${queueMailCtes('mailed', plan.mail, { smtpConfigured: plan.smtpConfigured })}` : sql``}${
      plan.erp ? sql`, ${erpDeliveriesCte('handed_off', 'docs')}` : sql``
    }${claim ? sql`, job_done as (${completeJobSql(claim.jobId, claim.workerId)} returning 1)` : sql``}
    select dealerport_assert((select count(*) from tx) = 1, 'NOT_IN_QUEUE') as in_queue,
      dealerport_assert((select count(*) from taken) = ${stock.length}::int, 'STOCK_TAKEN') as stock,
      dealerport_assert((select count(*) from limit_taken) = (select count(*) from limit_applying), 'LIMIT_SHORT') as limits,
      (select count(*)::int from details) as details`;
}

/** The documents, their items and their warehouse orders (CTEs `docs`, `items`, `details` of the order statement). */
function documentWritesCtes(plan: OrderPlan, { headers, items, details }: OrderRows) {
  const { context } = plan;
  const order = context.request;
  return sql`docs as (
      insert into orders (doc_number, transaction_id, customer_id, user_id, salesman_id, payment_method_code, payment_method_name,
        is_online_payment, due_days, payment_status, currency, status, note, shipping_address_id, shipping_address_caption,
        shipping_address, shipping_country_code, total_gross_amount, total_discount_amount, total_amount_without_tax,
        total_tax_amount, total_expense_amount, total_amount, erp_status)
      select d.doc_number, ${plan.transactionId}, ${context.customer_id}, ${context.user_id}, ${order.salesman?.id ?? null}::uuid,
        d.payment_method_code, d.payment_method_name, d.is_online_payment, d.due_days, d.payment_status, ${order.currency}, 'Pending',
        ${order.note}, ${order.address.id}::uuid, ${order.address.caption}, ${order.address.text}, ${order.address.countryCode},
        d.gross, d.discount, d.net, d.vat, d.expense, d.total, ${plan.erp ? 'Pending' : 'Standalone'}
      from jsonb_to_recordset(${JSON.stringify(headers)}::jsonb) as d(doc_number text, payment_method_code text,
        payment_method_name text, is_online_payment boolean, due_days int, payment_status text, gross numeric, discount numeric,
        net numeric, vat numeric, expense numeric, total numeric)
      returning id, doc_number
    ), items as (
      insert into order_lines (order_id, line_no, product_id, product_code, product_name, category_id, unit_code, quantity,
        sale_price, discounted_price, campaign, price_before_campaign, discount_rates, vat_rate, expense_cost, gross_amount, discount_amount, net_amount,
        expense_amount, tax_amount, total_amount, due_date, status)
      select o.id, i.line_no, i.product_id, i.product_code, i.product_name, i.category_id, i.unit_code, i.quantity, i.sale_price,
        i.discounted_price, i.campaign, i.price_before_campaign, i.discount_rates, i.vat_rate, i.expense_cost, i.gross, i.discount, i.net, i.expense, i.vat, i.total,
        i.due_date, 'Pending'
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as i(doc_number text, line_no int, product_id int, product_code text,
        product_name text, category_id int, unit_code text, quantity int, sale_price numeric, discounted_price numeric,
        campaign jsonb, price_before_campaign numeric, discount_rates numeric[], vat_rate numeric, expense_cost numeric, gross numeric, discount numeric, net numeric,
        expense numeric, vat numeric, total numeric, due_date date, ord int)
      join docs o on o.doc_number = i.doc_number
      order by i.ord
      returning id, order_id, line_no
    ), details as (
      insert into order_line_details (order_line_id, number, warehouse_code, quantity)
      select i.id, x.number, x.warehouse_code, x.quantity
      from jsonb_to_recordset(${JSON.stringify(details)}::jsonb) as x(doc_number text, line_no int, number text, warehouse_code text,
        quantity int, ord int)
      join docs o on o.doc_number = x.doc_number
      join items i on i.order_id = o.id and i.line_no = x.line_no
      order by x.ord
      returning 1
    )`;
}
