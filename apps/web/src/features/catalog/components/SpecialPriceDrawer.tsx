import { ActionIcon, Divider, Drawer, NumberInput, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { numberSymbols, percentAffixes } from '../../../lib/numbers';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { SPECIAL_PRICE_CODES } from '../lib/special-price';
import { useSpecialPriceStore } from '../lib/special-price-store';

/** Spec 01 §4, 02 §2: the special-price drawer, opened from the header. */
export function SpecialPriceButton() {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const enabled = useSpecialPriceStore((s) => s.enabled);
  const openDrawer = useSpecialPriceStore((s) => s.openDrawer);
  if (!selected) return null;
  return (
    <>
      <Tooltip label={t('specialPrice.title')}>
        <ActionIcon
          variant={enabled ? 'filled' : 'subtle'}
          color={enabled ? 'orange' : 'gray'}
          size="lg"
          onClick={openDrawer}
          aria-label={t('specialPrice.title')}
          aria-pressed={enabled}
        >
          <IconDiscount size={20} />
        </ActionIcon>
      </Tooltip>
      <SpecialPriceDrawer />
    </>
  );
}

export function SpecialPriceDrawer() {
  const { t, i18n } = useTranslation();
  const state = useSpecialPriceStore();
  // separators and the percent sign where the interface language puts them (de "12,5 %", tr "%12,5")
  const { decimal, group } = numberSymbols(i18n.language);
  const percent = percentAffixes(i18n.language);
  return (
    <Drawer opened={state.drawerOpen} onClose={state.closeDrawer} position="right" title={t('specialPrice.title')} size="sm">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('specialPrice.description')}
        </Text>
        <Switch
          label={t('specialPrice.mode')}
          checked={state.enabled}
          onChange={(event) => state.setEnabled(event.currentTarget.checked)}
        />
        <Switch
          label={t('specialPrice.showPrice')}
          checked={state.showPrice}
          onChange={(event) => state.setShowPrice(event.currentTarget.checked)}
        />
        <Divider />
        {SPECIAL_PRICE_CODES.map((code) => (
          <NumberInput
            key={code}
            label={`${t(`specialPrice.codes.${code}`)} (${code})`}
            min={0}
            decimalScale={2}
            allowNegative={false}
            decimalSeparator={decimal}
            thousandSeparator={group}
            prefix={percent.prefix}
            suffix={percent.suffix}
            value={state.percentages[code]}
            onChange={(value) => state.setPercentage(code, typeof value === 'number' ? value : Number(value) || 0)}
          />
        ))}
        <NumberInput
          label={t('specialPrice.fixedExpense')}
          min={0}
          decimalScale={2}
          allowNegative={false}
          decimalSeparator={decimal}
          thousandSeparator={group}
          value={state.fixedExpense}
          onChange={(value) => state.setFixedExpense(typeof value === 'number' ? value : Number(value) || 0)}
        />
      </Stack>
    </Drawer>
  );
}
