import type { ScheduledJob, ScheduledJobRun } from '@dealerport/contract';
import { Alert, Drawer, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useJobRuns } from '../api/list-job-runs';
import { RunStatus } from './RunStatus';

const PAGE_SIZE = 20;

/** A job's run history, newest first: when, who asked, the result, rows and the error. */
/** The runs of a job; times on the schedules' clock (`timeZone`, the distributor's) when it is known. */
export function RunHistoryDrawer({ job, timeZone, onClose }: { job: ScheduledJob | null; timeZone?: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const runs = useJobRuns(job?.id ?? null, { PageNumber: page, PageSize: PAGE_SIZE });
  const who = (r: ScheduledJobRun) =>
    r.trigger === 'user' ? (r.triggeredBy ?? t('scheduledTasks.byUser')) : t('scheduledTasks.bySchedule');
  return (
    <Drawer
      opened={job !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      position="right"
      size="xl"
      title={job ? t('scheduledTasks.historyTitle', { name: job.name }) : ''}
    >
      {runs.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(runs.error, t('errors.unexpected'))}
        </Alert>
      ) : runs.isPending ? (
        <LoadingSpinner size="sm" />
      ) : runs.data.items.length === 0 ? (
        <Text c="dimmed">{t('scheduledTasks.noRuns')}</Text>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('scheduledTasks.historyTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('scheduledTasks.started')}</Table.Th>
                  <Table.Th>{t('scheduledTasks.finished')}</Table.Th>
                  <Table.Th>{t('scheduledTasks.trigger')}</Table.Th>
                  <Table.Th>{t('scheduledTasks.result')}</Table.Th>
                  <Table.Th ta="right">{t('scheduledTasks.rows')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.data.items.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatDateTime(r.startedAt ?? r.queuedAt, i18n.language, timeZone)}</Table.Td>
                    <Table.Td>{formatDateTime(r.finishedAt, i18n.language, timeZone)}</Table.Td>
                    <Table.Td>{who(r)}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <RunStatus status={r.status} />
                        {r.errorMessage && (
                          <Text size="xs" c="red" ff="monospace" style={{ wordBreak: 'break-word' }}>
                            {r.errorMessage}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right">{r.rowsAffected ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {runs.data.totalPages > 1 && (
            <Group justify="flex-end">
              <Pagination
                total={runs.data.totalPages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`scheduledTasks.page.${control}`) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
