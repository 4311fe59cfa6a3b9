import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { useImportList } from '../api/import-list';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

interface ImportListDialogProps {
  listId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Rows of a csv/xlsx file (code or EAN, quantity) added to the list, on top of its quantities; then how
 * many went in and, by row, the codes that found no product.
 */
export function ImportListDialog({ listId, opened, onClose }: ImportListDialogProps) {
  const { t } = useTranslation();
  const upload = useImportList();
  const [file, setFile] = useState<File | null>(null);
  const close = () => {
    setFile(null);
    upload.reset();
    onClose();
  };
  const result = upload.data;
  return (
    <Modal opened={opened} onClose={close} title={t('lists.import.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('lists.import.hint')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={t('lists.import.file')}
            placeholder={t('uploads.choose')}
            accept={ACCEPT}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={(f) => {
              setFile(f);
              upload.reset();
            }}
            clearable
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate({ id: listId, file }, { onSuccess: () => setFile(null) })}
          >
            {t('lists.import.upload')}
          </Button>
        </Group>
        {upload.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(upload.error, t('errors.unexpected'))}
          </Alert>
        )}
        {result && (
          <Alert color={result.notFound.length ? 'orange' : 'teal'} variant="light" role="status">
            {t('lists.import.added', { count: result.added })}
            {result.notFound.length > 0 && ` ${t('lists.import.notFound', { count: result.notFound.length })}`}
          </Alert>
        )}
        {result && result.notFound.length > 0 && (
          <ScrollArea.Autosize mah={300} type="auto">
            <Table striped withTableBorder aria-label={t('lists.import.notFoundTable')} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={72}>{t('lists.import.row')}</Table.Th>
                  <Table.Th>{t('lists.import.text')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.notFound.map((r) => (
                  <Table.Tr key={r.row}>
                    <Table.Td>{r.row}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.text}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
