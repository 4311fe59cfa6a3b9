import type { DeliveryAddress, DeliveryAddressBody } from '@dealerport/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { writeAudit } from '../../platform/audit/audit';
import type { CustomerContext } from '../../plugins/context';
import * as repo from './addresses.repository';

type AddressRow = NonNullable<Awaited<ReturnType<typeof repo.findAddress>>>;

function toAddress(row: AddressRow): DeliveryAddress {
  return {
    id: row.id,
    code: row.code,
    caption: row.caption,
    title: row.title,
    responsible: row.responsible,
    address: row.address,
    city: row.city,
    postCode: row.post_code,
    countryCode: row.country_code.trim(),
    isDefault: row.is_default,
  };
}

function toValues(body: DeliveryAddressBody, isDefault: boolean): repo.AddressValues {
  return {
    code: body.code,
    caption: body.caption,
    title: body.title,
    responsible: body.responsible,
    address: body.address,
    city: body.city,
    post_code: body.postCode,
    country_code: body.countryCode,
    is_default: isDefault,
  };
}

/** Two requests racing past the code check meet the unique index; say which rule, not 500. */
function mapUniqueViolation(err: unknown, code: string): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'customer_addresses_code_key') throw new AppError('ADDRESS_CODE_TAKEN', { code });
  throw err;
}

async function withUniqueCode<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    return mapUniqueViolation(err, code);
  }
}

async function checkCode(trx: Kysely<Database>, customerId: string, code: string, exceptId?: string) {
  if (await repo.codeTaken(trx, customerId, code, exceptId)) throw new AppError('ADDRESS_CODE_TAKEN', { code });
}

export async function listAddresses(ctx: CustomerContext): Promise<DeliveryAddress[]> {
  return (await repo.listAddresses(ctx.db, ctx.customer.id)).map(toAddress);
}

/** The first address of a customer becomes its default; `isDefault: true` moves the default here. */
export async function createAddress(ctx: CustomerContext, body: DeliveryAddressBody): Promise<DeliveryAddress> {
  const customerId = ctx.customer.id;
  return withUniqueCode(body.code, () =>
    ctx.db.transaction().execute(async (trx) => {
      await checkCode(trx, customerId, body.code);
      const isFirst = (await repo.listAddresses(trx, customerId)).length === 0;
      const isDefault = body.isDefault ?? isFirst;
      if (isDefault) await repo.clearDefault(trx, customerId);
      const row = await repo.insertAddress(trx, customerId, toValues(body, isDefault));
      await writeAudit(trx, ctx.actor, {
        action: 'create',
        entity: 'customer-address',
        entityId: row.id,
        before: null,
        after: { customerId, ...toAddress(row) },
      });
      return toAddress(row);
    }),
  );
}

/** Another customer's address, or a deleted one, is NOT_FOUND: nothing tells it exists. */
export async function updateAddress(ctx: CustomerContext, id: string, body: DeliveryAddressBody): Promise<DeliveryAddress> {
  const customerId = ctx.customer.id;
  return withUniqueCode(body.code, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockAddress(trx, customerId, id);
      if (!before) throw notFound({ addressId: id });
      await checkCode(trx, customerId, body.code, id);
      const isDefault = body.isDefault ?? before.is_default;
      if (isDefault) await repo.clearDefault(trx, customerId, id);
      const row = await repo.updateAddress(trx, id, toValues(body, isDefault));
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'customer-address',
        entityId: id,
        before: { customerId, ...toAddress(before) },
        after: { customerId, ...toAddress(row) },
      });
      return toAddress(row);
    }),
  );
}

export async function deleteAddress(ctx: CustomerContext, id: string): Promise<void> {
  const customerId = ctx.customer.id;
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.lockAddress(trx, customerId, id);
    if (!before) throw notFound({ addressId: id });
    await repo.softDeleteAddress(trx, id);
    await writeAudit(trx, ctx.actor, {
      action: 'delete',
      entity: 'customer-address',
      entityId: id,
      before: { customerId, ...toAddress(before) },
      after: null,
    });
  });
}
