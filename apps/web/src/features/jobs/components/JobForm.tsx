import { JOB_SQL_MAX_LENGTH, JOB_TIMEOUT_MAX_SECONDS, JOB_TIMEOUT_MIN_SECONDS, type ScheduledJob } from '@dealerport/contract';
import { Alert, Chip, Group, List, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useCreateJob } from '../api/create-job';
import { useCronPreview } from '../api/preview-cron';
import { useUpdateJob } from '../api/update-job';
import { CRON_PRESETS, cronInWords } from './cron-words';
import { SqlEditor } from './SqlEditor';

interface FormValues {
  name: string;
  cronExp: string;
  isActive: boolean;
  timeoutSeconds: number | string;
  sql: string;
}

interface Props {
  /** The job to edit; null creates a SQL job. */
  job: ScheduledJob | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The schedule in words and its next three runs (the server's), as the expression is typed. */
function CronHelp({ cronExp }: { cronExp: string }) {
  const { t, i18n } = useTranslation();
  const [debounced] = useDebouncedValue(cronExp.trim(), 300);
  const words = cronInWords(debounced, i18n.language);
  const preview = useCronPreview(debounced, debounced !== '');
  if (debounced === '') return null;
  if (preview.isError) {
    return (
      <Text size="sm" c="red" role="status">
        {errorText(preview.error, t('scheduledTasks.invalidCron'))}
      </Text>
    );
  }
  return (
    <Stack gap={4} role="status" aria-live="polite">
      {words && (
        <Text size="sm" fw={500}>
          {words}
        </Text>
      )}
      {preview.data && (
        <>
          <Text size="xs" c="dimmed">
            {t('scheduledTasks.nextRuns', { zone: preview.data.timeZone })}
          </Text>
          <List size="sm">
            {preview.data.nextRuns.map((run) => (
              <List.Item key={run}>{formatDateTime(run, i18n.language, preview.data.timeZone)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** Edits a job (name, schedule, active, time-out; the statement of a SQL job) or creates a SQL job. */
export function JobForm({ job, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useFormSave(useCreateJob(), useUpdateJob(), onDone);
  const isSql = job === null || job.kind === 'sql';
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      name: job?.name ?? '',
      cronExp: job?.cronExp ?? '0 3 * * *',
      isActive: job?.isActive ?? false,
      timeoutSeconds: job?.timeoutSeconds ?? 60,
      sql: job?.sql ?? '',
    },
    validate: {
      name: (v) => (v.trim() ? null : t('validation.required')),
      cronExp: (v) => (v.trim().split(/\s+/).length === 5 ? null : t('scheduledTasks.invalidCron')),
      timeoutSeconds: (v) => {
        const n = Number(v);
        return v !== '' && Number.isInteger(n) && n >= JOB_TIMEOUT_MIN_SECONDS && n <= JOB_TIMEOUT_MAX_SECONDS
          ? null
          : t('scheduledTasks.validation.timeout', { max: JOB_TIMEOUT_MAX_SECONDS });
      },
      sql: (v) =>
        !isSql
          ? null
          : !v.trim()
            ? t('validation.required')
            : v.length > JOB_SQL_MAX_LENGTH
              ? t('scheduledTasks.validation.sqlLength')
              : null,
    },
  });

  const handleSubmit = form.onSubmit((v) => {
    const common = { name: v.name.trim(), cronExp: v.cronExp.trim(), isActive: v.isActive, timeoutSeconds: Number(v.timeoutSeconds) };
    if (job)
      save.update({ id: job.id, body: isSql ? { ...common, sql: v.sql } : common }, t('scheduledTasks.saved', { name: common.name }));
    else save.create({ ...common, sql: v.sql }, t('scheduledTasks.created', { name: common.name }));
  });

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <TextInput label={t('scheduledTasks.name')} withAsterisk maxLength={200} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('scheduledTasks.cron')}
          description={t('scheduledTasks.cronHint')}
          withAsterisk
          ff="monospace"
          {...form.getInputProps('cronExp')}
        />
        <NumberInput
          label={t('scheduledTasks.timeout')}
          description={t('scheduledTasks.timeoutHint')}
          min={JOB_TIMEOUT_MIN_SECONDS}
          max={JOB_TIMEOUT_MAX_SECONDS}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('timeoutSeconds')}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" id="cron-presets-label">
          {t('scheduledTasks.presets')}
        </Text>
        <Group gap={6} role="group" aria-labelledby="cron-presets-label">
          {CRON_PRESETS.map((preset) => (
            <Chip
              key={preset.key}
              size="xs"
              checked={form.values.cronExp.trim() === preset.cron}
              onChange={() => form.setFieldValue('cronExp', preset.cron)}
            >
              {t(`scheduledTasks.preset.${preset.key}`)}
            </Chip>
          ))}
        </Group>
      </Stack>
      <CronHelp cronExp={form.values.cronExp} />
      <Switch label={t('scheduledTasks.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
      {isSql ? (
        <SqlEditor
          id="scheduled-job-sql"
          label={t('scheduledTasks.sql')}
          description={t('scheduledTasks.sqlHint')}
          error={form.errors.sql ? String(form.errors.sql) : null}
          value={form.values.sql}
          onChange={(v) => form.setFieldValue('sql', v)}
        />
      ) : (
        <Alert variant="light" color="blue">
          {t(`scheduledTasks.builtin.${job?.builtinKey ?? ''}`, { defaultValue: t('scheduledTasks.builtinFixed') })}
        </Alert>
      )}
    </MutationForm>
  );
}
