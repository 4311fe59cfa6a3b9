import { Anchor, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SpreadsheetUploadCard } from '../../../components/SpreadsheetUploadCard';
import { showSuccessToast } from '../../../lib/notify';
import { uploadReportOf, useUploadSalesmanLimits } from '../api/upload-salesman-limits';

/** The sample file people fill in (public/templates). */
export const LIMIT_TEMPLATE_URL = '/templates/salesman-limits.csv';

/** Uploads a limit spreadsheet with progress; a refused file shows its per-row report. */
export function LimitUploadCard() {
  const { t } = useTranslation();
  const upload = useUploadSalesmanLimits();
  const report = uploadReportOf(upload.error);

  return (
    <SpreadsheetUploadCard
      upload={upload}
      report={
        report && {
          count: report.count,
          problems: report.errors.map((e) => ({
            row: e.row,
            field: e.column ? t(`salesmanLimits.columns.${e.column}`, { defaultValue: e.column }) : null,
            message: e.message,
          })),
        }
      }
      onUpload={(file, onProgress) =>
        upload.mutateAsync({ file, onProgress }).then(
          (result) => {
            showSuccessToast(t('salesmanLimits.uploaded', result));
            return true;
          },
          () => false,
        )
      }
      texts={{
        title: t('salesmanLimits.uploadTitle'),
        hint: t('salesmanLimits.uploadHint'),
        file: t('salesmanLimits.file'),
        upload: t('salesmanLimits.upload'),
        progress: t('salesmanLimits.progress'),
        done: upload.data ? t('salesmanLimits.uploaded', upload.data) : '',
        refusedTitle: t('salesmanLimits.reportTitle'),
        reportTitle: t('salesmanLimits.reportTitle'),
        truncated: (shown, count) => t('salesmanLimits.reportTruncated', { shown, count }),
        row: t('salesmanLimits.row'),
        field: t('salesmanLimits.column'),
        problem: t('salesmanLimits.problem'),
      }}
      aside={
        <Anchor href={LIMIT_TEMPLATE_URL} download size="sm">
          <Group gap={4} wrap="nowrap">
            <IconDownload size={16} />
            {t('salesmanLimits.template')}
          </Group>
        </Anchor>
      }
    />
  );
}
