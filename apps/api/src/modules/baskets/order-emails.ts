import { add, decimal, format } from '../../lib/money';

/** A document of the order confirmation's `documents` variable (modules/emails: EMAIL_EVENTS). */
export interface EmailDocument {
  docNumber: string;
  paymentMethod: string;
  lines: number;
  total: string;
  currency: string;
}

/** The `total` variable: the documents' totals added (one currency per order). */
export function grandTotal(documents: readonly EmailDocument[]): string {
  return format(documents.reduce((sum, d) => add(sum, decimal(d.total)), decimal('0')));
}
