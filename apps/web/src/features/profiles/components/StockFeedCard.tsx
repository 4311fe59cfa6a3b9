import type { CreatedStockFeedToken, StockFeedTokenStatus } from '@dealerport/contract';
import { ActionIcon, Alert, Badge, Button, Card, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LANGUAGE_NAMES } from '../../../components/LanguageSelector';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { MutationError } from '../../../components/MutationForm';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { showSuccessToast } from '../../../lib/notify';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useCreateStockFeedToken } from '../api/create-stock-feed-token';
import { useStockFeedToken } from '../api/get-stock-feed-token';
import { useRevokeStockFeedToken } from '../api/revoke-stock-feed-token';

/**
 * The acting customer's stock feed link (issue 14): create it (the link is shown once, here, with copy
 * buttons for its XML and CSV forms), replace it, revoke it, and when a feed reader last used it.
 */
export function StockFeedCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const status = useStockFeedToken(customerId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="stock-feed-title">
      <Stack gap="sm">
        <Text fw={600} id="stock-feed-title">
          {t('stockFeed.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('stockFeed.description')}
        </Text>
        {status.isPending ? (
          <LoadingSpinner size="sm" />
        ) : status.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(status.error, t('errors.unexpected'))}
          </Alert>
        ) : (
          <StockFeedControls customerId={customerId} status={status.data} />
        )}
      </Stack>
    </Card>
  );
}

function StockFeedControls({ customerId, status }: { customerId: string; status: StockFeedTokenStatus }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const create = useCreateStockFeedToken(customerId);
  const revoke = useRevokeStockFeedToken(customerId);
  const [created, setCreated] = useState<CreatedStockFeedToken | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);

  const createLink = () =>
    create.mutate(
      { culture: locale },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setConfirm(null);
        },
      },
    );
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        setConfirm(null);
        showSuccessToast(t('stockFeed.revoked'));
      },
    });

  return (
    <Stack gap="sm">
      {created && <CreatedLinks created={created} />}
      {status.active ? (
        <Stack gap={4}>
          <Group gap="xs">
            <Badge color="green" variant="light">
              {t('stockFeed.active')}
            </Badge>
            {status.culture && (
              <Text size="sm" c="dimmed">
                {t('stockFeed.language', { language: LANGUAGE_NAMES[status.culture] ?? status.culture })}
              </Text>
            )}
          </Group>
          <Text size="sm">
            {t('stockFeed.activeSince', { date: formatDateTime(status.createdOn, locale), user: status.createdBy ?? '—' })}
          </Text>
          <Text size="sm">
            {status.lastUsedOn ? t('stockFeed.lastUsed', { date: formatDateTime(status.lastUsedOn, locale) }) : t('stockFeed.neverUsed')}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{t('stockFeed.none')}</Text>
      )}
      {confirm === null && <MutationError error={create.error ?? revoke.error} />}
      <Group gap="sm">
        {status.active ? (
          <>
            <Button variant="default" onClick={() => setConfirm('rotate')}>
              {t('stockFeed.rotate')}
            </Button>
            <Button color="red" variant="light" onClick={() => setConfirm('revoke')}>
              {t('stockFeed.revoke')}
            </Button>
          </>
        ) : (
          <Button onClick={createLink} loading={create.isPending}>
            {t('stockFeed.create')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirm === 'rotate'}
        title={t('stockFeed.rotateTitle')}
        message={t('stockFeed.rotateMessage')}
        confirmLabel={t('stockFeed.rotate')}
        color="blue"
        loading={create.isPending}
        error={confirm === 'rotate' && create.error ? errorText(create.error, t('errors.unexpected')) : null}
        onConfirm={createLink}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        opened={confirm === 'revoke'}
        title={t('stockFeed.revokeTitle')}
        message={t('stockFeed.revokeMessage')}
        confirmLabel={t('stockFeed.revoke')}
        loading={revoke.isPending}
        error={confirm === 'revoke' && revoke.error ? errorText(revoke.error, t('errors.unexpected')) : null}
        onConfirm={revokeLink}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}

/** The new link in both forms, shown this once (the server keeps only its hash). */
function CreatedLinks({ created }: { created: CreatedStockFeedToken }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('stockFeed.copyNow')}>
      <Stack gap="xs">
        <LinkField label={t('stockFeed.xmlLink')} copyLabel={t('stockFeed.copyXml')} value={created.xmlUrl} />
        <LinkField label={t('stockFeed.csvLink')} copyLabel={t('stockFeed.copyCsv')} value={created.csvUrl} />
      </Stack>
    </Alert>
  );
}

function LinkField({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(e) => e.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('stockFeed.copied') : copyLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('stockFeed.copied') : copyLabel}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
