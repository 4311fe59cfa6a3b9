export { registerUserAdminRoutes } from './users.admin.routes';
export { liveUsersWithNames } from './users.repository';
export {
  endUserSessions,
  findUserById,
  findUserForSignIn,
  getIdentity,
  loadActorWithCustomer,
  setPassword,
  touchLastLogin,
} from './users.service';
