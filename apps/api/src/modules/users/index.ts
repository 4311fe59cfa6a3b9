export { findUserById, findUserForSignIn, getIdentity, loadActor, setPassword, touchLastLogin } from './users.service';
