export { failAbandonedRun, type RunnerDeps, scheduledRunHandler } from './job-runner';
export { registerJobRoutes } from './jobs.routes';
export type { JobsDeps } from './jobs.service';
export type { SqlTarget } from './sql-job';
