import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

export interface LedgerRow {
  id: string;
  fiche_no: string;
  fiche_type: string;
  fiche_type_id: number;
  description: string | null;
  create_date: string;
  due_date: string | null;
  sign: number;
  amount: string;
  balance: string;
  currency: string;
}

/**
 * The customer's ledger with the running balance after each row. The window runs over the whole
 * ledger in date order (then id) before any date filter or page is applied, so a page or a date
 * range never restarts the balance. Money and dates leave the database as text: exact, no time zone.
 */
function ledger(customerId: string) {
  return sql`
    select id, fiche_no, fiche_type, fiche_type_id, description, create_date, due_date, sign,
           amount::text as amount, currency,
           (sum(sign * amount) over (order by create_date, id rows between unbounded preceding and current row))::numeric(16,2)::text as balance
    from finance_transactions
    where customer_id = ${customerId}`;
}

const ledgerColumns = sql`
  l.id::text as id, l.fiche_no, l.fiche_type, l.fiche_type_id, l.description,
  to_char(l.create_date, 'YYYY-MM-DD') as create_date, to_char(l.due_date, 'YYYY-MM-DD') as due_date,
  l.sign::int as sign, l.amount, l.balance, trim(l.currency) as currency`;

function dateFilter(range: { start?: string; end?: string }) {
  return sql`${range.start ? sql`and l.create_date >= ${range.start}::date` : sql``}
    ${range.end ? sql`and l.create_date <= ${range.end}::date` : sql``}`;
}

export async function listLedger(db: Executor, customerId: string, range: { start?: string; end?: string }, limit: number, offset: number) {
  const rows = await sql<LedgerRow>`
    select ${ledgerColumns}
    from (${ledger(customerId)}) l
    where true ${dateFilter(range)}
    order by l.create_date, l.id
    limit ${limit} offset ${offset}`.execute(db);
  const total = await sql<{ n: string }>`
    select count(*) as n from finance_transactions l
    where l.customer_id = ${customerId} ${dateFilter(range)}`.execute(db);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

/** Every row between the dates (an export), oldest first; at most `max` rows. */
export async function listLedgerAll(db: Executor, customerId: string, range: { start?: string; end?: string }, max: number) {
  const rows = await sql<LedgerRow>`
    select ${ledgerColumns}
    from (${ledger(customerId)}) l
    where true ${dateFilter(range)}
    order by l.create_date, l.id
    limit ${max}`.execute(db);
  return rows.rows;
}

/**
 * The balance at the end of each day with movements between the dates, over the whole ledger (a day's
 * movements are summed first, then run). Oldest first; dates and money as text.
 */
export async function listDailyBalances(db: Executor, customerId: string, range: { start?: string; end?: string }) {
  const rows = await sql<{ date: string; balance: string }>`
    select to_char(l.create_date, 'YYYY-MM-DD') as date, l.balance
    from (
      select create_date,
             (sum(sum(sign * amount)) over (order by create_date rows between unbounded preceding and current row))::numeric(16,2)::text as balance
      from finance_transactions
      where customer_id = ${customerId}
      group by create_date
    ) l
    where true ${dateFilter(range)}
    order by l.create_date`.execute(db);
  return rows.rows;
}

/** The balance of every row before a day (the opening balance of a period starting that day). */
export async function balanceBefore(db: Executor, customerId: string, day: string): Promise<string> {
  const row = await sql<{ balance: string }>`
    select coalesce(sum(sign * amount), 0)::numeric(16,2)::text as balance
    from finance_transactions where customer_id = ${customerId} and create_date < ${day}::date`.execute(db);
  return row.rows[0]?.balance ?? '0.00';
}

export async function findFiche(db: Executor, customerId: string, ficheNo: string) {
  const rows = await sql<LedgerRow>`
    select ${ledgerColumns}
    from (${ledger(customerId)}) l
    where l.fiche_no = ${ficheNo}`.execute(db);
  return rows.rows[0];
}

/** The balance over every row: debits minus credits, two decimals. */
export async function currentBalance(db: Executor, customerId: string): Promise<string> {
  const row = await sql<{ balance: string }>`
    select coalesce(sum(sign * amount), 0)::numeric(16,2)::text as balance
    from finance_transactions where customer_id = ${customerId}`.execute(db);
  return row.rows[0]?.balance ?? '0.00';
}

export async function findCustomerAccountHeader(db: Executor, customerId: string) {
  return db.selectFrom('customers').select(['code', 'name', 'currency']).where('id', '=', customerId).executeTakeFirst();
}
