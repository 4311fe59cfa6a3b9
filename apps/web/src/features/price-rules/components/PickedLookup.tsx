import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LookupOption, LookupSelect } from '../../../components/LookupSelect';
import { optionLabel } from '../../../components/SearchOption';
import type { Picked } from '../lib/campaign-form';

interface PickedLookupProps {
  label: string;
  description?: string;
  placeholder?: string;
  /** What is picked, in the order it was. */
  value: Picked[];
  onChange: (value: Picked[]) => void;
  useOptions: (search: string) => UseQueryResult<LookupOption[]>;
  /** Shown under the box while nothing is picked. */
  emptyText: string;
  error?: string | undefined;
}

/**
 * A list of customers or products picked one by one: search on the server to add one (already picked ones
 * are left out of the options), × to drop one.
 */
export function PickedLookup({ label, description, placeholder, value, onChange, useOptions, emptyText, error }: PickedLookupProps) {
  const { t } = useTranslation();
  const picked = new Set(value.map((p) => p.id));
  const useUnpicked = (search: string) => {
    const options = useOptions(search);
    return { ...options, data: options.data?.filter((o) => !picked.has(o.id)) } as UseQueryResult<LookupOption[]>;
  };
  return (
    <div>
      <LookupSelect
        label={label}
        description={description}
        placeholder={placeholder ?? t('lookup.searchByName')}
        value={null}
        currentLabel={null}
        useOptions={useUnpicked}
        error={error}
        onChange={(_id, option) => {
          if (option && !picked.has(option.id)) onChange([...value, { id: option.id, code: option.code, name: option.name }]);
        }}
      />
      {value.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {emptyText}
        </Text>
      ) : (
        <Group gap={6} mt={6} role="list" aria-label={label}>
          {value.map((item) => (
            <Badge
              key={item.id}
              role="listitem"
              variant="light"
              tt="none"
              size="lg"
              pr={3}
              maw="100%"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="gray"
                  aria-label={t('priceRules.pickers.remove', { name: optionLabel(item) })}
                  onClick={() => onChange(value.filter((x) => x.id !== item.id))}
                >
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              {optionLabel(item)}
            </Badge>
          ))}
        </Group>
      )}
    </div>
  );
}
