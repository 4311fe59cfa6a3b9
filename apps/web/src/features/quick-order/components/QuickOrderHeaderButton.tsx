import { ActionIcon, Tooltip } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerStore } from '../../../lib/stores/customer-store';

/**
 * The header's way to the quick-order pad, beside the cart. Like the pad's route (and the cart's menu
 * entry) it needs a selected customer, so without one it is not shown.
 */
export function QuickOrderHeaderButton() {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  if (!selected) return null;
  return (
    <Tooltip label={t('quickOrder.headerButton')}>
      <ActionIcon component={Link} to="/quick-order" variant="subtle" color="gray" size="lg" aria-label={t('quickOrder.headerButton')}>
        <IconClipboardList size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
