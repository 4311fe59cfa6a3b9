import { DOCUMENT_EXTENSIONS, DOCUMENT_TYPES, type DocumentDirectory, type DocumentFile, type DocumentType } from '@dealerport/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Modal,
  NavLink,
  Progress,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDownload,
  IconFile,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileZip,
  IconFolder,
  IconFolderOpen,
  IconFolderPlus,
  IconPencil,
  IconPhoto,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { useCreateDocumentFolder } from '../api/create-folder';
import { useDeleteDocument } from '../api/delete-document';
import { useDeleteDocumentFolder } from '../api/delete-folder';
import { downloadDocument } from '../api/download-document';
import { useDocumentTree } from '../api/get-document-tree';
import { useRenameDocument } from '../api/rename-document';
import { useRenameDocumentFolder } from '../api/rename-folder';
import { useUploadDocument } from '../api/upload-document';

const NO_PERMISSIONS: readonly string[] = [];
const ACCEPT = Object.keys(DOCUMENT_EXTENSIONS)
  .map((e) => `.${e}`)
  .join(',');

function FileIcon({ extension }: { extension: string }) {
  const props = { size: 20, 'aria-hidden': true } as const;
  if (extension === 'pdf') return <IconFileTypePdf {...props} color="var(--mantine-color-red-7)" />;
  if (extension === 'xlsx' || extension === 'xls') return <IconFileSpreadsheet {...props} color="var(--mantine-color-green-8)" />;
  if (extension === 'csv') return <IconFileTypeCsv {...props} color="var(--mantine-color-green-8)" />;
  if (extension === 'docx' || extension === 'doc') return <IconFileTypeDocx {...props} color="var(--mantine-color-blue-7)" />;
  if (extension === 'pptx') return <IconFileTypePpt {...props} color="var(--mantine-color-orange-8)" />;
  if (extension === 'zip') return <IconFileZip {...props} />;
  if (['png', 'jpg', 'jpeg', 'webp', 'gif'].includes(extension)) return <IconPhoto {...props} />;
  return <IconFile {...props} />;
}

/** The folder of an id in a tree (null: the root). */
function findDirectory(dir: DocumentDirectory, id: string | null): DocumentDirectory | null {
  if (dir.id === id) return dir;
  for (const sub of dir.subDirectories) {
    const found = findDirectory(sub, id);
    if (found) return found;
  }
  return null;
}

const sizeText = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

