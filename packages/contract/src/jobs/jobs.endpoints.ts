import { defineEndpoint } from '../common/endpoint';
import {
  CreateScheduledJobBodySchema,
  CronPreviewQuerySchema,
  CronPreviewSchema,
  ListScheduledJobRunsQuerySchema,
  ListScheduledJobsQuerySchema,
  ScheduledJobIdParamSchema,
  ScheduledJobListSchema,
  ScheduledJobRunListSchema,
  ScheduledJobSchema,
  UpdateScheduledJobBodySchema,
} from './jobs.schemas';

// Reading the jobs is open to both screens that show them (scheduled tasks, integration settings);
// changing one, and writing SQL, only to scheduled-job.update. Running one now is also integration.execute
// (02 §4: "an integration job can be executed on demand").

export const listScheduledJobs = defineEndpoint({
  id: 'listScheduledJobs',
  method: 'GET',
  path: '/api/integrations/jobs',
  tag: 'integrations',
  summary:
    'Integration and scheduled SQL jobs, paged, by name: schedule, next and last execution, last run status; sqlJobsAvailable: false on the embedded database, where SQL jobs cannot run',
  auth: { anyOf: ['scheduled-job.list', 'integration.list'] },
  query: ListScheduledJobsQuerySchema,
  status: 200,
  response: ScheduledJobListSchema,
});

export const updateScheduledJob = defineEndpoint({
  id: 'updateScheduledJob',
  method: 'PUT',
  path: '/api/integrations/jobs/{id}',
  tag: 'integrations',
  summary:
    'Changes a job: name, cron expression (400 INVALID_CRON), active flag, time-out, and the statement of a SQL job (400 INVALID_JOB_SQL); unknown job 404',
  auth: { anyOf: ['scheduled-job.update'] },
  params: ScheduledJobIdParamSchema,
  body: UpdateScheduledJobBodySchema,
  status: 204,
});

export const executeScheduledJob = defineEndpoint({
  id: 'executeScheduledJob',
  method: 'PUT',
  path: '/api/integrations/jobs/{id}/execute',
  tag: 'integrations',
  summary:
    'Queues a run of the job now (through the job queue); 409 JOB_ALREADY_RUNNING while a run is queued or running; 400 SQL_JOBS_NEED_SERVER for a SQL job on the embedded database',
  auth: { anyOf: ['scheduled-job.execute', 'integration.execute'] },
  params: ScheduledJobIdParamSchema,
  status: 204,
});

export const createScheduledJob = defineEndpoint({
  id: 'createScheduledJob',
  method: 'POST',
  path: '/api/integrations/jobs',
  tag: 'integrations',
  summary:
    'Creates a scheduled SQL job (checked under the restricted role: 400 INVALID_JOB_SQL, INVALID_CRON); 400 SQL_JOBS_NEED_SERVER on the embedded database',
  auth: { anyOf: ['scheduled-job.update'] },
  body: CreateScheduledJobBodySchema,
  extension: true,
  status: 200,
  response: ScheduledJobSchema,
});

export const deleteScheduledJob = defineEndpoint({
  id: 'deleteScheduledJob',
  method: 'DELETE',
  path: '/api/integrations/jobs/{id}',
  tag: 'integrations',
  summary: 'Deletes a scheduled SQL job with its run history; builtin jobs cannot be deleted (400 BUILTIN_JOB_FIXED)',
  auth: { anyOf: ['scheduled-job.update'] },
  params: ScheduledJobIdParamSchema,
  extension: true,
  status: 204,
});

export const listScheduledJobRuns = defineEndpoint({
  id: 'listScheduledJobRuns',
  method: 'GET',
  path: '/api/integrations/jobs/{id}/runs',
  tag: 'integrations',
  summary: 'Run history of a job, newest first, paged: start, end, status, rows affected, error',
  auth: { anyOf: ['scheduled-job.list', 'integration.list'] },
  params: ScheduledJobIdParamSchema,
  query: ListScheduledJobRunsQuerySchema,
  extension: true,
  status: 200,
  response: ScheduledJobRunListSchema,
});

export const previewCron = defineEndpoint({
  id: 'previewCron',
  method: 'GET',
  path: '/api/integrations/jobs/cron-preview',
  tag: 'integrations',
  summary: 'The next three runs of a cron expression by the server’s clock and time zone; 400 INVALID_CRON',
  auth: { anyOf: ['scheduled-job.list', 'integration.list'] },
  query: CronPreviewQuerySchema,
  extension: true,
  status: 200,
  response: CronPreviewSchema,
});

export const jobsEndpoints = [
  listScheduledJobs,
  previewCron,
  createScheduledJob,
  updateScheduledJob,
  executeScheduledJob,
  deleteScheduledJob,
  listScheduledJobRuns,
];
