export { registerAuthRoutes } from './auth.routes';
export { hashPassword, changeOwnPassword, sendPasswordResetEmail, RESET_QUEUE } from './auth.service';
