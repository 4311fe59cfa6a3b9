import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailTemplatesPage } from '../../features/emails/components/EmailTemplatesPage';

/** /mail-template-management (authority emailTemplatesList): the email events, their settings and templates per language. */
export function MailTemplateManagementRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('emailTemplates.title')}
      </Title>
      <EmailTemplatesPage categorized={false} />
    </Stack>
  );
}
