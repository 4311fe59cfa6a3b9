import type { CustomerBalanceHistory } from '@dealerport/contract';

export interface SeriesPoint {
  /** ISO date. */
  date: string;
  /** Decimal string. */
  balance: string;
  /** A day (or month) with movements; the others are the range's edges. */
  movement: boolean;
}

/**
 * The balance over the chosen range as a step series: the opening balance on the first day of the range
 * (when there is one), the end-of-period balance of each period with movements, and the last balance
 * carried to the end of the range. Without any movement and without a start date there is nothing to draw.
 */
export function balanceSeries(history: CustomerBalanceHistory, range: { start?: string; end?: string }): SeriesPoint[] {
  const points: SeriesPoint[] = history.points.map((p) => ({ ...p, movement: true }));
  if (range.start && (points.length === 0 || points[0]!.date > range.start)) {
    points.unshift({ date: range.start, balance: history.openingBalance, movement: false });
  }
  const last = points.at(-1);
  if (last && range.end && last.date < range.end) points.push({ date: range.end, balance: last.balance, movement: false });
  return points;
}

/** Days since the epoch of an ISO date (the chart's x axis). */
export const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
