import { Alert, Anchor, Button, Card, FileInput, Group, Progress, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import { uploadReportOf, useUploadSalesmanLimits } from '../api/upload-salesman-limits';

/** The sample file people fill in (public/templates). */
export const LIMIT_TEMPLATE_URL = '/templates/salesman-limits.csv';
const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** Uploads a limit spreadsheet with progress; a refused file shows its per-row report. */
export function LimitUploadCard() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadSalesmanLimits();
  const report = uploadReportOf(upload.error);

  const start = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => {
          showSuccessToast(t('salesmanLimits.uploaded', result));
          setFile(null);
        },
      },
    );
  };

  return (
    <Card withBorder radius="sm" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('salesmanLimits.uploadTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('salesmanLimits.uploadHint')}
            </Text>
          </Stack>
          <Anchor href={LIMIT_TEMPLATE_URL} download size="sm">
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} />
              {t('salesmanLimits.template')}
            </Group>
          </Anchor>
        </Group>
        <Group align="flex-end">
          <FileInput
            label={t('salesmanLimits.file')}
            placeholder={t('uploads.choose')}
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
            {t('salesmanLimits.upload')}
          </Button>
        </Group>
        {upload.isPending && (
          <Progress value={Math.round(progress * 100)} animated aria-label={t('salesmanLimits.progress')} striped size="lg" />
        )}
        {upload.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t('salesmanLimits.uploaded', upload.data)}
          </Alert>
        )}
        {upload.isError && (
          <Alert color="red" variant="light" role="alert" title={report ? t('salesmanLimits.reportTitle') : undefined}>
            <Stack gap="xs">
              <Text size="sm">{errorText(upload.error, t('errors.unexpected'))}</Text>
              {report && report.errors.length < report.count && (
                <Text size="sm">{t('salesmanLimits.reportTruncated', { shown: report.errors.length, count: report.count })}</Text>
              )}
            </Stack>
          </Alert>
        )}
        {report && (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table striped withTableBorder aria-label={t('salesmanLimits.reportTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>{t('salesmanLimits.row')}</Table.Th>
                  <Table.Th w={180}>{t('salesmanLimits.column')}</Table.Th>
                  <Table.Th>{t('salesmanLimits.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.errors.map((e) => (
                  <Table.Tr key={`${e.row}-${e.column ?? ''}-${e.message}`}>
                    <Table.Td>{e.row}</Table.Td>
                    <Table.Td>{e.column ? t(`salesmanLimits.columns.${e.column}`, { defaultValue: e.column }) : '–'}</Table.Td>
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
