import type { CustomerBalanceHistory } from '@dealerport/contract';
import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { decimalToNumber, formatAxisMoney, formatMoney } from '../../../lib/money';
import { balanceSeries, dayNumber, type SeriesPoint } from '../lib/balance-series';

const WIDTH = 640;
const HEIGHT = 200;
// the left margin holds the y axis's values (short form: "₺1,2 Mn")
const PAD = { top: 16, right: 16, bottom: 28, left: 72 };

interface BalanceChartProps {
  history: CustomerBalanceHistory;
  /** The chosen date range (either end may be open). */
  range: { start?: string; end?: string };
}

/**
 * The customer's balance over the chosen range (the server's balance history, not the ledger page on
 * screen), as a small inline SVG step chart placed by date: the balance holds from one day with movements
 * to the next. The numbers only place the points; every label is formatted from the decimal strings.
 */
export function BalanceChart({ history, range }: BalanceChartProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const series = balanceSeries(history, range);
  if (series.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('finance.chartEmpty')}
      </Text>
    );
  }
  const lng = i18n.language;
  const values = series.map((p) => decimalToNumber(p.balance));
  const maxIndex = values.indexOf(Math.max(...values));
  const minIndex = values.indexOf(Math.min(...values));
  const top = Math.max(values[maxIndex] ?? 0, 0);
  const bottom = Math.min(values[minIndex] ?? 0, 0);
  const span = top - bottom || 1;
  const first = series[0]!;
  const last = series[series.length - 1]!;
  const firstDay = dayNumber(first.date);
  const days = dayNumber(last.date) - firstDay;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  // a single day is drawn in the middle
  const x = (p: SeriesPoint) => (days === 0 ? PAD.left + innerW / 2 : PAD.left + (innerW * (dayNumber(p.date) - firstDay)) / days);
  const y = (v: number) => PAD.top + innerH * ((top - v) / span);
  const path = series
    .map((p, i) => (i === 0 ? `M${x(p).toFixed(1)},${y(values[0]!).toFixed(1)}` : `H${x(p).toFixed(1)} V${y(values[i]!).toFixed(1)}`))
    .join(' ');
  const money = (p: SeriesPoint) => formatMoney(p.balance, lng, history.currency);
  const description = t('finance.chartDescription', {
    from: formatDate(first.date, lng),
    to: formatDate(last.date, lng),
    first: money(first),
    last: money(last),
    max: money(series[maxIndex]!),
    min: money(series[minIndex]!),
  });

  return (
    <Stack gap={4}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        style={{ display: 'block', maxHeight: 260 }}
      >
        <title id={titleId}>{t('finance.chartTitle')}</title>
        <desc id={descId}>{description}</desc>
        {/* the y axis: the highest, zero and the lowest balance drawn */}
        {axisValues(top, bottom, y).map((v) => (
          <text
            key={v}
            data-testid="balance-axis"
            x={PAD.left - 8}
            y={y(v) + 4}
            fontSize={12}
            textAnchor="end"
            fill="var(--mantine-color-dimmed)"
          >
            {formatAxisMoney(v, lng, history.currency)}
          </text>
        ))}
        {/* zero line: above it the customer owes, below it is in credit */}
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-5)" strokeDasharray="4 4" />
        <path d={path} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2} strokeLinejoin="round" />
        {series.map((p, i) =>
          // a lone point (a range without movements) is drawn too: there is no line to show it
          p.movement || series.length === 1 ? (
            <circle key={p.date} cx={x(p)} cy={y(values[i] ?? 0)} r={3} fill="var(--mantine-primary-color-filled)">
              <title>{`${formatDate(p.date, lng)}: ${money(p)}`}</title>
            </circle>
          ) : null,
        )}
        <text x={PAD.left} y={HEIGHT - 8} fontSize={12} fill="var(--mantine-color-dimmed)">
          {formatDate(first.date, lng)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} fontSize={12} textAnchor="end" fill="var(--mantine-color-dimmed)">
          {formatDate(last.date, lng)}
        </text>
      </svg>
      {history.period === 'month' && (
        <Text size="xs" c="dimmed">
          {t('finance.chartPerMonth')}
        </Text>
      )}
    </Stack>
  );
}

/** The y axis's values: the top, zero and the bottom, each at least a line of text below the one above it. */
function axisValues(top: number, bottom: number, y: (v: number) => number): number[] {
  const kept: number[] = [];
  for (const v of [top, 0, bottom]) if (kept.every((k) => Math.abs(y(k) - y(v)) >= 14)) kept.push(v);
  return kept;
}
