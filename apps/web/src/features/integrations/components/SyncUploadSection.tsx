import { type SyncEntity, UPLOADABLE_SYNC_ENTITIES } from '@dealerport/contract';
import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpreadsheetUploadCard } from '../../../components/SpreadsheetUploadCard';
import { errorText } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { downloadSyncTemplate } from '../api/sync-template';
import { syncReportOf, useUploadSyncFile } from '../api/sync-upload';

const NO_PERMISSIONS: readonly string[] = [];

/**
 * Upload of sync files for distributors without an API-capable ERP: the same rows as the sync API, as CSV
 * or xlsx, per entity; a progress bar while sending, then the counts or the per-row report of a refused file.
 */
export function SyncUploadSection() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const [entity, setEntity] = useState<SyncEntity>('products');
  const upload = useUploadSyncFile();
  const report = syncReportOf(upload.error);

  return (
    <SpreadsheetUploadCard
      canUpload={permissions.includes('integration.update')}
      upload={upload}
      report={report && { problems: report.errors, count: report.errorCount }}
      onUpload={(file, onProgress) => {
        upload.mutate({ entity, file, onProgress });
        return undefined;
      }}
      texts={{
        title: t('syncUpload.title'),
        hint: t('syncUpload.hint'),
        file: t('syncUpload.file'),
        upload: t('syncUpload.upload'),
        progress: t('syncUpload.progress'),
        done: upload.data ? t('syncUpload.done', upload.data) : '',
        doneTitle: t('syncUpload.doneTitle'),
        refusedTitle: t('syncUpload.rejectedTitle'),
        reportTitle: t('syncUpload.reportTitle'),
        truncated: (shown, count) => t('syncUpload.truncated', { shown, count }),
        row: t('syncUpload.row'),
        field: t('syncUpload.field'),
        problem: t('syncUpload.problem'),
      }}
      controls={
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('syncUpload.entity')}
            data={UPLOADABLE_SYNC_ENTITIES.map((e) => ({ value: e, label: t(`syncUpload.entities.${e}`) }))}
            value={entity}
            onChange={(v) => {
              if (v) setEntity(v as SyncEntity);
              upload.reset();
            }}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
          />
          <Button
            variant="subtle"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadSyncTemplate(entity).catch((err) => showErrorToast(errorText(err, t('errors.unexpected'))))}
          >
            {t('syncUpload.template')}
          </Button>
        </Group>
      }
    />
  );
}
