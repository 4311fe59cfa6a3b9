import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Product pictures of the demo catalogue (issue 12): instead of one category placeholder for every
 * product, a drawing per product kind, brand and variant, rendered by sharp from SVG into a small
 * square webp. Brands differ by colour, variants by what the product's name says: a tyre's season
 * (tread, symbol) and rim size (sidewall height), a rim's model (spoke design) and finish, a
 * battery's capacity (box size) and technology (case), an oil's volume (bottle or can) and grade
 * (label band), an accessory's type. The variants follow the name's order, so a list sorted by name
 * (the default), where one brand's products stand together, still alternates pictures. Many products
 * share each picture: the seed draws about 340, whatever the catalogue's size.
 *
 * A picture's file name ends in a hash of its drawing: served as immutable, a redrawn picture gets a
 * new address. No text is drawn (a server need not have fonts); the drawings are shapes only.
 */

/** Side of every picture in pixels: sharp in the catalogue's 160 px card and 280 px detail on 2x screens. */
export const PICTURE_SIZE = 320;

export interface Picture {
  /** File name: `<kind>-<brand>-<variant>-<hash>.webp`. */
  name: string;
  svg: string;
}

/** Where the pictures go (platform/storage hands the seed its DATA_DIR implementation). */
export interface PictureStore {
  /** The public address of a picture by its name. */
  urlOf(name: string): string;
  /** Stores the picture unless one of that name is there already (the name says what it shows). */
  save(name: string, render: () => Promise<Buffer>): Promise<void>;
}

/** Pictures being drawn into a store: each once, in sharp's threads; `done` waits for them all. */
export interface PictureDrawing {
  store: PictureStore;
  draw(p: Picture): void;
  /** Resolves to the number of pictures drawn (or found already there); rejects if one failed. */
  done(): Promise<number>;
}

export function startDrawing(store: PictureStore, pictures: Iterable<Picture> = []): PictureDrawing {
  const started = new Map<string, Promise<void>>();
  const draw = (p: Picture) => {
    if (started.has(p.name)) return;
    const saved = store.save(p.name, () => renderPicture(p.svg));
    saved.catch(() => undefined); // rethrown by done(), not an unhandled rejection meanwhile
    started.set(p.name, saved);
  };
  for (const p of pictures) draw(p);
  return {
    store,
    draw,
    async done() {
      await Promise.all(started.values());
      return started.size;
    },
  };
}

export function renderPicture(svg: string): Promise<Buffer> {
  // effort 2: half the encoding time of the default 4 for 5% more bytes on these flat drawings
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** Brand colours: made-up, distinct hues (no logos), one per brand. */
const BRAND_COLOURS: Record<string, string> = {
  Michelin: '#27509b',
  Continental: '#f5a300',
  Pirelli: '#e8c300',
  Bridgestone: '#d71f26',
  Goodyear: '#1e4fa0',
  Lassa: '#0f8ec6',
  Petlas: '#c8102e',
  Hankook: '#f26c21',
  Borbet: '#c8102e',
  'OZ Racing': '#c9a227',
  Enkei: '#0a5bb5',
  Alutec: '#2e9e4f',
  Ronal: '#00a3e0',
  Rial: '#7b3fa0',
  Kronprinz: '#1f6f43',
  Magnetto: '#8a1538',
  Varta: '#1b3f94',
  Bosch: '#d7141a',
  Mutlu: '#f39200',
  İnci: '#00a19a',
  Yiğit: '#6a2c91',
  Castrol: '#00833e',
  Shell: '#f2c500',
  Mobil: '#1259b0',
  Motul: '#c8102e',
  'Petrol Ofisi': '#7a1f5c',
  Opet: '#0e8fcf',
  Sparco: '#1d3f8f',
  Dealerport: '#4263eb',
};
const brandColour = (brand: string) => BRAND_COLOURS[brand] ?? '#4263eb';

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const C = PICTURE_SIZE / 2;
const f = (x: number) => Math.round(x * 10) / 10;

function frame(body: string, shadowWidth = 110) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}">` +
    `<rect width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" fill="#f5f6f8"/>` +
    `<ellipse cx="${C}" cy="296" rx="${shadowWidth}" ry="9" fill="#000" opacity=".1"/>${body}</svg>`
  );
}

