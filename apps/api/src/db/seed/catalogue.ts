import { type Insertable, sql } from 'kysely';
import { buildProductSearchText } from '../../lib/product-search-text';
import { writeSyncRows } from '../../modules/integrations';
import type { Db } from '../database';
import type { LocalisedNames, ProductsTable } from '../schema';
import {
  accessoryPicture,
  batteryPicture,
  oilPicture,
  type Picture,
  type PictureDrawing,
  rimPicture,
  steelRimPicture,
  tyrePicture,
} from './pictures';
import type { Random } from './random';

/**
 * The demo catalogue (design.md §4 demo data): tyres, rims, batteries, oil and accessories with
 * believable sizes and brands, three warehouses with stock (some zero), prices with 20% VAT,
 * discount rates for the demo customers and a few access rules for `dealer` that show every flag.
 * Deterministic for a given rng; `products` scales it (100,000 for benchmarks) in batches of 1,000.
 * With a picture drawing (demoPictures), each product gets a generated picture of its kind, brand and
 * variant (pictures.ts; about 340 files whatever the size), drawn while the rows are written.
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
const RIM_MODELS = ['Y', 'LX', 'Formula', 'Aura', 'Monstr', 'RV', 'X10', 'Lugano'] as const;
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
const BATTERY_TECHNOLOGIES = [
  { name: 'Kalsiyum', code: 'calcium', names: n('Kalsiyum', 'Calcium', 'Calcium') },
  { name: 'EFB Start-Stop', code: 'efb', names: n('EFB Start-Stop', 'EFB Start-Stop', 'EFB Start-Stop') },
  { name: 'AGM', code: 'agm', names: n('AGM', 'AGM', 'AGM') },
] as const;

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
const ACCESSORY_LINES = ['Standart', 'Pro', 'Plus', 'Eco'] as const;
/** The lines as German and English read them (the others are the same in every language). */
const ACCESSORY_LINE_NAMES: Partial<Record<(typeof ACCESSORY_LINES)[number], Names>> = { Standart: n('Standart', 'Standard', 'Standard') };
/** A steel rim's model word. */
const STEEL_MODEL = n('Çelik', 'Stahl', 'Steel');
const CULTURES = ['tr', 'de', 'en'] as const;
/** A product name per language, built by `build` for each (the ERP's names, ADR 0062). */
const namesOf = (build: (culture: (typeof CULTURES)[number]) => string): Names => n(build('tr'), build('de'), build('en'));
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

/**
 * Every picture a demo product can have (pictures.ts), whatever the catalogue's size: the seed starts
 * drawing them before its database work, so the two overlap.
 */
export function* demoPictures(): Generator<Picture> {
  for (const brand of TYRE_BRANDS)
    for (const season of SEASONS) for (const size of Object.values(TYRE_SIZES).flat()) yield tyrePicture(brand, season.code, size[2]);
  for (const brand of RIM_BRANDS) for (const model of RIM_MODELS) for (const colour of COLOURS) yield rimPicture(brand, model, colour.code);
  for (const brand of STEEL_BRANDS) for (const diameter of [14, 15, 16]) yield steelRimPicture(brand, diameter);
  for (const brand of BATTERY_BRANDS)
    for (const ah of BATTERY_AH) for (const t of BATTERY_TECHNOLOGIES) yield batteryPicture(brand, ah, t.code);
  for (const brand of OIL_BRANDS)
    for (const litres of LITRES) for (const viscosity of VISCOSITIES) yield oilPicture(brand, litres, viscosity);
  for (const brand of ACCESSORY_BRANDS)
    for (const type of ACCESSORY_TYPES) for (const line of ACCESSORY_LINES) yield accessoryPicture(brand, type.code, line);
}

export interface CatalogueSeedCustomers {
  /** The demo `dealer`'s customer: discount {10,5} and the access rules that show every flag. */
  dealerId: string;
  /** The demo `dealer-de`'s customer. */
  dealerDeId: string;
  all: Array<{ id: string; code: string | null }>;
}

