import { describe, expect, it } from 'vitest';
import { readProductQuery, toListBody, writeProductQuery } from './product-query';

describe('product query in the URL', () => {
  it('reads category, search text, facets, sort and page, ignoring junk', () => {
    const q = readProductQuery(new URLSearchParams('category=12&searchText=%20205%2F55%20&f=9&f=3&f=x&f=3&sort=price-asc&page=2'));
    expect(q).toEqual({ categoryId: 12, searchText: '205/55', detailIds: [3, 9], sort: 'price-asc', page: 2 });
    expect(readProductQuery(new URLSearchParams('category=abc&page=0'))).toEqual({
      categoryId: undefined,
      searchText: undefined,
      detailIds: [],
      sort: undefined,
      page: 1,
    });
  });

  it('writes back what it reads and builds the list body (50 a page)', () => {
    const q = readProductQuery(new URLSearchParams('category=12&f=3&f=9&page=3'));
    expect(writeProductQuery(q).toString()).toBe('category=12&f=3&f=9&page=3');
    expect(toListBody(q)).toEqual({
      categoryId: 12,
      searchText: undefined,
      propertyDetailIds: [3, 9],
      sort: undefined,
      pageNumber: 3,
    });
  });
});
