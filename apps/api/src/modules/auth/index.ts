export { registerAuthRoutes } from './auth.routes';
export {
  changeOwnPassword,
  createPasswordSetupLink,
  endUserSessions,
  hashPassword,
  PASSWORD_SETUP_LINK_DAYS,
  RESET_QUEUE,
  sendPasswordResetEmail,
} from './auth.service';