/** n copies of an element drawn pointing up from the centre, turned around it. */
const around = (n: number, element: string, offsetDeg = 0) =>
  Array.from({ length: n }, (_, i) => `<g transform="rotate(${f(offsetDeg + (i * 360) / n)} ${C} ${C})">${element}</g>`).join('');

/** A spoke pointing up: half width w1 at radius r1, w2 at radius r2. */
const spoke = (r1: number, r2: number, w1: number, w2: number, fill: string, stroke = 'none') =>
  `<polygon points="${C - w1},${C - r1} ${C - w2},${C - r2} ${C + w2},${C - r2} ${C + w1},${C - r1}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`;

const cache = new Map<string, Picture>();
function picture(parts: string[], draw: () => string): Picture {
  const key = parts.map(slug).join('-');
  let p = cache.get(key);
  if (!p) {
    const svg = draw();
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    p = { name: `${key}-${hash}.webp`, svg };
    cache.set(key, p);
  }
  return p;
}

// Rims.

const FINISHES = {
  silver: { lip: '#e4e7eb', face: '#cdd2d8', edge: '#9ea5ad', well: '#4f555c' },
  black: { lip: '#45484e', face: '#3b3e44', edge: '#5c6067', well: '#0b0c0d' },
  gunmetal: { lip: '#70777f', face: '#596068', edge: '#3e4349', well: '#1f2225' },
  'black-polished': { lip: '#dde1e6', face: '#33363b', edge: '#d5dae0', well: '#0b0c0d' },
} as const;
export type RimFinish = keyof typeof FINISHES;

/** Spoke designs of alloy rims; a brand uses three of them, one per model in turn. */
const RIM_DESIGNS: Array<(fill: string, edge: string) => string> = [
  // Y spokes: one shape, no edge lines where stem and arms meet
  (fill) =>
    around(
      5,
      spoke(34, 76, 10, 13, fill) +
        [-10, 10].map((d) => `<g transform="rotate(${d} ${C} ${C})">${spoke(58, 116, 7, 9, fill)}</g>`).join(''),
    ),
  (fill, edge) => around(10, spoke(34, 116, 5, 7, fill, edge)),
  (fill, edge) => around(6, spoke(34, 116, 10, 15, fill, edge)),
  (fill, edge) => around(5, [-6, 6].map((d) => `<g transform="rotate(${d} ${C} ${C})">${spoke(34, 116, 5, 7, fill, edge)}</g>`).join('')),
  (fill, edge) =>
    around(16, spoke(34, 116, 3, 4, fill, edge), 11) +
    `<circle cx="${C}" cy="${C}" r="78" fill="none" stroke="${fill}" stroke-width="7"/>` +
    around(8, spoke(34, 78, 4, 5, fill, edge)),
  (fill, edge) => around(7, spoke(34, 116, 13, 21, fill, edge)),
  (fill, edge) => around(5, spoke(34, 116, 18, 30, fill, edge)),
  (fill, edge) => around(6, [-5, 5].map((d) => `<g transform="rotate(${d} ${C} ${C})">${spoke(34, 116, 4, 6, fill, edge)}</g>`).join('')),
];
const RIM_BRAND_ORDER = ['Borbet', 'OZ Racing', 'Enkei', 'Alutec', 'Ronal', 'Rial'];
const RIM_MODEL_ORDER = ['Aura', 'Formula', 'LX', 'Lugano', 'Monstr', 'RV', 'X10', 'Y'];

function hub(face: string, well: string, cap: string, bolts = 5) {
  return (
    `<circle cx="${C}" cy="${C}" r="38" fill="${face}"/>` +
    around(bolts, `<circle cx="${C}" cy="${C - 25}" r="5" fill="${well}"/>`) +
    `<circle cx="${C}" cy="${C}" r="15" fill="${cap}"/>` +
    `<path d="M${C - 9} ${C - 8} a12 12 0 0 1 14 -4" stroke="#fff" stroke-width="3" fill="none" opacity=".45"/>`
  );
}

/**
 * An alloy rim of a brand (its colour on the cap) and model in a finish. Models sorted by name take
 * the brand's three designs in turn, so neighbours in a list differ.
 */
