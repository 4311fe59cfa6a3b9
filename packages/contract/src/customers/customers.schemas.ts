import { z } from 'zod';
import { CULTURES } from '../common/cultures';
import { countryCode, optionalText } from '../common/fields';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

// ---- customers (administration list, spec 01 §7) ----

/**
 * A row of GET /api/customers and GET /api/customers/{name}: the spec's Customer (01 §3, 02 §3) plus our
 * code, countryCode, currency and isActive.
 */
export const CustomerListItemSchema = z.object({
  id: text(),
  code: text().nullable(),
  name: text(),
  title: text().nullable(),
  email: text().nullable(),
  phoneNumber: text().nullable(),
  representativePerson: text().nullable(),
  /**
   * The consents given with the registration that created the customer (KVKK data processing; commercial
   * messages). false for a customer that did not come from a registration (ERP, administration).
   */
  isKvkkConfirm: z.boolean(),
  isCommunicationConfirm: z.boolean(),
  /** The sectors the customer works in, as given at registration (free texts); empty when none. */
  customerSectors: z.array(text()),
  countryCode: text(),
  currency: text(),
  /** The language the portal mails the customer in (its order mails), set by the ERP; null: each user's own. */
  language: z.enum(CULTURES).nullable(),
  isActive: z.boolean(),
});
export type CustomerListItem = z.infer<typeof CustomerListItemSchema>;
export const CustomerListSchema = pagedListSchema(CustomerListItemSchema);
export const CustomerListItemArraySchema = z.array(CustomerListItemSchema);

/** ColumnFilters of GET /api/customers: a JSON object, e.g. `{"countryCode":"DE","isActive":true}`. */
export const CustomerColumnFiltersSchema = z.strictObject({
  countryCode: text().length(2).optional(),
  currency: text().length(3).optional(),
  isActive: z.boolean().optional(),
});
export type CustomerColumnFilters = z.infer<typeof CustomerColumnFiltersSchema>;

export const CustomerSearchNameParamSchema = z.object({ name: text().trim().min(1).max(200) });

// ---- delivery addresses of the selected customer (spec 01 §3 Delivery address) ----

export const DeliveryAddressSchema = z.object({
  id: text(),
  code: text(),
  caption: text(),
  title: text().nullable(),
  responsible: text().nullable(),
  address: text(),
  city: text(),
  postCode: text().nullable(),
  countryCode: text(),
  /** The address checkout proposes first (one per customer). */
  isDefault: z.boolean(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;
export const DeliveryAddressListSchema = z.array(DeliveryAddressSchema);

/** POST /api/customers/addresses and PUT /api/customers/addresses/{addressId}. `code` is unique per customer. */
export const DeliveryAddressBodySchema = z.object({
  code: text()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[\p{L}\p{N}._\-/ ]+$/u),
  caption: text().trim().min(1).max(100),
  title: optionalText(200),
  responsible: optionalText(100),
  address: text().trim().min(1).max(500),
  city: text().trim().min(1).max(100),
  postCode: optionalText(20),
  countryCode,
  isDefault: z.boolean().optional(),
});
export type DeliveryAddressBody = z.infer<typeof DeliveryAddressBodySchema>;

export const AddressIdParamSchema = z.object({ addressId: z.uuid() });

// ---- finance (spec 01 §3 Finance transaction, Customer account, Balance) ----

/**
 * Money is a decimal string with exactly two decimals ("1234.50", "-80.00"), never a float
 * (design.md §1 money). Dates are ISO dates ("2026-03-31").
 */
export const MoneySchema = text().regex(/^-?\d+\.\d{2}$/);

export const BalanceSchema = z.object({
  code: text().nullable(),
  name: text(),
  /** Sum of every ledger row (debits minus credits): positive means the customer owes. */
  currentBalance: MoneySchema,
  currency: text(),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const FinanceTransactionSchema = z.object({
  id: text(),
  ficheNo: text(),
  ficheType: text(),
  ficheTypeId: z.number().int(),
  description: text().nullable(),
  createDate: z.iso.date(),
  dueDate: z.iso.date().nullable(),
  /** 1: debit (invoice), -1: credit (payment, return). */
  sign: z.union([z.literal(1), z.literal(-1)]),
  /** Always positive; `sign` says which way it goes. */
  amount: MoneySchema,
  /** The running balance after this row, over the whole ledger in date order (not just this page). */
  balance: MoneySchema,
  currency: text(),
});
export type FinanceTransaction = z.infer<typeof FinanceTransactionSchema>;

export const CustomerAccountSchema = z.object({
  customerInfo: BalanceSchema,
  /** Oldest first (statement order), paged. */
  customerFinanceTransactions: pagedListSchema(FinanceTransactionSchema),
});
export type CustomerAccount = z.infer<typeof CustomerAccountSchema>;

export const CustomerAccountQuerySchema = z
  .object({
    /** Inclusive ISO dates on createDate. */
    StartDate: z.iso.date().optional(),
    EndDate: z.iso.date().optional(),
    PageNumber: z.coerce.number().int().min(1).default(1),
    PageSize: z.coerce.number().int().min(1).max(500).default(50),
  })
  .refine((q) => !q.StartDate || !q.EndDate || q.StartDate <= q.EndDate, { path: ['EndDate'], params: { issue: 'DATE_RANGE' } });
export type CustomerAccountQuery = z.infer<typeof CustomerAccountQuerySchema>;

/** GET /api/customers/finance/export: the ledger between the dates (all rows), as xlsx (default) or csv. */
export const CustomerLedgerExportQuerySchema = z
  .object({
    StartDate: z.iso.date().optional(),
    EndDate: z.iso.date().optional(),
    Format: z.enum(['xlsx', 'csv']).default('xlsx'),
  })
  .refine((q) => !q.StartDate || !q.EndDate || q.StartDate <= q.EndDate, { path: ['EndDate'], params: { issue: 'DATE_RANGE' } });
export type CustomerLedgerExportQuery = z.infer<typeof CustomerLedgerExportQuerySchema>;

/** GET /api/customers/finance/balance-history: the balance over time between the dates. */
export const CustomerBalanceHistoryQuerySchema = z
  .object({
    StartDate: z.iso.date().optional(),
    EndDate: z.iso.date().optional(),
  })
  .refine((q) => !q.StartDate || !q.EndDate || q.StartDate <= q.EndDate, { path: ['EndDate'], params: { issue: 'DATE_RANGE' } });
export type CustomerBalanceHistoryQuery = z.infer<typeof CustomerBalanceHistoryQuerySchema>;

export const BalancePointSchema = z.object({
  /** The last day of the period (a day with movements, or the last such day of the month). */
  date: z.iso.date(),
  /** The balance at the end of that day, over the whole ledger (not only the range). */
  balance: MoneySchema,
});
export type BalancePoint = z.infer<typeof BalancePointSchema>;

export const CustomerBalanceHistorySchema = z.object({
  currency: text(),
  /** `day`: a point per day with movements; `month`: a point per month (a long range). */
  period: z.enum(['day', 'month']),
  /** The balance before the range's first day (0.00 without StartDate). */
  openingBalance: MoneySchema,
  /** Oldest first; only periods with movements in the range. */
  points: z.array(BalancePointSchema),
});
export type CustomerBalanceHistory = z.infer<typeof CustomerBalanceHistorySchema>;

export const FicheNoParamSchema = z.object({ ficheNo: text().trim().min(1).max(100) });
