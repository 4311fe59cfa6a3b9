import { type Kysely, sql } from 'kysely';

/**
 * Catalogue images and inactive categories (ADR 0022).
 *
 * - Thumbnails: an uploaded image is stored as webp (bounded) with a webp thumbnail beside it
 *   (platform/storage); the rows keep the thumbnail's URL for the administration lists. Rows of
 *   uploads stored before have none (null): the lists show the image itself.
 * - Categories move `catalogue_revision` (migration 0012): an inactive category hides its branch's
 *   products (modules/catalog visibleSql, and the catalogue index leaves them out), and the index's
 *   positions follow the tree's order, so a category's activation, parent or order changing makes every
 *   process rebuild its index, as a product change does.
 */
const UP = [
  `alter table product_additional_details add column image_thumbnail_url text`,
  `alter table category_maps add column icon_thumbnail_url text`,
  `create trigger categories_catalogue_revision after insert or delete on categories
    for each statement execute function bump_catalogue_revision()`,
  `create trigger categories_catalogue_revision_upd after update of parent_id, is_active, sort_order on categories
    for each statement execute function bump_catalogue_revision()`,
  `create trigger categories_catalogue_revision_truncate after truncate on categories
    for each statement execute function bump_catalogue_revision()`,
];

const DOWN = [
  `drop trigger categories_catalogue_revision_truncate on categories`,
  `drop trigger categories_catalogue_revision_upd on categories`,
  `drop trigger categories_catalogue_revision on categories`,
  `alter table category_maps drop column icon_thumbnail_url`,
  `alter table product_additional_details drop column image_thumbnail_url`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