export function rimPicture(brand: string, model: string, finish: RimFinish): Picture {
  const brandIndex = Math.max(0, RIM_BRAND_ORDER.indexOf(brand));
  const variant = Math.max(0, RIM_MODEL_ORDER.indexOf(model)) % 3;
  return picture(['rim', brand, `d${variant}`, finish], () => {
    const c = FINISHES[finish];
    const design = RIM_DESIGNS[(brandIndex * 3 + variant) % RIM_DESIGNS.length]!;
    return frame(
      `<circle cx="${C}" cy="${C}" r="132" fill="${c.lip}" stroke="${c.edge}" stroke-width="2"/>` +
        `<circle cx="${C}" cy="${C}" r="118" fill="${c.well}"/>` +
        `<circle cx="${C}" cy="${C}" r="112" fill="none" stroke="#000" stroke-width="8" opacity=".25"/>` +
        design(c.face, c.edge) +
        hub(c.face, c.well, brandColour(brand)) +
        `<circle cx="${C}" cy="${C}" r="126" fill="none" stroke="#fff" stroke-width="3" opacity=".25"/>`,
    );
  });
}

/** A steel rim: a black disc with vent holes (more on a larger one); the brand's colour on a sticker. */
export function steelRimPicture(brand: string, diameter: number): Picture {
  const vents = diameter <= 14 ? 6 : diameter === 15 ? 8 : 10;
  return picture(['steel-rim', brand, `${vents}v`], () =>
    frame(
      `<circle cx="${C}" cy="${C}" r="132" fill="#33363b" stroke="#17181b" stroke-width="2"/>` +
        `<circle cx="${C}" cy="${C}" r="118" fill="#2a2c30"/>` +
        `<circle cx="${C}" cy="${C}" r="104" fill="none" stroke="#3d4046" stroke-width="4"/>` +
        around(vents, `<rect x="${C - 9}" y="${C - 100}" width="18" height="30" rx="9" fill="#0d0e10"/>`, 180 / vents) +
        `<circle cx="${C}" cy="${C}" r="56" fill="none" stroke="#43464c" stroke-width="5"/>` +
        around(5, `<circle cx="${C}" cy="${C - 32}" r="6" fill="#0d0e10"/>`) +
        `<circle cx="${C}" cy="${C}" r="16" fill="#0d0e10"/>` +
        `<rect x="${C - 18}" y="${C + 38}" width="36" height="10" rx="3" fill="${brandColour(brand)}"/>`,
    ),
  );
}

// Tyres.

export type Season = 'summer' | 'winter' | 'all-season';

function snowflake(x: number, y: number) {
  return `<g stroke="#fff" stroke-width="2.6" stroke-linecap="round">${[0, 60, 120]
    .map((d) => `<line x1="${x}" y1="${y - 12}" x2="${x}" y2="${y + 12}" transform="rotate(${d} ${x} ${y})"/>`)
    .join('')}</g>`;
}
function sun(x: number, y: number) {
  return `<circle cx="${x}" cy="${y}" r="6.5" fill="#f2b01e"/><g stroke="#f2b01e" stroke-width="2.6" stroke-linecap="round">${[
    0, 45, 90, 135, 180, 225, 270, 315,
  ]
    .map((d) => `<line x1="${x}" y1="${y - 10}" x2="${x}" y2="${y - 14}" transform="rotate(${d} ${x} ${y})"/>`)
    .join('')}</g>`;
}

/** The rim inside a tyre: one design per rim size, so sizes differ at a glance. */
const TYRE_RIM_DESIGNS = [2, 6, 1, 4] as const;

/**
 * A tyre of a brand (its colour in the sidewall lettering and on the rim's cap) for a season (tread
 * pattern and symbol) on a rim size (R14-15, R16, R17, R18 and up: the larger the rim, the thinner the
 * sidewall and the wider the tread; each size its rim design), seen at an angle so the tread shows.
 */
