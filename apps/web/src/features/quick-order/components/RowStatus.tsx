import type { QuickOrderProduct, QuickOrderResolvedLine } from '@dealerport/contract';
import { Badge, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { lineTotal, type PadRow } from '../lib/pad-rows';

/** Each state's colour: found green, ambiguous blue, not found red, not orderable amber. */
export const STATUS_COLORS = { found: 'teal', ambiguous: 'blue', notFound: 'red', notOrderable: 'orange' } as const;

interface RowStatusProps {
  row: PadRow;
  /** The row's number on the pad (1-based), for the names of its controls. */
  lineNo: number;
  onPick: (id: string, productId: number) => void;
  onReplaceCode: (id: string, code: string) => void;
}

/**
 * What a pad row resolved to: the product with its price, line total and stock (found), the candidates to
 * choose from (ambiguous), the closest codes (not found), the cart's reason (not orderable); while the row
 * is asked again its last answer stays, dimmed, beside a "checking" mark.
 */
export function RowStatus({ row, lineNo, onPick, onReplaceCode }: RowStatusProps) {
  const { t } = useTranslation();
  const checking = row.state === 'pending' || row.state === 'resolving';
  if (row.text.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        {t('quickOrder.status.empty')}
      </Text>
    );
  }
  const result = row.result;
  return (
    <Stack gap={4} style={{ minWidth: 0, opacity: checking && result ? 0.6 : 1 }} aria-busy={checking || undefined}>
      <Group gap={6} wrap="wrap">
        {checking && (
          <Group gap={4} wrap="nowrap">
            <Loader size={12} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('quickOrder.status.checking')}
            </Text>
          </Group>
        )}
        {row.state === 'error' && (
          <Badge color="red" variant="light">
            {t('quickOrder.status.error')}
          </Badge>
        )}
        {result && (
          <Badge color={STATUS_COLORS[result.status]} variant="light" data-status={result.status}>
            {t(`quickOrder.status.${result.status}`)}
          </Badge>
        )}
        {result?.matchedBy && result.matchedBy !== 'code' && (
          <Text size="xs" c="dimmed">
            {t(`quickOrder.matchedBy.${result.matchedBy}`)}
          </Text>
        )}
        {row.merged > 1 && (
          <Badge color="gray" variant="outline">
            {t('quickOrder.merged', { count: row.merged })}
          </Badge>
        )}
      </Group>
      {result && <ResultDetail result={result} row={row} lineNo={lineNo} onPick={onPick} onReplaceCode={onReplaceCode} />}
      {row.addProblem !== null && (
        <Text size="sm" c="red" fw={500}>
          {t('quickOrder.notAdded', { message: row.addProblem })}
        </Text>
      )}
    </Stack>
  );
}

function ResultDetail({ result, row, lineNo, onPick, onReplaceCode }: RowStatusProps & { result: QuickOrderResolvedLine }) {
  const { t, i18n } = useTranslation();
  const money = (value: string | null, currency: string) => formatMoney(value, i18n.language, currency);
  if (result.status === 'ambiguous') {
    const more = result.candidateCount > result.candidates.length;
    return (
      <Stack gap={4}>
        <NativeSelect
          aria-label={t('quickOrder.pick', { n: lineNo })}
          value=""
          onChange={(event) => {
            const id = Number(event.currentTarget.value);
            if (id > 0) onPick(row.id, id);
          }}
          data={[
            { value: '', label: t('quickOrder.pickPlaceholder', { count: result.candidateCount }) },
            ...result.candidates.map((p) => ({
              value: String(p.id),
              label: [p.code, p.name, p.price === null ? t('quickOrder.noPrice') : money(p.price, p.currency)].join(' — '),
            })),
          ]}
        />
        {more && (
          <Text size="xs" c="dimmed">
            {t('quickOrder.moreCandidates', { shown: result.candidates.length, count: result.candidateCount })}
          </Text>
        )}
      </Stack>
    );
  }
  if (result.status === 'notFound') {
    if (result.suggestions.length === 0) return null;
    return (
      <Group gap={6} wrap="wrap">
        <Text size="sm">{t('quickOrder.didYouMean')}</Text>
        {result.suggestions.map((s) => (
          <Button
            key={s.id}
            size="compact-sm"
            variant="light"
            color="gray"
            aria-label={t('quickOrder.useSuggestion', { code: s.code, name: s.name, n: lineNo })}
            onClick={() => onReplaceCode(row.id, s.code)}
          >
            {s.code}
          </Button>
        ))}
      </Group>
    );
  }
  if (!result.product) return null;
  return (
    <Stack gap={2}>
      <ProductLine product={result.product} quantity={result.quantity} money={money} />
      {result.status === 'notOrderable' && result.problem && (
        <Text size="sm" c="orange.9" fw={500}>
          {result.problem.message}
        </Text>
      )}
    </Stack>
  );
}

function ProductLine({
  product,
  quantity,
  money,
}: {
  product: QuickOrderProduct;
  quantity: number;
  money: (value: string | null, currency: string) => string;
}) {
  const { t } = useTranslation();
  const total = lineTotal(product.price, quantity);
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {product.code}
        </Text>{' '}
        · {product.name}
      </Text>
      <Group gap="md" wrap="wrap">
        <Text size="sm">
          {product.price === null
            ? t('quickOrder.noPrice')
            : t('quickOrder.unitPrice', { price: money(product.price, product.currency), unit: product.unitCode })}
        </Text>
        {total !== null && (
          <Text size="sm" fw={600}>
            {t('quickOrder.lineTotal', { total: money(total, product.currency) })}
          </Text>
        )}
        {product.stockText !== null && (
          <Text size="sm" c="dimmed">
            {t('quickOrder.stock', { stock: product.stockText })}
          </Text>
        )}
      </Group>
    </>
  );
}
