export { registerUserAdminRoutes } from './users.admin.routes';
export {
  endUserSessions,
  findUserById,
  findUserForSignIn,
  getIdentity,
  loadActor,
  loadActorWithCustomer,
  setPassword,
  touchLastLogin,
} from './users.service';
