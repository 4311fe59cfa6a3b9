import {
  DEFAULT_PAYMENT_PROVIDERS,
  type DefaultPaymentProvider,
  type PaymentSettings,
  type UpdatePaymentSettingsBody,
} from '@dealerport/contract';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/executor';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import { ANYWHERE, nextSecret, place, secretBox } from './connection-settings.service';
import * as repo from './settings.repository';
import { settingRow } from './settings-cache';

/*
 * The payment settings group (spec 02 §3 "Payment settings"; issue 17; ADR 0047): the ERP codes payments
 * are booked under, PayPal's client credentials, the virtual POS's service address and credential, and the
 * provider used when no POS entry of the customer applies. The PayPal client secret and the POS password
 * are sealed (lib/secrets.ts, bound to this group and field) and never answered.
 *
 * Safe by default (ADR 0047, amendment "safe payment defaults"): with nothing stored the default provider is
 * `none`, so online payment is off until an administrator picks a provider; only the demo data choose the
 * demo gateway (its test mode, which takes no money).
 */

const KEY = 'payment';
const sealed = z.string().nullable().catch(null);
const stored = z.string().catch('');

const StoredSchema = z
  .object({
    customerCode: stored,
    paymentMethodCode: stored,
    payPal: z
      .object({ clientId: stored, clientSecret: sealed, useSandbox: z.boolean().catch(true) })
      .catch({ clientId: '', clientSecret: null, useSandbox: true }),
    netahsilat: z
      .object({
        serviceUrl: stored,
        credential: z.object({ username: stored, password: sealed }).catch({ username: '', password: null }),
      })
      .catch({ serviceUrl: '', credential: { username: '', password: null } }),
    defaultProvider: z.enum(DEFAULT_PAYMENT_PROVIDERS).catch('none'),
  })
  .catch({
    customerCode: '',
    paymentMethodCode: '',
    payPal: { clientId: '', clientSecret: null, useSandbox: true },
    netahsilat: { serviceUrl: '', credential: { username: '', password: null } },
    defaultProvider: 'none',
  });
type Stored = z.infer<typeof StoredSchema>;

function toDto(s: Stored): PaymentSettings {
  return {
    customerCode: s.customerCode,
    paymentMethodCode: s.paymentMethodCode,
    payPal: {
      clientId: s.payPal.clientId,
      clientSecret: null,
      clientSecretSet: s.payPal.clientSecret !== null,
      useSandbox: s.payPal.useSandbox,
    },
    netahsilat: {
      serviceUrl: s.netahsilat.serviceUrl,
      credential: { username: s.netahsilat.credential.username, password: null, passwordSet: s.netahsilat.credential.password !== null },
    },
    defaultProvider: s.defaultProvider,
  };
}

export async function readPaymentSettings(ctx: SignedInContext): Promise<PaymentSettings> {
  return toDto(StoredSchema.parse(await repo.findSetting(ctx.db, KEY)));
}

export async function updatePaymentSettings(ctx: SignedInContext, body: UpdatePaymentSettingsBody): Promise<PaymentSettings> {
  const box = secretBox(ctx.config);
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = StoredSchema.parse(await repo.lockSetting(trx, KEY));
    const next: Stored = {
      customerCode: body.customerCode,
      paymentMethodCode: body.paymentMethodCode,
      payPal: {
        clientId: body.payPal.clientId,
        clientSecret: nextSecret(box, {
          field: 'payPal.clientSecret',
          at: place(KEY, 'payPal.clientSecret'),
          given: body.payPal.clientSecret,
          clear: body.payPal.clearClientSecret,
          stored: before.payPal.clientSecret,
          // It goes to PayPal only (live or sandbox, or PAYPAL_API_URL), whatever is typed here.
          ...ANYWHERE,
        }),
        useSandbox: body.payPal.useSandbox,
      },
      netahsilat: {
        serviceUrl: body.netahsilat.serviceUrl,
        credential: {
          username: body.netahsilat.credential.username,
          password: nextSecret(box, {
            field: 'netahsilat.credential.password',
            at: place(KEY, 'netahsilat.credential.password'),
            given: body.netahsilat.credential.password,
            clear: body.netahsilat.credential.clearPassword,
            stored: before.netahsilat.credential.password,
            // The store key only signs (HMAC); it is never sent anywhere.
            ...ANYWHERE,
          }),
        },
      },
      defaultProvider: body.defaultProvider,
    };
    await repo.upsertSetting(trx, KEY, next);
    const secretsChanged = [
      ...(before.payPal.clientSecret !== next.payPal.clientSecret ? ['payPal.clientSecret'] : []),
      ...(before.netahsilat.credential.password !== next.netahsilat.credential.password ? ['netahsilat.credential.password'] : []),
    ];
    await writeAudit(trx, ctx.actor, {
      action: 'update',
      entity: 'setting',
      entityId: KEY,
      before: toDto(before),
      after: { ...toDto(next), secretsChanged },
    });
    return next;
  });
  return toDto(saved);
}

/**
 * The payment settings of the demo data (db/seed): the demo gateway serves every customer, in its test
 * mode (no money taken, nothing credited), so the demo's online payments work with no account anywhere.
 */
export async function writeDemoPaymentSettings(db: Db): Promise<void> {
  const demo: Stored = { ...StoredSchema.parse(undefined), defaultProvider: 'demo' };
  await repo.upsertSetting(db, KEY, demo);
}

/** What the payment providers run with: the settings with their secrets opened (null: not set). */
export interface PaymentProviderSettings {
  customerCode: string;
  paymentMethodCode: string;
  /** `none`: online payment off where no POS entry applies. */
  defaultProvider: DefaultPaymentProvider;
  payPal: { clientId: string; clientSecret: string | null; useSandbox: boolean };
  virtualPos: { serviceUrl: string; merchantId: string; storeKey: string | null };
}

/**
 * The settings for a payment, read through the settings cache; a secret this key no longer opens reads as
 * not set (the provider is then "not configured", and the log says why).
 */
export async function getPaymentProviderSettings(
  db: Db,
  config: Pick<Config, 'secretsKey'>,
  onUnreadable: (field: string) => void = () => {},
): Promise<PaymentProviderSettings> {
  const s = StoredSchema.parse((await settingRow(db, KEY))?.value);
  const box = secretBox(config);
  const open = (value: string | null, field: string) => {
    if (!value) return null;
    try {
      return box.open(value, place(KEY, field));
    } catch {
      onUnreadable(field);
      return null;
    }
  };
  return {
    customerCode: s.customerCode,
    paymentMethodCode: s.paymentMethodCode,
    defaultProvider: s.defaultProvider,
    payPal: {
      clientId: s.payPal.clientId,
      clientSecret: open(s.payPal.clientSecret, 'payPal.clientSecret'),
      useSandbox: s.payPal.useSandbox,
    },
    virtualPos: {
      serviceUrl: s.netahsilat.serviceUrl,
      merchantId: s.netahsilat.credential.username,
      storeKey: open(s.netahsilat.credential.password, 'netahsilat.credential.password'),
    },
  };
}
