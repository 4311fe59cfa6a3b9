import { describe, expect, it } from 'vitest';
import { signIn } from './a11y';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

// Scheduled SQL jobs run only on a PostgreSQL server (the embedded database refuses them), so this flow's
// portal runs on a fresh database of the server CI has.
const flow = setupFlowPortal({ postgres: true, page: { width: 1440, timeoutMs: 30_000 } });

describe('scheduled SQL jobs', () => {
  it('an administrator writes a new SQL job on the screen, runs it now and reads its run in the history', async () => {
    const page = flow.page;
    await page.goto(`${flow.url}/sign-in`);
    await signIn(page, 'admin');
    await page.goto(`${flow.url}/scheduled-tasks`);
    await page
      .getByRole('heading', { name: text(tr, 'scheduledTasks.title') })
      .first()
      .waitFor({ state: 'visible' });

    // the screen that crashed (React error #130) on this button
    await page.getByRole('button', { name: text(tr, 'scheduledTasks.create') }).click();
    const dialog = page.getByRole('dialog', { name: text(tr, 'scheduledTasks.createTitle') });
    await dialog.waitFor({ state: 'visible' });
    const name = `Pasif ürün sayımı ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: text(tr, 'scheduledTasks.name'), exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: text(tr, 'scheduledTasks.cron'), exact: true }).fill('0 4 * * *');
    await dialog
      .getByRole('textbox', { name: text(tr, 'scheduledTasks.sql'), exact: true })
      .fill('select count(*) from products where is_active = false');
    await dialog.getByRole('button', { name: text(tr, 'common.save') }).click();
    await page
      .getByText(text(tr, 'scheduledTasks.created', { name }))
      .first()
      .waitFor({ state: 'visible' });
    await dialog.waitFor({ state: 'hidden' });

    const table = page.getByRole('table', { name: text(tr, 'scheduledTasks.tableLabel') });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor({ state: 'visible' });
    // the next run at 04:00 of the distributor's zone, named beside it
    await expect.poll(() => row.innerText()).toMatch(/04:00/);

    await page.getByRole('button', { name: text(tr, 'scheduledTasks.runNowNamed', { name }) }).click();
    await page
      .getByText(text(tr, 'scheduledTasks.queued', { name }))
      .first()
      .waitFor({ state: 'visible' });
    await page.getByRole('button', { name: text(tr, 'scheduledTasks.historyNamed', { name }) }).click();
    const history = page.getByRole('dialog', { name: text(tr, 'scheduledTasks.historyTitle', { name }) });
    await history.waitFor({ state: 'visible' });
    // the run ends in the background; the history shows it once read again
    await expect
      .poll(
        async () => {
          const ok = await history.getByText(text(tr, 'scheduledTasks.status.ok')).count();
          if (ok === 0) {
            await page.keyboard.press('Escape');
            await history.waitFor({ state: 'hidden' });
            await page.getByRole('button', { name: text(tr, 'scheduledTasks.historyNamed', { name }) }).click();
            await history.waitFor({ state: 'visible' });
          }
          return ok;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
  });
});
