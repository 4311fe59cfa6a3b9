import type { CartLine } from '@dealerport/contract';
import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/numbers';
import { useApplyPaymentMethod } from '../api/apply-payment-method';
import { usePaymentMethodsByCategory } from '../api/list-payment-methods';

export interface CartCategory {
  id: number;
  name: string;
}

/** The categories present in the cart, in line order, each with the payment method its lines carry. */
export function cartCategories(
  lines: readonly CartLine[],
  categoryOf?: (categoryId: number) => CartCategory | null,
): { category: CartCategory; paymentMethodCode: string | null }[] {
  const groups = new Map<number, { category: CartCategory; paymentMethodCode: string | null }>();
  for (const line of lines) {
    const category = categoryOf?.(line.categoryId) ?? { id: line.categoryId, name: '' };
    const group = groups.get(category.id);
    if (!group) groups.set(category.id, { category, paymentMethodCode: line.paymentMethodCode });
    else if (!group.paymentMethodCode) group.paymentMethodCode = line.paymentMethodCode;
  }
  return [...groups.values()];
}

interface PaymentMethodsPanelProps {
  lines: readonly CartLine[];
  categoryOf?: (categoryId: number) => CartCategory | null;
}

/** A payment method per category present in the cart (GET paymentMethods/{categoryId}; PUT apply-payment-method). */
export function PaymentMethodsPanel({ lines, categoryOf }: PaymentMethodsPanelProps) {
  const { t, i18n } = useTranslation();
  const groups = cartCategories(lines, categoryOf);
  const methods = usePaymentMethodsByCategory(groups.map((g) => g.category.id));
  const apply = useApplyPaymentMethod();

  return (
    <Stack gap="sm">
      {groups.map(({ category, paymentMethodCode }, index) => {
        const query = methods[index];
        const options = query?.data ?? [];
        const current = paymentMethodCode ?? options.find((m) => m.isDefault)?.code ?? options[0]?.code ?? null;
        const label = t('cart.paymentMethodFor', { category: category.name || t('cart.categoryNumber', { id: category.id }) });
        return (
          <Select
            key={category.id}
            label={label}
            data={options.map((m) => ({
              value: m.code,
              label:
                m.discountRate && Number(m.discountRate) > 0
                  ? `${m.name} (${formatPercent(-Number(m.discountRate), i18n.language)})`
                  : m.name,
            }))}
            value={current}
            allowDeselect={false}
            disabled={query?.isPending || apply.isPending}
            error={query?.isError ? t('cart.paymentMethodsError') : undefined}
            placeholder={query?.isPending ? t('common.loading') : undefined}
            onChange={(code) => {
              if (code && code !== current) apply.mutate({ categoryId: category.id, paymentMethodCode: code });
            }}
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('cart.empty')}
        </Text>
      )}
    </Stack>
  );
}
