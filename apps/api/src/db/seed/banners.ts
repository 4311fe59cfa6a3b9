import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { BannersTable } from '../schema';
import { batteryPicture, oilPicture, PICTURE_SIZE, type Picture, type PictureDrawing, rimPicture, tyrePicture } from './pictures';

/**
 * Demo banners (issue 18; ADR 0045): the home page's hero carousel (group `home-main`) and the category
 * pages' banners (group `category`, one per top-level category of tyres and rims), so a new install's home
 * and catalogue look alive. Their pictures are drawn at seed time like the product pictures (pictures.ts):
 * a coloured 16:5 scene with a few of the demo products' drawings on cards, no text (a server need not have
 * fonts): the carousel lays the banner's title and description over the picture.
 *
 * A banner's title is one text for every language (ADR 0045), so the banners are per country: the Turkish
 * customers get Turkish texts, the German and Austrian ones German texts; one brand slide, titled only
 * "Dealerport", is for every country (staff acting for nobody see it too).
 */

/** The banner pictures' size: 16:5, the carousel's ratio, sharp on a 1600 px wide hero. */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

interface Scene {
  key: string;
  /** Gradient from, to. */
  colours: readonly [string, string];
  /** Product drawings shown on cards on the right. */
  products: Picture[];
  /** Extra shapes in the left part. */
  motif: string;
}

/** A product drawing (PICTURE_SIZE square) on a rounded card at x, y of side `side`. */
function card(p: Picture, x: number, y: number, side: number, i: number) {
  const scale = side / PICTURE_SIZE;
  const inner = p.svg.replace(/^<svg [^>]*>/, '').replace(/<\/svg>$/, '');
  return (
    `<clipPath id="c${i}"><rect x="${x}" y="${y}" width="${side}" height="${side}" rx="28"/></clipPath>` +
    `<rect x="${x + 6}" y="${y + 10}" width="${side}" height="${side}" rx="28" fill="#000" opacity=".18"/>` +
    `<g clip-path="url(#c${i})"><g transform="translate(${x} ${y}) scale(${scale})">${inner}</g></g>`
  );
}

/** Soft circles and stripes of the scene's left side (where the carousel lays its text). */
function rings(colour: string) {
  return (
    `<circle cx="170" cy="90" r="220" fill="${colour}" opacity=".12"/>` +
    `<circle cx="520" cy="470" r="160" fill="${colour}" opacity=".10"/>` +
    `<g stroke="${colour}" stroke-width="14" opacity=".12">${[0, 1, 2, 3]
      .map((i) => `<line x1="${420 + i * 60}" y1="-20" x2="${220 + i * 60}" y2="520"/>`)
      .join('')}</g>`
  );
}

const snowflakes = () =>
  [
    [120, 110, 26],
    [330, 70, 18],
    [560, 150, 22],
    [240, 250, 14],
    [470, 300, 16],
    [90, 330, 12],
  ]
    .map(
      ([x, y, r]) =>
        `<g stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".55">${[0, 60, 120]
          .map((d) => `<line x1="${x}" y1="${y! - r!}" x2="${x}" y2="${y! + r!}" transform="rotate(${d} ${x} ${y})"/>`)
          .join('')}</g>`,
    )
    .join('');

export function bannerPicture(scene: Scene): Picture {
  const n = scene.products.length;
  const side = n > 3 ? 250 : 300;
  const gap = 28;
  const startX = BANNER_WIDTH - 60 - n * side - (n - 1) * gap;
  const y = (BANNER_HEIGHT - side) / 2 - 20;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scene.colours[0]}"/><stop offset="1" stop-color="${scene.colours[1]}"/></linearGradient></defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>` +
    scene.motif +
    scene.products.map((p, i) => card(p, startX + i * (side + gap), y + (i % 2 === 0 ? 0 : 36), side, i)).join('') +
    '</svg>';
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  return { name: `banner-${scene.key}-${hash}.webp`, svg };
}

const SCENES = {
  brand: {
    key: 'dealerport',
    colours: ['#1c3faa', '#4263eb'],
    products: [
      tyrePicture('Michelin', 'summer', 17),
      rimPicture('OZ Racing', 'Formula', 'black'),
      batteryPicture('Varta', 74, 'agm'),
      oilPicture('Castrol', 4, '5W-30'),
    ],
    motif: rings('#ffffff'),
  },
  winter: {
    key: 'winter-tyres',
    colours: ['#0b3d6e', '#3a8fd6'],
    products: [tyrePicture('Continental', 'winter', 16), tyrePicture('Lassa', 'winter', 17), tyrePicture('Bridgestone', 'winter', 18)],
    motif: snowflakes(),
  },
  rims: {
    key: 'alloy-rims',
    colours: ['#2b2d33', '#6b717c'],
    products: [rimPicture('Borbet', 'Aura', 'silver'), rimPicture('Enkei', 'LX', 'black-polished'), rimPicture('Ronal', 'RV', 'gunmetal')],
    motif: rings('#ffffff'),
  },
  service: {
    key: 'battery-oil',
    colours: ['#0f5132', '#2f9e44'],
    products: [batteryPicture('Bosch', 62, 'efb'), oilPicture('Shell', 1, '10W-40'), oilPicture('Motul', 5, '5W-40')],
    motif: rings('#ffe066'),
  },
} satisfies Record<string, Scene>;

