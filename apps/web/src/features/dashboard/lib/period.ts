/** The period presets of the dashboard: the last N calendar months, this one included. */
export const PERIOD_PRESETS = [3, 6, 12, 24] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** From the first day of the month `months - 1` back to today (the browser's calendar day). */
export function presetPeriod(months: number, today = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today.getFullYear(), today.getMonth() - (months - 1), 1);
  return { startDate: iso(start), endDate: iso(today) };
}

/** The currencies of the answer, the one with the most sales rows first. */
export function currenciesOf(rows: ReadonlyArray<{ currency: string }>): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.currency, (counts.get(r.currency) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}
