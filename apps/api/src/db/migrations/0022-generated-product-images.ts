import { type Kysely, sql } from 'kysely';

/**
 * Generated product pictures (issue 12): the demo seed draws a picture per product kind, brand and
 * variant (db/seed/pictures.ts) and links it to each product as a `product_images` row marked
 * `is_generated`. A real picture (the ERP's, an administrator's upload) always wins, whoever writes it:
 *
 * - a real row replaces the product's generated ones (they are deleted in the same statement);
 * - a generated row is not added to a product that already has a real one (a later seed or a picture
 *   refresh never covers an upload).
 *
 * Triggers rather than a rule in each writer: product images are written by the seed today and by the
 * ERP sync and uploads later, and the seven readers stay as they are (every row they see is shown).
 * The generated files are shared by many products, so removing a row never removes a file.
 */
const UP = [
  `alter table product_images add column is_generated boolean not null default false`,
  `create function product_images_real_first() returns trigger language plpgsql as $$
  begin
    if new.is_generated then
      if exists (select 1 from product_images where product_id = new.product_id and not is_generated) then
        return null;
      end if;
    else
      delete from product_images where product_id = new.product_id and is_generated;
    end if;
    return new;
  end $$`,
  `create trigger product_images_real_first before insert on product_images
    for each row execute function product_images_real_first()`,
];

const DOWN = [
  `drop trigger product_images_real_first on product_images`,
  `drop function product_images_real_first()`,
  `alter table product_images drop column is_generated`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
