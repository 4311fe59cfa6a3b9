import type { EmailEventSetting, EmailTemplateType } from '@dealerport/contract';
import { Alert, Divider, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { useSettingTemplates } from '../api/list-email-templates';
import { EMAIL_TEMPLATE_LANGUAGES } from '../lib/email-templates';
import { EventSettingForm } from './EventSettingForm';
import { TemplateEditor } from './TemplateEditor';

interface EmailSettingDialogProps {
  setting: EmailEventSetting;
  type: EmailTemplateType | undefined;
  canUpdate: boolean;
}

/** The edit dialog's content: the event setting (active, cc, bcc), then its template per language. */
export function EmailSettingDialog({ setting, type, canUpdate }: EmailSettingDialogProps) {
  const { t } = useTranslation();
  const templates = useSettingTemplates(setting);

  return (
    <Stack gap="md">
      {type && (
        <Text size="sm" c="dimmed">
          {t('emailTemplates.recipient', { recipient: type.recipient })}
        </Text>
      )}
      <Title order={2} size="h4">
        {t('emailTemplates.settingTitle')}
      </Title>
      <EventSettingForm setting={setting} canUpdate={canUpdate} />
      <Divider />
      <Title order={2} size="h4">
        {t('emailTemplates.templatesTitle')}
      </Title>
      {templates.isPending ? (
        <LoadingSpinner size="sm" />
      ) : templates.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(templates.error, t('errors.unexpected'))}
        </Alert>
      ) : (
        <Tabs defaultValue="tr" keepMounted={false}>
          <Tabs.List>
            {EMAIL_TEMPLATE_LANGUAGES.map((language) => (
              <Tabs.Tab key={language} value={language}>
                {t(`emailTemplates.languages.${language}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EMAIL_TEMPLATE_LANGUAGES.map((language) => {
            const template = templates.data.find((x) => x.language === language);
            return (
              <Tabs.Panel key={language} value={language} pt="sm">
                {template ? (
                  <TemplateEditor
                    key={`${template.id}-${template.version}-${template.isDefault}`}
                    template={template}
                    variables={type?.variables ?? template.variables.map((name) => ({ name, description: name }))}
                    canUpdate={canUpdate}
                    languageName={t(`emailTemplates.languages.${language}`)}
                  />
                ) : (
                  <Text size="sm">{t('emailTemplates.noTemplate')}</Text>
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </Stack>
  );
}
