export {
  findUserById,
  findUserForSignIn,
  getIdentity,
  loadActor,
  loadActorWithCustomer,
  type PrefetchedCustomer,
  setPassword,
  touchLastLogin,
} from './users.service';
