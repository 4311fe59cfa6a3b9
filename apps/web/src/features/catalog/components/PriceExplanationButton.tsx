import { ActionIcon, Popover } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { isDealer } from '../../../lib/identity';
import { useUserStore } from '../../../lib/stores/user-store';
import type { PriceExplanationInput } from '../api/get-price-explanation';
import { useSpecialPriceStore } from '../lib/special-price-store';

// The steps' list and its call load only when opened: the button sits on screens every dealer opens, the
// panel serves the distributor's staff now and then.
const PriceExplanationPanel = lazy(() => import('./PriceExplanationPanel').then((m) => ({ default: m.PriceExplanationPanel })));

/**
 * "Why this price": a small icon beside a price that opens the rules' steps for the selected customer at a
 * quantity (and a cart line's payment method). Only for staff and salesmen acting for a customer: the
 * server refuses dealers (the steps name price lists and campaign terms), so a dealer sees nothing. Left
 * out in special-price mode too, whose marked-up prices the steps would contradict.
 */
export function PriceExplanationButton({ name, ...input }: PriceExplanationInput & { name?: string }) {
  const { t } = useTranslation();
  const staff = useUserStore((s) => s.user !== null && !isDealer(s.user));
  const special = useSpecialPriceStore((s) => s.enabled || !s.showPrice);
  const [opened, setOpened] = useState(false);
  if (!staff || special) return null;
  return (
    <Popover opened={opened} onChange={setOpened} width={420} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={name ? t('prices.explanation.openNamed', { name }) : t('prices.explanation.open')}
          onClick={() => setOpened((o) => !o)}
        >
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Popover.Target>
      {opened && (
        <Popover.Dropdown>
          <Suspense fallback={<LoadingSpinner size="sm" />}>
            <PriceExplanationPanel {...input} />
          </Suspense>
        </Popover.Dropdown>
      )}
    </Popover>
  );
}
