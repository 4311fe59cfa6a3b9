import { CULTURES, TRANSLATION_FILTERS } from '@dealerport/contract';
import { Badge, Button, Code, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { errorText } from '../../../lib/api-error';
import { showErrorToast, showSuccessToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { type TranslationRow, useTranslations } from '../api/list-translations';
import { useReloadResources } from '../api/reload-resources';
import { useResetTranslation } from '../api/reset-translation';
import { TranslationForm } from './TranslationForm';

const NO_PERMISSIONS: readonly string[] = [];
const PAGE_SIZES = [25, 50, 100];
type Filter = (typeof TRANSLATION_FILTERS)[number];

/**
 * The translation editor (our extension, issue 15): every interface text with its tr/de/en default and
 * override, searched by key or text, a page at a time (there are thousands); edit side by side, reset to
 * the defaults, reload the resources of every portal process.
 */
export function TranslationsPage() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canUpdate = permissions.includes('localization.update');
  const canReload = permissions.includes('localization.reload');

  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const paging = usePaging(PAGE_SIZES, `${searchTerm}|${filter}`);
  const { page, pageSize } = paging;
  const list = useTranslations({
    PageNumber: page,
    PageSize: pageSize,
    ...(searchTerm ? { SearchTerm: searchTerm } : {}),
    ...(filter === 'all' ? {} : { Filter: filter }),
  });

  const editor = useEditing<TranslationRow>();
  const reload = useReloadResources();
  const deletion = useDeleteConfirmation<TranslationRow>({
    mutation: useResetTranslation(),
    title: t('localizations.resetTitle'),
    message: (row) => t('localizations.resetConfirm', { key: row.key }),
    deleted: (row) => t('localizations.resetDone', { key: row.key }),
  });
  const { edit } = editor;
  const { ask: askReset } = deletion;

  const columns = useMemo<DataTableColumn<TranslationRow>[]>(
    () => [
      {
        accessor: 'key',
        title: t('localizations.key'),
        width: 240,
        render: (row) => (
          <Stack gap={4}>
            {/* dotted keys wrap at their dots first */}
            <Code style={{ overflowWrap: 'anywhere' }}>
              {row.key.split('.').map((part, i, parts) => (
                <Fragment key={parts.slice(0, i + 1).join('.')}>
                  {i > 0 && (
                    <>
                      .<wbr />
                    </>
                  )}
                  {part}
                </Fragment>
              ))}
            </Code>
            <Group gap={4}>
              {row.orphaned && (
                <Badge size="xs" color="orange" variant="outline">
                  {t('localizations.orphaned')}
                </Badge>
              )}
              {CULTURES.some((c) => row.overrides[c] !== null) && !row.orphaned && (
                <Badge size="xs" variant="light">
                  {t('localizations.overridden')}
                </Badge>
              )}
            </Group>
          </Stack>
        ),
      },
      ...CULTURES.map(
        (c): DataTableColumn<TranslationRow> => ({
          accessor: c,
          title: t(`localizations.language.${c}`),
          render: (row) => {
            const override = row.overrides[c];
            return (
              <Stack gap={2}>
                <Text size="sm" fw={override !== null ? 600 : undefined} style={{ whiteSpace: 'pre-wrap' }}>
                  {override ?? row.defaults[c] ?? '—'}
                </Text>
                {override !== null && (
                  <Text size="xs" c="dimmed">
                    {t('localizations.overriddenLanguage')}
                  </Text>
                )}
              </Stack>
            );
          },
        }),
      ),
      ...(canUpdate
        ? [
            rowActionsColumn<TranslationRow>(t('common.actions'), (row) => (
              <>
                {!row.orphaned && (
                  <EditAction
                    label={t('localizations.edit')}
                    aria-label={t('localizations.editNamed', { key: row.key })}
                    onClick={() => edit(row)}
                  />
                )}
                {CULTURES.some((c) => row.overrides[c] !== null) && (
                  <DeleteAction aria-label={t('localizations.resetNamed', { key: row.key })} onClick={() => askReset(row)} />
                )}
              </>
            )),
          ]
        : []),
    ],
    [t, canUpdate, edit, askReset],
  );

  const runReload = () =>
    reload.mutate(undefined, {
      onSuccess: (result) => showSuccessToast(t('localizations.reloaded', { count: result.keyCount, overrides: result.overrideCount })),
      onError: (err) => showErrorToast(errorText(err, t('errors.unexpected'))),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" size="sm" maw={720}>
          {t('localizations.intro')}
        </Text>
        {canReload && (
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={reload.isPending} onClick={runReload}>
            {t('localizations.reload')}
          </Button>
        )}
      </Group>
      <Group align="flex-end" gap="md">
        <SearchField label={t('localizations.search')} value={search} onChange={setSearch} />
        <SegmentedControl
          aria-label={t('localizations.filterLabel')}
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          data={TRANSLATION_FILTERS.map((f) => ({ value: f, label: t(`localizations.filter.${f}`) }))}
        />
      </Group>
      <PagedDataTable<TranslationRow>
        query={list}
        columns={columns}
        label={t('localizations.tableLabel')}
        emptyText={t('localizations.empty')}
        {...paging}
      />
      <EditModal editor={editor} createTitle="" editTitle={(row) => t('localizations.editTitle', { key: row.key })} size="xl">
        {(row) => row && <TranslationForm row={row} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>
      {deletion.dialog}
    </Stack>
  );
}
