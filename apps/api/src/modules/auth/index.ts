export { registerAuthRoutes } from './auth.routes';
export { hashPassword, changeOwnPassword, endUserSessions, sendPasswordResetEmail, RESET_QUEUE } from './auth.service';
export { createPasswordSetupLink, PASSWORD_SETUP_LINK_DAYS } from './auth.service';
