import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  CreatePaymentBodySchema,
  PaymentAvailabilityQuerySchema,
  PaymentAvailabilitySchema,
  PaymentOrderIdParamSchema,
  PaymentOrderSchema,
  PaymentRedirectSchema,
  PaymentSettingsSchema,
  PosConfigBodySchema,
  PosConfigIdParamSchema,
  PosConfigPageSchema,
  PosConfigSchema,
  ProcessPaymentBodySchema,
  UpdatePaymentSettingsBodySchema,
} from './payments.schemas';

// Online payments (spec 01 §7, 02 §7 Payments; ADR 0047; docs/payments.md).

export const getPaymentSettings = defineEndpoint({
  id: 'getPaymentSettings',
  method: 'GET',
  path: '/api/commons/paymentSettings',
  tag: 'commons',
  summary: 'Payment settings; the PayPal client secret and the POS password are never answered (null, with *Set)',
  auth: { anyOf: ['configuration-payment.list'] },
  status: 200,
  response: PaymentSettingsSchema,
});

export const updatePaymentSettings = defineEndpoint({
  id: 'updatePaymentSettings',
  method: 'PUT',
  path: '/api/commons/paymentSettings',
  tag: 'commons',
  summary: 'Change the payment settings; a blank secret keeps the stored one, clear* removes it (audited, secrets encrypted at rest)',
  auth: { anyOf: ['configuration-payment.update'] },
  body: UpdatePaymentSettingsBodySchema,
  status: 200,
  response: PaymentSettingsSchema,
});

export const createPayment = defineEndpoint({
  id: 'createPayment',
  method: 'POST',
  path: '/api/payments',
  tag: 'payments',
  summary:
    'Starts paying an order (for whoever may act for its customer): a payment order for its open amount (computed here) at the provider the customer’s POS configuration chooses, else the default provider (none: 400 ONLINE_PAYMENT_OFF); answers the Payment redirect',
  auth: 'user',
  body: CreatePaymentBodySchema,
  status: 200,
  response: PaymentRedirectSchema,
});

export const processPayment = defineEndpoint({
  id: 'processPayment',
  method: 'POST',
  path: '/api/payments/processPayment/{paymentOrderId}',
  tag: 'payments',
  summary:
    'Called by the return page: verifies with the provider (PayPal capture, the POS hash, the demo gateway’s signature) and only then marks the payment and the order Paid and credits the ledger (the demo gateway’s test mode: TestPaid, no credit). Idempotent; 204 whatever the outcome (the order detail says it)',
  auth: 'user',
  params: PaymentOrderIdParamSchema,
  body: ProcessPaymentBodySchema,
  status: 204,
});

export const getPaymentAvailability = defineEndpoint({
  id: 'getPaymentAvailability',
  method: 'GET',
  path: '/api/payments/availability',
  tag: 'payments',
  summary:
    'Whether online payment is on for an order (docNumber; for whoever may act for its customer) or for the acting customer’s open balance (no docNumber): the provider a payment would go to, and whether it is the demo gateway’s test mode',
  auth: 'user',
  extension: true,
  query: PaymentAvailabilityQuerySchema,
  status: 200,
  response: PaymentAvailabilitySchema,
});

export const getPaymentOrder = defineEndpoint({
  id: 'getPaymentOrder',
  method: 'GET',
  path: '/api/payments/{paymentOrderId}',
  tag: 'payments',
  summary:
    'A payment order’s state (for whoever may act for its customer): status, amount, provider, capture, and whether it was a test payment',
  auth: 'user',
  extension: true,
  params: PaymentOrderIdParamSchema,
  status: 200,
  response: PaymentOrderSchema,
});

export const listPosConfigs = defineEndpoint({
  id: 'listPosConfigs',
  method: 'GET',
  path: '/api/payments/customer-pos-config',
  tag: 'payments',
  summary: 'Customer POS configuration, paged; ColumnFilters {customerId, posId}; SearchTerm: description, customer code or name',
  auth: { anyOf: ['payment-pos.list'] },
  query: PagedQuerySchema,
  status: 200,
  response: PosConfigPageSchema,
});

export const createPosConfig = defineEndpoint({
  id: 'createPosConfig',
  method: 'POST',
  path: '/api/payments/customer-pos-config',
  tag: 'payments',
  summary: 'Adds a POS entry (provider, up-to amount, priority; a customer or every customer)',
  auth: { anyOf: ['payment-pos.create'] },
  body: PosConfigBodySchema,
  status: 200,
  response: PosConfigSchema,
});

export const updatePosConfig = defineEndpoint({
  id: 'updatePosConfig',
  method: 'PUT',
  path: '/api/payments/customer-pos-config/{id}',
  tag: 'payments',
  summary: 'Changes a POS entry',
  auth: { anyOf: ['payment-pos.update'] },
  params: PosConfigIdParamSchema,
  body: PosConfigBodySchema,
  status: 200,
  response: PosConfigSchema,
});

export const deletePosConfig = defineEndpoint({
  id: 'deletePosConfig',
  method: 'DELETE',
  path: '/api/payments/customer-pos-config/{id}',
  tag: 'payments',
  summary: 'Deletes a POS entry',
  auth: { anyOf: ['payment-pos.delete'] },
  params: PosConfigIdParamSchema,
  status: 204,
});

export const paymentsEndpoints = [
  getPaymentSettings,
  updatePaymentSettings,
  createPayment,
  processPayment,
  getPaymentAvailability,
  getPaymentOrder,
  listPosConfigs,
  createPosConfig,
  updatePosConfig,
  deletePosConfig,
];
