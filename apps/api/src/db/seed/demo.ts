import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type SyncRowInput, writeSyncRows } from '../../modules/integrations';
import { writeDemoPaymentSettings } from '../../modules/settings';
import type { DocumentStore } from '../../platform/storage/document-store';
import type { Db } from '../database';
import { seedDemoBanners } from './banners';
import { seedDemoBundles } from './bundles';
import { demoPictures, seedCatalogue } from './catalogue';
import { seedDemoFitment } from './fitment';
import { seedOrderAdministration } from './order-administration';
import { seedOrderHistory } from './order-history';
import { seedDemoOrderLists } from './order-lists';
import { type PictureStore, startDrawing } from './pictures';
import { seedDemoPriceRules } from './price-rules';
import { createRandom, type Random } from './random';

const DEMO_PASSWORD = 'Demo1234';

export interface SeedOptions {
  /** Number of dealer customers to generate besides the named demo ones. */
  customers?: number;
  /** Catalogue size (default 2,000; `--products 100000` for benchmarks). */
  products?: number;
  seed?: number;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** Where the products' generated pictures go (platform/storage `demoPictureStore`); none: no pictures. */
  pictures?: PictureStore;
  /** Where the demo expert opinions' PDFs go (platform/storage `documentStore`); none: opinions without PDF. */
  documents?: DocumentStore;
  /** Orders of the last 14 months to write (order-history.ts); none by default (tests and benches count their own). */
  orderHistory?: number;
}

/** The order history a new portal starts with (server.ts, `npm run seed`). */
export const DEMO_ORDER_HISTORY = 600;

const TR_SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Güneş',
  'Erdoğan',
  'Aksoy',
];
const TR_BUSINESS = [
  'Oto Lastik',
  'Jant Ticaret',
  'Akü Market',
  'Otomotiv',
  'Lastik ve Jant',
  'Oto Yedek Parça',
  'Madeni Yağ',
  'Oto Servis',
];
const TR_CITIES = [
  'İstanbul',
  'Ankara',
  'İzmir',
  'Bursa',
  'Antalya',
  'Konya',
  'Kayseri',
  'Eskişehir',
  'Gaziantep',
  'Samsun',
  'Trabzon',
  'Denizli',
];
const DE_SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
];
const DE_BUSINESS = ['Reifen GmbH', 'Autohaus', 'Reifenservice', 'Felgen & Reifen KG', 'Kfz-Teile GmbH'];
const AT_SURNAMES = ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Moser', 'Steiner', 'Hofer'];

function dealerName(rng: Random, country: 'TR' | 'DE' | 'AT') {
  if (country === 'TR') return `${rng.pick(TR_SURNAMES)} ${rng.pick(TR_BUSINESS)} (${rng.pick(TR_CITIES)})`;
  const surname = country === 'DE' ? rng.pick(DE_SURNAMES) : rng.pick(AT_SURNAMES);
  const business = rng.pick(DE_BUSINESS);
  return business === 'Autohaus' ? `Autohaus ${surname}` : `${surname} ${business}`;
}

// `names`: the built-in roles' names per language, as migration 0054 gives a running portal's (ADR 0062).
const ROLES = [
  {
    name: 'Administrator',
    names: { tr: 'Yönetici', de: 'Administrator', en: 'Administrator' },
    role_type: 'admin' as const,
    permissions: [] as string[],
  },
  {
    name: 'Customer service',
    names: { tr: 'Müşteri hizmetleri', de: 'Kundenservice', en: 'Customer service' },
    role_type: 'staff' as const,
    permissions: [
      'customer.list',
      'customer.select',
      'order.list',
      'order.cancel',
      'report-order.list',
      'report-customer.list',
      'document.list',
    ],
  },
  {
    name: 'Salesman',
    names: { tr: 'Plasiyer', de: 'Verkäufer', en: 'Salesman' },
    role_type: 'salesman' as const,
    permissions: ['order.list', 'order.cancel', 'customer.list', 'document.list'],
  },
  // configurator.show: the wheel configurator (spec 01 §2; issue 19) is for every dealer, not only German ones.
  {
    name: 'Dealer',
    names: { tr: 'Bayi', de: 'Händler', en: 'Dealer' },
    role_type: 'dealer' as const,
    permissions: ['order.list', 'order.cancel', 'document.list', 'configurator.show'],
  },
];

/**
 * Seeds a new database with believable demo data (design.md §4) and the demo logins; does nothing
 * when users exist already. Deterministic: the same options give the same data.
 */
