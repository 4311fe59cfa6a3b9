import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { createCustomer, createTestApp, type TestApp } from './harness';

let t: TestApp;
let migrator: Migrator;

beforeAll(async () => {
  t = await createTestApp();
  migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
});
afterAll(() => t?.close());

describe('0021-customer-consents', () => {
  it('gives customers of approved registrations their consents and sectors; every other customer false and none', async () => {
    expect((await migrator.migrateTo('0020-order-statement')).error).toBeUndefined();

    const fromRegistration = await createCustomer(t.db, { name: 'Kayıtlı Bayi' });
    const withOwnSectors = await createCustomer(t.db, { name: 'Kendi Sektörü Olan Bayi' });
    const fromErp = await createCustomer(t.db, { name: 'ERP Bayisi' });
    const rejectedApplicant = await createCustomer(t.db, { name: 'Reddedilen Başvurunun Adı' });
    // Before 0021 approval already carried the sectors; an ERP sync may have set some of its own.
    await t.db
      .updateTable('customers')
      .set({ customer_sectors: ['AKS'] })
      .where('id', '=', withOwnSectors.id)
      .execute();
    const registration = (name: string, values: { kvkk: boolean; communication: boolean; sectors: string[] }) => ({
      name,
      title: `${name} Ltd. Şti.`,
      email: `${name.replace(/\W/g, '').toLowerCase()}@example.test`,
      phone_number: '+90 212 555 0000',
      representative_person: 'Ayşe Yıldız',
      is_kvkk_confirm: values.kvkk,
      is_communication_confirm: values.communication,
      customer_sectors: values.sectors,
    });
    await t.db
      .insertInto('customer_registrations')
      .values([
        {
          ...registration('Kayitli', { kvkk: true, communication: true, sectors: ['LST', 'JNT'] }),
          status: 'approved',
          customer_id: fromRegistration.id,
        },
        {
          ...registration('KendiSektoru', { kvkk: true, communication: false, sectors: ['YAG'] }),
          status: 'approved',
          customer_id: withOwnSectors.id,
        },
        // Not approved: says nothing about any customer, whatever it holds.
        { ...registration('Reddedilen', { kvkk: true, communication: true, sectors: ['AKU'] }), status: 'rejected' },
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await t.db
      .selectFrom('customers')
      .select(['id', 'is_kvkk_confirm', 'is_communication_confirm', 'customer_sectors'])
      .where('id', 'in', [fromRegistration.id, withOwnSectors.id, fromErp.id, rejectedApplicant.id])
      .execute();
    const byId = new Map(rows.map(({ id, ...rest }) => [id, rest]));
    expect(byId.get(fromRegistration.id)).toEqual({
      is_kvkk_confirm: true,
      is_communication_confirm: true,
      customer_sectors: ['LST', 'JNT'],
    });
    expect(byId.get(withOwnSectors.id)).toEqual({ is_kvkk_confirm: true, is_communication_confirm: false, customer_sectors: ['AKS'] });
    expect(byId.get(fromErp.id)).toEqual({ is_kvkk_confirm: false, is_communication_confirm: false, customer_sectors: [] });
    expect(byId.get(rejectedApplicant.id)).toEqual({ is_kvkk_confirm: false, is_communication_confirm: false, customer_sectors: [] });
  });
});

describe('0054-catalogue-texts-per-language', () => {
  it('names the built-in roles and tasks in tr, de and en, unless an administrator renamed them', async () => {
    expect((await migrator.migrateTo('0053-payment-test-mode')).error).toBeUndefined();
    const role = async (name: string, roleType: 'admin' | 'dealer', isSystem: boolean) =>
      (await t.db.insertInto('roles').values({ name, role_type: roleType, is_system: isSystem }).returning('id').executeTakeFirstOrThrow())
        .id;
    const builtin = await role('Administrator', 'admin', true);
    const renamed = await role('Bayiler', 'dealer', true);
    const own = await role('Dealer', 'admin', false);
    await t.db.updateTable('scheduled_jobs').set({ name: 'Posta temizliği' }).where('builtin_key', '=', 'purge-sent-mail').execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const names = async (ids: number[]) =>
      (await t.db.selectFrom('roles').select(['id', 'names']).where('id', 'in', ids).orderBy('id').execute()).map((r) => r.names);
    expect(await names([builtin, renamed, own])).toEqual([{ tr: 'Yönetici', de: 'Administrator', en: 'Administrator' }, null, null]);
    const jobs = await t.db.selectFrom('scheduled_jobs').select(['builtin_key', 'names']).where('kind', '=', 'builtin').execute();
    const jobNames = Object.fromEntries(jobs.map((j) => [j.builtin_key, j.names]));
    expect(jobNames['purge-expired-sessions']).toEqual({
      tr: 'Süresi dolan oturumları temizle',
      de: 'Abgelaufene Sitzungen löschen',
      en: 'Purge expired sessions',
    });
    expect(jobNames['purge-sent-mail']).toBeNull();
    await t.db.deleteFrom('roles').where('id', 'in', [builtin, renamed, own]).execute();
  });
});
