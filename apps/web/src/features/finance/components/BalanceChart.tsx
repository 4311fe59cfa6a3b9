import type { FinanceTransaction } from '@dealerport/contract';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../lib/format-date';
import { decimalToNumber, formatDecimal } from '../lib/money';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 16, right: 16, bottom: 28, left: 16 };

/**
 * The running balance of the rows shown, as a small inline SVG line chart (one point per row, in
 * ledger order). The numbers only place the points; every label is formatted from the decimal strings.
 */
export function BalanceChart({ rows }: { rows: readonly FinanceTransaction[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descId = useId();
  if (rows.length < 2) {
    return (
      <Text size="sm" c="dimmed">
        {t('finance.chartTooFew')}
      </Text>
    );
  }
  const lng = i18n.language;
  const values = rows.map((r) => decimalToNumber(r.balance));
  const maxIndex = values.indexOf(Math.max(...values));
  const minIndex = values.indexOf(Math.min(...values));
  const top = Math.max(values[maxIndex] ?? 0, 0);
  const bottom = Math.min(values[minIndex] ?? 0, 0);
  const span = top - bottom || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (innerW * i) / (rows.length - 1);
  const y = (v: number) => PAD.top + innerH * ((top - v) / span);
  const path = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const money = (r: FinanceTransaction) => formatDecimal(r.balance, lng, r.currency);
  const description = t('finance.chartDescription', {
    from: formatIsoDate(first.createDate, lng),
    to: formatIsoDate(last.createDate, lng),
    first: money(first),
    last: money(last),
    max: money(rows[maxIndex]!),
    min: money(rows[minIndex]!),
  });

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      style={{ display: 'block', maxHeight: 260 }}
    >
      <title id={titleId}>{t('finance.chartTitle')}</title>
      <desc id={descId}>{description}</desc>
      {/* zero line: above it the customer owes, below it is in credit */}
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-5)" strokeDasharray="4 4" />
      <path d={path} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2} strokeLinejoin="round" />
      {rows.map((r, i) => (
        <circle key={r.id} cx={x(i)} cy={y(values[i] ?? 0)} r={3} fill="var(--mantine-primary-color-filled)">
          <title>{`${formatIsoDate(r.createDate, lng)} · ${r.ficheNo}: ${money(r)}`}</title>
        </circle>
      ))}
      <text x={PAD.left} y={HEIGHT - 8} fontSize={12} fill="var(--mantine-color-dimmed)">
        {formatIsoDate(first.createDate, lng)}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 8} fontSize={12} textAnchor="end" fill="var(--mantine-color-dimmed)">
        {formatIsoDate(last.createDate, lng)}
      </text>
    </svg>
  );
}
