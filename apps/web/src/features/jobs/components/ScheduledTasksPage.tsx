import type { ScheduledJob } from '@dealerport/contract';
import { ActionIcon, Alert, Badge, Code, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory, IconPlayerPlay } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, RowAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { ApiError, errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { showErrorToast, showSuccessToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteJob } from '../api/delete-job';
import { useExecuteJob } from '../api/execute-job';
import { useJobs } from '../api/list-jobs';
import { useUpdateJob } from '../api/update-job';
import { cronInWords } from './cron-words';
import { JobForm } from './JobForm';
import { RunHistoryDrawer } from './RunHistoryDrawer';
import { RunStatus } from './RunStatus';

const NO_PERMISSIONS: readonly string[] = [];
const PAGE_SIZES = [25, 50, 100];
const inFlight = (j: ScheduledJob) => j.lastRunStatus === 'queued' || j.lastRunStatus === 'running';

/**
 * /scheduled-tasks: the integration jobs and scheduled SQL jobs (spec 02 §3 "Scheduled job"): schedule in
 * words, next and last run with its result, active switch, run now, history; SQL jobs created and edited here.
 */
export function ScheduledTasksPage() {
  const { t, i18n } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canUpdate = permissions.includes('scheduled-job.update');
  const canExecute = permissions.includes('scheduled-job.execute') || permissions.includes('integration.execute');

  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const paging = usePaging(PAGE_SIZES, searchTerm);
  const { page, pageSize } = paging;
  const [watching, setWatching] = useState(false);
  const jobs = useJobs({ PageNumber: page, PageSize: pageSize, ...(searchTerm ? { SearchTerm: searchTerm } : {}) }, watching);
  const anyInFlight = (jobs.data?.items ?? []).some(inFlight);
  // The server says whether SQL jobs can run here (not on the embedded database).
  const sqlJobsAvailable = jobs.data?.sqlJobsAvailable !== false;
  // Runs are shown on the schedules' clock (the distributor's zone), named in the column titles.
  const timeZone = jobs.data?.timeZone;
  if (anyInFlight !== watching) setWatching(anyInFlight);

  const editor = useEditing<ScheduledJob>();
  const [history, setHistory] = useState<ScheduledJob | null>(null);
  const execute = useExecuteJob();
  const update = useUpdateJob();
  const deletion = useDeleteConfirmation<ScheduledJob>({
    mutation: useDeleteJob(),
    title: t('scheduledTasks.deleteTitle'),
    message: (j) => t('scheduledTasks.deleteConfirm', { name: j.name }),
    deleted: (j) => t('scheduledTasks.deleted', { name: j.name }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;

  const columns = useMemo<DataTableColumn<ScheduledJob>[]>(() => {
    const runNow = (j: ScheduledJob) =>
      execute.mutate(j.id, {
        onSuccess: () => showSuccessToast(t('scheduledTasks.queued', { name: j.name })),
        onError: (err) =>
          showErrorToast(
            err instanceof ApiError && err.code === 'JOB_ALREADY_RUNNING'
              ? t('scheduledTasks.alreadyRunning')
              : errorText(err, t('errors.unexpected')),
          ),
      });
    const setActive = (j: ScheduledJob, isActive: boolean) =>
      update.mutate(
        { id: j.id, body: { name: j.name, cronExp: j.cronExp, isActive, timeoutSeconds: j.timeoutSeconds } },
        {
          onSuccess: () => showSuccessToast(t(isActive ? 'scheduledTasks.activated' : 'scheduledTasks.deactivated', { name: j.name })),
          onError: (err) => showErrorToast(errorText(err, t('errors.unexpected'))),
        },
      );
    return [
      {
        accessor: 'name',
        title: t('scheduledTasks.name'),
        render: (j) => (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {j.name}
            </Text>
            <Badge variant="outline" size="xs" color={j.kind === 'sql' ? 'grape' : 'blue'}>
              {t(`scheduledTasks.kind.${j.kind}`)}
            </Badge>
          </Stack>
        ),
      },
      {
        accessor: 'cronExp',
        title: t('scheduledTasks.schedule'),
        render: (j) => (
          <Stack gap={2}>
            <Text size="sm">{cronInWords(j.cronExp, i18n.language) ?? j.cronExp}</Text>
            <Code>{j.cronExp}</Code>
          </Stack>
        ),
      },
      {
        accessor: 'nextExecution',
        title: timeZone ? t('scheduledTasks.nextRunIn', { zone: timeZone }) : t('scheduledTasks.nextRun'),
        render: (j) => (j.isActive ? formatDateTime(j.nextExecution, i18n.language, timeZone) : t('scheduledTasks.notScheduled')),
      },
      {
        accessor: 'lastExecution',
        title: timeZone ? t('scheduledTasks.lastRunIn', { zone: timeZone }) : t('scheduledTasks.lastRun'),
        render: (j) => (
          <Stack gap={2}>
            <Text size="sm">{formatDateTime(j.lastExecution, i18n.language, timeZone)}</Text>
            <RunStatus status={j.lastRunStatus} />
            {j.lastRunError && (
              <Text size="xs" c="red" lineClamp={2} title={j.lastRunError}>
                {j.lastRunError}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        accessor: 'isActive',
        title: t('scheduledTasks.active'),
        render: (j) => (
          <Switch
            checked={j.isActive}
            disabled={!canUpdate}
            aria-label={t('scheduledTasks.activeNamed', { name: j.name })}
            onChange={(e) => setActive(j, e.currentTarget.checked)}
          />
        ),
      },
      rowActionsColumn(t('common.actions'), (j) => (
        <>
          {canExecute && (
            <Tooltip label={inFlight(j) ? t('scheduledTasks.running') : t('scheduledTasks.runNow')}>
              <ActionIcon
                variant="subtle"
                color="green"
                aria-label={t('scheduledTasks.runNowNamed', { name: j.name })}
                disabled={inFlight(j) || (execute.isPending && execute.variables === j.id)}
                onClick={() => runNow(j)}
              >
                <IconPlayerPlay size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <RowAction
            icon={IconHistory}
            label={t('scheduledTasks.history')}
            aria-label={t('scheduledTasks.historyNamed', { name: j.name })}
            onClick={() => setHistory(j)}
          />
          {canUpdate && (
            <EditAction
              label={t('scheduledTasks.edit')}
              aria-label={t('scheduledTasks.editNamed', { name: j.name })}
              onClick={() => edit(j)}
            />
          )}
          {canUpdate && j.kind === 'sql' && (
            <DeleteAction aria-label={t('scheduledTasks.deleteNamed', { name: j.name })} onClick={() => askDelete(j)} />
          )}
        </>
      )),
    ];
  }, [t, i18n.language, timeZone, canUpdate, canExecute, edit, askDelete, execute, update]);

  return (
    <Stack gap="sm">
      <ListToolbar create={canUpdate && sqlJobsAvailable && { label: t('scheduledTasks.create'), onClick: editor.create }}>
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('scheduledTasks.jobsTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('scheduledTasks.intro')}
          </Text>
        </Stack>
      </ListToolbar>
      {!sqlJobsAvailable && (
        <Alert color="yellow" title={t('scheduledTasks.sqlNeedsServerTitle')}>
          {t('scheduledTasks.sqlNeedsServer')}
        </Alert>
      )}
      <SearchField label={t('scheduledTasks.search')} value={search} onChange={setSearch} />
      <PagedDataTable<ScheduledJob>
        query={jobs}
        columns={columns}
        label={t('scheduledTasks.tableLabel')}
        emptyText={t('scheduledTasks.empty')}
        {...paging}
      />
      <EditModal
        editor={editor}
        createTitle={t('scheduledTasks.createTitle')}
        editTitle={(j) => t('scheduledTasks.editTitle', { name: j.name })}
        size="xl"
      >
        {(job) => <JobForm job={job} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>
      <RunHistoryDrawer job={history} timeZone={timeZone} onClose={() => setHistory(null)} />
      {deletion.dialog}
    </Stack>
  );
}
