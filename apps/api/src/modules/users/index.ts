export { loadActor, getIdentity, findUserForSignIn, findUserById, setPassword, touchLastLogin } from './users.service';
