import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChartSectionProps {
  title: string;
  /** The chart: a picture of the table below, inert (hidden from assistive technology, never focused). */
  chart: ReactNode;
  /** Column headers and rows of the table that says what the chart shows. */
  columns: string[];
  rows: ReactNode[][];
  empty: string;
}

/** A dashboard panel: heading, chart and the same figures as a table (the chart's text alternative). */
export function ChartSection({ title, chart, columns, rows, empty }: ChartSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <>
            {/* inert: out of the tab order and hidden from assistive technology (the chart library makes parts focusable) */}
            <div inert>{chart}</div>
            <Table.ScrollContainer minWidth={320}>
              <Table striped withTableBorder fz="sm">
                <Table.Caption>{title}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c, i) => (
                      <Table.Th key={c} ta={i === 0 ? 'left' : 'right'}>
                        {c}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((cells, r) => (
                    // rows are the answer's, in its order, and not reordered
                    // biome-ignore lint/suspicious/noArrayIndexKey: a static table
                    <Table.Tr key={r}>
                      {cells.map((cell, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a static table
                        <Table.Td key={i} ta={i === 0 ? 'left' : 'right'}>
                          {cell}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}
