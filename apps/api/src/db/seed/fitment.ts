import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { DocumentStore } from '../../platform/storage/document-store';
import type { Db } from '../database';

/**
 * Demo fitment data (issue 19; migration 0043; ADR 0052): a dozen common vehicles with their wheel and
 * battery fitment, the demo batteries' spec sheets, and Gutachten/ABE for some of the demo rims. The wheel
 * fitments use the demo catalogue's bolt patterns, rim diameters, offsets and tyre sizes (seed/catalogue.ts),
 * so the configurator finds rims and tyres for every vehicle. No random draws: the rest of the demo data
 * stays as it was.
 */
interface DemoVehicle {
  code: string;
  make: string;
  model: string;
  years: [number, number | null];
  engine: string;
  wheels: { pcd: string; bore: string; et: [number, number]; rims: number[]; tyres: string[] };
  battery: { ah: number; cca: number; box: [number, number, number]; layout: '0' | '1' };
}

/** EN 50342 boxes: [length, width, height] in mm. */
const L2: [number, number, number] = [242, 175, 190];
const L3: [number, number, number] = [278, 175, 190];
const L4: [number, number, number] = [315, 175, 190];

export const DEMO_VEHICLES: DemoVehicle[] = [
  {
    code: 'VW-GOLF-7-14TSI',
    make: 'Volkswagen',
    model: 'Golf VII',
    years: [2012, 2020],
    engine: '1.4 TSI 92 kW',
    wheels: {
      pcd: '5x112',
      bore: '57.1',
      et: [38, 50],
      rims: [15, 16, 17, 18],
      tyres: ['195/65R15', '205/55R16', '225/45R17', '225/40R18'],
    },
    battery: { ah: 60, cca: 480, box: L2, layout: '0' },
  },
  {
    code: 'VW-GOLF-7-20TDI',
    make: 'Volkswagen',
    model: 'Golf VII',
    years: [2012, 2020],
    engine: '2.0 TDI 110 kW',
    wheels: { pcd: '5x112', bore: '57.1', et: [40, 50], rims: [16, 17, 18], tyres: ['205/55R16', '225/45R17', '225/40R18'] },
    battery: { ah: 70, cca: 570, box: L3, layout: '0' },
  },
  {
    code: 'VW-T6-20TDI',
    make: 'Volkswagen',
    model: 'Transporter T6',
    years: [2015, null],
    engine: '2.0 TDI 110 kW',
    wheels: { pcd: '5x120', bore: '65.1', et: [45, 51], rims: [16, 17, 18], tyres: ['205/65R16', '215/65R16', '235/65R16'] },
    battery: { ah: 70, cca: 570, box: L3, layout: '0' },
  },
  {
    code: 'BMW-3-F30-320D',
    make: 'BMW',
    model: '3er (F30)',
    years: [2012, 2019],
    engine: '320d 140 kW',
    wheels: {
      pcd: '5x120',
      bore: '72.6',
      et: [30, 45],
      rims: [16, 17, 18, 19],
      tyres: ['205/60R16', '225/50R17', '225/45R17', '225/40R18'],
    },
    battery: { ah: 80, cca: 680, box: L4, layout: '0' },
  },
  {
    code: 'MB-C-W205-C200',
    make: 'Mercedes-Benz',
    model: 'C-Klasse (W205)',
    years: [2014, 2021],
    engine: 'C 200 135 kW',
    wheels: {
      pcd: '5x112',
      bore: '66.6',
      et: [38, 50],
      rims: [16, 17, 18, 19],
      tyres: ['205/60R16', '225/50R17', '225/45R17', '225/40R18'],
    },
    battery: { ah: 80, cca: 680, box: L4, layout: '0' },
  },
  {
    code: 'AUDI-A4-B9-20TDI',
    make: 'Audi',
    model: 'A4 (B9)',
    years: [2015, null],
    engine: '2.0 TDI 110 kW',
    wheels: {
      pcd: '5x112',
      bore: '66.5',
      et: [30, 45],
      rims: [16, 17, 18, 19],
      tyres: ['205/60R16', '225/50R17', '235/45R18', '245/40R19'],
    },
    battery: { ah: 70, cca: 570, box: L3, layout: '0' },
  },
  {
    code: 'FORD-FOCUS-3-16',
    make: 'Ford',
    model: 'Focus III',
    years: [2011, 2018],
    engine: '1.6 Ti-VCT 92 kW',
    wheels: {
      pcd: '5x108',
      bore: '63.4',
      et: [45, 52],
      rims: [15, 16, 17, 18],
      tyres: ['195/65R15', '205/55R16', '215/55R17', '235/45R18'],
    },
    battery: { ah: 60, cca: 480, box: L2, layout: '0' },
  },
  {
    code: 'PEUGEOT-308-2-12',
    make: 'Peugeot',
    model: '308 II',
    years: [2013, 2021],
    engine: '1.2 PureTech 96 kW',
    wheels: {
      pcd: '4x108',
      bore: '65.1',
      et: [30, 40],
      rims: [15, 16, 17, 18],
      tyres: ['195/65R15', '205/55R16', '225/45R17', '225/40R18'],
    },
    battery: { ah: 70, cca: 570, box: L3, layout: '0' },
  },
  {
    code: 'RENAULT-CLIO-4-09',
    make: 'Renault',
    model: 'Clio IV',
    years: [2012, 2019],
    engine: '0.9 TCe 66 kW',
    wheels: { pcd: '4x100', bore: '60.1', et: [35, 45], rims: [15, 16, 17], tyres: ['185/65R15', '195/55R16', '205/45R17'] },
    battery: { ah: 50, cca: 420, box: L2, layout: '0' },
  },
  {
    code: 'OPEL-CORSA-E-14',
    make: 'Opel',
    model: 'Corsa E',
    years: [2014, 2019],
    engine: '1.4 66 kW',
    wheels: { pcd: '4x100', bore: '56.6', et: [35, 45], rims: [14, 15, 16, 17], tyres: ['175/65R14', '185/65R15', '195/55R16'] },
    battery: { ah: 50, cca: 420, box: L2, layout: '0' },
  },
  {
    code: 'DACIA-DUSTER-2-15DCI',
    make: 'Dacia',
    model: 'Duster II',
    years: [2018, null],
    engine: '1.5 dCi 85 kW',
    wheels: { pcd: '5x114.3', bore: '66.1', et: [35, 45], rims: [16, 17], tyres: ['215/65R16', '215/60R17', '225/65R17'] },
    battery: { ah: 70, cca: 570, box: L3, layout: '0' },
  },
  {
    code: 'TOYOTA-RAV4-4-20',
    make: 'Toyota',
    model: 'RAV4 IV',
    years: [2013, 2018],
    engine: '2.0 VVT-i 111 kW',
    wheels: { pcd: '5x114.3', bore: '60.1', et: [35, 45], rims: [17, 18, 19], tyres: ['225/65R17', '235/60R18', '235/55R19'] },
    battery: { ah: 70, cca: 570, box: L3, layout: '1' },
  },
];

