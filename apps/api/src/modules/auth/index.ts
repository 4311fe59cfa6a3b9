export { registerAuthRoutes } from './auth.routes';
export { hashPassword, changeOwnPassword, endUserSessions, sendPasswordResetEmail, RESET_QUEUE } from './auth.service';
