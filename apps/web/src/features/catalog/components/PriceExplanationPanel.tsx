import type { PriceStep } from '@dealerport/contract';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { formatPercent } from '../../../lib/numbers';
import { type PriceExplanationInput, usePriceExplanation } from '../api/get-price-explanation';

/** The line's figures close the list: set apart from the unit price's steps above them. */
const LINE_KINDS: ReadonlySet<PriceStep['kind']> = new Set(['expense', 'vat', 'total']);

/** An exact amount ("95.1250", "95.0000") without the zeros past the cent: "95.125", "95.00". */
const trimZeros = (amount: string) => amount.replace(/(\.\d{2}\d*?)0+$/, '$1');

/** The steps of a price, in the order the rules apply them, each with what it did (the server's words), its rate and the amount after it. */
export function PriceExplanationPanel(input: PriceExplanationInput) {
  const { t, i18n } = useTranslation();
  const explanation = usePriceExplanation(input);
  if (explanation.isPending) return <LoadingSpinner size="sm" />;
  if (explanation.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(explanation.error, t('prices.explanation.loadError'))}
      </Alert>
    );
  }
  const { steps, currency, quantity, day } = explanation.data;
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600} size="sm">
          {t('prices.explanation.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('prices.explanation.at', { count: quantity, date: formatDate(day, i18n.language) })}
          {input.paymentMethodCode ? ` · ${t('prices.explanation.paymentMethod', { code: input.paymentMethodCode })}` : ''}
        </Text>
      </div>
      <Table fz="xs" verticalSpacing={4} aria-label={t('prices.explanation.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('prices.explanation.step')}</Table.Th>
            <Table.Th ta="end">{t('prices.explanation.rate')}</Table.Th>
            <Table.Th ta="end">{t('prices.explanation.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((step, index) => {
            const previous = steps[index - 1];
            const startsLine = LINE_KINDS.has(step.kind) && previous !== undefined && !LINE_KINDS.has(previous.kind);
            return (
              <Table.Tr
                // the same kind may come twice (two cascading customer discounts); the amount after each differs
                key={`${step.kind}:${step.text}:${step.amount}`}
                data-kind={step.kind}
                // the unit price paid and the line's total
                fw={step.kind === 'total' || step.kind === 'rounded' ? 600 : undefined}
                style={startsLine ? { borderTop: '2px solid var(--mantine-color-default-border)' } : undefined}
              >
                <Table.Td>{step.text}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {step.rate !== null ? formatPercent(step.rate, i18n.language) : ''}
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(trimZeros(step.amount), i18n.language, currency)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
