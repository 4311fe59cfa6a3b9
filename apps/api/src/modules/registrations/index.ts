export { registerRegistrationRoutes } from './registrations.routes';
export { approveRegistration, type ApprovedRegistration } from './registrations.service';
