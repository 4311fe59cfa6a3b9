/** The period presets of the dashboard: the last N calendar months, this one included. */
export const PERIOD_PRESETS = [3, 6, 12, 24] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
/** The preset shown first (the server's default too). */
export const DEFAULT_MONTHS: PeriodPreset = 12;

/** The currencies of the answer, the one with the most sales rows first. */
export function currenciesOf(rows: ReadonlyArray<{ currency: string }>): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.currency, (counts.get(r.currency) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}
