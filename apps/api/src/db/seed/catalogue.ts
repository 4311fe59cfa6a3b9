import type { Insertable } from 'kysely';
import { buildProductSearchText } from '../../lib/product-search-text';
import type { Db } from '../database';
import type { LocalisedNames, ProductsTable } from '../schema';
import type { Random } from './random';

/**
 * The demo catalogue (design.md §4 demo data): tyres, rims, batteries, oil and accessories with
 * believable sizes and brands, three warehouses with stock (some zero), prices with 20% VAT,
 * discount rates for the demo customers and a few access rules for `dealer` that show every flag.
 * Deterministic for a given rng; `products` scales it (100,000 for benchmarks) in batches of 1,000.
 */

type Names = LocalisedNames;
const n = (tr: string, de: string, en: string): Names => ({ tr, de, en });

interface DetailSpec {
  code: string;
  name: string;
  names?: Names;
}
interface PropertySpec {
  key: string;
  names: Names;
  details: DetailSpec[];
  isFacet?: boolean;
}

const plain = (values: readonly (string | number)[]): DetailSpec[] => values.map((v) => ({ code: String(v), name: String(v) }));

const TYRE_BRANDS = ['Michelin', 'Continental', 'Pirelli', 'Bridgestone', 'Goodyear', 'Lassa', 'Petlas', 'Hankook'] as const;
/** Tread patterns per brand and season. */
const PATTERNS: Record<(typeof TYRE_BRANDS)[number], Record<'summer' | 'winter' | 'all-season', string>> = {
  Michelin: { summer: 'Primacy 4+', winter: 'Alpin 6', 'all-season': 'CrossClimate 2' },
  Continental: { summer: 'PremiumContact 7', winter: 'WinterContact TS 870', 'all-season': 'AllSeasonContact 2' },
  Pirelli: { summer: 'Cinturato P7', winter: 'Winter Sottozero 3', 'all-season': 'Cinturato All Season SF3' },
  Bridgestone: { summer: 'Turanza 6', winter: 'Blizzak LM005', 'all-season': 'Weather Control A005 Evo' },
  Goodyear: { summer: 'EfficientGrip Performance 2', winter: 'UltraGrip 9+', 'all-season': 'Vector 4Seasons Gen-3' },
  Lassa: { summer: 'Driveways', winter: 'Snoways 4', 'all-season': 'Multiways 2' },
  Petlas: { summer: 'Imperium PT515', winter: 'Snowmaster 2', 'all-season': 'Multi Action PT565' },
  Hankook: { summer: 'Ventus Prime 4', winter: 'Winter i*cept RS3', 'all-season': 'Kinergy 4S2' },
};
const SEASONS = [
  { code: 'summer', name: 'Yaz', names: n('Yaz', 'Sommer', 'Summer') },
  { code: 'winter', name: 'Kış', names: n('Kış', 'Winter', 'Winter') },
  { code: 'all-season', name: 'Dört mevsim', names: n('Dört mevsim', 'Ganzjahres', 'All-season') },
] as const;
/** [width, aspect, rim, load index] per tyre sub-category. */
const TYRE_SIZES: Record<'LST-BNK' | 'LST-SUV' | 'LST-HTC', ReadonlyArray<readonly [number, number, number, number]>> = {
  'LST-BNK': [
    [175, 65, 14, 82],
    [185, 65, 15, 88],
    [195, 65, 15, 91],
    [195, 55, 16, 87],
    [205, 55, 16, 91],
    [205, 60, 16, 92],
    [215, 55, 17, 94],
    [225, 45, 17, 94],
    [225, 50, 17, 98],
    [225, 40, 18, 92],
    [235, 45, 18, 98],
    [245, 40, 19, 98],
  ],
  'LST-SUV': [
    [215, 65, 16, 98],
    [225, 65, 17, 102],
    [235, 60, 18, 107],
    [255, 55, 18, 109],
    [235, 55, 19, 105],
    [265, 50, 19, 110],
  ],
  'LST-HTC': [
    [195, 75, 16, 107],
    [205, 65, 16, 107],
    [215, 65, 16, 109],
    [225, 70, 15, 112],
    [235, 65, 16, 115],
  ],
};
const SPEED = ['T', 'H', 'V', 'W', 'Y'] as const;