export function tyrePicture(brand: string, season: Season, rimInches: number): Picture {
  const size = rimInches <= 15 ? 0 : Math.min(rimInches, 18) - 15;
  return picture(['tyre', brand, season, `r${size}`], () => {
    const R = 134; // the tyre's radius on its face (circle coordinates, drawn squeezed by k)
    const k = 0.74;
    const cx = 128; // the face's centre on the picture
    const depth = 40 + size * 6; // how much tread shows
    const rim = 66 + size * 10;
    const letters = (R - 8 + rim) / 2 + 1;
    const circumference = 2 * Math.PI * letters;
    const text = [9, 3, 6, 3, 12, 3, 7, 3, 10, 3, 5, 3, 11, 3, 8];
    const dash = `${text.join(' ')} ${f(circumference - text.reduce((x, y) => x + y, 0))}`;
    const rx = f(R * k);
    const top = C - R;
    const bottom = C + R;
    // The tread: between the face's right half and the same ellipse moved back by depth.
    const band = `M${cx} ${top} L${cx + depth} ${top} A${rx} ${R} 0 0 1 ${cx + depth} ${bottom} L${cx} ${bottom} A${rx} ${R} 0 0 0 ${cx} ${top} Z`;
    const faceX = (y: number) => cx + R * k * Math.sqrt(Math.max(0, 1 - ((y - C) / R) ** 2));
    const ys = (step: number) => Array.from({ length: Math.floor((2 * R) / step) + 1 }, (_, i) => top + i * step);
    const groove = (t: number, width: number) =>
      `<ellipse cx="${f(cx + depth * t)}" cy="${C}" rx="${rx}" ry="${R}" fill="none" stroke="#0b0b0c" stroke-width="${width}"/>`;
    const tread =
      season === 'summer'
        ? groove(0.3, 5) +
          groove(0.7, 5) +
          ys(16)
            .map(
              (y) => `<line x1="${f(faceX(y))}" y1="${y}" x2="${f(faceX(y) + depth * 0.3)}" y2="${y}" stroke="#0b0b0c" stroke-width="2"/>`,
            )
            .join('')
        : season === 'winter'
          ? groove(0.5, 4) +
            ys(7)
              .map(
                (y, i) =>
                  `<line x1="${f(faceX(y))}" y1="${y}" x2="${f(faceX(y) + depth)}" y2="${y}" stroke="#0b0b0c" stroke-width="${i % 3 === 0 ? 4 : 1.4}"/>`,
              )
              .join('')
          : ys(13)
              .map((y) => {
                const x = faceX(y);
                return `<polyline points="${f(x - 2)},${f(y - 8)} ${f(x + depth / 2)},${f(y + 4)} ${f(x + depth + 2)},${f(y - 8)}" fill="none" stroke="#0b0b0c" stroke-width="3.5"/>`;
              })
              .join('');
    const symbolX = C - letters;
    const symbol =
      season === 'summer'
        ? sun(symbolX, C)
        : season === 'winter'
          ? snowflake(symbolX, C)
          : sun(symbolX, C - 17) + snowflake(symbolX, C + 17);
    const design = RIM_DESIGNS[TYRE_RIM_DESIGNS[size]!]!;
    const scale = (rim - 8) / 116;
    return frame(
      `<defs><clipPath id="t"><path d="${band}"/></clipPath></defs>` +
        `<path d="${band}" fill="#202124"/>` +
        `<g clip-path="url(#t)">${tread}</g>` +
        `<g transform="translate(${f(cx - C * k)} 0) scale(${k} 1)">` +
        `<circle cx="${C}" cy="${C}" r="${R}" fill="#27282b" stroke="#161719" stroke-width="3"/>` +
        `<circle cx="${C}" cy="${C}" r="${rim + 6}" fill="none" stroke="#323438" stroke-width="3"/>` +
        `<circle cx="${C}" cy="${C}" r="${f(letters)}" fill="none" stroke="${brandColour(brand)}" stroke-width="8" stroke-dasharray="${dash}" transform="rotate(-118 ${C} ${C})"/>` +
        `<circle cx="${C}" cy="${C}" r="${f(letters)}" fill="none" stroke="#8d9096" stroke-width="4" stroke-dasharray="5 3 9 3 4 3 7 ${f(circumference - 34)}" transform="rotate(70 ${C} ${C})"/>` +
        symbol +
        `<circle cx="${C}" cy="${C}" r="${rim}" fill="#d3d7dc"/>` +
        `<circle cx="${C}" cy="${C}" r="${rim - 8}" fill="#555b62"/>` +
        `<g transform="translate(${C} ${C}) scale(${f(scale * 1000) / 1000}) translate(${-C} ${-C})">${design('#cfd3d8', '#9ea5ad')}${hub('#cfd3d8', '#555b62', brandColour(brand))}</g>` +
        `</g>`,
      130,
    );
  });
}

// Batteries.

