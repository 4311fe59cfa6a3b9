import type { SelectableCustomer } from '@dealerport/contract';
import { foldForSearch } from '../../../lib/text';

export const CUSTOMER_PAGE_SIZE = 10;

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
const compare = (a: string | null, b: string | null) => collator.compare(a ?? '', b ?? '');

/**
 * Customer search of spec 01 §2/§5: filter on the name ignoring case and Turkish letters; names that
 * start with the search text come first, then by name, code and country code.
 */
export function filterAndSortCustomers(customers: readonly SelectableCustomer[], search: string): SelectableCustomer[] {
  const needle = foldForSearch(search.trim());
  const rows = customers.map((customer) => ({ customer, folded: foldForSearch(customer.name) }));
  const matching = needle ? rows.filter((r) => r.folded.includes(needle)) : rows;
  return matching
    .sort((a, b) => {
      if (needle) {
        const aStarts = a.folded.startsWith(needle);
        const bStarts = b.folded.startsWith(needle);
        if (aStarts !== bStarts) return aStarts ? -1 : 1;
      }
      return (
        compare(a.customer.name, b.customer.name) ||
        compare(a.customer.code, b.customer.code) ||
        compare(a.customer.countryCode, b.customer.countryCode)
      );
    })
    .map((r) => r.customer);
}

export function pageOf<T>(rows: readonly T[], page: number, size = CUSTOMER_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * size, page * size);
}
