// The import rules (.dependency-cruiser.cjs) and the SQL placement check (scripts/check-sql-placement.mjs)
// must fail on a wrong import and name the rule: fixtures/import-rules holds one deliberate offence per
// rule, laid out like the repository. (That the real tree passes is `npm run lint`'s job.)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const fixtures = path.join(here, 'fixtures/import-rules');
const require = createRequire(import.meta.url);
const config = require(path.join(root, '.dependency-cruiser.cjs')) as { forbidden: Array<{ name: string }> };

describe('import rules', () => {
  it('every rule fails on its deliberate wrong import, by name', () => {
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/depcruise'),
      ['apps', 'packages', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd: fixtures, encoding: 'utf8' },
    );
    const report = JSON.parse(run.stdout) as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
    const fired = new Set(report.summary.violations.map((v) => v.rule.name));
    expect([...fired].sort()).toEqual(config.forbidden.map((r) => r.name).sort());
    expect(report.summary.violations).toContainEqual(
      expect.objectContaining({
        rule: expect.objectContaining({ name: 'api-lib-db-config-import-no-area' }),
        from: 'apps/api/src/lib/bad.ts',
        to: 'apps/api/src/modules/a/index.ts',
      }),
    );
  });

  it('fails the way `npm run lint` shows it: a non-zero exit and the rule named beside the import', () => {
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/depcruise'),
      ['apps', 'packages', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'],
      { cwd: fixtures, encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('error api-lib-db-config-import-no-area: apps/api/src/lib/bad.ts → apps/api/src/modules/a/index.ts');
  });

  it('the SQL placement check fails on a query outside a repository, naming the file and line', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/check-sql-placement.mjs')], { cwd: fixtures, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('sql-only-in-repositories');
    expect(run.stderr).toContain('apps/api/src/modules/a/helper.ts:4');
    expect(run.stderr).not.toContain('a.repository.ts');
  });
});
