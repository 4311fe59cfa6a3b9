import type { ConnectionTestResult } from '@dealerport/contract';
import { Alert, List, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ConnectionTestResultViewProps {
  result: ConnectionTestResult;
  /** The headings (default: "Connection works" / "Connection failed"). */
  okTitle?: string;
  failedTitle?: string;
}

/** The outcome of a "test connection" (or a test mail): worded by the server in the user's language, with its time. */
export function ConnectionTestResultView({ result, okTitle, failedTitle }: ConnectionTestResultViewProps) {
  const { t } = useTranslation();
  return (
    <Alert
      role="status"
      variant="light"
      color={result.ok ? 'teal' : 'red'}
      icon={result.ok ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
      title={result.ok ? (okTitle ?? t('connectionTest.ok')) : (failedTitle ?? t('connectionTest.failed'))}
    >
      {result.checks.length > 1 ? (
        <List size="sm" spacing={2}>
          {result.checks.map((c) => (
            <List.Item key={c.target}>
              {c.ok ? t('connectionTest.checkOk') : t('connectionTest.checkFailed')}: {c.message}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{result.message}</Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('connectionTest.latency', { ms: result.latencyMs })}
      </Text>
    </Alert>
  );
}