export async function seedDemoFitment(trx: Db, opts: { createdBy: string; documents?: DocumentStore }) {
  const vehicleIds = new Map<string, number>();
  for (const v of DEMO_VEHICLES) {
    const row = await trx
      .insertInto('fitment_vehicles')
      .values({ code: v.code, make: v.make, model: v.model, year_from: v.years[0], year_to: v.years[1], engine: v.engine })
      .returning('id')
      .executeTakeFirstOrThrow();
    vehicleIds.set(v.code, row.id);
    await trx
      .insertInto('fitment_vehicle_wheels')
      .values({
        vehicle_id: row.id,
        pcd: v.wheels.pcd,
        centre_bore: v.wheels.bore,
        offset_min: v.wheels.et[0],
        offset_max: v.wheels.et[1],
        rim_diameters: v.wheels.rims,
        tyre_sizes: v.wheels.tyres,
      })
      .execute();
    await trx
      .insertInto('fitment_vehicle_batteries')
      .values({
        vehicle_id: row.id,
        capacity_ah: v.battery.ah,
        cca: v.battery.cca,
        max_length_mm: v.battery.box[0],
        max_width_mm: v.battery.box[1],
        max_height_mm: v.battery.box[2],
        terminal_layout: v.battery.layout,
      })
      .execute();
  }

  // The demo batteries' spec sheets, from their capacity and CCA properties (seed/catalogue.ts).
  await sql`
    insert into fitment_battery_products (product_id, capacity_ah, cca, length_mm, width_mm, height_mm, terminal_layout)
    select p.id, s.ah, s.cca,
      case when s.ah <= 50 then 207 when s.ah <= 62 then 242 when s.ah <= 74 then 278 when s.ah <= 80 then 315 else 353 end,
      175,
      case when s.ah <= 45 then 175 else 190 end,
      case when p.id % 7 = 0 then '1' else '0' end
    from products p
    cross join lateral (
      select max(case when pr.key = 'capacity' then split_part(d.code, ' ', 1)::int end) as ah,
             max(case when pr.key = 'cca' then split_part(d.code, ' ', 1)::int end) as cca
      from product_property_details ppd
      join property_details d on d.id = ppd.property_detail_id
      join properties pr on pr.id = d.property_id
      where ppd.product_id = p.id and pr.key in ('capacity', 'cca')
    ) s
    where p.code like 'AKU-%' and s.ah is not null and s.cca is not null`.execute(trx);

  // Gutachten/ABE: for the Golf VII 1.4 TSI and the C-Klasse, the first alloy rims that fit them.
  const creator = await trx.selectFrom('users').select('id').where('account_name', '=', opts.createdBy).executeTakeFirst();
  let folderId: string | null = null;
  let n = 0;
  for (const code of ['VW-GOLF-7-14TSI', 'MB-C-W205-C200']) {
    const v = DEMO_VEHICLES.find((x) => x.code === code)!;
    const rims = await fittingRimIds(trx, v, 6);
    for (const rim of rims) {
      n++;
      const kind = n % 3 === 0 ? 'gutachten' : 'abe';
      const opinionCode = kind === 'abe' ? `KBA ${String(48_000 + n * 37)}` : `GA-${String(2024_0100 + n)}`;
      let documentId: string | null = null;
      if (opts.documents) {
        if (!folderId) {
          const folder = await trx
            .insertInto('document_folders')
            .values({
              type: 'certificates',
              parent_id: null,
              name: 'Gutachten / ABE',
              name_key: 'gutachten / abe',
              created_by: creator?.id ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          folderId = folder.id;
        }
        const pdf = expertOpinionPdf([
          kind === 'abe' ? 'Allgemeine Betriebserlaubnis (ABE)' : 'Teilegutachten',
          `Nummer: ${opinionCode}`,
          `Felge: ${rim.code} ${rim.name}`,
          `Fahrzeug: ${v.make} ${v.model} ${v.engine}`,
          'Demodokument - kein rechtsgueltiges Gutachten.',
        ]);
        const stored = await opts.documents.write(Readable.from([pdf]), pdf.length + 1);
        const name = `${opinionCode.replace(/\s+/g, '-')}-${rim.code}.pdf`;
        const doc = await trx
          .insertInto('documents')
          .values({
            type: 'certificates',
            folder_id: folderId,
            name,
            name_key: name.toLocaleLowerCase('tr'),
            extension: 'pdf',
            content_type: 'application/pdf',
            size_bytes: stored.size,
            storage_key: stored.key,
            created_by: creator?.id ?? null,
            updated_by: creator?.id ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        documentId = doc.id;
      }
      await trx
        .insertInto('fitment_expert_opinions')
        .values({ code: opinionCode, kind, product_id: rim.id, vehicle_id: vehicleIds.get(code)!, document_id: documentId })
        .execute();
    }
  }
  return { vehicles: DEMO_VEHICLES.length, opinions: n };
}

/** Alloy rims that fit a demo vehicle (by the catalogue's rim properties), lowest ids first. */
async function fittingRimIds(trx: Db, v: DemoVehicle, limit: number) {
  const result = await sql<{ id: number; code: string; name: string }>`
    select p.id, p.code, p.name from products p
    join categories c on c.id = p.category_id and c.code = 'JNT-ALU'
    where p.is_active
      and exists (select 1 from product_property_details x join property_details d on d.id = x.property_detail_id
        join properties pr on pr.id = d.property_id where x.product_id = p.id and pr.key = 'pcd' and d.code = ${v.wheels.pcd})
      and exists (select 1 from product_property_details x join property_details d on d.id = x.property_detail_id
        join properties pr on pr.id = d.property_id where x.product_id = p.id and pr.key = 'diameter'
          and d.code = any(${v.wheels.rims.map((r) => `${r}"`)}::text[]))
      and exists (select 1 from product_property_details x join property_details d on d.id = x.property_detail_id
        join properties pr on pr.id = d.property_id where x.product_id = p.id and pr.key = 'et'
          and (case when d.code ~ '^ET-?[0-9]+$' then replace(d.code, 'ET', '')::int end) between ${v.wheels.et[0]} and ${v.wheels.et[1]})
    order by p.id limit ${limit}`.execute(trx);
  return result.rows;
}

/** A one-page PDF with these lines (Helvetica, ASCII): a stand-in for a scanned Gutachten. */
export function expertOpinionPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${760 - i * 28} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
