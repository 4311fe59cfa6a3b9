import { registrationsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as registrations from './registrations.service';

// Public and unauthenticated: limited per address like the forgotten-password call.
const registrationLimit = { config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } };

export function registerRegistrationRoutes(app: FastifyInstance) {
  route(app, registrationsApi.createCustomerRegistration, ({ body }, ctx) => registrations.registerCustomer(ctx, body), registrationLimit);
  route(app, registrationsApi.signUp, ({ body }, ctx) => registrations.registerCustomer(ctx, body), registrationLimit);
  route(app, registrationsApi.listCustomerRegistrations, ({ query }, ctx) => registrations.listRegistrations(ctx, query));
  route(app, registrationsApi.deleteCustomerRegistration, ({ params }, ctx) => registrations.deleteRegistration(ctx, params.id));
  route(app, registrationsApi.approveCustomerRegistration, ({ params, body }, ctx) =>
    registrations.approveRegistration(ctx, params.id, { roleId: body.roleId }),
  );
  route(app, registrationsApi.rejectCustomerRegistration, ({ params, body }, ctx) =>
    registrations.rejectRegistration(ctx, params.id, body),
  );
}
