import { type SyncEntity, UPLOADABLE_SYNC_ENTITIES } from '@dealerport/contract';
import { Alert, Button, Card, FileInput, Group, Progress, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { downloadSyncTemplate } from '../api/sync-template';
import { syncReportOf, useUploadSyncFile } from '../api/sync-upload';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
const NO_PERMISSIONS: readonly string[] = [];

/**
 * Upload of sync files for distributors without an API-capable ERP: the same rows as the sync API, as CSV
 * or xlsx, per entity; a progress bar while sending, then the counts or the per-row report of a refused file.
 */
export function SyncUploadSection() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canUpload = permissions.includes('integration.update');
  const [entity, setEntity] = useState<SyncEntity>('products');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadSyncFile();
  const report = syncReportOf(upload.error);

  const start = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate({ entity, file, onProgress: setProgress });
  };

  return (
    <Card withBorder radius="sm" padding="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('syncUpload.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('syncUpload.hint')}
          </Text>
        </Stack>
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
        {canUpload && (
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={t('syncUpload.file')}
              accept={ACCEPT}
              leftSection={<IconFileSpreadsheet size={16} />}
              value={file}
              onChange={(f) => {
                setFile(f);
                upload.reset();
              }}
              clearable
              w={{ base: '100%', sm: 360 }}
            />
            <Button leftSection={<IconUpload size={16} />} disabled={!file} loading={upload.isPending} onClick={start}>
              {t('syncUpload.upload')}
            </Button>
          </Group>
        )}
        {upload.isPending && (
          <Progress value={Math.round(progress * 100)} animated striped size="lg" aria-label={t('syncUpload.progress')} />
        )}
        {upload.isSuccess && (
          <Alert color="teal" variant="light" role="status" title={t('syncUpload.doneTitle')}>
            {t('syncUpload.done', upload.data)}
          </Alert>
        )}
        {upload.isError && (
          <Alert color="red" variant="light" role="alert" title={report ? t('syncUpload.rejectedTitle') : undefined}>
            <Stack gap="xs">
              <Text size="sm">{errorText(upload.error, t('errors.unexpected'))}</Text>
              {report && report.errors.length < report.errorCount && (
                <Text size="sm">{t('syncUpload.truncated', { shown: report.errors.length, count: report.errorCount })}</Text>
              )}
            </Stack>
          </Alert>
        )}
        {report && (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table striped withTableBorder aria-label={t('syncUpload.reportTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>{t('syncUpload.row')}</Table.Th>
                  <Table.Th w={200}>{t('syncUpload.field')}</Table.Th>
                  <Table.Th>{t('syncUpload.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.errors.map((e) => (
                  <Table.Tr key={`${e.row}-${e.field ?? ''}-${e.code}-${e.message}`}>
                    <Table.Td>{e.row}</Table.Td>
                    <Table.Td>{e.field ?? '–'}</Table.Td>
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
