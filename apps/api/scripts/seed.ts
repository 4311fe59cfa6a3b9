// Seeds demo data: `npm run seed -- [--products N] [--customers N] [--force]`.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/config';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { DEMO_ORDER_HISTORY, seedDemoData, seedDemoDataIfEmpty } from '../src/db/seed/demo';
import { syncPermissionCatalogue } from '../src/modules/roles';
import { demoPictureStore } from '../src/platform/storage/storage';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    customers: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(database.db);
  await syncPermissionCatalogue(database.db);
  const opts = {
    products: values.products ? Number(values.products) : undefined,
    customers: values.customers ? Number(values.customers) : undefined,
    pictures: demoPictureStore(config),
    orderHistory: DEMO_ORDER_HISTORY,
  };
  const result = values.force ? await seedDemoData(database.db, opts) : await seedDemoDataIfEmpty(database.db, opts);
  console.log(result ? result.summary : 'The database already has users; nothing seeded (use --force on an empty schema).');
} finally {
  await database.close();
}
