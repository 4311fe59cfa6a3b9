import { Button, Group, TextInput } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LedgerExportQuery } from '../api/export-customer-ledger';
import type { LedgerRange } from '../hooks/use-ledger-range';

type ExportFormat = LedgerExportQuery['Format'];

interface LedgerToolbarProps {
  range: LedgerRange;
  /** Something to export: the range is valid and has lines. */
  canExport: boolean;
  /** The format being exported, while an export is under way. */
  exporting: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
}

/** Above the ledger: the date range on the left, the export buttons on the right. */
export function LedgerToolbar({ range, canExport, exporting, onExport }: LedgerToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end">
      <LedgerRangeFields range={range} />
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} />}
          disabled={!canExport}
          loading={exporting === 'xlsx'}
          onClick={() => onExport('xlsx')}
        >
          {t('finance.exportXlsx')}
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconDownload size={16} />}
          disabled={!canExport}
          loading={exporting === 'csv'}
          onClick={() => onExport('csv')}
        >
          {t('finance.exportCsv')}
        </Button>
      </Group>
    </Group>
  );
}

function LedgerRangeFields({ range }: { range: LedgerRange }) {
  const { t } = useTranslation();
  const { startDate, endDate } = range;
  return (
    <Group align="flex-start">
      <TextInput
        type="date"
        label={t('finance.startDate')}
        value={startDate}
        max={endDate || undefined}
        onChange={(e) => range.setStartDate(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('finance.endDate')}
        value={endDate}
        min={startDate || undefined}
        onChange={(e) => range.setEndDate(e.currentTarget.value)}
        error={range.valid ? undefined : t('finance.rangeInvalid')}
      />
      {(startDate || endDate) && (
        <Button variant="subtle" mt={25} onClick={range.clear}>
          {t('finance.clearDates')}
        </Button>
      )}
    </Group>
  );
}
