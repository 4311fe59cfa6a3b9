import {
  CONFIG_DATA_TYPES,
  CONFIG_KEY_MAX,
  CONFIG_OPERATION_MAX,
  CONFIG_TUNABLES,
  CONFIG_VALUE_MAX,
  type ConfigDataType,
  type ConfigItem,
  type ConfigItemInput,
  checkConfigValue,
  normalizeConfigValue,
  readTunable,
  type TunableKey,
} from '@dealerport/contract';
import { z } from 'zod';

/** Keys and groups as the server takes them (configs.schemas.ts NAME). */
const NAME = /^[A-Za-z][A-Za-z0-9._-]*$/;

export type ConfigFormValues = {
  key: string;
  operation: string;
  dataType: ConfigDataType;
  value: string;
  description: string;
};

/** The built-in tunable an item is, if it is one (its bounds apply to its value). */
export function tunableOf(item: Pick<ConfigItem, 'key' | 'isBuiltIn'> | null | undefined): TunableKey | null {
  if (!item?.isBuiltIn) return null;
  return item.key in CONFIG_TUNABLES ? (item.key as TunableKey) : null;
}

/** A value's starting point when the data type changes (each editor needs a value it can show). */
export function initialValueOf(dataType: ConfigDataType): string {
  switch (dataType) {
    case 'boolean':
      return 'false';
    case 'json':
      return '{}';
    default:
      return '';
  }
}

export function configFormValues(item: ConfigItem | null, operation = ''): ConfigFormValues {
  if (!item) return { key: '', operation, dataType: 'string', value: '', description: '' };
  return { key: item.key, operation: item.operation, dataType: item.dataType, value: item.value, description: item.description };
}

/**
 * ConfigItemInputSchema with i18n keys as messages; the value is checked against its data type as the
 * server does (checkConfigValue), and a built-in tunable's against its bounds.
 */
export function configFormSchema(tunable: TunableKey | null) {
  return z
    .object({
      key: z.string().trim().min(1, 'validation.required').max(CONFIG_KEY_MAX, 'validation.tooLong').regex(NAME, 'configs.validation.name'),
      operation: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .max(CONFIG_OPERATION_MAX, 'validation.tooLong')
        .regex(NAME, 'configs.validation.name'),
      dataType: z.enum(CONFIG_DATA_TYPES, 'validation.required'),
      value: z.string().max(CONFIG_VALUE_MAX, 'validation.tooLong'),
      description: z.string().trim().max(500, 'validation.tooLong'),
    })
    .superRefine((v, ctx) => {
      const value = normalizeConfigValue(v.dataType, v.value);
      if (!checkConfigValue(v.dataType, value)) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: `configs.validation.${v.dataType}` });
      } else if (tunable && readTunable(tunable, value) === null) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'configs.validation.outOfRange' });
      }
    });
}

/** The body of POST /api/commons/configs and PUT /api/commons/configs/{id}. */
export function toConfigBody(values: ConfigFormValues): ConfigItemInput {
  return {
    key: values.key.trim(),
    operation: values.operation.trim(),
    dataType: values.dataType,
    value: normalizeConfigValue(values.dataType, values.value),
    description: values.description.trim(),
  };
}

/** The items grouped by operation, groups and keys in alphabetical order (the server's order, kept stable here). */
export function groupByOperation(items: readonly ConfigItem[]): { operation: string; items: ConfigItem[] }[] {
  const groups = new Map<string, ConfigItem[]>();
  for (const item of items) {
    const list = groups.get(item.operation) ?? [];
    list.push(item);
    groups.set(item.operation, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operation, list]) => ({ operation, items: list.sort((a, b) => a.key.localeCompare(b.key)) }));
}