const RIM_BRANDS = ['Borbet', 'OZ Racing', 'Enkei', 'Alutec', 'Ronal', 'Rial'] as const;
const STEEL_BRANDS = ['Kronprinz', 'Magnetto'] as const;
const PCDS = ['4x100', '4x108', '5x100', '5x108', '5x112', '5x114.3', '5x120'] as const;
const RIM_WIDTHS = ['6.0', '6.5', '7.0', '7.5', '8.0', '8.5', '9.0'] as const;
const RIM_DIAMETERS = [14, 15, 16, 17, 18, 19, 20] as const;
const OFFSETS = [20, 25, 30, 35, 38, 40, 42, 45, 48, 50] as const;
const COLOURS = [
  { code: 'silver', name: 'Gümüş', names: n('Gümüş', 'Silber', 'Silver') },
  { code: 'black', name: 'Siyah', names: n('Siyah', 'Schwarz', 'Black') },
  { code: 'gunmetal', name: 'Antrasit', names: n('Antrasit', 'Anthrazit', 'Gunmetal') },
  { code: 'black-polished', name: 'Siyah parlatılmış', names: n('Siyah parlatılmış', 'Schwarz poliert', 'Black polished') },
] as const;

const BATTERY_BRANDS = ['Varta', 'Bosch', 'Mutlu', 'İnci', 'Yiğit'] as const;
const BATTERY_AH = [45, 50, 60, 62, 70, 72, 74, 80, 90, 100] as const;

const OIL_BRANDS = ['Castrol', 'Shell', 'Mobil', 'Motul', 'Petrol Ofisi', 'Opet'] as const;
const OIL_LINES: Record<(typeof OIL_BRANDS)[number], string> = {
  Castrol: 'Edge',
  Shell: 'Helix Ultra',
  Mobil: 'Super 3000',
  Motul: '8100 X-clean',
  'Petrol Ofisi': 'Maxima',
  Opet: 'Fulllogic',
};
const VISCOSITIES = ['0W-20', '0W-30', '5W-30', '5W-40', '10W-40', '15W-40'] as const;
const LITRES = [1, 4, 5, 7] as const;

const ACCESSORY_BRANDS = ['Bosch', 'Michelin', 'Goodyear', 'Sparco', 'Dealerport'] as const;
const ACCESSORY_TYPES = [
  { code: 'snow-chain', name: 'Kar zinciri', names: n('Kar zinciri', 'Schneekette', 'Snow chain') },
  { code: 'floor-mat', name: 'Paspas seti', names: n('Paspas seti', 'Fußmattenset', 'Floor mat set') },
  { code: 'wheel-bolt', name: 'Bijon cıvatası', names: n('Bijon cıvatası', 'Radschraube', 'Wheel bolt') },
  { code: 'valve', name: 'Lastik supabı', names: n('Lastik supabı', 'Reifenventil', 'Tyre valve') },
  { code: 'compressor', name: 'Hava kompresörü', names: n('Hava kompresörü', 'Luftkompressor', 'Air compressor') },
  { code: 'wiper', name: 'Silecek süpürgesi', names: n('Silecek süpürgesi', 'Wischblatt', 'Wiper blade') },
] as const;

const CATEGORIES: Array<{ code: string; names: Names; icon: string; children?: Array<{ code: string; names: Names }> }> = [
  {
    code: 'LST',
    names: n('Lastik', 'Reifen', 'Tyres'),
    icon: 'tyre',
    children: [
      { code: 'LST-BNK', names: n('Binek lastik', 'Pkw-Reifen', 'Passenger car tyres') },
      { code: 'LST-SUV', names: n('4x4 / SUV lastik', '4x4- / SUV-Reifen', '4x4 / SUV tyres') },
      { code: 'LST-HTC', names: n('Hafif ticari lastik', 'Transporterreifen', 'Light commercial tyres') },
    ],
  },
  {
    code: 'JNT',
    names: n('Jant', 'Felgen', 'Rims'),
    icon: 'rim',
    children: [
      { code: 'JNT-ALU', names: n('Alüminyum jant', 'Alufelgen', 'Alloy rims') },
      { code: 'JNT-CLK', names: n('Çelik jant', 'Stahlfelgen', 'Steel rims') },
    ],
  },
  { code: 'AKU', names: n('Akü', 'Batterien', 'Batteries'), icon: 'battery' },
  { code: 'YAG', names: n('Madeni yağ', 'Motoröl', 'Engine oil'), icon: 'oil' },
  { code: 'AKS', names: n('Aksesuar', 'Zubehör', 'Accessories'), icon: 'accessory' },
];

