// SQL lives in *.repository.ts or *.sql.ts (and in apps/api/src/db: migrations, seed, the driver).
// dependency-cruiser catches a non-repository file importing Kysely's `sql` tag; this catches the query
// builder reached through an executor it was handed (`db.selectFrom(...)`). Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const roots = ['apps/api/src/modules', 'apps/api/src/platform', 'apps/api/src/plugins', 'apps/api/src/app.ts'];
const allowed = /\.(repository|sql|test)\.ts$/;
const query =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|mergeInto|replaceInto)\(|\bsql(<[^>]*>)?`|\bsql\.(raw|ref|id|lit|join|val|table)\(/;

function* files(entry) {
  let entries;
  try {
    entries = readdirSync(entry, { withFileTypes: true });
  } catch {
    if (entry.endsWith('.ts')) yield entry;
    return;
  }
  for (const e of entries) {
    const p = path.join(entry, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (e.name.endsWith('.ts')) yield p;
  }
}

const found = [];
for (const root of roots) {
  for (const file of files(root)) {
    if (allowed.test(file)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (query.test(line) && !line.trimStart().startsWith('//') && !line.trimStart().startsWith('*'))
          found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
}
if (found.length > 0) {
  console.error('sql-only-in-repositories: SQL belongs in a *.repository.ts or *.sql.ts file (docs/architecture.md, "Where SQL lives"):');
  for (const f of found) console.error(`  ${f}`);
  process.exit(1);
}
console.log('sql-only-in-repositories: no SQL outside repositories');
