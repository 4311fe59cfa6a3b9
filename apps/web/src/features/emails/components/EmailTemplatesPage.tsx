import type { EmailEventSetting, ListEmailGroupsQuery } from '@dealerport/contract';
import { Badge, Group, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { EditAction, rowActionsColumn } from '../../../components/RowActions';
import { errorText } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { useEmailGroups } from '../api/list-email-groups';
import { useEmailTemplateTypes } from '../api/list-email-template-types';
import { useUpdateEmailGroup } from '../api/update-email-group';
import { EMAIL_PAGE_SIZES, eventLabel, variableToken } from '../lib/email-templates';
import { CreateVariantForm } from './CreateVariantForm';
import { EmailSettingDialog } from './EmailSettingDialog';

const NO_PERMISSIONS: readonly string[] = [];
const GROUPS = ['account', 'registration', 'order'] as const;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /mail-template-management (categorized false: the events) and /category-mail-templates (true: their
 * category variants): the event settings, each edited in a dialog with its template per language.
 */
export function EmailTemplatesPage({ categorized }: { categorized: boolean }) {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canUpdate = permissions.includes('email-template.update');

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [groupName, setGroupName] = useState<string | null>(null);
  const paging = usePaging(EMAIL_PAGE_SIZES, JSON.stringify([debounced, groupName]));
  const { page, pageSize } = paging;
  const query: ListEmailGroupsQuery = {
    PageNumber: page,
    PageSize: pageSize,
    IsCategorizedEmailTemplate: categorized,
    ...(debounced.trim() ? { SearchTerm: debounced.trim() } : {}),
    ...(groupName ? { GroupName: groupName as ListEmailGroupsQuery['GroupName'] } : {}),
  };
  const groups = useEmailGroups(query);
  const types = useEmailTemplateTypes();
  const toggle = useUpdateEmailGroup();
  const editor = useEditing<EmailEventSetting>();
  const [creating, setCreating] = useState(false);
  const { edit } = editor;
  const typeList = types.data;
  const { mutate: toggleActive } = toggle;

  const columns = useMemo<DataTableColumn<EmailEventSetting>[]>(() => {
    const name = (s: EmailEventSetting) => eventLabel(typeList, s.eventName);
    const cols: DataTableColumn<EmailEventSetting>[] = [
      {
        accessor: 'eventName',
        title: t('emailTemplates.event'),
        render: (s) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {name(s)}
            </Text>
            <Text size="xs" c="dimmed">
              {s.eventName}
            </Text>
          </Stack>
        ),
      },
      { accessor: 'groupName', title: t('emailTemplates.group'), render: (s) => t(`emailTemplates.groups.${s.groupName}`, s.groupName) },
    ];
    if (categorized) cols.push({ accessor: 'categoryName', title: t('emailTemplates.category'), render: (s) => s.categoryName ?? '—' });
    cols.push(
      {
        accessor: 'isActive',
        title: t('emailTemplates.active'),
        render: (s) =>
          canUpdate ? (
            <Switch
              aria-label={t('emailTemplates.activeNamed', { name: name(s) })}
              checked={s.isActive}
              onChange={(e) =>
                toggleActive(
                  {
                    id: s.id,
                    eventName: s.eventName as never,
                    categoryId: s.categoryId,
                    isActive: e.currentTarget.checked,
                    ccList: s.ccList,
                    bccList: s.bccList,
                  },
                  { onError: (error) => showErrorToast(errorText(error, t('errors.unexpected'))) },
                )
              }
            />
          ) : (
            <Badge variant="light" color={s.isActive ? 'green' : 'gray'}>
              {s.isActive ? t('emailTemplates.on') : t('emailTemplates.off')}
            </Badge>
          ),
      },
      { accessor: 'ccList', title: t('emailTemplates.cc'), render: (s) => <Text size="xs">{s.ccList.join(', ') || '—'}</Text> },
      { accessor: 'bccList', title: t('emailTemplates.bcc'), render: (s) => <Text size="xs">{s.bccList.join(', ') || '—'}</Text> },
      rowActionsColumn(t('common.actions'), (s) => (
        <EditAction
          label={canUpdate ? t('emailTemplates.edit') : t('emailTemplates.view')}
          aria-label={t(canUpdate ? 'emailTemplates.editNamed' : 'emailTemplates.viewNamed', {
            name: categorized && s.categoryName ? `${name(s)} (${s.categoryName})` : name(s),
          })}
          onClick={() => edit(s)}
        />
      )),
    );
    return cols;
  }, [t, typeList, categorized, canUpdate, edit, toggleActive]);

  const groupData = GROUPS.map((g) => ({ value: g, label: t(`emailTemplates.groups.${g}`) }));
  const titleOf = (s: EmailEventSetting) => {
    const name = eventLabel(typeList, s.eventName);
    return t('emailTemplates.editTitle', { name: s.categoryName ? `${name} (${s.categoryName})` : name });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {categorized ? t('emailTemplates.categoryIntro') : t('emailTemplates.intro', { example: variableToken('name') })}
      </Text>
      <ListToolbar create={categorized && canUpdate && { label: t('emailTemplates.createVariant'), onClick: () => setCreating(true) }}>
        <Group align="flex-end" gap="sm">
          <SearchField
            label={t('emailTemplates.search')}
            placeholder={t('emailTemplates.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            width={240}
          />
          <Select
            label={t('emailTemplates.group')}
            placeholder={t('emailTemplates.all')}
            clearable
            data={groupData}
            value={groupName}
            onChange={setGroupName}
            w={{ base: '100%', sm: 200 }}
          />
        </Group>
      </ListToolbar>

      <PagedDataTable<EmailEventSetting>
        query={groups}
        columns={columns}
        label={categorized ? t('emailTemplates.categoryTableLabel') : t('emailTemplates.tableLabel')}
        emptyText={categorized ? t('emailTemplates.categoryEmpty') : t('emailTemplates.empty')}
        {...paging}
      />

      <EditModal editor={editor} createTitle="" editTitle={titleOf} size="xl">
        {(setting) =>
          setting && (
            <EmailSettingDialog setting={setting} type={typeList?.find((x) => x.eventName === setting.eventName)} canUpdate={canUpdate} />
          )
        }
      </EditModal>

      <Modal opened={creating} onClose={() => setCreating(false)} title={t('emailTemplates.createVariantTitle')}>
        {creating && <CreateVariantForm types={typeList ?? []} onDone={() => setCreating(false)} />}
      </Modal>
    </Stack>
  );
}
