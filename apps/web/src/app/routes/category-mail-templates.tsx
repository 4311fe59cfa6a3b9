import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailTemplatesPage } from '../../features/emails/components/EmailTemplatesPage';

/** /category-mail-templates (authority emailTemplatesList): the events' variants per product category. */
export function CategoryMailTemplatesRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('emailTemplates.categoryTitle')}
      </Title>
      <EmailTemplatesPage categorized />
    </Stack>
  );
}
