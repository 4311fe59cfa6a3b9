import { type IntegrationKey, SYNC_SCOPES, type SyncScope } from '@dealerport/contract';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DialogFooter } from '../../../components/DialogFooter';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useCreateIntegrationKey } from '../api/keys-create';
import { useIntegrationKeys } from '../api/keys-list';
import { useRevokeIntegrationKey } from '../api/keys-revoke';

const NO_PERMISSIONS: readonly string[] = [];

function useDateTime() {
  const locale = useLocaleStore((s) => s.locale);
  return (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '–');
}

/** The create dialog: a name and the scopes, then the new key, shown this once with a copy button. */
function CreateKeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateIntegrationKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const secret = create.data?.secret ?? null;

  const close = () => {
    setName('');
    setScopes([]);
    setTouched(false);
    create.reset();
    onClose();
  };
  const nameError = touched && name.trim() === '' ? t('integrationKeys.nameRequired') : null;
  const scopesError = touched && scopes.length === 0 ? t('integrationKeys.scopesRequired') : null;
  const submit = () => {
    setTouched(true);
    if (name.trim() === '' || scopes.length === 0) return;
    create.mutate({ name: name.trim(), scopes: scopes as SyncScope[] });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? t('integrationKeys.createdTitle') : t('integrationKeys.createTitle')}
      centered
      size="lg"
    >
      {secret ? (
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('integrationKeys.onceTitle')} role="alert">
            {t('integrationKeys.onceWarning')}
          </Alert>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={t('integrationKeys.secret')}>
              {secret}
            </Code>
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t('integrationKeys.copied') : t('integrationKeys.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>{t('integrationKeys.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <TextInput
            label={t('integrationKeys.name')}
            description={t('integrationKeys.nameHint')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={100}
            required
            data-autofocus
          />
          <Checkbox.Group label={t('integrationKeys.scopes')} value={scopes} onChange={setScopes} error={scopesError} required>
            <Stack gap={6} mt={6}>
              {SYNC_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} label={t(`integrationKeys.scope.${scope}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <DialogFooter
            confirmLabel={t('integrationKeys.create')}
            color="blue"
            loading={create.isPending}
            error={create.error ? errorText(create.error, t('errors.unexpected')) : null}
            onConfirm={submit}
            onCancel={close}
          />
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The integration keys of machine clients (the ERP): who may call the sync API with which scopes. Lists
 * them (never a secret), creates one (shown once, with a copy button) and revokes one after asking.
 */
export function IntegrationKeysSection() {
  const { t } = useTranslation();
  const when = useDateTime();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canUpdate = permissions.includes('integration.update');
  const keys = useIntegrationKeys();
  const revoke = useRevokeIntegrationKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);

  return (
    <Card withBorder radius="sm" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('integrationKeys.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('integrationKeys.hint')}
            </Text>
          </Stack>
          {canUpdate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('integrationKeys.new')}
            </Button>
          )}
        </Group>
        {keys.isPending && <LoadingSpinner size="sm" />}
        {keys.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(keys.error, t('errors.unexpected'))}
          </Alert>
        )}
        {keys.data && keys.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('integrationKeys.empty')}
          </Text>
        )}
        {keys.data && keys.data.length > 0 && (
          <ScrollArea type="auto">
            <Table striped withTableBorder miw={820} aria-label={t('integrationKeys.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrationKeys.name')}</Table.Th>
                  <Table.Th>{t('integrationKeys.prefix')}</Table.Th>
                  <Table.Th>{t('integrationKeys.scopes')}</Table.Th>
                  <Table.Th>{t('integrationKeys.created')}</Table.Th>
                  <Table.Th>{t('integrationKeys.lastUsed')}</Table.Th>
                  <Table.Th>{t('integrationKeys.status')}</Table.Th>
                  {canUpdate && <Table.Th w={60} aria-label={t('common.actions')} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.map((k) => (
                  <Table.Tr key={k.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <IconKey size={16} aria-hidden />
                        {k.name}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Code>{k.prefix}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {k.scopes.map((s) => (
                          <Badge key={s} variant="light" size="sm">
                            {t(`integrationKeys.scope.${s}`)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{when(k.createdAt)}</Text>
                      {k.createdBy && (
                        <Text size="xs" c="dimmed">
                          {k.createdBy}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{k.lastUsedAt ? when(k.lastUsedAt) : t('integrationKeys.never')}</Table.Td>
                    <Table.Td>
                      {k.revokedAt ? (
                        <Badge color="gray" variant="outline">
                          {t('integrationKeys.revokedOn', { date: when(k.revokedAt) })}
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light">
                          {t('integrationKeys.active')}
                        </Badge>
                      )}
                    </Table.Td>
                    {canUpdate && (
                      <Table.Td>
                        {!k.revokedAt && (
                          <Tooltip label={t('integrationKeys.revoke')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('integrationKeys.revokeNamed', { name: k.name })}
                              onClick={() => {
                                revoke.reset();
                                setRevoking(k);
                              }}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
      <CreateKeyDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('integrationKeys.revokeTitle')}
        message={revoking ? t('integrationKeys.revokeQuestion', { name: revoking.name }) : ''}
        confirmLabel={t('integrationKeys.revoke')}
        loading={revoke.isPending}
        error={revoke.error ? errorText(revoke.error, t('errors.unexpected')) : null}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          const name = revoking.name;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              showSuccessToast(t('integrationKeys.revoked', { name }));
              setRevoking(null);
            },
          });
        }}
      />
    </Card>
  );
}
