import type { ScheduledJob, ScheduledJobRun } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showErrorToast, showSuccessToast } from '../../../lib/notify';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { cronInWords } from './cron-words';
import { ScheduledTasksPage } from './ScheduledTasksPage';

vi.mock('../../../lib/notify', () => ({ showErrorToast: vi.fn(), showSuccessToast: vi.fn() }));

const fetchMock = mockFetch();
mockTableMedia();

const job = (over: Partial<ScheduledJob> = {}): ScheduledJob => ({
  id: 1,
  name: 'Purge expired sessions',
  kind: 'builtin',
  builtinKey: 'purge-expired-sessions',
  cronExp: '15 * * * *',
  sql: null,
  timeoutSeconds: 300,
  isActive: true,
  lastExecution: '2026-03-01T10:15:00.000Z',
  nextExecution: '2026-03-01T11:15:00.000Z',
  modifiedOnUtc: '2026-03-01T09:00:00.000Z',
  modifiedBy: null,
  lastRunStatus: 'ok',
  lastRunError: null,
  ...over,
});
const jobs = [
  job(),
  job({
    id: 2,
    name: 'Deactivate old products',
    kind: 'sql',
    builtinKey: null,
    cronExp: '0 3 * * *',
    sql: `update products set is_active = false where code like 'OLD%'`,
    timeoutSeconds: 60,
    lastRunStatus: 'failed',
    lastRunError: 'permission denied for table users',
  }),
  job({ id: 3, name: 'Retry stuck ERP hand-offs', builtinKey: 'retry-erp-handoffs', cronExp: '*/30 * * * *', lastRunStatus: 'running' }),
];
const runs: ScheduledJobRun[] = [
  {
    id: 7,
    jobId: 2,
    trigger: 'user',
    triggeredBy: 'admin',
    status: 'failed',
    queuedAt: '2026-03-01T03:00:00.000Z',
    startedAt: '2026-03-01T03:00:01.000Z',
    finishedAt: '2026-03-01T03:00:02.000Z',
    rowsAffected: null,
    errorMessage: 'permission denied for table users',
  },
];

const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), init }));

let listFails = false;
let sqlJobsAvailable = true;

