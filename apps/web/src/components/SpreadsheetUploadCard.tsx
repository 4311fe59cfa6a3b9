import { Alert, Button, Card, FileInput, Group, Progress, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** One refused row of an uploaded spreadsheet: its row, the column or field at fault, what is wrong. */
export interface UploadProblem {
  row: number;
  /** Shown as is (already translated), or '–' when the problem is the whole row's. */
  field: string | null;
  message: string;
}

/** The per-row report of a refused file: the problems shown (the first ones) and how many there were. */
export interface UploadReport {
  problems: readonly UploadProblem[];
  count: number;
}

/** What the card shows of the upload: the mutation of the area's upload call. */
export interface UploadState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  reset(): void;
}

export interface SpreadsheetUploadTexts {
  title: string;
  hint: string;
  file: string;
  upload: string;
  progress: string;
  /** The success message (the call's answer, in words). */
  done: string;
  doneTitle?: string;
  /** The title of the error when the file was refused for its rows. */
  refusedTitle: string;
  /** The name of the per-row report's table. */
  reportTitle: string;
  /** "The first {shown} of {count} problems are listed." */
  truncated(shown: number, count: number): string;
  row: string;
  field: string;
  problem: string;
}

export interface SpreadsheetUploadCardProps {
  texts: SpreadsheetUploadTexts;
  upload: UploadState;
  /** The per-row report of the refused file, if the last upload was refused for its rows. */
  report: UploadReport | null;
  /** Sends the file; reports the fraction sent. Answers whether it was taken (then the file input clears). */
  onUpload(file: File, onProgress: (fraction: number) => void): Promise<boolean> | undefined;
  /** Beside the title: e.g. the template download. */
  aside?: ReactNode;
  /** Above the file input: e.g. what the file holds. */
  controls?: ReactNode;
  /** Without it the card explains and offers its template, but has no file input. */
  canUpload?: boolean;
}

/**
 * Upload of a spreadsheet (xlsx or CSV): a file input, a progress bar while sending, then the answer in
 * words or the per-row report of a refused file. The areas that take spreadsheets (ERP sync files,
 * salesman limits) differ in their call, their texts and what sits beside the input.
 */
export function SpreadsheetUploadCard({ texts, upload, report, onUpload, aside, controls, canUpload = true }: SpreadsheetUploadCardProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);

  const start = async () => {
    if (!file) return;
    setProgress(0);
    if (await onUpload(file, setProgress)) setFile(null);
  };

  return (
    <Card withBorder radius="sm" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {texts.title}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.hint}
            </Text>
          </Stack>
          {aside}
        </Group>
        {controls}
        {canUpload && (
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={texts.file}
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
              {texts.upload}
            </Button>
          </Group>
        )}
        {upload.isPending && <Progress value={Math.round(progress * 100)} animated striped size="lg" aria-label={texts.progress} />}
        {upload.isSuccess && (
          <Alert color="teal" variant="light" role="status" title={texts.doneTitle}>
            {texts.done}
          </Alert>
        )}
        {upload.isError && (
          <Alert color="red" variant="light" role="alert" title={report ? texts.refusedTitle : undefined}>
            <Stack gap="xs">
              <Text size="sm">{errorText(upload.error, t('errors.unexpected'))}</Text>
              {report && report.problems.length < report.count && (
                <Text size="sm">{texts.truncated(report.problems.length, report.count)}</Text>
              )}
            </Stack>
          </Alert>
        )}
        {report && (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table striped withTableBorder aria-label={texts.reportTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>{texts.row}</Table.Th>
                  <Table.Th w={200}>{texts.field}</Table.Th>
                  <Table.Th>{texts.problem}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.problems.map((p) => (
                  <Table.Tr key={`${p.row}-${p.field ?? ''}-${p.message}`}>
                    <Table.Td>{p.row}</Table.Td>
                    <Table.Td>{p.field ?? '–'}</Table.Td>
                    <Table.Td>{p.message}</Table.Td>
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
