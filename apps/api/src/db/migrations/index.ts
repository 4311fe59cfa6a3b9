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
import * as m0021 from './0021-customer-consents';
import * as m0022 from './0022-generated-product-images';
import * as m0023 from './0023-integration-keys';
import * as m0024 from './0024-scheduled-jobs';
import * as m0025 from './0025-stock-feed';
import * as m0026 from './0026-erp-sync';
import * as m0027 from './0027-settings-groups';
import * as m0028 from './0028-config-items';
import * as m0029 from './0029-documents';
import * as m0030 from './0030-translation-overrides';
import * as m0031 from './0031-sync-origins';
import * as m0032 from './0032-email-templates';
import * as m0033 from './0033-banners';
import * as m0034 from './0034-report-indexes';
import * as m0036 from './0036-erp-hand-off-attention';
import * as m0037 from './0037-table-notify';
import * as m0038 from './0038-payments';
import * as m0040 from './0040-bundles';
import * as m0043 from './0043-fitment';
import * as m0044 from './0044-order-refunds';
import * as m0045 from './0045-sales-summary';
import * as m0046 from './0046-expert-opinion-pdfs';
import * as m0049 from './0049-delivery-moves-view-revision';
import * as m0050 from './0050-order-report-summary';
import * as m0051 from './0051-sales-summary-adds-new-orders';
import * as m0052 from './0052-order-report-categories';
import * as m0053 from './0053-payment-test-mode';
import * as m0054 from './0054-catalogue-texts-per-language';
import * as m0055 from './0055-order-lists';
import * as m0056 from './0056-price-rules';

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
  '0021-customer-consents': m0021,
  '0022-generated-product-images': m0022,
  '0023-integration-keys': m0023,
  '0024-scheduled-jobs': m0024,
  '0025-stock-feed': m0025,
  '0026-erp-sync': m0026,
  '0030-translation-overrides': m0030,
  '0031-sync-origins': m0031,
  '0032-email-templates': m0032,
  '0036-erp-hand-off-attention': m0036,
  '0037-table-notify': m0037,
  '0038-payments': m0038,
  '0029-documents': m0029,
  '0027-settings-groups': m0027,
  '0028-config-items': m0028,
  '0034-report-indexes': m0034,
  '0033-banners': m0033,
  '0040-bundles': m0040,
  '0044-order-refunds': m0044,
  '0049-delivery-moves-view-revision': m0049,
  '0043-fitment': m0043,
  '0046-expert-opinion-pdfs': m0046,
  '0045-sales-summary': m0045,
  '0050-order-report-summary': m0050,
  '0051-sales-summary-adds-new-orders': m0051,
  '0052-order-report-categories': m0052,
  '0053-payment-test-mode': m0053,
  '0054-catalogue-texts-per-language': m0054,
  '0055-order-lists': m0055,
  '0056-price-rules': m0056,
};
