import { jobsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as jobs from './jobs.service';

export function registerJobRoutes(app: FastifyInstance, deps: jobs.JobsDeps) {
  route(app, jobsApi.listScheduledJobs, ({ query }, ctx) => jobs.listJobs(ctx, deps, query));
  route(app, jobsApi.previewCron, ({ query }, ctx) => jobs.previewCron(ctx, query.cronExp));
  route(app, jobsApi.createScheduledJob, ({ body }, ctx) => jobs.createJob(ctx, deps, body));
  route(app, jobsApi.updateScheduledJob, ({ params, body }, ctx) => jobs.updateJob(ctx, deps, params.id, body));
  route(app, jobsApi.executeScheduledJob, ({ params }, ctx) => jobs.executeJob(ctx, deps, params.id));
  route(app, jobsApi.deleteScheduledJob, ({ params }, ctx) => jobs.deleteJob(ctx, params.id));
  route(app, jobsApi.listScheduledJobRuns, ({ params, query }, ctx) => jobs.listRuns(ctx, params.id, query));
}
