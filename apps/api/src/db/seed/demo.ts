import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../database';
import { createRandom, type Random } from './random';

export const DEMO_PASSWORD = 'Demo1234';

export interface SeedOptions {
  /** Number of dealer customers to generate besides the named demo ones. */
  customers?: number;
  /** Catalogue size; products arrive with the catalogue area and are generated there. */
  products?: number;
  seed?: number;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

const TR_SURNAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Güneş', 'Erdoğan', 'Aksoy'];
const TR_BUSINESS = ['Oto Lastik', 'Jant Ticaret', 'Akü Market', 'Otomotiv', 'Lastik ve Jant', 'Oto Yedek Parça', 'Madeni Yağ', 'Oto Servis'];
const TR_CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Konya', 'Kayseri', 'Eskişehir', 'Gaziantep', 'Samsun', 'Trabzon', 'Denizli'];
const DE_SURNAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter'];
const DE_BUSINESS = ['Reifen GmbH', 'Autohaus', 'Reifenservice', 'Felgen & Reifen KG', 'Kfz-Teile GmbH'];
const AT_SURNAMES = ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Moser', 'Steiner', 'Hofer'];

function dealerName(rng: Random, country: 'TR' | 'DE' | 'AT') {
  if (country === 'TR') return `${rng.pick(TR_SURNAMES)} ${rng.pick(TR_BUSINESS)} (${rng.pick(TR_CITIES)})`;
  const surname = country === 'DE' ? rng.pick(DE_SURNAMES) : rng.pick(AT_SURNAMES);
  const business = rng.pick(DE_BUSINESS);
  return business === 'Autohaus' ? `Autohaus ${surname}` : `${surname} ${business}`;
}

const ROLES = [
  { name: 'Administrator', role_type: 'admin' as const, permissions: [] as string[] },
  {
    name: 'Customer service',
    role_type: 'staff' as const,
    permissions: ['customer.list', 'customer.select', 'order.list', 'order.cancel', 'report-order.list', 'report-customer.list'],
  },
  { name: 'Salesman', role_type: 'salesman' as const, permissions: ['order.list', 'order.cancel', 'customer.list'] },
  { name: 'Dealer', role_type: 'dealer' as const, permissions: ['order.list', 'order.cancel'] },
];

/**
 * Seeds a new database with believable demo data (design.md §4) and the demo logins; does nothing
 * when users exist already. Deterministic: the same options give the same data.
 */
export async function seedDemoDataIfEmpty(db: Db, opts: SeedOptions = {}) {
  const existing = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return null;
  return seedDemoData(db, opts);
}

export async function seedDemoData(db: Db, opts: SeedOptions = {}) {
  const rng = createRandom(opts.seed ?? 20261122);
  const customerCount = opts.customers ?? 60;
  const passwordHash = await hash(DEMO_PASSWORD);

  return db.transaction().execute(async (trx) => {
    const roleIds: Record<string, number> = {};
    for (const role of ROLES) {
      const row = await trx.insertInto('roles').values({ name: role.name, role_type: role.role_type, is_system: true }).returning('id').executeTakeFirstOrThrow();
      roleIds[role.role_type] = row.id;
      if (role.role_type === 'admin') {
        await trx.insertInto('role_permissions').columns(['role_id', 'permission_code']).expression((eb) =>
          eb.selectFrom('permissions').select([eb.val(row.id).as('role_id'), 'code']),
        ).execute();
      } else if (role.permissions.length > 0) {
        await trx.insertInto('role_permissions').values(role.permissions.map((code) => ({ role_id: row.id, permission_code: code }))).execute();
      }
    }

    const salesmen = await trx
      .insertInto('salesmen')
      .values([
        { code: 'S001', name: 'Mehmet Yılmaz', email: 'mehmet.yilmaz@dealerport.example' },
        { code: 'S002', name: 'Ayşe Demir', email: 'ayse.demir@dealerport.example' },
        { code: 'S003', name: 'Jürgen Weber', email: 'juergen.weber@dealerport.example' },
      ])
      .returning(['id', 'code'])
      .execute();
    const salesmanId = (code: string) => salesmen.find((s) => s.code === code)!.id;

    // Named demo customers first, then generated dealers in TR, DE and AT.
    const named = [
      { code: '120.01.001', name: 'Anadolu Oto Lastik A.Ş.', country_code: 'TR', currency: 'TRY' },
      { code: '120.02.001', name: 'Reifen Müller GmbH', country_code: 'DE', currency: 'EUR' },
    ];
    const generated = Array.from({ length: customerCount }, (_, i) => {
      const country = i % 5 === 3 ? 'DE' : i % 5 === 4 ? 'AT' : 'TR';
      const prefix = country === 'TR' ? '120.01' : country === 'DE' ? '120.02' : '120.03';
      return {
        code: `${prefix}.${String(i + 2).padStart(3, '0')}`,
        name: dealerName(rng, country),
        country_code: country,
        currency: country === 'TR' ? 'TRY' : 'EUR',
      };
    });
    const customers = await trx
      .insertInto('customers')
      .values(
        [...named, ...generated].map((c, i) => ({
          ...c,
          title: c.name,
          email: `info${i + 1}@dealer.example`,
          phone_number: c.country_code === 'TR' ? `+90 212 555 ${String(1000 + i).slice(-4)}` : `+49 30 5550 ${String(100 + i)}`,
          representative_person: c.country_code === 'TR' ? `${rng.pick(TR_SURNAMES)} Bey` : `Herr ${rng.pick(DE_SURNAMES)}`,
        })),
      )
      .returning(['id', 'code', 'country_code'])
      .execute();
    const dealerCustomer = customers[0]!;
    const dealerDeCustomer = customers[1]!;

    // The demo salesman has several Turkish dealers, `dealer`'s among them, never `dealer-de`'s.
    const turkish = customers.filter((c) => c.country_code.trim() === 'TR');
    const assignments = [
      ...turkish.slice(0, 12).map((c) => ({ salesman_id: salesmanId('S001'), customer_id: c.id })),
      ...turkish.slice(12).map((c) => ({ salesman_id: salesmanId('S002'), customer_id: c.id })),
      ...customers.filter((c) => c.country_code.trim() !== 'TR').map((c) => ({ salesman_id: salesmanId('S003'), customer_id: c.id })),
    ];
    await trx.insertInto('salesman_customers').values(assignments).execute();

    const base = { password_hash: passwordHash };
    await trx
      .insertInto('users')
      .values([
        { ...base, account_name: 'admin', email: 'admin@dealerport.example', first_name: 'Portal', last_name: 'Admin', language: 'tr', role_id: roleIds.admin!, user_type: 'staff' },
        { ...base, account_name: 'support', email: 'support@dealerport.example', first_name: 'Müşteri', last_name: 'Hizmetleri', language: 'tr', role_id: roleIds.staff!, user_type: 'staff' },
        { ...base, account_name: 'salesman', email: 'mehmet.yilmaz@dealerport.example', first_name: 'Mehmet', last_name: 'Yılmaz', language: 'tr', role_id: roleIds.salesman!, user_type: 'salesman', salesman_id: salesmanId('S001') },
        { ...base, account_name: 'dealer', email: 'dealer@anadolu-oto.example', first_name: 'Ali', last_name: 'Kaya', language: 'tr', role_id: roleIds.dealer!, user_type: 'dealer', customer_id: dealerCustomer.id },
        { ...base, account_name: 'dealer-de', email: 'dealer@reifen-mueller.example', first_name: 'Thomas', last_name: 'Müller', language: 'de', role_id: roleIds.dealer!, user_type: 'dealer', customer_id: dealerDeCustomer.id },
      ])
      .execute();

    const summary = [
      `Demo data: ${customers.length} customers, ${salesmen.length} salesmen. Demo logins (password ${DEMO_PASSWORD}):`,
      '  admin      all permissions',
      '  support    customer service: may act for any customer',
      '  salesman   acts for his assigned Turkish dealers (dealer\'s among them)',
      '  dealer     a Turkish dealer, pinned to its customer',
      '  dealer-de  a German dealer (de-only pages)',
    ].join('\n');
    opts.log?.info(summary);
    return { summary, customers: customers.length };
  });
}
