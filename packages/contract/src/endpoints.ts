import { accessEndpoints } from './access/access.endpoints';
import { authEndpoints } from './auth/auth.endpoints';
import { bannersEndpoints } from './banners/banners.endpoints';
import { basketsEndpoints } from './baskets/baskets.endpoints';
import { bundlesEndpoints } from './bundles/bundles.endpoints';
import { catalogEndpoints } from './catalog/catalog.endpoints';
import { catalogAdminEndpoints } from './catalog-admin/catalog-admin.endpoints';
import type { EndpointDefinition } from './common/endpoint';
import { configsEndpoints } from './configs/configs.endpoints';
import { customersEndpoints } from './customers/customers.endpoints';
import { definitionsEndpoints } from './definitions/definitions.endpoints';
import { documentsEndpoints } from './documents/documents.endpoints';
import { emailsEndpoints } from './emails/emails.endpoints';
import { favoritesEndpoints } from './favorites/favorites.endpoints';
import { feedsEndpoints } from './feeds/feeds.endpoints';
import { fitmentEndpoints } from './fitment/fitment.endpoints';
import { homeEndpoints } from './home/home.endpoints';
import { integrationsEndpoints } from './integrations/integrations.endpoints';
import { jobsEndpoints } from './jobs/jobs.endpoints';
import { listsEndpoints } from './lists/lists.endpoints';
import { localizationsEndpoints } from './localizations/localizations.endpoints';
import { orderParametersEndpoints } from './order-parameters/order-parameters.endpoints';
import { ordersEndpoints } from './orders/orders.endpoints';
import { paymentsEndpoints } from './payments/payments.endpoints';
import { pivotEndpoints } from './pivot/pivot.endpoints';
import { priceRulesEndpoints } from './price-rules/price-rules.endpoints';
import { profilesEndpoints } from './profiles/profiles.endpoints';
import { registrationsEndpoints } from './registrations/registrations.endpoints';
import { reportsEndpoints } from './reports/reports.endpoints';
import { rolesEndpoints } from './roles/roles.endpoints';
import { salesmanLimitsEndpoints } from './salesman-limits/salesman-limits.endpoints';
import { salesmenEndpoints } from './salesmen/salesmen.endpoints';
import { settingsEndpoints } from './settings/settings.endpoints';
import { usersEndpoints } from './users/users.endpoints';
import { warehouseTargetsEndpoints } from './warehouse-targets/warehouse-targets.endpoints';

/** Every call the server answers. Routes are registered from this table; OpenAPI is generated from it. */
export const endpoints: readonly EndpointDefinition[] = [
  ...accessEndpoints,
  ...authEndpoints,
  ...bannersEndpoints,
  ...bundlesEndpoints,
  ...basketsEndpoints,
  ...catalogEndpoints,
  ...catalogAdminEndpoints,
  ...configsEndpoints,
  ...customersEndpoints,
  ...definitionsEndpoints,
  ...documentsEndpoints,
  ...emailsEndpoints,
  ...favoritesEndpoints,
  ...feedsEndpoints,
  ...fitmentEndpoints,
  ...homeEndpoints,
  ...integrationsEndpoints,
  ...jobsEndpoints,
  ...listsEndpoints,
  ...localizationsEndpoints,
  ...orderParametersEndpoints,
  ...ordersEndpoints,
  ...paymentsEndpoints,
  ...pivotEndpoints,
  ...priceRulesEndpoints,
  ...profilesEndpoints,
  ...registrationsEndpoints,
  ...reportsEndpoints,
  ...rolesEndpoints,
  ...salesmenEndpoints,
  ...salesmanLimitsEndpoints,
  ...settingsEndpoints,
  ...usersEndpoints,
  ...warehouseTargetsEndpoints,
];