const BATTERY_CASES = {
  calcium: { body: '#2e3136', lid: '#44484f' },
  efb: { body: '#dfe2e6', lid: '#b9bec5' },
  agm: { body: '#121316', lid: '#8d939b' },
} as const;
export type BatteryTechnology = keyof typeof BATTERY_CASES;

/** Box sizes (width, height) by capacity: up to 50 Ah, 62, 74, and more. */
const BATTERY_BOXES = [
  [50, 168, 114],
  [62, 192, 120],
  [74, 214, 128],
  [Number.POSITIVE_INFINITY, 240, 136],
] as const;

/** A battery of a brand (its colour on the label), its box sized by capacity, its case by technology. */
export function batteryPicture(brand: string, ah: number, technology: BatteryTechnology): Picture {
  const size = BATTERY_BOXES.findIndex(([max]) => ah <= max);
  return picture(['battery', brand, `s${size}`, technology], () => {
    const box = BATTERY_CASES[technology];
    const [, w, h] = BATTERY_BOXES[size]!;
    const left = C - w / 2;
    const right = C + w / 2;
    const bottom = 272;
    const top = bottom - h;
    const colour = brandColour(brand);
    const terminal = (x: number, ring: string) =>
      `<rect x="${x - 10}" y="${top - 22}" width="20" height="16" fill="#b8bcc2"/><ellipse cx="${x}" cy="${top - 22}" rx="10" ry="4" fill="#dfe2e6"/>` +
      `<rect x="${x - 13}" y="${top - 9}" width="26" height="5" rx="2" fill="${ring}"/>`;
    return frame(
      `<rect x="${left}" y="${top}" width="${w}" height="${h}" rx="8" fill="${box.body}"/>` +
        `<rect x="${left - 5}" y="${top - 6}" width="${w + 10}" height="26" rx="6" fill="${box.lid}"/>` +
        terminal(left + 30, '#d7263d') +
        terminal(right - 30, '#1a1b1e') +
        `<rect x="${left + 48}" y="${top + 5}" width="12" height="3" fill="#d7263d"/><rect x="${left + 52.5}" y="${top + 0.5}" width="3" height="12" fill="#d7263d"/>` +
        `<rect x="${right - 60}" y="${top + 5}" width="12" height="3" fill="#1a1b1e"/>` +
        `<circle cx="${C}" cy="${top + 7}" r="6" fill="#3bb273" stroke="#1a1b1e" stroke-width="2"/>` +
        `<rect x="${left + 14}" y="${top + 32}" width="${w - 28}" height="${f(h * 0.5)}" rx="5" fill="${colour}"/>` +
        `<rect x="${left + 14}" y="${f(top + 32 + h * 0.5 - 10)}" width="${w - 28}" height="10" fill="#fff" opacity=".25"/>` +
        `<polygon points="${left + 40},${top + 40} ${left + 28},${f(top + 32 + h * 0.27)} ${left + 38},${f(top + 32 + h * 0.27)} ${left + 31},${f(top + 28 + h * 0.5)} ${left + 48},${f(top + 28 + h * 0.22)} ${left + 38},${f(top + 28 + h * 0.22)}" fill="#fff"/>` +
        `<rect x="${left + 62}" y="${f(top + 40 + h * 0.08)}" width="${f(w * 0.45)}" height="9" rx="3" fill="#fff" opacity=".85"/>` +
        `<rect x="${left + 62}" y="${f(top + 56 + h * 0.08)}" width="${f(w * 0.28)}" height="6" rx="3" fill="#fff" opacity=".6"/>`,
      w / 2 + 10,
    );
  });
}

// Engine oil.

