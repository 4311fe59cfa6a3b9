import { authEndpoints } from './auth/auth.endpoints';
import type { EndpointDefinition } from './common/endpoint';
import { homeEndpoints } from './home/home.endpoints';
import { profilesEndpoints } from './profiles/profiles.endpoints';
import { rolesEndpoints } from './roles/roles.endpoints';
import { usersEndpoints } from './users/users.endpoints';

/** Every call the server answers. Routes are registered from this table; OpenAPI is generated from it. */
export const endpoints: readonly EndpointDefinition[] = [
  ...authEndpoints,
  ...homeEndpoints,
  ...profilesEndpoints,
  ...rolesEndpoints,
  ...usersEndpoints,
];
