import { z } from 'zod';
import { intId } from '../common/fields';
import { text } from '../common/text';
import { CONFIG_DATA_TYPES, type ConfigDataType } from '../definitions/definitions.schemas';

// ---- config items (spec 01 §3, 02 §3 "Config item"; spec 01 §7 "Configs"; route /configs) ----

/** Keys and groups (operation): a letter, then letters, digits, `.`, `_` or `-`. */
const NAME = /^[A-Za-z][A-Za-z0-9._-]*$/;
export const CONFIG_KEY_MAX = 100;
export const CONFIG_OPERATION_MAX = 50;
export const CONFIG_VALUE_MAX = 10_000;

export const ConfigItemSchema = z.object({
  id: z.number().int(),
  key: text(),
  /** Always text, as stored; read it by its dataType. */
  value: text(),
  description: text(),
  /** One of GET /api/definitions/configs/data-types. */
  dataType: z.enum(CONFIG_DATA_TYPES),
  /** The group the item belongs to (the screen groups by it). */
  operation: text(),
  /** One of the portal's own tunables (CONFIG_TUNABLES): its key, data type and group are fixed. */
  isBuiltIn: z.boolean(),
});
export type ConfigItem = z.infer<typeof ConfigItemSchema>;
export const ConfigItemListSchema = z.array(ConfigItemSchema);

export const ConfigItemInputSchema = z.object({
  key: text().trim().min(1).max(CONFIG_KEY_MAX).regex(NAME),
  /** Checked against dataType (checkConfigValue); a number, boolean or date is trimmed first. */
  value: text().max(CONFIG_VALUE_MAX),
  description: text().trim().max(500).default(''),
  dataType: z.enum(CONFIG_DATA_TYPES),
  operation: text().trim().min(1).max(CONFIG_OPERATION_MAX).regex(NAME),
});
export type ConfigItemInput = z.infer<typeof ConfigItemInputSchema>;

export const ConfigIdParamSchema = z.object({ id: intId });
export const ConfigKeyParamSchema = z.object({ key: text().trim().min(1).max(CONFIG_KEY_MAX) });
export const ConfigOperationParamSchema = z.object({ operation: text().trim().min(1).max(CONFIG_OPERATION_MAX) });

// ---- the value rules of each data type (the server refuses, the screen's editors check as one types) ----

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The value as the item stores it: numbers, booleans and dates trimmed, text and JSON as given. */
export function normalizeConfigValue(dataType: ConfigDataType, value: string): string {
  return dataType === 'string' || dataType === 'json' ? value : value.trim();
}

/** Whether `value` (normalised) is a value of `dataType`: a decimal number, true/false, a real calendar date, JSON, any text. */
export function checkConfigValue(dataType: ConfigDataType, value: string): boolean {
  switch (dataType) {
    case 'string':
      return true;
    case 'number':
      return NUMBER.test(value) && Number.isFinite(Number(value));
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'date': {
      const m = DATE.exec(value);
      if (!m) return false;
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
    }
    case 'json':
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
  }
}

// ---- the portal's own tunables (spec 01 §9 and 02 §9 constants an administrator may change) ----

interface NumberTunable {
  operation: string;
  default: number;
  min: number;
  max: number;
  /** Answered to every signed-in user (GET /api/commons/client-configs); the others only to config readers. */
  client: boolean;
}

/**
 * The tunables the portal reads from config items (seeded by migration 0028 with these values). Every
 * one is a whole number within its bounds; a missing or unreadable item counts as its default.
 */
export const CONFIG_TUNABLES = {
  /** Spec 01/02 §9: the order status is polled every 700 ms while InQueue. */
  orderStatusPollMs: { operation: 'client', default: 700, min: 200, max: 60_000, client: true },
  /** Spec 01/02 §9: the cart reloads 300 ms after a customer selection. */
  cartReloadDelayMs: { operation: 'client', default: 300, min: 0, max: 10_000, client: true },
  /** Spec 02 §9: the cart badge shows at most 99 (then 99+). */
  badgeMax: { operation: 'client', default: 99, min: 9, max: 9_999, client: true },
  /** Spec 01/02 §9: the toast helper closes toasts after 2000 ms. */
  toastMs: { operation: 'client', default: 2000, min: 500, max: 60_000, client: true },
  /** Spec 01 §9: the error toast stays 3 seconds. */
  errorToastMs: { operation: 'client', default: 3000, min: 500, max: 60_000, client: true },
  /** Spec 01/02 §9: the customer list (modal) shows 10 rows a page. */
  customerListPageSize: { operation: 'client', default: 10, min: 5, max: 100, client: true },
  /** Spec 01/02 §9: product page size default 50 (a list asked for without pageSize). */
  productListPageSize: { operation: 'catalog', default: 50, min: 1, max: 100, client: false },
} as const satisfies Record<string, NumberTunable>;
export type TunableKey = keyof typeof CONFIG_TUNABLES;
export const TUNABLE_KEYS = Object.keys(CONFIG_TUNABLES) as TunableKey[];

type ClientTunableKey = { [K in TunableKey]: (typeof CONFIG_TUNABLES)[K]['client'] extends true ? K : never }[TunableKey];
export const CLIENT_TUNABLE_KEYS = TUNABLE_KEYS.filter((k) => CONFIG_TUNABLES[k].client) as ClientTunableKey[];

/** GET /api/commons/client-configs: the tunables the client uses, in force now. */
export const ClientConfigsSchema = z.object(
  Object.fromEntries(CLIENT_TUNABLE_KEYS.map((k) => [k, z.number().int()])) as Record<ClientTunableKey, z.ZodNumber>,
);
export type ClientConfigs = z.infer<typeof ClientConfigsSchema>;

/** What the client uses until GET /api/commons/client-configs answers (the spec's values). */
export const CLIENT_CONFIG_DEFAULTS = Object.fromEntries(CLIENT_TUNABLE_KEYS.map((k) => [k, CONFIG_TUNABLES[k].default])) as ClientConfigs;

/** The tunable's value of a stored text: a whole number within its bounds, else null (then the default is used). */
export function readTunable(key: TunableKey, value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^-?\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  const { min, max } = CONFIG_TUNABLES[key];
  return n >= min && n <= max ? n : null;
}
