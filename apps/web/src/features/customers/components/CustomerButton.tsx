import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isDealer } from '../../../lib/identity';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { truncateCustomerName } from '../../../lib/text';

/**
 * Header customer button (spec 01 §2): the selected customer's name, 7 characters on small screens and
 * 25 on large, opening the selection modal; a clear icon unless the user is a dealer.
 */
export function CustomerButton() {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected);
  const openModal = useCustomerStore((s) => s.openModal);
  const clear = useCustomerStore((s) => s.clear);
  const dealer = useUserStore((s) => isDealer(s.user));
  const large = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false }) ?? true;

  const label = selected ? truncateCustomerName(selected.name, large) : t('customers.selectPrompt');

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={selected?.name ?? t('customers.selectPrompt')} openDelay={400}>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconBuildingStore size={16} aria-hidden />}
          onClick={dealer ? undefined : openModal}
          aria-label={t('customers.buttonLabel', { name: selected?.name ?? t('customers.none') })}
          data-readonly={dealer || undefined}
          style={dealer ? { cursor: 'default' } : undefined}
        >
          {label}
        </Button>
      </Tooltip>
      {selected && !dealer && (
        <ActionIcon variant="subtle" color="gray" size="sm" onClick={clear} aria-label={t('customers.clear')}>
          <IconX size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}
