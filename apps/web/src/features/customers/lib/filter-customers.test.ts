import type { SelectableCustomer } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import { filterAndSortCustomers, pageOf } from './filter-customers';

const c = (id: string, name: string, code: string | null, countryCode = 'TR'): SelectableCustomer => ({
  id,
  name,
  code,
  countryCode,
});

const customers = [
  c('1', 'Yıldız Oto Lastik', 'C-300'),
  c('2', 'Işık Akü', 'C-200'),
  c('3', 'Oto Işıklar', 'C-100'),
  c('4', 'Şahin Jant', 'C-400'),
  c('5', 'Güneş Otomotiv', 'C-500', 'DE'),
  c('6', 'Güneş Otomotiv', 'C-050', 'AT'),
  c('7', 'Güneş Otomotiv', 'C-050', 'DE'),
];

const names = (rows: SelectableCustomer[]) => rows.map((r) => r.id);

describe('filterAndSortCustomers', () => {
  it('filters on the name ignoring case and Turkish letters', () => {
    expect(names(filterAndSortCustomers(customers, 'isik'))).toEqual(['2', '3']);
    expect(names(filterAndSortCustomers(customers, 'IŞIK'))).toEqual(['2', '3']);
    expect(names(filterAndSortCustomers(customers, 'sahin'))).toEqual(['4']);
    expect(names(filterAndSortCustomers(customers, 'GUNES'))).toEqual(['6', '7', '5']);
    expect(filterAndSortCustomers(customers, 'no such name')).toEqual([]);
  });

  it('does not match on code or country', () => {
    expect(filterAndSortCustomers(customers, 'C-300')).toEqual([]);
  });

  it('puts names that start with the search first, then sorts by name', () => {
    // "Oto Işıklar" starts with OTO; "Yıldız Oto Lastik" and "Güneş Otomotiv" only contain it
    expect(names(filterAndSortCustomers(customers, 'oto'))).toEqual(['3', '6', '7', '5', '1']);
  });

  it('breaks name ties by code, then country code', () => {
    expect(names(filterAndSortCustomers(customers, 'güneş'))).toEqual(['6', '7', '5']);
  });

  it('lists everyone sorted by name when the search is empty', () => {
    const rows = filterAndSortCustomers(customers, '  ');
    expect(rows).toHaveLength(customers.length);
    expect(rows[0]?.name).toBe('Güneş Otomotiv');
    expect(rows.at(-1)?.name).toBe('Yıldız Oto Lastik');
  });

  it('does not mutate the input', () => {
    const copy = [...customers];
    filterAndSortCustomers(customers, 'oto');
    expect(customers).toEqual(copy);
  });
});

describe('pageOf', () => {
  it('returns 10 rows a page', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(many, 1)).toHaveLength(10);
    expect(pageOf(many, 3)).toEqual([20, 21, 22]);
  });
});
