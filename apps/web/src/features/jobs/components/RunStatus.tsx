import type { JobRunStatus } from '@dealerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<JobRunStatus, string> = { queued: 'gray', running: 'blue', ok: 'green', failed: 'red' };

/** A run's status as a word (the colour only repeats it). */
export function RunStatus({ status }: { status: JobRunStatus | null }) {
  const { t } = useTranslation();
  if (!status) return <>—</>;
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`scheduledTasks.status.${status}`)}
    </Badge>
  );
}
