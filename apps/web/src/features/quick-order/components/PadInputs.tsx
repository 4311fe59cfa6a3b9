import { type PadLine, parseQuickOrderText, type QuickOrderLineInput } from '@dealerport/contract';
import { Alert, Anchor, Button, Card, FileInput, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconClipboardText, IconFileDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/notify';
import { formatNumber } from '../../../lib/numbers';
import { downloadQuickOrderTemplate } from '../api/download-quick-order-template';
import { useReadQuickOrderFile } from '../api/read-quick-order-file';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
/** Row numbers of a file's left-out rows listed by name; the count says how many more there were. */
const SKIPPED_ROWS_SHOWN = 10;

/** Lines put on the pad: answers how many went on and how many did not fit. */
export type AddLines = (lines: readonly (PadLine | QuickOrderLineInput)[]) => { added: number; dropped: number };

/** "Paste lines": a sheet's, a PDF's or an e-mail's "code quantity" lines, read as the pad reads them. */
export function PasteLinesCard({ onLines }: { onLines: AddLines }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = () => {
    const lines = parseQuickOrderText(text);
    if (lines.length === 0) {
      setMessage({ ok: false, text: t('quickOrder.paste.none') });
      return;
    }
    const { added } = onLines(lines);
    setText('');
    setMessage({ ok: true, text: t('quickOrder.paste.added', { count: added }) });
  };
  return (
    <Card withBorder radius="sm" padding="md">
      <Stack gap="xs">
        <Textarea
          label={t('quickOrder.paste.label')}
          description={t('quickOrder.paste.description')}
          placeholder={t('quickOrder.paste.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setMessage(null);
          }}
          autosize
          minRows={3}
          maxRows={8}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c={message?.ok === false ? 'red' : 'dimmed'} role="status">
            {message?.text ?? ''}
          </Text>
          <Button leftSection={<IconClipboardText size={16} aria-hidden />} variant="light" disabled={text.trim() === ''} onClick={submit}>
            {t('quickOrder.paste.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Upload of a csv or xlsx (the template, a filled-in price list, any sheet with code and quantity columns), and the template. */
export function FileImportCard({ onLines }: { onLines: AddLines }) {
  const { t, i18n } = useTranslation();
  const read = useReadQuickOrderFile();
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const upload = (chosen: File | null) => {
    setFile(chosen);
    setDone(null);
    read.reset();
    if (!chosen) return;
    read.mutate(chosen, {
      onSuccess: (answer) => {
        const { added } = onLines(answer.lines);
        const parts = [t('quickOrder.file.read', { count: added, name: chosen.name })];
        if (answer.skippedCount > 0) {
          const rows = answer.skippedRows
            .slice(0, SKIPPED_ROWS_SHOWN)
            .map((r) => formatNumber(r, i18n.language))
            .join(', ');
          parts.push(t('quickOrder.file.skipped', { count: answer.skippedCount, rows }));
        }
        setDone(parts.join(' '));
        // the same file chosen again is read again
        setFile(null);
      },
    });
  };

  const template = async () => {
    try {
      await downloadQuickOrderTemplate();
    } catch (err) {
      showErrorToast(errorText(err, t('quickOrder.file.templateError')));
    }
  };

  return (
    <Card withBorder radius="sm" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h5">
            {t('quickOrder.file.title')}
          </Title>
          <Anchor component="button" type="button" size="sm" onClick={template}>
            <Group gap={4} wrap="nowrap" component="span">
              <IconFileDownload size={16} aria-hidden />
              {t('quickOrder.file.template')}
            </Group>
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {t('quickOrder.file.hint')}
        </Text>
        <FileInput
          label={t('quickOrder.file.label')}
          placeholder={t('quickOrder.file.placeholder')}
          accept={ACCEPT}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={upload}
          disabled={read.isPending}
          clearable
        />
        {read.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t('quickOrder.file.reading')}
          </Text>
        )}
        {done && (
          <Text size="sm" role="status">
            {done}
          </Text>
        )}
        {read.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(read.error, t('quickOrder.file.error'))}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