export async function seedDemoDataIfEmpty(db: Db, opts: SeedOptions = {}) {
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return null;
  return seedDemoData(db, opts);
}

export async function seedDemoData(db: Db, opts: SeedOptions = {}) {
  const rng = createRandom(opts.seed ?? 20261122);
  const customerCount = opts.customers ?? 60;
  // The pictures are drawn in sharp's threads while the database work below runs.
  const drawing = opts.pictures ? startDrawing(opts.pictures, demoPictures()) : undefined;
  const passwordHash = await hash(DEMO_PASSWORD);

  return db.transaction().execute(async (trx) => {
    const roleIds: Record<string, number> = {};
    for (const role of ROLES) {
      const row = await trx
        .insertInto('roles')
        .values({ name: role.name, names: JSON.stringify(role.names), role_type: role.role_type, is_system: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds[role.role_type] = row.id;
      if (role.role_type === 'admin') {
        await trx
          .insertInto('role_permissions')
          .columns(['role_id', 'permission_code'])
          .expression((eb) => eb.selectFrom('permissions').select([eb.val(row.id).as('role_id'), 'code']))
          .execute();
      } else if (role.permissions.length > 0) {
        await trx
          .insertInto('role_permissions')
          .values(role.permissions.map((code) => ({ role_id: row.id, permission_code: code })))
          .execute();
      }
    }

    // Salesmen, customers (with their delivery addresses and salesmen) and the ledger go in through the
    // sync's write path, as the catalogue does (design.md §4b): what the ERP would send. What it does not
    // carry (a registration's consents and sectors, the users) is written here.
    const salesmanRows = [
      { code: 'S001', name: 'Mehmet Yılmaz', email: 'mehmet.yilmaz@dealerport.example' },
      { code: 'S002', name: 'Ayşe Demir', email: 'ayse.demir@dealerport.example' },
      { code: 'S003', name: 'Jürgen Weber', email: 'juergen.weber@dealerport.example' },
    ];
    await writeSyncRows(trx, 'salesmen', salesmanRows);
    const salesmen = await trx
      .selectFrom('salesmen')
      .select(['id', 'code'])
      .where(
        'code',
        'in',
        salesmanRows.map((s) => s.code),
      )
      .execute();
    const salesmanId = (code: string) => salesmen.find((s) => s.code === code)!.id;

    // Named demo customers first, then generated dealers in TR, DE and AT.
    // Consents and sectors as a registration leaves them (migration 0021): the named dealers signed up on
    // the portal; of the generated ones about two in three did, the rest came from the ERP (no consent, no
    // sectors). A random source of their own, so the rest of the demo data stays as it was.
    const consentRng = createRandom((opts.seed ?? 20261122) ^ 0x5ec7025);
    const named = [
      {
        code: '120.01.001',
        name: 'Anadolu Oto Lastik A.Ş.',
        country_code: 'TR',
        currency: 'TRY',
        is_kvkk_confirm: true,
        is_communication_confirm: true,
        customer_sectors: ['LST', 'JNT'],
      },
      {
        code: '120.02.001',
        name: 'Reifen Müller GmbH',
        country_code: 'DE',
        currency: 'EUR',
        is_kvkk_confirm: true,
        is_communication_confirm: false,
        customer_sectors: ['LST', 'JNT', 'AKU'],
      },
    ];
    const generated = Array.from({ length: customerCount }, (_, i) => {
      const country = i % 5 === 3 ? 'DE' : i % 5 === 4 ? 'AT' : 'TR';
      const prefix = country === 'TR' ? '120.01' : country === 'DE' ? '120.02' : '120.03';
      return {
        code: `${prefix}.${String(i + 2).padStart(3, '0')}`,
        name: dealerName(rng, country),
        country_code: country,
        currency: country === 'TR' ? 'TRY' : 'EUR',
        ...demoConsents(consentRng),
      };
    });
    const drafts = [...named, ...generated].map((c, i) => ({
      ...c,
      email: `info${i + 1}@dealer.example`,
      phoneNumber: c.country_code === 'TR' ? `+90 212 555 ${String(1000 + i).slice(-4)}` : `+49 30 5550 ${String(100 + i)}`,
      representativePerson: c.country_code === 'TR' ? `${rng.pick(TR_SURNAMES)} Bey` : `Herr ${rng.pick(DE_SURNAMES)}`,
    }));
    // The demo salesman has several Turkish dealers, `dealer`'s among them, never `dealer-de`'s.
    const turkish = drafts.filter((c) => c.country_code === 'TR').map((c) => c.code);
    const salesmanOf = (c: { code: string; country_code: string }) =>
      c.country_code !== 'TR' ? 'S003' : turkish.indexOf(c.code) < 12 ? 'S001' : 'S002';
    const accounts = demoAccounts(rng, drafts);
    const customerRows = drafts.map((c) => ({
      code: c.code,
      name: c.name,
      title: c.name,
      email: c.email,
      phoneNumber: c.phoneNumber,
      representativePerson: c.representativePerson,
      countryCode: c.country_code,
      currency: c.currency,
      salesmanCodes: [salesmanOf(c)],
      addresses: accounts.addresses.get(c.code)!,
    }));
    for (let i = 0; i < customerRows.length; i += SYNC_BATCH) await writeSyncRows(trx, 'customers', customerRows.slice(i, i + SYNC_BATCH));
    await writeDemoConsents(trx, drafts);
    const ids = new Map(
      (
        await trx
          .selectFrom('customers')
          .select(['id', 'code'])
          .where(
            'code',
            'in',
            drafts.map((c) => c.code),
          )
          .execute()
      ).map((c) => [c.code, c.id] as const),
    );
    const customers = drafts.map((c) => ({ id: ids.get(c.code)!, code: c.code, country_code: c.country_code }));
    const dealerCustomer = customers[0]!;
    const dealerDeCustomer = customers[1]!;
    for (let i = 0; i < accounts.ledger.length; i += SYNC_BATCH)
      await writeSyncRows(trx, 'finance-transactions', accounts.ledger.slice(i, i + SYNC_BATCH));

    const base = { password_hash: passwordHash };
    await trx
      .insertInto('users')
      .values([
        {
          ...base,
          account_name: 'admin',
          email: 'admin@dealerport.example',
          first_name: 'Portal',
          last_name: 'Admin',
          language: 'tr',
          role_id: roleIds.admin!,
          user_type: 'staff',
        },
        {
          ...base,
          account_name: 'support',
          email: 'support@dealerport.example',
          first_name: 'Müşteri',
          last_name: 'Hizmetleri',
          language: 'tr',
          role_id: roleIds.staff!,
          user_type: 'staff',
        },
        {
          ...base,
          account_name: 'salesman',
          email: 'mehmet.yilmaz@dealerport.example',
          first_name: 'Mehmet',
          last_name: 'Yılmaz',
          language: 'tr',
          role_id: roleIds.salesman!,
          user_type: 'salesman',
          salesman_id: salesmanId('S001'),
        },
        {
          ...base,
          account_name: 'dealer',
          email: 'dealer@anadolu-oto.example',
          first_name: 'Ali',
          last_name: 'Kaya',
          language: 'tr',
          role_id: roleIds.dealer!,
          user_type: 'dealer',
          customer_id: dealerCustomer.id,
        },
        {
          ...base,
          account_name: 'dealer-de',
          email: 'dealer@reifen-mueller.example',
          first_name: 'Thomas',
          last_name: 'Müller',
          language: 'de',
          role_id: roleIds.dealer!,
          user_type: 'dealer',
          customer_id: dealerDeCustomer.id,
        },
      ])
      .execute();

    const catalogue = await seedCatalogue(trx, rng, {
      products: opts.products ?? 2_000,
      customers: { dealerId: dealerCustomer.id, dealerDeId: dealerDeCustomer.id, all: customers },
      pictures: drawing,
    });
    await seedOrderAdministration(trx, { salesmanCode: 'S001', uploadedBy: 'admin' });
    await seedDemoBundles(trx, { createdBy: 'admin' });
    await seedDemoBanners(trx, { createdBy: 'admin', pictures: drawing });
    await seedDemoFitment(trx, { createdBy: 'admin', documents: opts.documents });
    await seedDemoOrderLists(trx);
    await seedDemoPriceRules(trx, { dealerCustomerId: dealerCustomer.id });
    const orders = await seedOrderHistory(trx, rng, opts.orderHistory ?? 0);
    // Online payment by the demo gateway's test mode (no money taken, nothing credited): a portal without
    // demo data has online payment off until an administrator picks a provider (ADR 0047 amendment).
    await writeDemoPaymentSettings(trx);
    const pictures = (await drawing?.done()) ?? 0;

    const summary = [
      `Demo data: ${customers.length} customers, ${salesmen.length} salesmen, ${catalogue.products} products (${pictures} pictures), ${orders} orders. Demo logins (password ${DEMO_PASSWORD}):`,
      '  admin      all permissions',
      '  support    customer service: may act for any customer',
      "  salesman   acts for his assigned Turkish dealers (dealer's among them)",
      '  dealer     a Turkish dealer, pinned to its customer',
      '  dealer-de  a German dealer (de-only pages)',
    ].join('\n');
    opts.log?.info(summary);
    return { summary, customers: customers.length, products: catalogue.products, pictures, orders };
  });
}

/** A generated dealer's consents and sectors: signed up on the portal (about 2 in 3) or came from the ERP. */
function demoConsents(rng: Random) {
  if (!rng.chance(2 / 3)) return { is_kvkk_confirm: false, is_communication_confirm: false, customer_sectors: [] as string[] };
  const sectors = SECTORS.filter(() => rng.chance(0.4));
  return {
    is_kvkk_confirm: true,
    is_communication_confirm: rng.chance(0.5),
    // The sign-up form's codes; a demo applicant names at least one line of business.
    customer_sectors: sectors.length > 0 ? sectors : [rng.pick(SECTORS)],
  };
}
const SECTORS = ['LST', 'JNT', 'AKU', 'AKS', 'YAG'];

// ---- customers' accounts (migration 0005): delivery addresses and a finance ledger ----

const CITIES = {
  TR: ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Konya', 'Kayseri', 'Gaziantep'],
  DE: ['Berlin', 'München', 'Hamburg', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Leipzig'],
  AT: ['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck'],
} as const;
const STREETS = {
  TR: ['Atatürk Caddesi', 'Cumhuriyet Caddesi', 'Sanayi Sitesi 4. Blok', 'Organize Sanayi Bölgesi 2. Cadde', 'İstiklal Caddesi'],
  DE: ['Hauptstraße', 'Industriestraße', 'Bahnhofstraße', 'Gewerbepark', 'Lindenallee'],
  AT: ['Hauptplatz', 'Industriezeile', 'Bahnhofstraße', 'Gewerbestraße'],
} as const;
const ADDRESS_KINDS = {
  TR: [
    { code: 'MERKEZ', caption: 'Merkez' },
    { code: 'DEPO', caption: 'Depo' },
    { code: 'SUBE', caption: 'Şube' },
  ],
  DE: [
    { code: 'ZENTRALE', caption: 'Zentrale' },
    { code: 'LAGER', caption: 'Lager' },
    { code: 'FILIALE', caption: 'Filiale' },
  ],
  AT: [
    { code: 'ZENTRALE', caption: 'Zentrale' },
    { code: 'LAGER', caption: 'Lager' },
    { code: 'FILIALE', caption: 'Filiale' },
  ],
} as const;
/** ERP fiche kinds: [label, ficheTypeId, sign]. */
const FICHES = {
  TR: { invoice: ['Satış Faturası', 8, 1], payment: ['Gelen Havale', 3, -1], return: ['Satış İade Faturası', 2, -1] },
  DE: { invoice: ['Rechnung', 8, 1], payment: ['Zahlungseingang', 3, -1], return: ['Gutschrift', 2, -1] },
} as const;

/** Cents as an exact decimal string (no binary floats for money, design.md §1). */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Rows per sync write, as the API takes them. */
const SYNC_BATCH = 5_000;

/** A registration's consents and sectors (not ERP data): written over the customers the sync created. */
async function writeDemoConsents(
  trx: Db,
  customers: { code: string; is_kvkk_confirm: boolean; is_communication_confirm: boolean; customer_sectors: string[] }[],
) {
  await sql`
    update customers c set is_kvkk_confirm = r.is_kvkk_confirm, is_communication_confirm = r.is_communication_confirm,
      customer_sectors = r.customer_sectors
    from jsonb_to_recordset(${JSON.stringify(customers)}::jsonb)
      as r(code text, is_kvkk_confirm boolean, is_communication_confirm boolean, customer_sectors text[])
    where c.code = r.code`.execute(trx);
}

type AddressRow = SyncRowInput<'customers'>['addresses'] & object;

/**
 * Every demo customer gets 1-3 delivery addresses (the first is the default) and a ledger over the
 * last 12 months: invoices each month, payments settling most of them, an occasional return; as the
 * sync's rows (the ledger's ERP id is its fiche number). Dates count back from today; everything else
 * follows the seeded rng.
 */
function demoAccounts(rng: Random, customers: Array<{ code: string; country_code: string }>) {
  const today = new Date(`${isoDay(new Date())}T00:00:00Z`);
  const addresses = new Map<string, AddressRow>();
  const ledger: SyncRowInput<'finance-transactions'>[] = [];
  let ficheSeq = 0;
  for (const c of customers) {
    const country = c.country_code.trim() as 'TR' | 'DE' | 'AT';
    const cities = CITIES[country] ?? CITIES.TR;
    const streets = STREETS[country] ?? STREETS.TR;
    const kinds = ADDRESS_KINDS[country] ?? ADDRESS_KINDS.TR;
    const count = rng.int(1, 3);
    const own: AddressRow = [];
    for (let i = 0; i < count; i++) {
      const kind = kinds[i]!;
      const city = rng.pick(cities);
      own.push({
        code: kind.code,
        caption: `${kind.caption} ${city}`,
        title: null,
        responsible:
          country === 'TR'
            ? `${rng.pick(TR_SURNAMES)} ${rng.pick(['Ahmet', 'Ayşe', 'Mehmet', 'Fatma', 'Emre'])}`
            : `${rng.pick(['Anna', 'Lukas', 'Sophie', 'Jonas'])} ${rng.pick(DE_SURNAMES)}`,
        address: country === 'TR' ? `${rng.pick(streets)} No: ${rng.int(1, 180)}` : `${rng.pick(streets)} ${rng.int(1, 120)}`,
        city,
        postCode: country === 'AT' ? String(rng.int(1010, 9999)) : String(rng.int(10000, 99999)),
        countryCode: country,
        isDefault: i === 0,
      });
    }
    addresses.set(c.code, own);

    const fiches = country === 'TR' ? FICHES.TR : FICHES.DE;
    const currency = country === 'TR' ? 'TRY' : 'EUR';
    // Invoice sizes in cents: lira amounts are larger than euro ones.
    const [minCents, maxCents] = country === 'TR' ? [4_000_00, 180_000_00] : [150_00, 7_500_00];
    const row = (kind: keyof typeof fiches, date: Date, cents: number, description: string, dueDays: number | null) => {
      const [label, typeId, sign] = fiches[kind];
      const prefix = kind === 'invoice' ? 'SF' : kind === 'payment' ? 'TH' : 'SI';
      ficheSeq++;
      const ficheNo = `${prefix}${date.getUTCFullYear()}${String(ficheSeq).padStart(6, '0')}`;
      ledger.push({
        id: ficheNo,
        customerCode: c.code,
        ficheNo,
        ficheType: label,
        ficheTypeId: typeId,
        description,
        date: isoDay(date),
        dueDate: dueDays === null ? null : isoDay(addDays(date, dueDays)),
        sign,
        amount: money(cents),
        currency,
      });
    };
    let open = 0; // invoiced but not yet paid, in cents
    for (let month = 11; month >= 0; month--) {
      const monthStart = addDays(today, -(month + 1) * 30);
      const invoices = rng.int(2, 5);
      for (let i = 0; i < invoices; i++) {
        const cents = rng.int(minCents, maxCents);
        const date = addDays(monthStart, rng.int(0, 27));
        if (date > today) continue;
        row(
          'invoice',
          date,
          cents,
          country === 'TR' ? 'Lastik, jant ve akü satışı' : 'Reifen, Felgen und Batterien',
          rng.pick([30, 45, 60]),
        );
        open += cents;
        if (rng.chance(0.12)) {
          const back = Math.round((cents * rng.int(5, 20)) / 100);
          const returned = addDays(date, rng.int(3, 12));
          row(
            'return',
            returned > today ? today : returned,
            back,
            country === 'TR' ? 'Hasarlı ürün iadesi' : 'Rücksendung beschädigter Ware',
            null,
          );
          open -= back;
        }
      }
      // Payments settle most of what is open, a little late.
      const payDate = addDays(monthStart, rng.int(20, 29));
      if (payDate <= today && open > 0) {
        const cents = Math.round((open * rng.int(60, 100)) / 100);
        if (cents > 0) {
          row('payment', payDate, cents, country === 'TR' ? 'Banka havalesi' : 'Überweisung', null);
          open -= cents;
        }
      }
    }
  }
  return { addresses, ledger };
}