const PROPERTIES: Record<string, PropertySpec[]> = {
  LST: [
    { key: 'brand', names: n('Marka', 'Marke', 'Brand'), details: plain(TYRE_BRANDS) },
    {
      key: 'width',
      names: n('Taban genişliği', 'Breite', 'Width'),
      details: plain(
        [
          ...new Set(
            Object.values(TYRE_SIZES)
              .flat()
              .map((s) => s[0]),
          ),
        ].sort(),
      ),
    },
    {
      key: 'aspect',
      names: n('Yanak oranı', 'Querschnitt', 'Aspect ratio'),
      details: plain(
        [
          ...new Set(
            Object.values(TYRE_SIZES)
              .flat()
              .map((s) => s[1]),
          ),
        ].sort(),
      ),
    },
    {
      key: 'rim',
      names: n('Jant çapı', 'Felgendurchmesser', 'Rim size'),
      details: plain(
        [
          ...new Set(
            Object.values(TYRE_SIZES)
              .flat()
              .map((s) => `R${s[2]}`),
          ),
        ].sort(),
      ),
    },
    { key: 'season', names: n('Mevsim', 'Saison', 'Season'), details: SEASONS.map((s) => ({ ...s })) },
    { key: 'speed', names: n('Hız endeksi', 'Geschwindigkeitsindex', 'Speed index'), details: plain(SPEED) },
  ],
  JNT: [
    { key: 'brand', names: n('Marka', 'Marke', 'Brand'), details: plain([...RIM_BRANDS, ...STEEL_BRANDS]) },
    { key: 'diameter', names: n('Jant çapı', 'Durchmesser', 'Diameter'), details: plain(RIM_DIAMETERS.map((d) => `${d}"`)) },
    { key: 'width', names: n('Jant genişliği', 'Felgenbreite', 'Rim width'), details: plain(RIM_WIDTHS.map((w) => `${w}J`)) },
    { key: 'pcd', names: n('Bijon (PCD)', 'Lochkreis (PCD)', 'Bolt pattern (PCD)'), details: plain(PCDS) },
    { key: 'et', names: n('Ofset (ET)', 'Einpresstiefe (ET)', 'Offset (ET)'), details: plain(OFFSETS.map((o) => `ET${o}`)) },
    { key: 'colour', names: n('Renk', 'Farbe', 'Colour'), details: COLOURS.map((c) => ({ ...c })) },
  ],
  AKU: [
    { key: 'brand', names: n('Marka', 'Marke', 'Brand'), details: plain(BATTERY_BRANDS) },
    { key: 'capacity', names: n('Kapasite', 'Kapazität', 'Capacity'), details: plain(BATTERY_AH.map((a) => `${a} Ah`)) },
    {
      key: 'cca',
      names: n('Marş akımı (CCA)', 'Kaltstartstrom (CCA)', 'Cold cranking (CCA)'),
      details: plain([...new Set(BATTERY_AH.map(cca))].map((c) => `${c} A`)),
    },
  ],
  YAG: [
    { key: 'brand', names: n('Marka', 'Marke', 'Brand'), details: plain(OIL_BRANDS) },
    { key: 'viscosity', names: n('Viskozite', 'Viskosität', 'Viscosity'), details: plain(VISCOSITIES) },
    { key: 'volume', names: n('Hacim', 'Gebinde', 'Volume'), details: plain(LITRES.map((l) => `${l} L`)) },
  ],
  AKS: [
    { key: 'brand', names: n('Marka', 'Marke', 'Brand'), details: plain(ACCESSORY_BRANDS) },
    { key: 'type', names: n('Ürün tipi', 'Produktart', 'Product type'), details: ACCESSORY_TYPES.map((t) => ({ ...t })) },
  ],
};

function cca(ah: number) {
  return Math.round((ah * 8.5) / 10) * 10;
}

const WAREHOUSES = [
  { code: 'IST', name: 'İstanbul Merkez Depo', division_id: 1, priority: 1 },
  { code: 'ANK', name: 'Ankara Depo', division_id: 1, priority: 2 },
  { code: 'KOL', name: 'Köln Lager', division_id: 2, priority: 3 },
];

