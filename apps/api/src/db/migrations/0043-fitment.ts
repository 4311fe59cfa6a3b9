import { type Kysely, sql } from 'kysely';

/**
 * Fitment data (issue 19; our extension; ADR 0052): which wheels and batteries fit which vehicle, for the
 * configurator, the battery search and the expert opinions (spec 01 §2 "Other").
 *
 * - `fitment_vehicles`: a vehicle as a catalogue of fitments knows it: make, model, a year range (year_to
 *   null: still built) and an engine. `code` is the stable key an import names it by.
 * - `fitment_vehicle_wheels`: one wheel fitment per vehicle: bolt pattern (PCD, as the catalogue's rim
 *   property writes it: `5x112`), centre bore in mm, the offset range (ET, mm), the rim diameters in inches
 *   and the tyre sizes (`205/55R16`). Rims match by PCD, diameter and offset, tyres by size (both through
 *   the catalogue's product properties; modules/fitment).
 * - `fitment_vehicle_batteries`: one battery fitment per vehicle: the least capacity (Ah) and cold cranking
 *   current (A), the largest box (mm) and the terminal layout (`0`: plus on the right, `1`: on the left,
 *   as EN 50342 battery tables write it).
 * - `fitment_battery_products`: a battery product's spec sheet (capacity, CCA, box, terminal layout): what
 *   the battery search matches on, since the catalogue's properties carry no dimensions.
 * - `fitment_expert_opinions`: a Gutachten or ABE for a rim product on a vehicle: its number (`code`), its
 *   kind, and the PDF as a document of the document storage (type `certificates`, migration 0029). A rim
 *   or vehicle that is deleted takes its opinions along; a deleted document leaves the opinion without PDF.
 */
const UP = [
  `create table fitment_vehicles (
    id serial primary key,
    code text not null unique check (length(code) between 1 and 60),
    make text not null check (length(make) between 1 and 60),
    model text not null check (length(model) between 1 and 80),
    year_from integer not null check (year_from between 1950 and 2100),
    year_to integer check (year_to is null or year_to between year_from and 2100),
    engine text not null default '' check (length(engine) <= 80),
    is_active boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  `create index fitment_vehicles_make_model on fitment_vehicles (lower(make), lower(model)) where is_active`,
  `create table fitment_vehicle_wheels (
    vehicle_id integer primary key references fitment_vehicles(id) on delete cascade,
    pcd text not null check (pcd ~ '^[0-9]x[0-9]{2,3}(\\.[0-9])?$'),
    centre_bore numeric(5,1) check (centre_bore is null or centre_bore > 0),
    offset_min integer not null check (offset_min between -100 and 150),
    offset_max integer not null check (offset_max between offset_min and 150),
    rim_diameters integer[] not null check (cardinality(rim_diameters) between 1 and 12),
    tyre_sizes text[] not null default '{}'
  )`,
  `create table fitment_vehicle_batteries (
    vehicle_id integer primary key references fitment_vehicles(id) on delete cascade,
    capacity_ah integer not null check (capacity_ah between 1 and 400),
    cca integer not null check (cca between 1 and 3000),
    max_length_mm integer not null check (max_length_mm > 0),
    max_width_mm integer not null check (max_width_mm > 0),
    max_height_mm integer not null check (max_height_mm > 0),
    terminal_layout text not null check (terminal_layout in ('0', '1'))
  )`,
  `create table fitment_battery_products (
    product_id integer primary key references products(id) on delete cascade,
    capacity_ah integer not null check (capacity_ah between 1 and 400),
    cca integer not null check (cca between 1 and 3000),
    length_mm integer not null check (length_mm > 0),
    width_mm integer not null check (width_mm > 0),
    height_mm integer not null check (height_mm > 0),
    terminal_layout text not null check (terminal_layout in ('0', '1'))
  )`,
  `create index fitment_battery_products_spec on fitment_battery_products (capacity_ah, cca)`,
  `create table fitment_expert_opinions (
    id serial primary key,
    code text not null check (length(code) between 1 and 60),
    kind text not null check (kind in ('gutachten', 'abe')),
    product_id integer not null references products(id) on delete cascade,
    vehicle_id integer not null references fitment_vehicles(id) on delete cascade,
    document_id uuid references documents(id) on delete set null,
    created_at timestamptz not null default now(),
    unique (code, product_id, vehicle_id)
  )`,
  `create index fitment_expert_opinions_code on fitment_expert_opinions (lower(code))`,
  `create index fitment_expert_opinions_product on fitment_expert_opinions (product_id)`,
  `create index fitment_expert_opinions_vehicle on fitment_expert_opinions (vehicle_id)`,
];

const DOWN = [
  `drop table fitment_expert_opinions`,
  `drop table fitment_battery_products`,
  `drop table fitment_vehicle_batteries`,
  `drop table fitment_vehicle_wheels`,
  `drop table fitment_vehicles`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
