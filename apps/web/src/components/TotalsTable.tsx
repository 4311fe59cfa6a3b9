import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { absDecimal, decimalSign, formatMoney } from '../lib/money';

export interface TotalsLine {
  label: string;
  /** A decimal string, as the server computed it (to the cent). */
  value: string;
  /** A deduction (the discount): shown with a minus sign unless it is zero. */
  deduction?: boolean;
  testId?: string;
}

interface TotalsTableProps {
  /** The table's accessible name. */
  label: string;
  currency: string | null;
  lines: readonly TotalsLine[];
  /** The grand total, set apart below the lines. */
  total: TotalsLine;
}

/**
 * The totals of a cart or an order (spec 01 §3 cart summary, spec 02 §3 order): list prices, discount,
 * net, expenses, VAT, then the total in large type; money in the reader's language and the currency.
 */
export function TotalsTable({ label, currency, lines, total }: TotalsTableProps) {
  const { i18n } = useTranslation();
  const money = (value: string) => formatMoney(value, i18n.language, currency);
  const shown = (line: TotalsLine) =>
    line.deduction && decimalSign(line.value) !== 0 ? `−${money(absDecimal(line.value))}` : money(line.value);
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.label} data-testid={line.testId}>
            <Table.Th fw={400}>{line.label}</Table.Th>
            <Table.Td ta="end">{shown(line)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr data-testid={total.testId} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th fz="lg">{total.label}</Table.Th>
          <Table.Td ta="end" fz="lg" fw={700}>
            {shown(total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