export interface CatalogueSeedCustomers {
  /** The demo `dealer`'s customer: discount {10,5} and the access rules that show every flag. */
  dealerId: string;
  /** The demo `dealer-de`'s customer. */
  dealerDeId: string;
  all: Array<{ id: string }>;
}

/** Cents as an exact decimal string. */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export async function seedCatalogue(trx: Db, rng: Random, opts: { products: number; customers: CatalogueSeedCustomers }) {
  // Categories.
  const categoryIds = new Map<string, number>();
  let order = 0;
  for (const c of CATEGORIES) {
    const row = await trx
      .insertInto('categories')
      .values({ code: c.code, names: JSON.stringify(c.names), icon: c.icon, ref_code: c.code, sort_order: ++order })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(c.code, row.id);
    let childOrder = 0;
    for (const child of c.children ?? []) {
      const r = await trx
        .insertInto('categories')
        .values({
          parent_id: row.id,
          code: child.code,
          names: JSON.stringify(child.names),
          icon: c.icon,
          ref_code: child.code,
          sort_order: ++childOrder,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(child.code, r.id);
    }
  }

  // Properties (on the top-level categories; sub-categories inherit them) and their details.
  const detailIds = new Map<string, number>(); // `${category}.${key}.${code}` -> id
  for (const [categoryCode, props] of Object.entries(PROPERTIES)) {
    let propOrder = 0;
    for (const p of props) {
      const prop = await trx
        .insertInto('properties')
        .values({
          category_id: categoryIds.get(categoryCode)!,
          key: p.key,
          names: JSON.stringify(p.names),
          sort_order: ++propOrder,
          is_facet: p.isFacet ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = await trx
        .insertInto('property_details')
        .values(
          p.details.map((d, i) => ({
            property_id: prop.id,
            code: d.code,
            name: d.name,
            names: d.names ? JSON.stringify(d.names) : null,
            sort_order: i + 1,
          })),
        )
        .returning(['id', 'code'])
        .execute();
      for (const r of rows) detailIds.set(`${categoryCode}.${p.key}.${r.code}`, r.id);
    }
  }
  const detail = (category: string, key: string, code: string | number) => {
    const id = detailIds.get(`${category}.${key}.${code}`);
    if (id === undefined) throw new Error(`seed: no property detail ${category}.${key}.${code}`);
    return id;
  };

  await trx.insertInto('warehouses').values(WAREHOUSES).execute();

  // Products, in batches.
  type Draft = { product: Insertable<ProductsTable>; details: number[] };
  const make = (i: number): Draft => {
    const roll = rng.next();
    const code = (prefix: string) => `${prefix}-${String(i + 1).padStart(6, '0')}`;
    if (roll < 0.5) {
      const sub = rng.pick(['LST-BNK', 'LST-BNK', 'LST-SUV', 'LST-HTC'] as const);
      const [w, a, r, load] = rng.pick(TYRE_SIZES[sub]);
      const brand = rng.pick(TYRE_BRANDS);
      const season = rng.pick(SEASONS);
      const speed = sub === 'LST-HTC' ? 'T' : rng.pick(SPEED);
      const xl = sub !== 'LST-HTC' && rng.chance(0.15);
      const c = sub === 'LST-HTC' ? 'C' : '';
      const name = `${brand} ${w}/${a}R${r}${c} ${load}${speed}${xl ? ' XL' : ''} ${PATTERNS[brand][season.code]}`;
      const premium = ['Michelin', 'Continental', 'Pirelli', 'Bridgestone', 'Goodyear'].includes(brand) ? 1.45 : 1;
      const cents = Math.round((w * 9 + (r - 13) * 450 + rng.int(0, 900)) * premium) * 100 + rng.pick([0, 50, 90]);
      return {
        product: {
          code: code('LST'),
          name,
          category_id: categoryIds.get(sub)!,
          list_price: money(cents),
          // Tyre recycling fee per unit (issue 5: the cart's expenses); by size, no random draw.
          expense_cost: sub === 'LST-HTC' ? '9.0000' : r >= 17 ? '6.0000' : '4.5000',
          campaign: season.code === 'winter' && rng.chance(0.1) ? '4 al 3 öde' : null,
          min_order_qty: sub === 'LST-HTC' ? 2 : 1,
          placeholder_qty: sub === 'LST-BNK' ? 4 : 2,
          max_order_qty: rng.chance(0.05) ? 8 : null,
          pre_sale_text: season.code === 'winter' && rng.chance(0.05) ? 'Ön sipariş: Ekim sonunda sevk' : null,
          search_text: buildProductSearchText({
            code: code('LST'),
            name,
            brand,
            extra: [season.names.tr, season.names.de, season.names.en],
          }),
        },
        details: [
          detail('LST', 'brand', brand),
          detail('LST', 'width', w),
          detail('LST', 'aspect', a),
          detail('LST', 'rim', `R${r}`),
          detail('LST', 'season', season.code),
          detail('LST', 'speed', speed),
        ],
      };
    }
    if (roll < 0.7) {
      const steel = rng.chance(0.2);
      const brand = steel ? rng.pick(STEEL_BRANDS) : rng.pick(RIM_BRANDS);
      const diameter = steel ? rng.pick([14, 15, 16] as const) : rng.pick(RIM_DIAMETERS);
      const width = rng.pick(RIM_WIDTHS.slice(diameter >= 18 ? 3 : 0, diameter >= 18 ? 7 : 4));
      const pcd = rng.pick(PCDS);
      const et = rng.pick(OFFSETS);
      const colour = steel ? COLOURS[1] : rng.pick(COLOURS);
      const model = steel ? 'Çelik' : rng.pick(['Y', 'LX', 'Formula', 'Aura', 'Monstr', 'RV', 'X10', 'Lugano']);
      const name = `${brand} ${model} ${width}Jx${diameter} ${pcd} ET${et} ${colour.name}`;
      const cents = (steel ? 1_400_00 : 3_200_00 + diameter * 180_00) + rng.int(0, 1_500) * 100;
      return {
        product: {
          code: code('JNT'),
          name,
          category_id: categoryIds.get(steel ? 'JNT-CLK' : 'JNT-ALU')!,
          list_price: money(cents),
          placeholder_qty: 4,
          search_text: buildProductSearchText({ code: code('JNT'), name, brand, extra: [colour.names.de, colour.names.en] }),
        },
        details: [
          detail('JNT', 'brand', brand),
          detail('JNT', 'diameter', `${diameter}"`),
          detail('JNT', 'width', `${width}J`),
          detail('JNT', 'pcd', pcd),
          detail('JNT', 'et', `ET${et}`),
          detail('JNT', 'colour', colour.code),
        ],
      };
    }
    if (roll < 0.8) {
      const brand = rng.pick(BATTERY_BRANDS);
      const ah = rng.pick(BATTERY_AH);
      const name = `${brand} 12V ${ah}Ah ${cca(ah)}A ${rng.pick(['Kalsiyum', 'EFB Start-Stop', 'AGM'])}`;
      return {
        product: {
          code: code('AKU'),
          name,
          category_id: categoryIds.get('AKU')!,
          list_price: money(ah * 45_00 + rng.int(0, 800) * 100),
          // Battery recycling fee per unit (issue 5: the cart's expenses).
          expense_cost: '12.5000',
          search_text: buildProductSearchText({ code: code('AKU'), name, brand }),
        },
        details: [detail('AKU', 'brand', brand), detail('AKU', 'capacity', `${ah} Ah`), detail('AKU', 'cca', `${cca(ah)} A`)],
      };
    }
    if (roll < 0.9) {
      const brand = rng.pick(OIL_BRANDS);
      const viscosity = rng.pick(VISCOSITIES);
      const litres = rng.pick(LITRES);
      const name = `${brand} ${OIL_LINES[brand]} ${viscosity} ${litres} L`;
      return {
        product: {
          code: code('YAG'),
          name,
          category_id: categoryIds.get('YAG')!,
          unit_code: 'KUTU',
          list_price: money(litres * 290_00 + rng.int(0, 300) * 100),
          search_text: buildProductSearchText({ code: code('YAG'), name, brand }),
        },
        details: [detail('YAG', 'brand', brand), detail('YAG', 'viscosity', viscosity), detail('YAG', 'volume', `${litres} L`)],
      };
    }
    const brand = rng.pick(ACCESSORY_BRANDS);
    const type = rng.pick(ACCESSORY_TYPES);
    const name = `${brand} ${type.name} ${rng.pick(['Standart', 'Pro', 'Plus', 'Eco'])}`;
    return {
      product: {
        code: code('AKS'),
        name,
        category_id: categoryIds.get('AKS')!,
        unit_code: type.code === 'wheel-bolt' || type.code === 'valve' ? 'PAKET' : 'ADET',
        list_price: money(rng.int(150, 4_500) * 100 + rng.pick([0, 50, 99])),
        search_text: buildProductSearchText({ code: code('AKS'), name, brand, extra: [type.names.de, type.names.en] }),
      },
      details: [detail('AKS', 'brand', brand), detail('AKS', 'type', type.code)],
    };
  };

  const quantity = () => {
    const r = rng.next();
    if (r < 0.25) return 0;
    if (r < 0.4) return rng.int(1, 4);
    if (r < 0.7) return rng.int(5, 19);
    return rng.int(20, 240);
  };

  const BATCH = 1_000;
  for (let start = 0; start < opts.products; start += BATCH) {
    const drafts = Array.from({ length: Math.min(BATCH, opts.products - start) }, (_, k) => make(start + k));
    const inserted = await trx
      .insertInto('products')
      .values(drafts.map((d) => ({ ...d.product, detail_ids: d.details })))
      .returning(['id', 'code'])
      .execute();
    const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
    const links = drafts.flatMap((d) =>
      d.details.map((detailId) => ({ product_id: idByCode.get(d.product.code)!, property_detail_id: detailId })),
    );
    await trx.insertInto('product_property_details').values(links).execute();
    const stocks = drafts.flatMap((d) => {
      const productId = idByCode.get(d.product.code)!;
      // The German warehouse carries about a third of the range.
      return WAREHOUSES.filter((w) => w.code !== 'KOL' || rng.chance(0.35)).map((w) => ({
        product_id: productId,
        warehouse_code: w.code,
        quantity: quantity(),
      }));
    });
    await trx.insertInto('stocks').values(stocks).execute();
    // The EUR price list of the German and Austrian dealers (migration 0015), about 40 TRY to the euro,
    // rounded to 10 cents as a price list would be.
    await trx
      .insertInto('product_prices')
      .values(
        drafts.map((d) => ({
          product_id: idByCode.get(d.product.code)!,
          currency: 'EUR',
          list_price: (Math.round(Number(d.product.list_price) / 4) / 10).toFixed(2),
        })),
      )
      .execute();
  }

  // Customer pricing: cascading discounts (design.md §4 prices).
  const { dealerId, dealerDeId } = opts.customers;
  const RATE_SETS = [[], ['5'], ['10'], ['10', '5'], ['15', '3'], ['7.5']];
  const byRates = new Map<string, string[]>();
  for (const c of opts.customers.all) {
    const rates = c.id === dealerId ? ['10', '5'] : c.id === dealerDeId ? ['12'] : rng.pick(RATE_SETS);
    const key = rates.join(',');
    byRates.set(key, [...(byRates.get(key) ?? []), c.id]);
  }
  for (const [key, ids] of byRates) {
    if (key === '') continue;
    await trx
      .updateTable('customers')
      .set({ discount_rates: key.split(',') })
      .where('id', 'in', ids)
      .execute();
  }

  // Access rules that show every flag for the demo `dealer` (design.md §4 access flags).
  const rules = [
    { customer_id: dealerId, property_detail_id: detail('LST', 'brand', 'Petlas'), has_list: false },
    { customer_id: dealerId, property_detail_id: detail('LST', 'brand', 'Lassa'), has_basket: false },
    { customer_id: dealerId, property_detail_id: detail('LST', 'brand', 'Pirelli'), show_stock: false },
    { customer_id: dealerId, property_detail_id: detail('AKU', 'brand', 'Yiğit'), show_price: false },
    { customer_id: dealerDeId, property_detail_id: detail('AKU', 'brand', 'Mutlu'), has_list: false },
    { customer_id: dealerDeId, property_detail_id: detail('AKU', 'brand', 'İnci'), has_list: false },
  ];
  await trx.insertInto('customer_access').values(rules).execute();

  return { products: opts.products, categories: categoryIds.size, warehouses: WAREHOUSES.length };
}
