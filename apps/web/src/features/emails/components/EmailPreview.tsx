import type { EmailPreview as Preview } from '@dealerport/contract';
import { Card, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The server's rendering of a template with sample data: the subject, the HTML as it would be sent in a
 * sandboxed frame (no script, no same-origin access; the server sanitised it already), and the plain-text part.
 */
export function EmailPreview({ preview, languageName }: { preview: Preview; languageName: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="md" role="region" aria-label={t('emailTemplates.previewTitle', { language: languageName })}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('emailTemplates.previewHint')}
        </Text>
        <Text fw={600}>{t('emailTemplates.previewSubject', { subject: preview.subject })}</Text>
        <iframe
          title={t('emailTemplates.previewHtml')}
          sandbox=""
          srcDoc={preview.html}
          style={{ width: '100%', minHeight: 240, border: '1px solid var(--mantine-color-default-border)', background: '#fff' }}
        />
        <Text size="sm" fw={500}>
          {t('emailTemplates.previewText')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap' }}>
          {preview.text}
        </Code>
      </Stack>
    </Card>
  );
}
