export { registerAuthRoutes } from './auth.routes';
export {
  changeOwnPassword,
  createPasswordSetupLink,
  PASSWORD_SETUP_LINK_DAYS,
  RESET_QUEUE,
  sendPasswordResetEmail,
} from './auth.service';
