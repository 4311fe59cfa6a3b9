import { describe, expect, it } from 'vitest';
import { balanceSeries, dayNumber } from './balance-series';

const history = (points: { date: string; balance: string }[], openingBalance = '0.00') =>
  ({ currency: 'EUR', period: 'day', openingBalance, points }) as const;

describe('balanceSeries', () => {
  const points = [
    { date: '2026-01-10', balance: '300.00' },
    { date: '2026-02-20', balance: '-120.00' },
  ];

  it('without a range: the days with movements', () => {
    expect(balanceSeries(history(points), {})).toEqual(points.map((p) => ({ ...p, movement: true })));
  });

  it('with a range: opens with the balance before it and carries the last balance to its end', () => {
    expect(balanceSeries(history(points, '50.00'), { start: '2026-01-01', end: '2026-03-31' })).toEqual([
      { date: '2026-01-01', balance: '50.00', movement: false },
      { date: '2026-01-10', balance: '300.00', movement: true },
      { date: '2026-02-20', balance: '-120.00', movement: true },
      { date: '2026-03-31', balance: '-120.00', movement: false },
    ]);
  });

  it('adds no edge on a day that has movements itself', () => {
    expect(balanceSeries(history(points, '50.00'), { start: '2026-01-10', end: '2026-02-20' })).toEqual(
      points.map((p) => ({ ...p, movement: true })),
    );
  });

  it('a range without movements is its opening balance held over the range; no range and no movements is nothing', () => {
    expect(balanceSeries(history([], '75.25'), { start: '2026-04-01', end: '2026-04-30' })).toEqual([
      { date: '2026-04-01', balance: '75.25', movement: false },
      { date: '2026-04-30', balance: '75.25', movement: false },
    ]);
    expect(balanceSeries(history([]), {})).toEqual([]);
    expect(balanceSeries(history([]), { end: '2026-04-30' })).toEqual([]);
  });
});

describe('dayNumber', () => {
  it('counts whole days, whatever the time zone', () => {
    expect(dayNumber('2026-03-01') - dayNumber('2026-02-28')).toBe(1);
    expect(dayNumber('1970-01-01')).toBe(0);
  });
});