beforeEach(() => {
  listFails = false;
  sqlJobsAvailable = true;
  vi.mocked(showErrorToast).mockClear();
  vi.mocked(showSuccessToast).mockClear();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/integrations/jobs' && method === 'GET') {
      return listFails
        ? jsonResponse(403, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' })
        : jsonResponse(200, { ...pageOf(jobs), sqlJobsAvailable, timeZone: 'Europe/Istanbul' });
    }
    if (url.pathname === '/api/integrations/jobs/cron-preview') {
      const cronExp = url.searchParams.get('cronExp') ?? '';
      if (cronExp.split(' ').length !== 5)
        return jsonResponse(400, { code: 'INVALID_CRON', message: `The schedule expression is not valid: "${cronExp}".` });
      return jsonResponse(200, {
        cronExp,
        timeZone: 'Europe/Istanbul',
        nextRuns: ['2026-03-02T03:00:00.000Z', '2026-03-03T03:00:00.000Z', '2026-03-04T03:00:00.000Z'],
      });
    }
    if (url.pathname === '/api/integrations/jobs/1/execute') return jsonResponse(204);
    if (url.pathname === '/api/integrations/jobs/2/execute') return jsonResponse(409, { code: 'JOB_ALREADY_RUNNING', message: 'busy' });
    if (url.pathname === '/api/integrations/jobs/2' && method === 'PUT') {
      return jsonResponse(400, {
        code: 'INVALID_JOB_SQL',
        message: 'The SQL statement was not accepted: permission denied for table users',
      });
    }
    if (url.pathname === '/api/integrations/jobs/1' && method === 'PUT') return jsonResponse(204);
    if (url.pathname === '/api/integrations/jobs/2/runs') return jsonResponse(200, pageOf(runs));
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('cronInWords', () => {
  it('words an expression in the interface language, and nothing for a bad one', () => {
    expect(cronInWords('0 3 * * 1-5', 'de')).toBe('Um 03:00, Montag bis Freitag');
    expect(cronInWords('0 3 * * *', 'en')).toBe('At 03:00');
    expect(cronInWords('*/30 * * * *', 'tr')).toBe('Her 30 dakikada bir');
    expect(cronInWords('0 3 * *', 'en')).toBeNull();
    expect(cronInWords('99 3 * * *', 'en')).toBeNull();
  });
});

describe('ScheduledTasksPage', () => {
  it('lists the jobs with the schedule in words, the last result, read-only for a reader', async () => {
    signInWith(['scheduled-job.list']);
    renderWithProviders(<ScheduledTasksPage />);
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    expect(await within(table).findByText('Deactivate old products')).toBeInTheDocument();
    expect(within(table).getByText('At 03:00')).toBeInTheDocument();
    // Runs on the schedules' clock, the zone named (11:15 UTC is 14:15 in Istanbul), whatever the browser's zone.
    expect(within(table).getByRole('columnheader', { name: 'Next run (Europe/Istanbul)' })).toBeInTheDocument();
    expect(within(table).getAllByText('3/1/26, 2:15 PM').length).toBeGreaterThan(0);
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('permission denied for table users')).toBeInTheDocument();
    expect(within(table).getAllByText('Built-in')).toHaveLength(2);
    expect(within(table).getByRole('switch', { name: 'Deactivate old products active' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'New SQL job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Run job/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit job/ })).not.toBeInTheDocument();
    const list = calls('GET').find((c) => c.url.pathname === '/api/integrations/jobs');
    expect(list?.url.searchParams.get('PageNumber')).toBe('1');
  });

  it('on the embedded database: says SQL jobs need PostgreSQL and offers no new one', async () => {
    signInWith(['scheduled-job.list', 'scheduled-job.update']);
    renderWithProviders(<ScheduledTasksPage />);
    expect(await screen.findByRole('button', { name: 'New SQL job' })).toBeInTheDocument();
    sqlJobsAvailable = false;
    renderWithProviders(<ScheduledTasksPage />);
    expect(await screen.findByText('SQL jobs need PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText(/cannot stop a statement at its time-out/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New SQL job' })).toHaveLength(1);
  });

  it('runs a job now; the button is off while a run is in flight; a refusal is told', async () => {
    signInWith(['scheduled-job.list', 'scheduled-job.execute']);
    const user = userEvent.setup();
    renderWithProviders(<ScheduledTasksPage />);
    expect(await screen.findByRole('button', { name: 'Run job Retry stuck ERP hand-offs now' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Run job Purge expired sessions now' }));
    await waitFor(() => expect(showSuccessToast).toHaveBeenCalledWith('Purge expired sessions was queued.'));
    expect(calls('PUT')[0]?.url.pathname).toBe('/api/integrations/jobs/1/execute');
    await user.click(screen.getByRole('button', { name: 'Run job Deactivate old products now' }));
    await waitFor(() => expect(showErrorToast).toHaveBeenCalledWith('This job is already queued or running.'));
  });

  it('edits a SQL job: the schedule in words and its next runs; a refusal shows inline', async () => {
    signInWith(['scheduled-job.list', 'scheduled-job.update']);
    const user = userEvent.setup();
    renderWithProviders(<ScheduledTasksPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit job Deactivate old products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job: Deactivate old products' });
    expect(await within(dialog).findByText('Next runs (time zone of the general settings: Europe/Istanbul)')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    // shown on the schedule's clock (03:00 UTC is 06:00 in Istanbul), whatever the browser's zone
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('3/2/26, 6:00 AM');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Weekdays at 07:00' }));
    expect(within(dialog).getByRole('textbox', { name: /Cron expression/ })).toHaveValue('0 7 * * 1-5');
    expect(await within(dialog).findByText('At 07:00, Monday through Friday')).toBeInTheDocument();

    const sql = within(dialog).getByRole('textbox', { name: /SQL statement/ });
    await user.clear(sql);
    await user.type(sql, 'delete from users');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The SQL statement was not accepted: permission denied for table users',
    );
    expect(JSON.parse(String(calls('PUT')[0]?.init?.body))).toEqual({
      name: 'Deactivate old products',
      cronExp: '0 7 * * 1-5',
      isActive: true,
      timeoutSeconds: 60,
      sql: 'delete from users',
    });
  });

  it('shows a bad expression as it is typed, and refuses to send it', async () => {
    signInWith(['scheduled-job.list', 'scheduled-job.update']);
    const user = userEvent.setup();
    renderWithProviders(<ScheduledTasksPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit job Purge expired sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job: Purge expired sessions' });
    expect(within(dialog).queryByRole('textbox', { name: /SQL statement/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/deletes expired sessions/)).toBeInTheDocument();
    const cron = within(dialog).getByRole('textbox', { name: /Cron expression/ });
    await user.clear(cron);
    await user.type(cron, '0 3 *');
    expect(await within(dialog).findByText('The schedule expression is not valid: "0 3 *".')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The schedule expression is not valid; write five fields (for example "0 3 * * *").'),
    ).toBeInTheDocument();
    expect(calls('PUT')).toHaveLength(0);
  });

  it('switches a job off and shows its run history', async () => {
    signInWith(['scheduled-job.list', 'scheduled-job.update']);
    const user = userEvent.setup();
    renderWithProviders(<ScheduledTasksPage />);
    await user.click(await screen.findByRole('switch', { name: 'Purge expired sessions active' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT')[0]?.init?.body))).toEqual({
      name: 'Purge expired sessions',
      cronExp: '15 * * * *',
      isActive: false,
      timeoutSeconds: 300,
    });

    await user.click(screen.getByRole('button', { name: 'Run history of job Deactivate old products' }));
    const drawer = await screen.findByRole('dialog', { name: 'Run history: Deactivate old products' });
    const history = await within(drawer).findByRole('table', { name: 'Runs' });
    expect(within(history).getByText('admin')).toBeInTheDocument();
    expect(within(history).getByText('permission denied for table users')).toBeInTheDocument();
  });

  it('shows why the list could not be loaded', async () => {
    listFails = true;
    signInWith(['scheduled-job.list']);
    renderWithProviders(<ScheduledTasksPage />);
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});
