import type {
  BalancePoint,
  CustomerAccount,
  CustomerAccountQuery,
  CustomerBalanceHistory,
  CustomerBalanceHistoryQuery,
  FinanceTransaction,
} from '@dealerport/contract';
import { notFound } from '../../lib/app-error';
import { offsetOf, toPagedList } from '../../lib/paging';
import type { CustomerContext } from '../../plugins/context';
import * as repo from './finance.repository';

function toTransaction(row: repo.LedgerRow): FinanceTransaction {
  return {
    id: row.id,
    ficheNo: row.fiche_no,
    ficheType: row.fiche_type,
    ficheTypeId: row.fiche_type_id,
    description: row.description,
    createDate: row.create_date,
    dueDate: row.due_date,
    sign: row.sign === -1 ? -1 : 1,
    amount: row.amount,
    balance: row.balance,
    currency: row.currency,
  };
}

/**
 * GET /api/customers/finance: the selected customer's balance and ledger (spec 01 §3 Customer
 * account). Rows are oldest first, like a statement; each carries the balance after it.
 */
export async function getCustomerAccount(ctx: CustomerContext, query: CustomerAccountQuery): Promise<CustomerAccount> {
  const customerId = ctx.customer.id;
  const header = await repo.findCustomerAccountHeader(ctx.db, customerId);
  if (!header) throw notFound();
  const page = { PageNumber: query.PageNumber, PageSize: query.PageSize };
  const [balance, { rows, total }] = await Promise.all([
    repo.currentBalance(ctx.db, customerId),
    repo.listLedger(ctx.db, customerId, { start: query.StartDate, end: query.EndDate }, page.PageSize, offsetOf(page)),
  ]);
  return {
    customerInfo: { code: header.code, name: header.name, currentBalance: balance, currency: header.currency.trim() },
    customerFinanceTransactions: toPagedList(rows.map(toTransaction), total, page),
  };
}

/** One fiche of the selected customer; another customer's fiche is NOT_FOUND (nothing leaks). */
export async function getFinanceFiche(ctx: CustomerContext, ficheNo: string): Promise<FinanceTransaction> {
  const row = await repo.findFiche(ctx.db, ctx.customer.id, ficheNo);
  if (!row) throw notFound({ ficheNo });
  return toTransaction(row);
}

/** Beyond this many days with movements the history is given per month (a chart has no room for more). */
const BALANCE_HISTORY_MAX_DAYS = 366;

/** The end-of-month balances of daily points: each month's last point (no arithmetic on money). */
export function monthlyPoints(daily: readonly BalancePoint[]): BalancePoint[] {
  const months: BalancePoint[] = [];
  for (const point of daily) {
    const last = months.at(-1);
    if (last && last.date.slice(0, 7) === point.date.slice(0, 7)) months[months.length - 1] = point;
    else months.push(point);
  }
  return months;
}

/**
 * GET /api/customers/finance/balance-history: the selected customer's balance over the dates, for the
 * finance screen's chart (the ledger itself is paged, so a chart of one page would show 50 rows, not the
 * period). The balance runs over the whole ledger, so the first point of a range is where the
 * customer really stood; the opening balance is the one before the range.
 */
export async function getBalanceHistory(ctx: CustomerContext, query: CustomerBalanceHistoryQuery): Promise<CustomerBalanceHistory> {
  const customerId = ctx.customer.id;
  const header = await repo.findCustomerAccountHeader(ctx.db, customerId);
  if (!header) throw notFound();
  const [daily, openingBalance] = await Promise.all([
    repo.listDailyBalances(ctx.db, customerId, { start: query.StartDate, end: query.EndDate }),
    query.StartDate ? repo.balanceBefore(ctx.db, customerId, query.StartDate) : Promise.resolve('0.00'),
  ]);
  const monthly = daily.length > BALANCE_HISTORY_MAX_DAYS;
  return {
    currency: header.currency.trim(),
    period: monthly ? 'month' : 'day',
    openingBalance,
    points: monthly ? monthlyPoints(daily) : daily,
  };
}