function oilLabel(x: number, y: number, w: number, h: number, colour: string, band: string) {
  const cx = x + w / 2;
  const dy = y + h * 0.42;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="12" rx="6" fill="${band}"/><rect x="${x}" y="${y + 6}" width="${w}" height="6" fill="${band}"/>` +
    `<path d="M${cx} ${f(dy - 18)} C ${cx + 3} ${f(dy - 10)} ${cx + 12} ${f(dy - 2)} ${cx + 12} ${f(dy + 6)} A 12 12 0 0 1 ${cx - 12} ${f(dy + 6)} C ${cx - 12} ${f(dy - 2)} ${cx - 3} ${f(dy - 10)} ${cx} ${f(dy - 18)} Z" fill="${colour}"/>` +
    `<rect x="${f(x + w * 0.18)}" y="${f(y + h * 0.74)}" width="${f(w * 0.64)}" height="6" rx="3" fill="#9aa0a8"/>`
  );
}

/**
 * An engine oil of a brand (the pack's colour): a bottle for a litre, a can for more, sized by volume;
 * the label's band tells thin grades (0W, 5W) from thicker ones.
 */
export function oilPicture(brand: string, litres: number, viscosity: string): Picture {
  const thin = /^[05]W/.test(viscosity);
  return picture(['oil', brand, `${litres}l`, thin ? 'thin' : 'thick'], () => {
    const colour = brandColour(brand);
    const band = thin ? '#1fa28f' : '#d9822b';
    const bottom = 278;
    if (litres <= 1) {
      const w = 96;
      const h = 176;
      const x = C - w / 2;
      const top = bottom - h;
      return frame(
        `<path d="M${x} ${bottom - 8} V${top + 48} Q${x} ${top + 30} ${x + 22} ${top + 22} L${C - 16} ${top + 8} H${C + 16} L${x + w - 22} ${top + 22} Q${x + w} ${top + 30} ${x + w} ${top + 48} V${bottom - 8} Q${x + w} ${bottom} ${x + w - 8} ${bottom} H${x + 8} Q${x} ${bottom} ${x} ${bottom - 8} Z" fill="${colour}"/>` +
          `<rect x="${C - 18}" y="${top - 16}" width="36" height="26" rx="4" fill="#1f2023"/>` +
          oilLabel(x + 12, top + 62, w - 24, 84, colour, band),
        60,
      );
    }
    const [w, h] = litres <= 4 ? [150, 150] : litres <= 5 ? [160, 166] : [184, 184];
    const x = C - w / 2;
    const top = bottom - h;
    return frame(
      `<path d="M${x} ${bottom - 10} V${top + 30} Q${x} ${top} ${x + 30} ${top} H${x + w - 14} Q${x + w} ${top} ${x + w} ${top + 14} V${bottom - 10} Q${x + w} ${bottom} ${x + w - 10} ${bottom} H${x + 10} Q${x} ${bottom} ${x} ${bottom - 10} Z" fill="${colour}"/>` +
        `<rect x="${x + w - 62}" y="${top + 12}" width="46" height="20" rx="10" fill="#f5f6f8"/>` +
        `<rect x="${x + 20}" y="${top - 20}" width="30" height="24" rx="4" fill="#1f2023"/>` +
        `<rect x="${x + 16}" y="${top - 2}" width="38" height="6" rx="2" fill="#000" opacity=".2"/>` +
        oilLabel(x + 16, top + 48, w - 32, h - 70, colour, band),
      w / 2 + 8,
    );
  });
}

// Accessories.

const ACCESSORY_DRAWINGS: Record<string, (colour: string) => string> = {
  'snow-chain': (colour) =>
    `<rect x="60" y="100" width="200" height="140" rx="14" fill="${colour}"/>` +
    `<rect x="130" y="82" width="60" height="26" rx="10" fill="none" stroke="#2b2d31" stroke-width="8"/>` +
    `<polyline points="${Array.from({ length: 9 }, (_, i) => `${80 + i * 20},${i % 2 ? 150 : 190}`).join(' ')}" fill="none" stroke="#aeb4bb" stroke-width="3"/>` +
    Array.from({ length: 9 }, (_, i) => {
      const x = 80 + i * 20;
      const y = i % 2 ? 150 : 190;
      return `<ellipse cx="${x}" cy="${y}" rx="13" ry="7" fill="none" stroke="#dfe3e8" stroke-width="4" transform="rotate(${i % 2 ? 40 : -40} ${x} ${y})"/>`;
    }).join(''),
  'floor-mat': (colour) =>
    [70, 170]
      .map(
        (x) =>
          `<path d="M${x} 80 H${x + 80} L${x + 86} 250 Q${x + 86} 262 ${x + 74} 262 H${x + 8} Q${x - 4} 262 ${x - 4} 250 Z" fill="#2b2d31" stroke="${colour}" stroke-width="6"/>` +
          Array.from({ length: 7 }, (_, i) => `<rect x="${x + 12}" y="${104 + i * 21}" width="58" height="6" rx="3" fill="#17181b"/>`).join(
            '',
          ),
      )
      .join(''),
  'wheel-bolt': (colour) =>
    `<rect x="56" y="58" width="208" height="214" rx="12" fill="${colour}"/><circle cx="160" cy="80" r="9" fill="#f5f6f8"/>` +
    [100, 160, 220]
      .map(
        (x) =>
          `<polygon points="${x - 20},112 ${x + 20},112 ${x + 24},132 ${x + 20},152 ${x - 20},152 ${x - 24},132" fill="#cfd4da" stroke="#8a9097" stroke-width="2"/>` +
          `<rect x="${x - 10}" y="152" width="20" height="92" fill="#b6bcc3"/>` +
          Array.from({ length: 10 }, (_, i) => `<rect x="${x - 10}" y="${160 + i * 8}" width="20" height="2.5" fill="#7e858d"/>`).join(''),
      )
      .join(''),
  valve: (colour) =>
    `<rect x="56" y="58" width="208" height="214" rx="12" fill="${colour}"/><circle cx="160" cy="80" r="9" fill="#f5f6f8"/>` +
    [100, 160, 220]
      .map(
        (x) =>
          `<path d="M${x - 22} 250 Q${x - 22} 232 ${x - 12} 226 L${x - 8} 150 H${x + 8} L${x + 12} 226 Q${x + 22} 232 ${x + 22} 250 Z" fill="#1c1d1f"/>` +
          `<rect x="${x - 9}" y="116" width="18" height="36" rx="3" fill="#cfd4da" stroke="#8a9097" stroke-width="2"/>` +
          `<rect x="${x - 9}" y="124" width="18" height="3" fill="#8a9097"/><rect x="${x - 9}" y="132" width="18" height="3" fill="#8a9097"/>`,
      )
      .join(''),
  compressor: (colour) =>
    `<path d="M232 200 C 290 200 290 120 248 110 C 210 100 214 60 250 52" fill="none" stroke="#1c1d1f" stroke-width="9" stroke-linecap="round"/>` +
    `<rect x="54" y="118" width="190" height="140" rx="18" fill="${colour}"/>` +
    `<rect x="54" y="226" width="190" height="32" rx="10" fill="#1c1d1f"/>` +
    `<circle cx="120" cy="170" r="34" fill="#f5f6f8" stroke="#1c1d1f" stroke-width="5"/>` +
    `<line x1="120" y1="170" x2="140" y2="150" stroke="#d7263d" stroke-width="4" stroke-linecap="round"/><circle cx="120" cy="170" r="4" fill="#1c1d1f"/>` +
    `<rect x="180" y="150" width="44" height="14" rx="7" fill="#1c1d1f"/><rect x="180" y="176" width="44" height="14" rx="7" fill="#fff" opacity=".55"/>`,
  wiper: (colour) =>
    `<g transform="rotate(-24 160 160)">` +
    `<rect x="24" y="166" width="272" height="10" rx="5" fill="#1c1d1f"/>` +
    `<path d="M30 166 Q160 128 290 166 Z" fill="#3a3d42"/>` +
    `<rect x="134" y="136" width="52" height="28" rx="6" fill="${colour}"/>` +
    `<rect x="146" y="96" width="28" height="44" rx="4" fill="#8a9097"/>` +
    `</g>`,
};

/** The star a premium line (Pro, Plus) wears in the corner. */
const PREMIUM_BADGE =
  `<circle cx="270" cy="52" r="26" fill="#f2b01e" stroke="#fff" stroke-width="4"/>` +
  `<polygon points="${Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? 7 : 16;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${f(270 + r * Math.cos(a))},${f(52 + r * Math.sin(a))}`;
  }).join(' ')}" fill="#fff"/>`;

/** An accessory of a type (its drawing) and a brand (its colour); a premium line (Pro, Plus) has a star. */
export function accessoryPicture(brand: string, type: string, line: string): Picture {
  const premium = line === 'Pro' || line === 'Plus';
  return picture(['accessory', brand, type, premium ? 'premium' : 'basic'], () => {
    const draw = ACCESSORY_DRAWINGS[type] ?? ACCESSORY_DRAWINGS.compressor!;
    return frame(draw(brandColour(brand)) + (premium ? PREMIUM_BADGE : ''), 120);
  });
}
