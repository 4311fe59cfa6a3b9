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
import * as m0010 from './0010-ordering';
import * as m0011 from './0011-checkout';
import * as m0012 from './0012-catalogue-read-model';
import * as m0013 from './0013-ordering-performance';
import * as m0014 from './0014-job-notifications';
import * as m0015 from './0015-price-lists';
import * as m0016 from './0016-accounts-hardening';
import * as m0017 from './0017-catalogue-images';
import * as m0018 from './0018-one-checkout-per-cart';
import * as m0019 from './0019-guard-notifications';
import * as m0020 from './0020-order-statement';

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
  '0010-ordering': m0010,
  '0011-checkout': m0011,
  '0012-catalogue-read-model': m0012,
  '0013-ordering-performance': m0013,
  '0014-job-notifications': m0014,
  '0015-price-lists': m0015,
  '0016-accounts-hardening': m0016,
  '0017-catalogue-images': m0017,
  '0018-one-checkout-per-cart': m0018,
  '0019-guard-notifications': m0019,
  '0020-order-statement': m0020,
};
