import type { PaymentProvider, PaymentSettings, UpdatePaymentSettingsBody } from '@dealerport/contract';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/executor';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import { nextSecret, place, secretBox } from './connection-settings.service';
import * as repo from './settings.repository';
import { settingRow } from './settings-cache';

/*
 * The payment settings group (spec 02 §3 "Payment settings"; issue 17; ADR 0047): the ERP codes payments
 * are booked under, PayPal's client credentials, the virtual POS's service address and credential, and the
 * provider used when no POS entry of the customer applies. The PayPal client secret and the POS password
 * are sealed (lib/secrets.ts, bound to this group and field) and never answered.
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
    defaultProvider: z.enum(['demo', 'paypal', 'virtual-pos']).catch('demo'),
  })
  .catch({
    customerCode: '',
    paymentMethodCode: '',
    payPal: { clientId: '', clientSecret: null, useSandbox: true },
    netahsilat: { serviceUrl: '', credential: { username: '', password: null } },
    defaultProvider: 'demo',
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
        clientSecret: nextSecret(
          box,
          before.payPal.clientSecret,
          body.payPal.clientSecret,
          body.payPal.clearClientSecret,
          place(KEY, 'payPal.clientSecret'),
        ),
        useSandbox: body.payPal.useSandbox,
      },
      netahsilat: {
        serviceUrl: body.netahsilat.serviceUrl,
        credential: {
          username: body.netahsilat.credential.username,
          password: nextSecret(
            box,
            before.netahsilat.credential.password,
            body.netahsilat.credential.password,
            body.netahsilat.credential.clearPassword,
            place(KEY, 'netahsilat.credential.password'),
          ),
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

/** What the payment providers run with: the settings with their secrets opened (null: not set). */
export interface PaymentProviderSettings {
  customerCode: string;
  paymentMethodCode: string;
  defaultProvider: PaymentProvider;
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
