import type { EmailEventSetting } from '@dealerport/contract';
import { Button, Group, Stack, Switch, TagsInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { showSuccessToast } from '../../../lib/notify';
import { useUpdateEmailGroup } from '../api/update-email-group';

/** An event setting: whether it is sent (or the category variant applied), and its cc and bcc lists. */
export function EventSettingForm({ setting, canUpdate }: { setting: EmailEventSetting; canUpdate: boolean }) {
  const { t } = useTranslation();
  const [isActive, setIsActive] = useState(setting.isActive);
  const [ccList, setCcList] = useState(setting.ccList);
  const [bccList, setBccList] = useState(setting.bccList);
  const save = useUpdateEmailGroup();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { id: setting.id, eventName: setting.eventName as never, categoryId: setting.categoryId, isActive, ccList, bccList },
      { onSuccess: () => showSuccessToast(t('emailTemplates.settingSaved')) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <MutationError error={save.error} />
        <Switch
          label={setting.categoryId === null ? t('emailTemplates.activeEvent') : t('emailTemplates.activeVariant')}
          checked={isActive}
          onChange={(e) => setIsActive(e.currentTarget.checked)}
          disabled={!canUpdate}
        />
        <TagsInput
          label={t('emailTemplates.cc')}
          description={t('emailTemplates.addressesHint')}
          value={ccList}
          onChange={setCcList}
          splitChars={[',', ';', ' ']}
          maxTags={20}
          clearable
          disabled={!canUpdate}
        />
        <TagsInput
          label={t('emailTemplates.bcc')}
          description={t('emailTemplates.addressesHint')}
          value={bccList}
          onChange={setBccList}
          splitChars={[',', ';', ' ']}
          maxTags={20}
          clearable
          disabled={!canUpdate}
        />
        {canUpdate && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('emailTemplates.saveSetting')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
