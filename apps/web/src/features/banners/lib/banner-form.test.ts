import { describe, expect, it } from 'vitest';
import { bannerState, fromLocalInput, toBannersQuery, toLocalInput } from './banner-form';

describe('banner form helpers', () => {
  it('reads the window in the browser’s zone and back', () => {
    const iso = fromLocalInput('2026-03-01T09:30');
    expect(iso).toBe(new Date(2026, 2, 1, 9, 30).toISOString());
    expect(toLocalInput(iso ?? null)).toBe('2026-03-01T09:30');
    expect(fromLocalInput('')).toBeUndefined();
    expect(toLocalInput(null)).toBe('');
  });

  it('names the state the switch and the window give', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(bannerState({ isActive: false, activeFrom: null, activeTo: null }, now)).toBe('off');
    expect(bannerState({ isActive: true, activeFrom: '2026-07-01T00:00:00Z', activeTo: null }, now)).toBe('scheduled');
    expect(bannerState({ isActive: true, activeFrom: null, activeTo: '2026-05-01T00:00:00Z' }, now)).toBe('ended');
    expect(bannerState({ isActive: true, activeFrom: '2026-05-01T00:00:00Z', activeTo: '2026-07-01T00:00:00Z' }, now)).toBe('live');
  });

  it('sends the filters as ColumnFilters, the group in lower case', () => {
    expect(
      toBannersQuery({
        page: 2,
        pageSize: 25,
        search: ' kış ',
        sort: { column: 'order', direction: 'desc' },
        groupTag: ' Home-Main ',
        categoryId: '3',
        countryCode: 'DE',
      }),
    ).toEqual({
      PageNumber: 2,
      PageSize: 25,
      OrderBy: 'order desc',
      SearchTerm: 'kış',
      ColumnFilters: '{"groupTag":"home-main","categoryId":3,"countryCode":"DE"}',
    });
  });
});
