// Runs the API tests on the embedded PGlite database, then again on PostgreSQL when DATABASE_URL
// is set (CI sets it). Concurrency tests only mean something on PostgreSQL and run only there.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const runs = [{ name: 'PGlite', env: { TEST_DATABASE: 'pglite' } }];
if (process.env.DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { TEST_DATABASE: 'postgres' } });
for (const run of runs) {
  console.log(`\n=== API tests on ${run.name} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...extra], { stdio: 'inherit', env: { ...process.env, ...run.env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
