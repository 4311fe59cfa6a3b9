import type { PriceListQuery } from '@dealerport/contract';
import { Button } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/notify';
import { downloadPriceList } from '../api/download-price-list';

/**
 * "Price list (xlsx)": the acting customer's prices for what the screen lists (a category, a search text,
 * or everything). Its quantity column, filled in, is read back by the quick-order pad's upload.
 */
export function PriceListButton({ query }: { query: PriceListQuery }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPriceList(query);
    } catch (err) {
      showErrorToast(errorText(err, t('quickOrder.priceList.error')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="sm" leftSection={<IconTableExport size={16} aria-hidden />} loading={busy} onClick={download}>
      {t('quickOrder.priceList.button')}
    </Button>
  );
}
