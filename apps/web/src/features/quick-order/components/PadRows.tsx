import { QUICK_ORDER_MAX_QUANTITY } from '@dealerport/contract';
import { Group, NumberInput, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveLineButton } from '../../../components/RemoveLineButton';
import { clampQuantity, type PadRow } from '../lib/pad-rows';
import { CodeField } from './CodeField';
import { RowStatus, STATUS_COLORS } from './RowStatus';

/** What a row does; every handler is stable (the pad's), so a row renders again only when it changes. */
export interface RowHandlers {
  setText: (id: string, text: string) => void;
  setQuantity: (id: string, quantity: number | null) => void;
  pick: (id: string, productId: number) => void;
  replaceCode: (id: string, code: string) => void;
  remove: (id: string) => void;
  /** Enter in a row's field: its edit asked at once, then on to the next row. */
  enter: (id: string) => void;
  /** A suggestion taken: the code set and asked at once. */
  take: (id: string, code: string) => void;
  /** Several lines pasted into a row's code field: answers whether they were taken. */
  pasteLines: (id: string, text: string) => boolean;
  /** The row's code input, for moving the focus to it. */
  registerInput: (id: string, input: HTMLInputElement | null) => void;
}

interface PadRowsProps {
  rows: readonly PadRow[];
  handlers: RowHandlers;
  /** A phone: stacked cards instead of the table (no sideways scroll). */
  phone: boolean;
}

/** The pad's rows: a table from the sm breakpoint on, stacked cards on a phone. */
export function PadRows({ rows, handlers, phone }: PadRowsProps) {
  const { t } = useTranslation();
  if (phone) {
    return (
      <Stack component="ol" gap="sm" aria-label={t('quickOrder.rows')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row, i) => (
          <li key={row.id}>
            <RowCard row={row} lineNo={i + 1} handlers={handlers} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" aria-label={t('quickOrder.rows')} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>{t('quickOrder.columns.line')}</Table.Th>
          <Table.Th w="26%">{t('quickOrder.columns.code')}</Table.Th>
          <Table.Th w={120}>{t('quickOrder.columns.quantity')}</Table.Th>
          <Table.Th>{t('quickOrder.columns.product')}</Table.Th>
          <Table.Th w={52}>
            <VisuallyHidden>{t('quickOrder.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <RowLine key={row.id} row={row} lineNo={i + 1} handlers={handlers} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface RowProps {
  row: PadRow;
  lineNo: number;
  handlers: RowHandlers;
}

/** The row's state as a coloured edge, so a long pad can be scanned for red and amber rows. */
function edgeColor(row: PadRow): string | undefined {
  if (row.state === 'error' || row.addProblem !== null) return 'var(--mantine-color-red-6)';
  const status = row.result?.status;
  return status ? `var(--mantine-color-${STATUS_COLORS[status]}-6)` : undefined;
}

const RowLine = memo(function RowLine({ row, lineNo, handlers }: RowProps) {
  const edge = edgeColor(row);
  return (
    <Table.Tr data-row-status={row.result?.status ?? row.state} aria-label={rowName(row, lineNo)}>
      <Table.Td style={{ boxShadow: edge ? `inset 3px 0 0 ${edge}` : undefined }}>
        <Text size="sm" c="dimmed">
          {lineNo}
        </Text>
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <RowCode row={row} lineNo={lineNo} handlers={handlers} />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <RowQuantity row={row} lineNo={lineNo} handlers={handlers} />
      </Table.Td>
      <Table.Td>
        <RowStatus row={row} lineNo={lineNo} onPick={handlers.pick} onReplaceCode={handlers.replaceCode} />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <RowRemove row={row} lineNo={lineNo} handlers={handlers} />
      </Table.Td>
    </Table.Tr>
  );
});

const RowCard = memo(function RowCard({ row, lineNo, handlers }: RowProps) {
  const { t } = useTranslation();
  const edge = edgeColor(row);
  return (
    <Paper
      component="article"
      withBorder
      p="sm"
      aria-label={rowName(row, lineNo)}
      data-row-status={row.result?.status ?? row.state}
      style={{ borderLeft: edge ? `4px solid ${edge}` : undefined }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('quickOrder.line', { n: lineNo })}
          </Text>
          <RowRemove row={row} lineNo={lineNo} handlers={handlers} />
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <RowCode row={row} lineNo={lineNo} handlers={handlers} label={t('quickOrder.columns.code')} />
          </div>
          <div style={{ width: 96, flexShrink: 0 }}>
            <RowQuantity row={row} lineNo={lineNo} handlers={handlers} label={t('quickOrder.columns.quantity')} />
          </div>
        </Group>
        <RowStatus row={row} lineNo={lineNo} onPick={handlers.pick} onReplaceCode={handlers.replaceCode} />
      </Stack>
    </Paper>
  );
});

/** The row's name in lists and tables: its number and what was typed. */
function rowName(row: PadRow, lineNo: number): string {
  return row.text.trim() ? `${lineNo}: ${row.text.trim()}` : String(lineNo);
}

function RowCode({ row, lineNo, handlers, label }: RowProps & { label?: string }) {
  const { t } = useTranslation();
  return (
    <CodeField
      value={row.text}
      label={label}
      aria-label={t('quickOrder.code', { n: lineNo })}
      placeholder={t('quickOrder.codePlaceholder')}
      inputRef={(input) => handlers.registerInput(row.id, input)}
      onChange={(text) => handlers.setText(row.id, text)}
      onTake={(code) => handlers.take(row.id, code)}
      onEnter={() => handlers.enter(row.id)}
      onPasteLines={(text) => handlers.pasteLines(row.id, text)}
    />
  );
}

function RowQuantity({ row, lineNo, handlers, label }: RowProps & { label?: string }) {
  const { t } = useTranslation();
  // empty asks for the product's minimum, which the answer then shows as the placeholder
  const minimum = row.quantity === null && row.result?.product ? row.result.quantity : null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handlers.enter(row.id);
  };
  return (
    <NumberInput
      label={label}
      aria-label={t('quickOrder.quantity', { n: lineNo })}
      value={row.quantity ?? ''}
      placeholder={minimum !== null ? t('quickOrder.quantityMinimum', { count: minimum }) : undefined}
      min={1}
      max={QUICK_ORDER_MAX_QUANTITY}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      onChange={(value) => {
        const n = typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);
        handlers.setQuantity(row.id, n === null || !Number.isFinite(n) || n < 1 ? null : clampQuantity(n));
      }}
      onKeyDown={onKeyDown}
    />
  );
}

function RowRemove({ row, lineNo, handlers }: RowProps) {
  const { t } = useTranslation();
  return <RemoveLineButton aria-label={t('quickOrder.remove', { n: lineNo })} onClick={() => handlers.remove(row.id)} />;
}
