import {
  CLIENT_TUNABLE_KEYS,
  type ClientConfigs,
  CONFIG_TUNABLES,
  type ConfigItem,
  type ConfigItemInput,
  checkConfigValue,
  normalizeConfigValue,
  readTunable,
  TUNABLE_KEYS,
  type TunableKey,
} from '@dealerport/contract';
import type { Db } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import { cachedConfigRows } from './config-cache';
import * as repo from './configs.repository';

const TUNABLE_BY_LOWER_KEY = new Map<string, TunableKey>(TUNABLE_KEYS.map((k) => [k.toLowerCase(), k]));
const tunableOf = (key: string): TunableKey | undefined => TUNABLE_BY_LOWER_KEY.get(key.toLowerCase());

const toItem = (r: repo.ConfigRow): ConfigItem => ({
  id: r.id,
  key: r.key,
  value: r.value,
  description: r.description,
  dataType: r.data_type,
  operation: r.operation,
  isBuiltIn: tunableOf(r.key) !== undefined,
});

/** Every item, from the cache when this process may trust it (config-cache.ts). */
function allRows(db: Db): Promise<repo.ConfigRow[]> {
  return cachedConfigRows(db, () => repo.listConfigRows(db));
}

/** A tunable in force: its item's value when readable and within bounds, else the spec's value. */
export async function getTunable(db: Db, key: TunableKey): Promise<number> {
  const lower = key.toLowerCase();
  const row = (await allRows(db)).find((r) => r.key.toLowerCase() === lower);
  return readTunable(key, row?.value) ?? CONFIG_TUNABLES[key].default;
}

export async function getClientConfigs(ctx: SignedInContext): Promise<ClientConfigs> {
  const rows = await allRows(ctx.db);
  const byKey = new Map(rows.map((r) => [r.key.toLowerCase(), r.value]));
  return Object.fromEntries(
    CLIENT_TUNABLE_KEYS.map((k) => [k, readTunable(k, byKey.get(k.toLowerCase())) ?? CONFIG_TUNABLES[k].default]),
  ) as ClientConfigs;
}

export async function listConfigs(ctx: SignedInContext): Promise<ConfigItem[]> {
  return (await allRows(ctx.db)).map(toItem);
}

export async function listConfigsByOperation(ctx: SignedInContext, operation: string): Promise<ConfigItem[]> {
  const lower = operation.toLowerCase();
  return (await allRows(ctx.db)).filter((r) => r.operation.toLowerCase() === lower).map(toItem);
}

export async function getConfig(ctx: SignedInContext, key: string): Promise<ConfigItem> {
  const lower = key.toLowerCase();
  const row = (await allRows(ctx.db)).find((r) => r.key.toLowerCase() === lower);
  if (!row) throw new AppError('NOT_FOUND', { key });
  return toItem(row);
}

/**
 * The row's values from the input: the value must be of its data type, and a tunable's (CONFIG_TUNABLES)
 * a whole number within its bounds, under its own data type and group.
 */
function valuesOf(input: ConfigItemInput): repo.ConfigValues {
  const value = normalizeConfigValue(input.dataType, input.value);
  const tunable = tunableOf(input.key);
  if (tunable) {
    const spec = CONFIG_TUNABLES[tunable];
    if (input.dataType !== 'number' || input.operation.toLowerCase() !== spec.operation.toLowerCase()) {
      throw new AppError('CONFIG_BUILTIN_FIXED', { key: tunable });
    }
  }
  if (!checkConfigValue(input.dataType, value)) throw new AppError('CONFIG_VALUE_INVALID', { dataType: input.dataType });
  if (tunable && readTunable(tunable, value) === null) {
    const { min, max } = CONFIG_TUNABLES[tunable];
    throw new AppError('CONFIG_VALUE_OUT_OF_RANGE', { key: tunable, min, max });
  }
  return { key: input.key, value, description: input.description, data_type: input.dataType, operation: input.operation };
}

/** Two requests racing for one key: the unique index decides, the loser gets the same 400. */
const writeError = (err: unknown, key: string): unknown =>
  uniqueViolation(err) === 'config_items_key_key' ? new AppError('CONFIG_KEY_TAKEN', { key }) : err;

const audited = ({ key, value, description, data_type, operation }: repo.ConfigValues) => ({
  key,
  value,
  description,
  dataType: data_type,
  operation,
});

export async function createConfig(ctx: SignedInContext, input: ConfigItemInput): Promise<ConfigItem> {
  const values = valuesOf(input);
  if (await repo.keyTaken(ctx.db, values.key)) throw new AppError('CONFIG_KEY_TAKEN', { key: values.key });
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const created = await repo.insertConfig(trx, values);
      await writeAudit(trx, ctx.actor, { action: 'create', entity: 'config', entityId: created.id, after: audited(values) });
      return created;
    });
    return toItem(row);
  } catch (err) {
    throw writeError(err, values.key);
  }
}

/** A built-in tunable keeps its key (its case may change), data type and group. */
export async function updateConfig(ctx: SignedInContext, id: number, input: ConfigItemInput): Promise<ConfigItem> {
  const current = await repo.findConfigRow(ctx.db, id);
  if (!current) throw new AppError('NOT_FOUND', { id });
  const builtIn = tunableOf(current.key);
  if (builtIn && input.key.toLowerCase() !== current.key.toLowerCase()) throw new AppError('CONFIG_BUILTIN_FIXED', { key: builtIn });
  const values = valuesOf(input);
  if (await repo.keyTaken(ctx.db, values.key, id)) throw new AppError('CONFIG_KEY_TAKEN', { key: values.key });
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockConfigRow(trx, id);
      if (!before) throw new AppError('NOT_FOUND', { id });
      const updated = await repo.updateConfig(trx, id, values);
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'config',
        entityId: id,
        before: audited(before),
        after: audited(values),
      });
      return updated;
    });
    return toItem(row);
  } catch (err) {
    throw writeError(err, values.key);
  }
}
