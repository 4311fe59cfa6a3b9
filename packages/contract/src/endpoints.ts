import { accessEndpoints } from './access/access.endpoints';
import { authEndpoints } from './auth/auth.endpoints';
import { catalogEndpoints } from './catalog/catalog.endpoints';
import { catalogAdminEndpoints } from './catalog-admin/catalog-admin.endpoints';
import type { EndpointDefinition } from './common/endpoint';
import { customersEndpoints } from './customers/customers.endpoints';
import { definitionsEndpoints } from './definitions/definitions.endpoints';
import { favoritesEndpoints } from './favorites/favorites.endpoints';
import { homeEndpoints } from './home/home.endpoints';
import { profilesEndpoints } from './profiles/profiles.endpoints';
import { rolesEndpoints } from './roles/roles.endpoints';
import { salesmenEndpoints } from './salesmen/salesmen.endpoints';
import { settingsEndpoints } from './settings/settings.endpoints';
import { usersEndpoints } from './users/users.endpoints';

/** Every call the server answers. Routes are registered from this table; OpenAPI is generated from it. */
export const endpoints: readonly EndpointDefinition[] = [
  ...accessEndpoints,
  ...authEndpoints,
  ...catalogEndpoints,
  ...catalogAdminEndpoints,
  ...customersEndpoints,
  ...definitionsEndpoints,
  ...favoritesEndpoints,
  ...homeEndpoints,
  ...profilesEndpoints,
  ...rolesEndpoints,
  ...salesmenEndpoints,
  ...settingsEndpoints,
  ...usersEndpoints,
];