/** A name asked for in a dialog (new folder, rename). */
function NameDialog({
  title,
  initial,
  opened,
  onClose,
  onSubmit,
  pending,
  error,
}: {
  title: string;
  initial: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: (name: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) onSubmit(name.trim());
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('documents.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
            required
            maxLength={120}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(error, t('errors.unexpected'))}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function FolderTree({
  dir,
  selected,
  onSelect,
}: {
  dir: DocumentDirectory;
  selected: string | null;
  onSelect: (id: string | null) => void;
}): ReactNode {
  return dir.subDirectories.map((sub) => (
    <NavLink
      key={sub.id}
      label={sub.directoryName}
      leftSection={selected === sub.id ? <IconFolderOpen size={18} aria-hidden /> : <IconFolder size={18} aria-hidden />}
      active={selected === sub.id}
      aria-current={selected === sub.id ? 'true' : undefined}
      onClick={() => onSelect(sub.id)}
      opened
      childrenOffset="md"
    >
      {sub.subDirectories.length > 0 ? <FolderTree dir={sub} selected={selected} onSelect={onSelect} /> : undefined}
    </NavLink>
  ));
}

type Dialog =
  | { kind: 'new-folder' }
  | { kind: 'rename-folder'; id: string; name: string }
  | { kind: 'rename-file'; file: DocumentFile }
  | null;

function DocumentTypePanel({ type }: { type: DocumentType }) {
  const { t, i18n } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const can = (action: 'create' | 'update' | 'delete') => permissions.includes(`document.${action}`);
  const tree = useDocumentTree(type);
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadDocument(type);
  const createFolder = useCreateDocumentFolder(type);
  const renameFolder = useRenameDocumentFolder(type);
  const deleteFolder = useDeleteDocumentFolder(type);
  const renameFile = useRenameDocument(type);
  const deleteFile = useDeleteDocument(type);

  if (tree.isPending) return <LoadingSpinner />;
  if (tree.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(tree.error, t('errors.unexpected'))}
      </Alert>
    );
  const root = tree.data;
  const current = findDirectory(root, selected) ?? root;
  const closeDialog = () => {
    setDialog(null);
    createFolder.reset();
    renameFolder.reset();
    renameFile.reset();
  };
  const fail = (err: unknown) => showErrorToast(errorText(err, t('errors.unexpected')));

  return (
    <Group align="flex-start" gap="lg" wrap="wrap" mt="md">
      <Card withBorder radius="sm" padding="sm" w={{ base: '100%', sm: 280 }} component="nav" aria-label={t('documents.folders')}>
        <NavLink
          label={t(`documents.types.${type}`)}
          leftSection={<IconFolder size={18} aria-hidden />}
          active={current.id === null}
          aria-current={current.id === null ? 'true' : undefined}
          onClick={() => setSelected(null)}
        />
        <FolderTree dir={root} selected={current.id} onSelect={setSelected} />
      </Card>

      <Stack gap="sm" style={{ flex: 1, minWidth: 280 }}>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {current.id === null ? t(`documents.types.${type}`) : current.directoryName}
          </Title>
          <Group gap="xs">
            {can('create') && (
              <Button variant="light" leftSection={<IconFolderPlus size={16} />} onClick={() => setDialog({ kind: 'new-folder' })}>
                {t('documents.newFolder')}
              </Button>
            )}
            {current.id !== null && can('update') && (
              <Button
                variant="subtle"
                leftSection={<IconPencil size={16} />}
                onClick={() => setDialog({ kind: 'rename-folder', id: current.id!, name: current.directoryName })}
              >
                {t('documents.renameFolder')}
              </Button>
            )}
            {current.id !== null && can('delete') && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={deleteFolder.isPending}
                onClick={() => {
                  if (window.confirm(t('documents.confirmDeleteFolder', { name: current.directoryName })))
                    deleteFolder.mutate(current.id!, { onSuccess: () => setSelected(null), onError: fail });
                }}
              >
                {t('documents.deleteFolder')}
              </Button>
            )}
          </Group>
        </Group>

        {can('create') && (
          <Card withBorder radius="sm" padding="sm">
            <Group align="flex-end" wrap="wrap">
              <FileInput
                label={t('documents.file')}
                description={t('documents.fileHint')}
                accept={ACCEPT}
                value={file}
                onChange={(f) => {
                  setFile(f);
                  upload.reset();
                }}
                clearable
                w={{ base: '100%', sm: 360 }}
              />
              <Button
                leftSection={<IconUpload size={16} />}
                disabled={!file}
                loading={upload.isPending}
                onClick={() => {
                  if (!file) return;
                  setProgress(0);
                  upload.mutate({ folderId: current.id, file, onProgress: setProgress }, { onSuccess: () => setFile(null) });
                }}
              >
                {t('documents.upload')}
              </Button>
            </Group>
            {upload.isPending && (
              <Progress mt="sm" value={Math.round(progress * 100)} animated striped size="lg" aria-label={t('documents.progress')} />
            )}
            {upload.isSuccess && (
              <Text mt="sm" size="sm" role="status">
                {t('documents.uploaded', { name: upload.data.name })}
              </Text>
            )}
            {upload.isError && (
              <Alert mt="sm" color="red" variant="light" role="alert">
                {errorText(upload.error, t('errors.unexpected'))}
              </Alert>
            )}
          </Card>
        )}

        {current.files.length === 0 ? (
          <Text c="dimmed">{t('documents.empty')}</Text>
        ) : (
          <Table striped highlightOnHover aria-label={t('documents.files')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documents.name')}</Table.Th>
                <Table.Th w={100}>{t('documents.size')}</Table.Th>
                <Table.Th w={140}>
                  <VisuallyHidden>{t('documents.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {current.files.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <FileIcon extension={f.extension} />
                      <Button variant="transparent" px={0} onClick={() => downloadDocument(type, f.id).catch(fail)}>
                        {f.name}
                      </Button>
                    </Group>
                  </Table.Td>
                  <Table.Td>{sizeText(f.size, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('documents.download', { name: f.name })}
                        onClick={() => downloadDocument(type, f.id).catch(fail)}
                      >
                        <IconDownload size={18} />
                      </ActionIcon>
                      {can('update') && (
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('documents.rename', { name: f.name })}
                          onClick={() => setDialog({ kind: 'rename-file', file: f })}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      )}
                      {can('delete') && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('documents.delete', { name: f.name })}
                          onClick={() => {
                            if (window.confirm(t('documents.confirmDelete', { name: f.name }))) deleteFile.mutate(f.id, { onError: fail });
                          }}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      {dialog?.kind === 'new-folder' && (
        <NameDialog
          opened
          title={t('documents.newFolder')}
          initial=""
          onClose={closeDialog}
          pending={createFolder.isPending}
          error={createFolder.error}
          onSubmit={(name) => createFolder.mutate({ name, parentId: current.id }, { onSuccess: closeDialog })}
        />
      )}
      {dialog?.kind === 'rename-folder' && (
        <NameDialog
          opened
          title={t('documents.renameFolder')}
          initial={dialog.name}
          onClose={closeDialog}
          pending={renameFolder.isPending}
          error={renameFolder.error}
          onSubmit={(name) => renameFolder.mutate({ id: dialog.id, name }, { onSuccess: closeDialog })}
        />
      )}
      {dialog?.kind === 'rename-file' && (
        <NameDialog
          opened
          title={t('documents.rename', { name: dialog.file.name })}
          initial={dialog.file.name}
          onClose={closeDialog}
          pending={renameFile.isPending}
          error={renameFile.error}
          onSubmit={(name) => renameFile.mutate({ id: dialog.file.id, name }, { onSuccess: closeDialog })}
        />
      )}
    </Group>
  );
}

/** The documents screen (`/documents`): a tab per document type, its folder tree and files. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<DocumentType>('price-lists');
  return (
    <Tabs value={type} onChange={(v) => v && setType(v as DocumentType)} keepMounted={false}>
      <Tabs.List>
        {DOCUMENT_TYPES.map((ty) => (
          <Tabs.Tab key={ty} value={ty}>
            {t(`documents.types.${ty}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {DOCUMENT_TYPES.map((ty) => (
        <Tabs.Panel key={ty} value={ty}>
          <DocumentTypePanel type={ty} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