/** Cents as an exact decimal string. */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export async function seedCatalogue(
  trx: Db,
  rng: Random,
  opts: { products: number; customers: CatalogueSeedCustomers; pictures?: PictureDrawing },
) {
  // The catalogue goes in through the sync's write path (design.md §4b "Demo data and sync share one write
  // path"): the same checks and set-based writes an ERP's batches get. What the sync does not carry (a
  // category's icon, a product's expense, campaign, placeholder and pre-sale text, its picture, access
  // rules) the seed writes itself afterwards.
  // Categories.
  let order = 0;
  await writeSyncRows(
    trx,
    'categories',
    CATEGORIES.flatMap((c) => {
      let childOrder = 0;
      return [
        { code: c.code, names: c.names, order: ++order, refCode: c.code },
        ...(c.children ?? []).map((child) => ({ code: child.code, parentCode: c.code, names: child.names, order: ++childOrder })),
      ];
    }),
  );
  for (const c of CATEGORIES)
    await trx
      .updateTable('categories')
      .set({ icon: c.icon })
      .where('code', 'in', [c.code, ...(c.children ?? []).map((child) => child.code)])
      .execute();
  const categoryIds = new Map((await trx.selectFrom('categories').select(['id', 'code']).execute()).map((c) => [c.code, c.id] as const));
  const categoryCodes = new Map([...categoryIds].map(([code, id]) => [id, code] as const));

  // Properties (on the top-level categories; sub-categories inherit them) and their values.
  const properties = Object.entries(PROPERTIES).flatMap(([categoryCode, props]) => props.map((p) => ({ categoryCode, p })));
  await writeSyncRows(
    trx,
    'properties',
    properties.map(({ categoryCode, p }, i) => ({
      categoryCode,
      key: p.key,
      names: p.names,
      order: properties.slice(0, i + 1).filter((x) => x.categoryCode === categoryCode).length,
      facet: p.isFacet ?? true,
    })),
  );
  await writeSyncRows(
    trx,
    'property-values',
    properties.flatMap(({ categoryCode, p }) =>
      p.details.map((d, i) => ({ categoryCode, propertyKey: p.key, code: d.code, name: d.name, names: d.names ?? null, order: i + 1 })),
    ),
  );
  const detailIds = new Map<string, number>(); // `${category}.${key}.${code}` -> id
  for (const r of await trx
    .selectFrom('property_details as d')
    .innerJoin('properties as p', 'p.id', 'd.property_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['d.id', 'd.code', 'p.key', 'c.code as category'])
    .execute())
    detailIds.set(`${r.category}.${r.key}.${r.code}`, r.id);
  const detail = (category: string, key: string, code: string | number) => {
    const id = detailIds.get(`${category}.${key}.${code}`);
    if (id === undefined) throw new Error(`seed: no property detail ${category}.${key}.${code}`);
    return id;
  };
  /** A product's value of a property, as a sync row names it (checked here, so a typo fails the seed at once). */
  const value = (category: string, key: string, code: string | number) => {
    detail(category, key, code);
    return [key, String(code)] as const;
  };

  await writeSyncRows(
    trx,
    'warehouses',
    WAREHOUSES.map((w) => ({ code: w.code, name: w.name, priority: w.priority, division: w.division_id })),
  );

  // Products, in batches.
  // `names`: a name per language for the products whose names hold Turkish words (colours, kinds, steel).
  type Draft = { product: Insertable<ProductsTable>; names?: Names; details: Array<readonly [string, string]>; picture: Picture };
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
        picture: tyrePicture(brand, season.code, r),
        details: [
          value('LST', 'brand', brand),
          value('LST', 'width', w),
          value('LST', 'aspect', a),
          value('LST', 'rim', `R${r}`),
          value('LST', 'season', season.code),
          value('LST', 'speed', speed),
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
      const model = steel ? 'Çelik' : rng.pick(RIM_MODELS);
      const name = `${brand} ${model} ${width}Jx${diameter} ${pcd} ET${et} ${colour.name}`;
      const names = namesOf((l) => `${brand} ${steel ? STEEL_MODEL[l] : model} ${width}Jx${diameter} ${pcd} ET${et} ${colour.names[l]}`);
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
        names,
        picture: steel ? steelRimPicture(brand, diameter) : rimPicture(brand, model, colour.code),
        details: [
          value('JNT', 'brand', brand),
          value('JNT', 'diameter', `${diameter}"`),
          value('JNT', 'width', `${width}J`),
          value('JNT', 'pcd', pcd),
          value('JNT', 'et', `ET${et}`),
          value('JNT', 'colour', colour.code),
        ],
      };
    }
    if (roll < 0.8) {
      const brand = rng.pick(BATTERY_BRANDS);
      const ah = rng.pick(BATTERY_AH);
      const technology = rng.pick(BATTERY_TECHNOLOGIES);
      const name = `${brand} 12V ${ah}Ah ${cca(ah)}A ${technology.name}`;
      const names = namesOf((l) => `${brand} 12V ${ah}Ah ${cca(ah)}A ${technology.names[l]}`);
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
        names,
        picture: batteryPicture(brand, ah, technology.code),
        details: [value('AKU', 'brand', brand), value('AKU', 'capacity', `${ah} Ah`), value('AKU', 'cca', `${cca(ah)} A`)],
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
        picture: oilPicture(brand, litres, viscosity),
        details: [value('YAG', 'brand', brand), value('YAG', 'viscosity', viscosity), value('YAG', 'volume', `${litres} L`)],
      };
    }
    const brand = rng.pick(ACCESSORY_BRANDS);
    const type = rng.pick(ACCESSORY_TYPES);
    const line = rng.pick(ACCESSORY_LINES);
    const name = `${brand} ${type.name} ${line}`;
    const names = namesOf((l) => `${brand} ${type.names[l]} ${ACCESSORY_LINE_NAMES[line]?.[l] ?? line}`);
    return {
      product: {
        code: code('AKS'),
        name,
        category_id: categoryIds.get('AKS')!,
        unit_code: type.code === 'wheel-bolt' || type.code === 'valve' ? 'PAKET' : 'ADET',
        list_price: money(rng.int(150, 4_500) * 100 + rng.pick([0, 50, 99])),
        search_text: buildProductSearchText({ code: code('AKS'), name, brand, extra: [type.names.de, type.names.en] }),
      },
      names,
      picture: accessoryPicture(brand, type.code, line),
      details: [value('AKS', 'brand', brand), value('AKS', 'type', type.code)],
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
    // The German warehouse carries about a third of the range. Drawn before the products are written so
    // that each is written with its total stock: the stock trigger then has nothing to update, where it
    // rewrote every product row (half of `products` and its indexes dead after a seed: no autovacuum in
    // the embedded database; docs/performance.md, "Embedded database footprint").
    const draftStocks = drafts.map(() =>
      WAREHOUSES.filter((w) => w.code !== 'KOL' || rng.chance(0.35)).map((w) => ({ warehouse_code: w.code, quantity: quantity() })),
    );
    await writeSyncRows(
      trx,
      'products',
      drafts.map((d) => ({
        code: d.product.code,
        name: d.product.name,
        names: d.names ?? null,
        categoryCode: categoryCodes.get(d.product.category_id)!,
        properties: Object.fromEntries(d.details),
        vatRate: '20',
        unit: d.product.unit_code ?? 'ADET',
        minOrderQuantity: d.product.min_order_qty ?? 1,
        maxOrderQuantity: d.product.max_order_qty ?? null,
        listPrice: d.product.list_price,
      })),
    );
    // What the sync does not carry, with each product's total stock, so the stock rows below leave the
    // products alone (their trigger updates only a total that differs): one more version of each product row.
    const extras = drafts.map((d, k) => ({
      code: d.product.code,
      expense_cost: d.product.expense_cost ?? '0',
      campaign: d.product.campaign ?? null,
      placeholder_qty: d.product.placeholder_qty ?? 1,
      pre_sale_text: d.product.pre_sale_text ?? null,
      total_stock: draftStocks[k]!.reduce((sum, s) => sum + Math.max(s.quantity, 0), 0),
    }));
    const inserted = await sql<{ id: number; code: string }>`
      update products p set expense_cost = r.expense_cost, campaign = r.campaign, placeholder_qty = r.placeholder_qty,
        pre_sale_text = r.pre_sale_text, total_stock = r.total_stock
      from jsonb_to_recordset(${JSON.stringify(extras)}::jsonb)
        as r(code text, expense_cost numeric, campaign text, placeholder_qty int, pre_sale_text text, total_stock int)
      where p.code = r.code
      returning p.id, p.code`.execute(trx);
    const idByCode = new Map(inserted.rows.map((r) => [r.code, r.id]));
    await writeSyncRows(
      trx,
      'stocks',
      drafts.flatMap((d, k) =>
        draftStocks[k]!.map((s) => ({ productCode: d.product.code, warehouseCode: s.warehouse_code, quantity: s.quantity })),
      ),
    );
    const drawing = opts.pictures;
    if (drawing) {
      const store = drawing.store;
      for (const d of drafts) drawing.draw(d.picture);
      await trx
        .insertInto('product_images')
        .values(drafts.map((d) => ({ product_id: idByCode.get(d.product.code)!, url: store.urlOf(d.picture.name), is_generated: true })))
        .execute();
    }
    // The EUR price list of the German and Austrian dealers (migration 0015), about 40 TRY to the euro,
    // rounded to 10 cents as a price list would be.
    await writeSyncRows(
      trx,
      'prices',
      drafts.map((d) => ({
        productCode: d.product.code,
        currency: 'EUR',
        listPrice: (Math.round(Number(d.product.list_price) / 4) / 10).toFixed(2),
      })),
    );
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
  const codeOf = new Map(opts.customers.all.map((c) => [c.id, c.code] as const));
  await writeSyncRows(
    trx,
    'customer-discounts',
    [...byRates].flatMap(([key, ids]) =>
      key === ''
        ? []
        : ids.flatMap((id) => {
            const code = codeOf.get(id);
            return code ? [{ customerCode: code, discountRates: key.split(',') }] : [];
          }),
    ),
  );

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
