import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, toOrdersQuery } from './orders-query';

describe('toOrdersQuery', () => {
  it('leaves empty filters out', () => {
    expect(toOrdersQuery(EMPTY_FILTER, 1, 10)).toEqual({ PageNumber: 1, PageSize: 10 });
    expect(toOrdersQuery({ ...EMPTY_FILTER, search: '   ' }, 2, 25)).toEqual({ PageNumber: 2, PageSize: 25 });
  });

  it('sends search, status and the date range', () => {
    expect(toOrdersQuery({ search: ' B2B-1 ', status: 'Shipped', from: '2026-11-01', to: '2026-11-30' }, 1, 10)).toEqual({
      PageNumber: 1,
      PageSize: 10,
      SearchTerm: 'B2B-1',
      Status: 'Shipped',
      StartDate: '2026-11-01',
      EndDate: '2026-11-30',
    });
  });

  it('turns a range typed backwards around and ignores a half-typed day', () => {
    expect(toOrdersQuery({ ...EMPTY_FILTER, from: '2026-11-30', to: '2026-11-01' }, 1, 10)).toMatchObject({
      StartDate: '2026-11-01',
      EndDate: '2026-11-30',
    });
    expect(toOrdersQuery({ ...EMPTY_FILTER, from: '2026-1' }, 1, 10)).toEqual({ PageNumber: 1, PageSize: 10 });
  });
});
