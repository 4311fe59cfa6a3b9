export { registerRegistrationRoutes } from './registrations.routes';
export { type ApprovedRegistration, approveRegistration } from './registrations.service';
