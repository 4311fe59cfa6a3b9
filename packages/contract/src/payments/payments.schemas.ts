import { z } from 'zod';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/*
 * Online payments (spec 01 §4, §7 Payments; 02 §3 "Payment redirect", "Point-of-sale entry", "Payment
 * provider service settings", "PayPal settings", "Payment settings"; 02 §7 Payments; design.md §4
 * "Payment"; ADR 0047; docs/payments.md).
 *
 * A payment order pays one order's open amount through one provider: PayPal (Orders v2), a virtual POS (a
 * 3-D Secure HTML form) or the built-in demo gateway, a test mode that takes no money and never credits the
 * ledger. Online payment is off until an administrator picks a provider (ADR 0047, amendment "safe
 * payment defaults"). The amount is always the server's; the client only names the order.
 */

/** The providers (a POS entry's posId). */
export const PAYMENT_PROVIDERS = ['demo', 'paypal', 'virtual-pos'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The payment settings' default provider: one of the providers, or `none` (online payment off for every
 * customer no POS entry serves). `none` is what a portal without stored payment settings has.
 */
export const DEFAULT_PAYMENT_PROVIDERS = ['none', ...PAYMENT_PROVIDERS] as const;
export type DefaultPaymentProvider = (typeof DEFAULT_PAYMENT_PROVIDERS)[number];

/**
 * What the client asks for (POST /api/payments `paymentMethod`): `Online` (the customer's POS
 * configuration chooses, else the settings' default provider; neither: online payment is off) or one
 * provider by name. The spec's client sends `PayPal`.
 */
export const PAYMENT_METHODS = ['Online', 'PayPal', 'VirtualPos', 'Demo'] as const;
export type OnlinePaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment order's state. Created: sent to the provider, not answered yet. */
export const PAYMENT_ORDER_STATUSES = ['Created', 'Paid', 'Failed', 'Cancelled', 'Refunded'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

const Money = text().regex(/^\d+\.\d{2}$/);

const absoluteUrl = text()
  .trim()
  .min(1)
  .max(1000)
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { params: { issue: 'HTTP_URL' } },
  );

/** POST /api/payments: an order's open amount (docNumber), or (our extension) an amount of the open balance. */
export const CreatePaymentBodySchema = z
  .object({
    /** The order to pay. Absent: a payment of `amount` towards the acting customer's open balance. */
    docNumber: text().trim().min(1).max(40).optional(),
    /**
     * Our extension, only without docNumber: how much of the acting customer's open balance to pay (at
     * most the balance), in the customer's currency.
     */
    amount: text()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/)
      .optional(),
    /**
     * Where the provider sends the payer back: the portal's `/paypal/{docNumber}/` (the payment order's id
     * is appended). One of the portal's own origins (PUBLIC_URL, CALLBACK_ORIGINS).
     */
    callbackUrl: absoluteUrl,
    /** Where a payer who gives up goes: the portal's `/orders/{docNumber}`; also one of its own origins. */
    cancelUrl: absoluteUrl,
    paymentMethod: z.enum(PAYMENT_METHODS).default('Online'),
  })
  .refine((b) => (b.docNumber === undefined) !== (b.amount === undefined), { params: { issue: 'ORDER_OR_AMOUNT' }, path: ['docNumber'] });
export type CreatePaymentBody = z.output<typeof CreatePaymentBodySchema>;
export type CreatePaymentInput = z.input<typeof CreatePaymentBodySchema>;

/** The answer of POST /api/payments: the spec's Payment redirect, with the payment order's id. */
export const PaymentRedirectSchema = z.object({
  /**
   * The provider's auto-submitting form (virtual POS); null for the others. The portal also serves it
   * at gatewayUrl, with a Content-Security-Policy that lets it post to the bank, so the client just navigates.
   */
  htmlFormContent: text().nullable(),
  /** True: navigate to gatewayUrl (demo, PayPal). False: the payment goes through htmlFormContent. */
  redirectGateway: z.boolean(),
  /** Where the browser goes next (always set: for the virtual POS, the portal's page holding the form). */
  gatewayUrl: text(),
  /** Our extension: the payment order (the return path's `{paymentOrderId}`). */
  paymentOrderId: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: Money,
  currency: text(),
});
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;

