import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScheduledTasksPage } from '../../features/jobs/components/ScheduledTasksPage';

/** /scheduled-tasks (authority scheduledQueryList): integration jobs and scheduled SQL jobs. */
export function ScheduledTasksRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('scheduledTasks.title')}
      </Title>
      <ScheduledTasksPage />
    </Stack>
  );
}
