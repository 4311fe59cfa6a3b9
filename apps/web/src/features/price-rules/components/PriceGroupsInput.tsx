import { TagsInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceGroups } from '../api/list-price-groups';

interface PriceGroupsInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  description?: string;
  error?: string | undefined;
}

/**
 * Price groups: the ones customers are in are offered (with how many customers each has); another may be
 * typed too, for customers the ERP will put in it. Case does not matter: a group is kept once.
 */
export function PriceGroupsInput({ value, onChange, description, error }: PriceGroupsInputProps) {
  const { t } = useTranslation();
  const groups = usePriceGroups();
  const counts = useMemo(() => new Map((groups.data ?? []).map((g) => [g.priceGroup, g.customerCount])), [groups.data]);
  return (
    <TagsInput
      label={t('priceRules.pickers.priceGroups')}
      description={description}
      placeholder={t('priceRules.pickers.priceGroupsPlaceholder')}
      data={(groups.data ?? []).map((g) => g.priceGroup)}
      renderOption={({ option }) => t('priceRules.pickers.groupOption', { group: option.value, count: counts.get(option.value) ?? 0 })}
      value={value}
      onChange={(next) => {
        const seen = new Set<string>();
        onChange(next.map((g) => g.trim()).filter((g) => g !== '' && !seen.has(g.toUpperCase()) && seen.add(g.toUpperCase())));
      }}
      maxLength={50}
      clearable
      error={error}
    />
  );
}