export const PaymentOrderIdParamSchema = z.object({ paymentOrderId: z.uuid() });

/** GET /api/payments/{paymentOrderId} (our extension): a payment order's state, for its return page. */
export const PaymentOrderSchema = z.object({
  paymentOrderId: z.uuid(),
  /** The order paid; null for a payment of the open balance. */
  docNumber: text().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  amount: Money,
  currency: text(),
  captureTransactionId: text().nullable(),
  createdOnUtc: text(),
  paidOnUtc: text().nullable(),
  /**
   * A payment of the demo gateway's test mode: it took no money, so even Paid it credited nothing to the
   * ledger (and its order reads TestPaid).
   */
  testMode: z.boolean(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

/** GET /api/payments/availability (our extension): an order (docNumber), or without it the acting customer's open balance. */
export const PaymentAvailabilityQuerySchema = z.object({
  docNumber: text().trim().min(1).max(40).optional(),
});
export type PaymentAvailabilityQuery = z.output<typeof PaymentAvailabilityQuerySchema>;

/** Whether online payment is on for that payment: the client offers "Pay online" / "Pay balance" only then. */
export const PaymentAvailabilitySchema = z.object({
  /** False: no POS entry serves it and the default provider is `none` (or the chosen provider is not set up). */
  online: z.boolean(),
  /** The provider a payment with `paymentMethod: Online` goes to; null when off. */
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** The provider is the demo gateway: a test mode that takes no money. */
  testMode: z.boolean(),
});
export type PaymentAvailability = z.infer<typeof PaymentAvailabilitySchema>;

/**
 * POST /api/payments/processPayment/{paymentOrderId}: what the return page got in its address from the
 * provider (PayPal: token, PayerID; the demo gateway: token). Nothing in it is believed: the server
 * verifies with the provider (PayPal's capture, the demo gateway's signature, the POS's stored hash).
 */
export const ProcessPaymentBodySchema = z
  .object({
    callback: z.record(text().max(100), text().max(4000)).default({}),
  })
  .nullish()
  .transform((b) => b ?? { callback: {} as Record<string, string> });
export type ProcessPaymentBody = z.output<typeof ProcessPaymentBodySchema>;

// ---- settings (GET/PUT /api/commons/paymentSettings) ----

/** PayPal settings (spec 02 §3): clientSecret never answered. */
export const PayPalSettingsSchema = z.object({
  clientId: z.string(),
  /** Always null: never answered. */
  clientSecret: z.null(),
  clientSecretSet: z.boolean(),
  useSandbox: z.boolean(),
});

/** Payment provider service settings (spec 02 §3): the virtual POS; the password never answered. */
export const PaymentServiceSettingsSchema = z.object({
  /** The bank's 3-D form address the payer's browser posts to ('' = not configured). */
  serviceUrl: z.string(),
  credential: z.object({
    /** The merchant id at the bank. */
    username: z.string(),
    /** Always null: never answered. The store key the hashes are made with. */
    password: z.null(),
    passwordSet: z.boolean(),
  }),
});

/** GET /api/commons/paymentSettings (spec 02 §3 "Payment settings"). */
export const PaymentSettingsSchema = z.object({
  /** The ERP account code online payments are booked against (the ERP hand-off). */
  customerCode: z.string(),
  /** The payment method code online payments are booked under in the ERP and the ledger. */
  paymentMethodCode: z.string(),
  payPal: PayPalSettingsSchema,
  /** The virtual POS (the spec's name for the provider's service settings). */
  netahsilat: PaymentServiceSettingsSchema,
  /**
   * Our extension: the provider of a payment when no POS entry of the customer applies; `none`: online
   * payment off for such payments (nothing stored reads `none`; the demo data store `demo`).
   */
  defaultProvider: z.enum(DEFAULT_PAYMENT_PROVIDERS),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

/** A new secret: blank or null keeps the stored one. Not trimmed. */
const newSecret = text()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null));
const plain = (max: number) => text().trim().max(max);
const urlOrEmpty = text()
  .trim()
  .max(500)
  .refine(
    (v) => {
      if (v === '') return true;
      try {
        const u = new URL(v);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { params: { issue: 'HTTP_URL' } },
  );

/** PUT /api/commons/paymentSettings: a blank secret keeps the stored one, clear* removes it. */
export const UpdatePaymentSettingsBodySchema = z.object({
  customerCode: plain(50).default(''),
  paymentMethodCode: plain(50).default(''),
  payPal: z
    .object({
      clientId: plain(200).default(''),
      clientSecret: newSecret,
      clearClientSecret: z.boolean().default(false),
      useSandbox: z.boolean().default(true),
    })
    .refine((p) => !(p.clearClientSecret && p.clientSecret), { params: { issue: 'SET_AND_REMOVED' }, path: ['clientSecret'] })
    .default({ clientId: '', clientSecret: null, clearClientSecret: false, useSandbox: true }),
  netahsilat: z
    .object({
      serviceUrl: urlOrEmpty.default(''),
      credential: z
        .object({
          username: plain(200).default(''),
          password: newSecret,
          clearPassword: z.boolean().default(false),
        })
        .refine((c) => !(c.clearPassword && c.password), { params: { issue: 'SET_AND_REMOVED' }, path: ['password'] })
        .default({ username: '', password: null, clearPassword: false }),
    })
    .default({ serviceUrl: '', credential: { username: '', password: null, clearPassword: false } }),
  defaultProvider: z.enum(DEFAULT_PAYMENT_PROVIDERS).default('none'),
});
export type UpdatePaymentSettingsBody = z.output<typeof UpdatePaymentSettingsBodySchema>;
export type UpdatePaymentSettingsInput = z.input<typeof UpdatePaymentSettingsBodySchema>;

// ---- customer POS configuration ----

/** A Point-of-sale entry (spec 02 §3): which provider serves a customer's payments up to an amount. */
export const PosConfigSchema = z.object({
  id: z.number().int(),
  posId: z.enum(PAYMENT_PROVIDERS),
  /** The entry serves payments up to this amount (inclusive). */
  amount: Money,
  /** Lower first: of the entries that take a payment, the one with the lowest priority serves it. */
  priority: z.number().int(),
  description: z.string(),
  createdOn: z.string(),
  updatedOn: z.string(),
  createdBy: z.string().nullable(),
  modifiedBy: z.string().nullable(),
  /** The customer the entry is for; null: every customer without an entry of its own. */
  customer: z.object({ id: z.string(), code: z.string().nullable(), name: z.string() }).nullable(),
});
export type PosConfig = z.infer<typeof PosConfigSchema>;
export const PosConfigPageSchema = pagedListSchema(PosConfigSchema);

export const PosConfigBodySchema = z.object({
  posId: z.enum(PAYMENT_PROVIDERS),
  /** Up to this amount (two decimals at most). */
  amount: z.coerce
    .number()
    .min(0)
    .max(999_999_999_999)
    .refine((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6)
    .transform((n) => n.toFixed(2)),
  priority: z.coerce.number().int().min(0).max(10_000),
  description: plain(200).default(''),
  /** null or absent: every customer. */
  customerId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
});
export type PosConfigBody = z.output<typeof PosConfigBodySchema>;
export type PosConfigInput = z.input<typeof PosConfigBodySchema>;

export const PosConfigIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** ColumnFilters of the POS list (a JSON object). */
export const PosConfigFiltersSchema = z
  .object({ customerId: z.uuid(), posId: z.enum(PAYMENT_PROVIDERS) })
  .partial()
  .strict();