/** Every banner picture of the demo (drawn while the seed's database work runs). */
export function demoBannerPictures(): Picture[] {
  return Object.values(SCENES).map(bannerPicture);
}

type Texts = { title: string; description: string };
const TEXTS: Record<'tr' | 'de', Record<'winter' | 'rims' | 'service' | 'tyresCategory' | 'rimsCategory', Texts>> = {
  tr: {
    winter: { title: 'Kış lastiklerinde sezon başladı', description: 'Stoktaki kış lastiklerine göz atın, siparişinizi bugün verin.' },
    rims: { title: 'Alüminyum jantlarda yeni modeller', description: 'Borbet, Enkei ve Ronal’ın yeni tasarımları katalogda.' },
    service: { title: 'Akü ve madeni yağ', description: 'Servis sezonu için ihtiyacınız olan her şey tek yerde.' },
    tyresCategory: { title: 'Her mevsim için lastik', description: 'Yaz, kış ve dört mevsim lastiklerde geniş stok.' },
    rimsCategory: { title: 'Jantta yeni sezon', description: 'Alüminyum ve çelik jantlar, her ölçüde.' },
  },
  de: {
    winter: { title: 'Die Wintersaison beginnt', description: 'Winterreifen ab Lager – jetzt bestellen.' },
    rims: { title: 'Neue Alufelgen-Modelle', description: 'Die neuen Designs von Borbet, Enkei und Ronal sind im Katalog.' },
    service: { title: 'Batterien und Motoröl', description: 'Alles für die Werkstattsaison an einem Ort.' },
    tyresCategory: { title: 'Reifen für jede Jahreszeit', description: 'Sommer-, Winter- und Ganzjahresreifen in großer Auswahl.' },
    rimsCategory: { title: 'Die neue Felgensaison', description: 'Alu- und Stahlfelgen in jeder Größe.' },
  },
};

/** The demo banners; pictures come from `drawing` (none: no banners, as a banner needs a picture). */
export async function seedDemoBanners(trx: Db, opts: { createdBy: string; pictures?: PictureDrawing }) {
  const drawing = opts.pictures;
  if (!drawing) return 0;
  const creator = await trx.selectFrom('users').select('id').where('account_name', '=', opts.createdBy).executeTakeFirst();
  const createdBy = creator?.id ?? null;
  const categories = new Map(
    (await trx.selectFrom('categories').select(['id', 'code']).where('code', 'in', ['LST', 'JNT', 'AKU']).execute()).map(
      (c) => [c.code, c.id] as const,
    ),
  );
  const countries = (await trx.selectFrom('countries').select('code').where('code', 'in', ['TR', 'DE', 'AT']).execute()).map((c) =>
    c.code.trim(),
  );
  const url = (scene: Scene) => {
    const p = bannerPicture(scene);
    drawing.draw(p);
    // The table's thumbnail is the picture itself (small files: flat shapes).
    const address = drawing.store.urlOf(p.name);
    return JSON.stringify({ tr: { url: address, thumbnailUrl: address } });
  };
  const link = (code: string) => (categories.has(code) ? `/products?category=${categories.get(code)}` : null);
  const rows: Array<Insertable<BannersTable>> = [];
  const by = { created_by: createdBy, updated_by: createdBy, target: '_self' as const };
  rows.push({
    group_tag: 'home-main',
    category_id: null,
    country_code: null,
    title: 'Dealerport',
    description: '',
    href: '/products',
    sort_order: 0,
    images: url(SCENES.brand),
    ...by,
  });
  for (const country of countries) {
    const texts = TEXTS[country === 'TR' ? 'tr' : 'de'];
    rows.push(
      {
        group_tag: 'home-main',
        category_id: null,
        country_code: country,
        ...texts.winter,
        href: link('LST'),
        sort_order: 1,
        images: url(SCENES.winter),
        ...by,
      },
      {
        group_tag: 'home-main',
        category_id: null,
        country_code: country,
        ...texts.rims,
        href: link('JNT'),
        sort_order: 2,
        images: url(SCENES.rims),
        ...by,
      },
      {
        group_tag: 'home-main',
        category_id: null,
        country_code: country,
        ...texts.service,
        href: link('AKU'),
        sort_order: 3,
        images: url(SCENES.service),
        ...by,
      },
    );
    if (categories.has('LST'))
      rows.push({
        group_tag: 'category',
        category_id: categories.get('LST')!,
        country_code: country,
        ...texts.tyresCategory,
        href: null,
        sort_order: 0,
        images: url(SCENES.winter),
        ...by,
      });
    if (categories.has('JNT'))
      rows.push({
        group_tag: 'category',
        category_id: categories.get('JNT')!,
        country_code: country,
        ...texts.rimsCategory,
        href: null,
        sort_order: 0,
        images: url(SCENES.rims),
        ...by,
      });
  }
  await trx.insertInto('banners').values(rows).execute();
  return rows.length;
}
