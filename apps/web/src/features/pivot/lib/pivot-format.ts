import { CULTURES, type Culture, ORDER_STATUS_NAMES, type OrderStatus, type PivotDimension, type PivotValue } from '@dealerport/contract';
import { formatMonth } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { formatNumber } from '../../../lib/numbers';

const cultureOf = (language: string): Culture => ((CULTURES as readonly string[]).includes(language) ? (language as Culture) : 'tr');

/**
 * A key of the answer as the interface language reads it: a month ("2026-10") as "Okt. 2026", a status by
 * the contract's order status names (as the order pages and the export name it); categories, products and
 * currency codes as they come.
 */
export function pivotKeyText(field: PivotDimension, key: string, language: string): string {
  if (field === 'status') return ORDER_STATUS_NAMES[key as OrderStatus]?.[cultureOf(language)] ?? key;
  if (field === 'month') return formatMonth(key, language, 'medium');
  return key;
}

/**
 * A value of the grid: an amount (it has a currency) as money in its currency ("1.514,48 €"), a quantity or a
 * count as a number with the language's grouping ("1.500"); "" where there are no lines, "—" for a total over
 * currencies (the server never adds those up). The server's decimal strings are formatted as they are, never
 * added here.
 */
export function pivotValueText(value: PivotValue, language: string): string {
  if (value === null) return '';
  if (value.value === null) return '—';
  return value.currency !== null ? formatMoney(value.value, language, value.currency) : formatNumber(value.value, language, 0);
}
