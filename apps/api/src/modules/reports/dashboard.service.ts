import { DASHBOARD_TOP, type Dashboard, type DashboardQuery } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { dayIn } from '../../lib/dates';
import { localName } from '../../lib/local-name';
import type { SignedInContext } from '../../plugins/context';
import { customerScopeOf } from '../customers';
import { readGeneralSettings } from '../settings';
import * as repo from './dashboard.repository';

/** What staff need to see every customer's figures: the same as for the order report's rows. */
const STAFF_PERMISSION = 'report-order.list';

/**
 * GET /api/reports/dashboard (our extension, ADR 0051): the caller's sales over time, top products and
 * customers, orders by status and open balance for a period. Like the reports it answers for the caller,
 * never for a selected customer: a dealer's own customer, a salesman's assigned customers, every customer
 * for staff holding the order report permission (others are refused rather than shown a misleading zero).
 */
export async function getDashboard(ctx: SignedInContext, query: DashboardQuery): Promise<Dashboard> {
  if (ctx.actor.userType === 'staff' && !ctx.actor.permissions.has(STAFF_PERMISSION)) throw new AppError('FORBIDDEN');
  const { timeZone } = await readGeneralSettings(ctx);
  const { startDate, endDate } = periodOf(query, dayIn(timeZone));
  const period: repo.DashboardPeriod = { scope: customerScopeOf(ctx.actor), startDate, endDate, timeZone };
  const [monthsAndCustomers, products, statuses, balances] = await Promise.all([
    repo.salesByMonthAndCustomer(ctx.db, period, DASHBOARD_TOP),
    ctx.db.transaction().execute((trx) => repo.topProducts(trx, period, DASHBOARD_TOP)),
    repo.ordersByStatus(ctx.db, period),
    repo.openBalance(ctx.db, period),
  ]);
  const figures = [...monthsAndCustomers, ...products];
  const of = (kind: repo.SalesFigureRow['kind']) => figures.filter((f) => f.kind === kind);
  return {
    startDate,
    endDate,
    salesByMonth: of('month').map((m) => ({ month: m.month ?? '', currency: m.currency, amount: m.amount, orderCount: m.order_count })),
    topProducts: of('product').map((r) => ({
      productId: r.product_id ?? 0,
      productCode: r.product_code ?? '',
      // the product as the catalogue names it to this reader (ADR 0062)
      productName: localName(r.product_names, ctx.culture, r.product_name ?? ''),
      currency: r.currency,
      amount: r.amount,
      quantity: r.quantity,
    })),
    topCustomers: of('customer').map((r) => ({
      customerId: r.customer_id ?? '',
      customerCode: r.customer_code,
      customerName: r.customer_name ?? '',
      currency: r.currency,
      amount: r.amount,
      orderCount: r.order_count,
    })),
    ordersByStatus: statuses,
    openBalance: balances.map((b) => ({ currency: b.currency, amount: b.amount, customerCount: b.customer_count })),
  };
}

/**
 * The asked period; a missing end is today, a missing start the first day of the month `months - 1`
 * before the end's month (default 12, so 12 calendar months, this one included). A start after today
 * with no end ends on the start day; `months` counts only without a start.
 */
export function periodOf(q: DashboardQuery, today: string): { startDate: string; endDate: string } {
  const endDate = q.endDate ?? (q.startDate && q.startDate > today ? q.startDate : today);
  if (q.startDate) return { startDate: q.startDate, endDate };
  const [y, m] = endDate.split('-').map(Number) as [number, number];
  const months = y * 12 + (m - 1) - ((q.months ?? 12) - 1);
  const startDate = `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
  return { startDate, endDate };
}
