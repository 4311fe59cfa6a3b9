import { QUICK_ORDER_STATUSES } from '@dealerport/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import type { PadSummary } from '../lib/pad-rows';
import { STATUS_COLORS } from './RowStatus';

interface SummaryBarProps {
  summary: PadSummary;
  adding: boolean;
  onAdd: () => void;
}

/**
 * The foot of the pad, kept in view while the rows scroll: how many rows stand in each state, the total of
 * the found rows, and "Add to cart" for them.
 */
export function SummaryBar({ summary, adding, onAdd }: SummaryBarProps) {
  const { t, i18n } = useTranslation();
  const found = summary.counts.found;
  return (
    <Paper
      component="section"
      aria-label={t('quickOrder.summary.title')}
      withBorder
      shadow="sm"
      p="sm"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 2 }}
    >
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap" data-testid="quick-order-counts">
            {QUICK_ORDER_STATUSES.map((status) => (
              <Badge key={status} color={STATUS_COLORS[status]} variant={summary.counts[status] > 0 ? 'light' : 'outline'}>
                {t(`quickOrder.summary.${status}`, { count: summary.counts[status] })}
              </Badge>
            ))}
            {summary.checking > 0 && (
              <Badge color="gray" variant="light">
                {t('quickOrder.summary.checking', { count: summary.checking })}
              </Badge>
            )}
          </Group>
          <Text size="sm" data-testid="quick-order-total">
            {t('quickOrder.summary.total')}{' '}
            <Text span fw={700}>
              {summary.totals.length === 0 ? '—' : summary.totals.map((x) => formatMoney(x.amount, i18n.language, x.currency)).join(' + ')}
            </Text>
            {summary.unpriced > 0 && (
              <Text span c="dimmed">
                {' '}
                {t('quickOrder.summary.unpriced', { count: summary.unpriced })}
              </Text>
            )}
          </Text>
        </Stack>
        <Button
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          // rows still being checked may turn out found: the add waits for them
          disabled={found === 0 && summary.checking === 0}
          loading={adding}
          onClick={onAdd}
        >
          {t('quickOrder.summary.add', { count: found })}
        </Button>
      </Group>
    </Paper>
  );
}
