import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-audit-log';
import * as m0003 from './0003-roles-soft-delete';
import * as m0004 from './0004-countries';
import * as m0005 from './0005-customers-accounts';
import * as m0006 from './0006-catalogue';
import * as m0007 from './0007-favorites';
import * as m0008 from './0008-catalogue-performance';
import * as m0009 from './0009-catalogue-admin';

/** Every migration in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-audit-log': m0002,
  '0003-roles-soft-delete': m0003,
  '0004-countries': m0004,
  '0005-customers-accounts': m0005,
  '0006-catalogue': m0006,
  '0007-favorites': m0007,
  '0008-catalogue-performance': m0008,
  '0009-catalogue-admin': m0009,
};
