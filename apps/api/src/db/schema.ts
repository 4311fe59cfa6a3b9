import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types, written by hand beside the migrations (migrations/ is the authority). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default. */
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface RolesTable {
  id: Generated<number>;
  name: string;
  role_type: 'admin' | 'staff' | 'salesman' | 'dealer';
  is_system: Generated<boolean>;
  /** A built-in role's name per language (migration 0054); null: `name` in every language. */
  names: ColumnType<LocalisedNames | null, string | null | undefined, string | null>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** Soft delete (migration 0003): a deleted role frees its name. */
  deleted_at: Timestamp | null;
}

export interface PermissionsTable {
  code: string;
  area: string;
  action: string;
  sort_order: number;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_code: string;
}

export interface CustomersTable {
  id: Generated<string>;
  /** ERP account code; a customer with a code is a dealer (isBayi). */
  code: string | null;
  name: string;
  title: string | null;
  email: string | null;
  phone_number: string | null;
  representative_person: string | null;
  country_code: string;
  currency: Generated<string>;
  is_active: Generated<boolean>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** Company details (migration 0005), filled from an approved registration. */
  tax_number: ColumnType<string | null, string | null | undefined, string | null>;
  tax_office: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  customer_sectors: ColumnType<string[], string[] | undefined, string[]>;
  /** Consents of the registration that created the customer (migration 0021); false for any other customer. */
  is_kvkk_confirm: Generated<boolean>;
  is_communication_confirm: Generated<boolean>;
  /** Pricing (migration 0006): cascading discount rates in percent, e.g. {10,5}; select as text[]. */
  discount_rates: ColumnType<string[], string[] | undefined, string[]>;
  price_group: ColumnType<string | null, string | null | undefined, string | null>;
  /** Buys under an export registration (migration 0010; warehouse rules isExportRegistered). */
  is_export_registered: Generated<boolean>;
  /** Moves when what the catalogue shows this customer changes (migration 0012): select as text. */
  view_revision: Generated<string>;
  /** Migration 0026: the language the portal writes to the customer in; null: the user's own. */
  language: ColumnType<'tr' | 'de' | 'en' | null, string | null | undefined, string | null>;
}

/** One row: moves with every change of the active products' list data (migration 0012). */
export interface CatalogueRevisionTable {
  id: Generated<boolean>;
  revision: string;
}

/** A product's list price in another currency than its own (migration 0015). */
export interface ProductPricesTable {
  product_id: number;
  currency: string;
  list_price: string;
  updated_at: TimestampDefault;
}

export interface SalesmenTable {
  id: Generated<string>;
  code: string;
  name: string;
  email: string | null;
  created_at: TimestampDefault;
  /** Migration 0026. */
  phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  is_active: Generated<boolean>;
  updated_at: TimestampDefault;
}

export interface SalesmanCustomersTable {
  salesman_id: string;
  customer_id: string;
}

export interface UsersTable {
  id: Generated<string>;
  account_name: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  language: Generated<string>;
  role_id: number;
  user_type: 'staff' | 'salesman' | 'dealer';
  customer_id: string | null;
  salesman_id: string | null;
  is_active: Generated<boolean>;
  is_password_change_required: Generated<boolean>;
  password_changed_at: TimestampDefault;
  last_logged_on: Timestamp | null;
  deleted_at: Timestamp | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: TimestampDefault;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: TimestampDefault;
}

export interface SignInThrottleTable {
  /** `account:<name>` or `address:<ip>`. */
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: Generated<'pending' | 'sent' | 'failed' | 'kept'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: TimestampDefault;
  sent_at: Timestamp | null;
  /** Migration 0032: the event and template version it was rendered from, its copies, the provider's answer. */
  event: string | null;
  template_version: number | null;
  language: string | null;
  cc: Generated<string[]>;
  bcc: Generated<string[]>;
  provider_response: string | null;
}

export interface EmailEventSettingsTable {
  id: Generated<number>;
  event_name: string;
  category_id: number | null;
  is_active: Generated<boolean>;
  cc: Generated<string[]>;
  bcc: Generated<string[]>;
  updated_at: TimestampDefault;
  updated_by: string | null;
}

export interface EmailTemplatesTable {
  event_setting_id: number;
  language: 'tr' | 'de' | 'en';
  /** null (with body): the built-in text is in force. */
  title: string | null;
  body: string | null;
  version: Generated<number>;
  updated_at: TimestampDefault;
  updated_by: string | null;
}

export interface JobsTable {
  id: Generated<string>;
  queue: string;
  payload: Json;
  status: Generated<'pending' | 'running' | 'done' | 'failed'>;
  run_at: TimestampDefault;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: TimestampDefault;
  finished_at: Timestamp | null;
}

export interface SettingsTable {
  id: Generated<number>;
  key: string;
  value: Json;
  description: Generated<string>;
  is_static: Generated<boolean>;
  is_active: Generated<boolean>;
  version: Generated<number>;
  updated_at: TimestampDefault;
}

/** Administrators' overrides of the interface texts, by key and language (migration 0030). */
export interface TranslationOverridesTable {
  key: string;
  language: 'tr' | 'de' | 'en';
  value: string;
  updated_at: TimestampDefault;
  updated_by: string | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_user_id: string | null;
  /** create, update, delete, set-password, ... */
  action: string;
  /** user, role, ... */
  entity: string;
  entity_id: string;
  before: Json | null;
  after: Json | null;
  created_at: TimestampDefault;
}

/** Delivery addresses (migration 0005); deleted softly, orders reference them. */
export interface CustomerAddressesTable {
  id: Generated<string>;
  customer_id: string;
  code: string;
  caption: string;
  title: string | null;
  responsible: string | null;
  address: string;
  city: string;
  post_code: string | null;
  country_code: string;
  is_default: Generated<boolean>;
  /** Who wrote it (migration 0031): `erp` (the customer sync, which replaces only these) or `portal`. */
  origin: ColumnType<'portal' | 'erp', 'portal' | 'erp' | undefined, 'portal' | 'erp'>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  deleted_at: Timestamp | null;
}

/** The customer ledger (migration 0005): sign 1 debit, -1 credit; amount numeric(14,2) as a string. */
export interface FinanceTransactionsTable {
  id: Generated<string>;
  customer_id: string;
  fiche_no: string;
  fiche_type: string;
  fiche_type_id: number;
  description: string | null;
  /** `date` columns: written as 'YYYY-MM-DD', read back as text by the queries. */
  create_date: ColumnType<string, string, string>;
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  sign: number;
  amount: ColumnType<string, string, string>;
  currency: string;
  created_at: TimestampDefault;
  /** Migration 0026: the ERP's id of the row (the sync's key). */
  erp_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: TimestampDefault;
}

/** Dealer self-registrations (migration 0005, design.md §4 sign-up). */
export interface CustomerRegistrationsTable {
  id: Generated<string>;
  name: string;
  title: string;
  email: string;
  phone_number: string;
  representative_person: string;
  tax_number: string | null;
  tax_office: string | null;
  address: string | null;
  city: string | null;
  country_code: string | null;
  customer_sectors: ColumnType<string[], string[] | undefined, string[]>;
  language: Generated<string>;
  is_kvkk_confirm: boolean;
  is_communication_confirm: Generated<boolean>;
  consent_ip: string | null;
  consent_at: TimestampDefault;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  customer_id: string | null;
  created_at: TimestampDefault;
  decided_at: Timestamp | null;
  decided_by: string | null;
  /** Migration 0016: the administrator's reason for a rejection. */
  rejection_reason: string | null;
}

/** Countries (migration 0004): ISO 3166-1 alpha-2 code and the name per language. */
export interface CountriesTable {
  code: string;
  name_tr: string;
  name_de: string;
  name_en: string;
}

// ---- catalogue (migration 0006) ----

/** Names in the three interface languages (spec 01 §9). */
export type LocalisedNames = { tr: string; de: string; en: string };

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  /** LST tyres, JNT rims, AKU batteries, AKS accessories, YAG oil; sub-categories have their own. */
  code: string;
  names: Json<LocalisedNames>;
  icon: string | null;
  ref_code: string | null;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
}

export interface PropertiesTable {
  id: Generated<number>;
  category_id: number;
  /** Stable key: brand, width, aspect, rim, season, pcd, ... */
  key: string;
  names: Json<LocalisedNames>;
  sort_order: Generated<number>;
  is_facet: Generated<boolean>;
}

export interface PropertyDetailsTable {
  id: Generated<number>;
  property_id: number;
  code: string;
  /** The value as shown when `names` is null (brands, sizes). */
  name: string;
  names: ColumnType<LocalisedNames | null, string | null | undefined, string | null>;
  sort_order: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  code: string;
  name: string;
  category_id: number;
  unit_code: Generated<string>;
  /** numeric(5,2) as a string, percent. */
  vat_rate: ColumnType<string, string | undefined, string>;
  /** numeric(14,4) as a string, in `currency`. */
  list_price: ColumnType<string, string, string>;
  currency: Generated<string>;
  campaign: ColumnType<string | null, string | null | undefined, string | null>;
  min_order_qty: Generated<number>;
  max_order_qty: ColumnType<number | null, number | null | undefined, number | null>;
  placeholder_qty: Generated<number>;
  pre_sale_text: ColumnType<string | null, string | null | undefined, string | null>;
  is_active: Generated<boolean>;
  /** Denormalised product_property_details: keep both in sync in one transaction. */
  detail_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** Built by lib/product-search-text.ts (buildProductSearchText). */
  search_text: ColumnType<string, string | undefined, string>;
  created_at: TimestampDefault;
  /** Per-unit expense (recycling/environmental fee), net, numeric(14,4) (migration 0010). */
  expense_cost: ColumnType<string, string | undefined, string>;
  /** The barcode (EAN-8/13, UPC-A, GTIN-14 digits), null when none (migration 0025). */
  ean: ColumnType<string | null, string | null | undefined, string | null>;
  /** The ERP's names per language, any of them (migration 0054); null: `name` in every language. */
  names: ColumnType<Partial<LocalisedNames> | null, string | null | undefined, string | null>;
}

/** A customer's stock feed token (migration 0025): one per customer, stored hashed. */
export interface StockFeedTokensTable {
  customer_id: string;
  token_hash: string;
  culture: 'tr' | 'de' | 'en';
  created_at: TimestampDefault;
  created_by: string | null;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ProductPropertyDetailsTable {
  product_id: number;
  property_detail_id: number;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  sort_order: Generated<number>;
  /** Migration 0022: a picture the demo seed drew; a real one replaces it (triggers there). */
  is_generated: Generated<boolean>;
}

export interface WarehousesTable {
  code: string;
  name: string;
  division_id: Generated<number>;
  priority: Generated<number>;
  is_active: Generated<boolean>;
}

export interface StocksTable {
  product_id: number;
  warehouse_code: string;
  quantity: number;
}

/** Per customer and property detail (design.md §4); absent: settings `catalogueAccessDefaults`. */
export interface CustomerAccessTable {
  id: Generated<string>;
  customer_id: string;
  property_detail_id: number;
  has_list: Generated<boolean>;
  has_basket: Generated<boolean>;
  show_price: Generated<boolean>;
  show_stock: Generated<boolean>;
  show_xml_stock: Generated<boolean>;
}

// ---- order lists (migration 0055, ADR 0063) ----

/** A customer's named order list, shared by everyone acting for it. */
export interface OrderListsTable {
  id: Generated<string>;
  customer_id: string;
  name: string;
  /** The name folded for uniqueness per customer (modules/lists/list-name.ts). */
  name_key: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** One product of an order list, in the list's order. */
export interface OrderListLinesTable {
  id: Generated<number>;
  list_id: string;
  product_id: number;
  quantity: number;
  sort_order: number;
}

// ---- price rules (migration 0056) ----

export interface PriceListsTable {
  id: Generated<number>;
  code: string;
  name: string;
  currency: string;
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  valid_to: ColumnType<string | null, string | null | undefined, string | null>;
  is_active: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface PriceListItemsTable {
  price_list_id: number;
  product_id: number;
  min_quantity: Generated<number>;
  price: string;
}

export interface PriceListAssignmentsTable {
  id: Generated<number>;
  price_list_id: number;
  customer_id: string | null;
  price_group: string | null;
}

export interface CampaignsTable {
  id: Generated<number>;
  code: string;
  names: ColumnType<Record<string, string>, string, string>;
  starts_on: string;
  ends_on: string;
  kind: 'percent' | 'fixedPrice';
  value: string;
  currency: string | null;
  customer_ids: Generated<string[]>;
  price_groups: Generated<string[]>;
  product_ids: Generated<number[]>;
  category_ids: Generated<number[]>;
  is_active: Generated<boolean>;
  updated_at: Generated<Date>;
}

// ---- favourites (migration 0007) ----

/** A user's favourite product while acting for a customer (spec 02 §7 Home favorites). */
export interface FavoritesTable {
  user_id: string;
  customer_id: string;
  product_id: number;
  created_at: TimestampDefault;
}

/** An additional detail (migration 0009): category-wide, narrowed to a property value, or one product's. */
export interface ProductAdditionalDetailsTable {
  id: Generated<number>;
  category_id: number;
  product_id: number | null;
  property_id: number | null;
  property_detail_id: number | null;
  label: string;
  value: Generated<string>;
  localised_values: ColumnType<Partial<LocalisedNames>, string | undefined, string>;
  type: ColumnType<'text' | 'image' | 'link', 'text' | 'image' | 'link' | undefined, 'text' | 'image' | 'link'>;
  image_url: string | null;
  /** Migration 0017: the image's webp thumbnail (null for images stored before thumbnails). */
  image_thumbnail_url: Generated<string | null>;
  sort_order: Generated<number>;
  created_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** A customer's own code and name for a portal category (migration 0009). */
export interface CategoryMapsTable {
  id: Generated<number>;
  customer_id: string;
  category_id: number;
  external_code: string;
  external_name: string;
  icon_url: string | null;
  /** Migration 0017: the icon's webp thumbnail (null for icons stored before thumbnails). */
  icon_thumbnail_url: Generated<string | null>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

// ---- ordering (migration 0010) ----

export interface DivisionsTable {
  id: number;
  code: string;
  name: string;
}

/** A payment method offered for a category (null: every category). */
export interface OrderParametersTable {
  id: Generated<number>;
  category_id: number | null;
  payment_method_code: string;
  names: ColumnType<LocalisedNames, string, string>;
  /** numeric(5,2) percent. */
  discount_rate: ColumnType<string, string | undefined, string>;
  due_days: Generated<number>;
  is_online: Generated<boolean>;
  is_default: Generated<boolean>;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface CartsTable {
  id: Generated<string>;
  customer_id: string;
  delivery_address_id: string | null;
  /** The currency of its lines; null while empty (migration 0013). */
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface CartLinesTable {
  id: Generated<string>;
  cart_id: string;
  product_id: number;
  quantity: number;
  payment_method_code: string | null;
  added_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export type OrderTransactionStatus = 'InQueue' | 'Completed' | 'Failed';

export interface OrderTransactionsTable {
  id: Generated<string>;
  customer_id: string;
  user_id: string;
  salesman_id: string | null;
  idempotency_key: string | null;
  status: ColumnType<OrderTransactionStatus, OrderTransactionStatus | undefined, OrderTransactionStatus>;
  request: Json;
  error_code: string | null;
  error_details: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_orders: ColumnType<unknown[], string | undefined, string>;
  created_at: TimestampDefault;
  finished_at: Timestamp | null;
}

/** An order document (b2BDocNo): one per transaction and payment method. Amounts numeric(14,2) strings. */
export interface OrdersTable {
  id: Generated<string>;
  doc_number: string;
  transaction_id: string;
  customer_id: string;
  user_id: string | null;
  salesman_id: string | null;
  payment_method_code: string;
  payment_method_name: string;
  is_online_payment: Generated<boolean>;
  due_days: Generated<number>;
  payment_status: ColumnType<
    'NotRequired' | 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'TestPaid',
    'NotRequired' | 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'TestPaid' | undefined
  >;
  currency: string;
  status: Generated<string>;
  note: string | null;
  shipping_address_id: string | null;
  shipping_address_caption: string;
  shipping_address: string;
  shipping_country_code: string;
  total_gross_amount: string;
  total_discount_amount: string;
  total_amount_without_tax: string;
  total_tax_amount: string;
  total_expense_amount: string;
  total_amount: string;
  erp_status: ColumnType<
    'Pending' | 'Sent' | 'Failed' | 'Rejected' | 'Standalone',
    'Pending' | 'Sent' | 'Failed' | 'Rejected' | 'Standalone' | undefined
  >;
  erp_reference: string | null;
  /** Why the ERP refused the order (Rejected) or the last error of a hand-off given up (Failed); migration 0031. */
  erp_error: ColumnType<string | null, string | null | undefined, string | null>;
  erp_modified_by: string | null;
  erp_modified_on: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancelled_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** The online payment's capture at its provider (migration 0038; the Cart order's captureTransactionId). */
  capture_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderLinesTable {
  id: Generated<string>;
  order_id: string;
  line_no: number;
  product_id: number;
  product_code: string;
  product_name: string;
  category_id: number;
  unit_code: string;
  quantity: number;
  shipped_quantity: Generated<number>;
  sale_price: string;
  discounted_price: string;
  campaign: ColumnType<{ code: string; names: Record<string, string> } | null, string | null | undefined, string | null>;
  price_before_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  discount_rates: ColumnType<string[], string[] | undefined, string[]>;
  vat_rate: string;
  expense_cost: ColumnType<string, string | undefined, string>;
  gross_amount: string;
  discount_amount: string;
  net_amount: string;
  expense_amount: string;
  tax_amount: string;
  total_amount: string;
  due_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: Generated<string>;
  is_deleted_by_erp: Generated<boolean>;
  is_added_by_erp: Generated<boolean>;
  cancelled_at: Timestamp | null;
  /** Migration 0026: the ERP's code of the item. */
  erp_line_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The quantity of an order line taken from one warehouse (a warehouse order, `{doc_number}-{n}`). */
export interface OrderLineDetailsTable {
  id: Generated<string>;
  order_line_id: string;
  number: string;
  warehouse_code: string;
  quantity: number;
  shipped_quantity: Generated<number>;
  status: Generated<string>;
  erp_modified_by: string | null;
  erp_modified_on: Timestamp | null;
}

export interface SalesmanLimitsTable {
  id: Generated<number>;
  salesman_code: string;
  product_code: string;
  quantity: number;
  start_date: ColumnType<Date, Date | string, Date | string>;
  end_date: ColumnType<Date, Date | string, Date | string>;
  created_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface SalesmanLimitLogsTable {
  id: Generated<string>;
  salesman_limit_id: number;
  doc_no: string | null;
  customer_code: string | null;
  old_quantity: number;
  new_quantity: number;
  order_date: Timestamp | null;
  created_by: string | null;
  created_at: TimestampDefault;
}

export interface WarehouseTargetsTable {
  id: Generated<number>;
  warehouse_code: string;
  accepted_country_codes: ColumnType<string[], string[] | undefined, string[]>;
  rejected_country_codes: ColumnType<string[], string[] | undefined, string[]>;
  priority: Generated<number>;
  is_export: Generated<boolean>;
  is_export_registered: Generated<boolean>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** Migration 0023: a machine client's key (only its SHA-256 is kept). */
export interface IntegrationKeysTable {
  id: Generated<string>;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: string[];
  created_by: string | null;
  created_at: TimestampDefault;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
}

/** Migration 0026: what the portal changed that the ERP reads back (the change feed). */
export interface IntegrationChangesTable {
  seq: ColumnType<string, never, never>;
  txid: ColumnType<string, never, never>;
  area: 'customers' | 'orders';
  kind: string;
  ref_id: string;
  created_at: TimestampDefault;
}

export interface Database {
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  customers: CustomersTable;
  catalogue_revision: CatalogueRevisionTable;
  product_prices: ProductPricesTable;
  salesmen: SalesmenTable;
  salesman_customers: SalesmanCustomersTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  sign_in_throttle: SignInThrottleTable;
  email_outbox: EmailOutboxTable;
  email_event_settings: EmailEventSettingsTable;
  email_templates: EmailTemplatesTable;
  jobs: JobsTable;
  settings: SettingsTable;
  translation_overrides: TranslationOverridesTable;
  audit_log: AuditLogTable;
  countries: CountriesTable;
  customer_addresses: CustomerAddressesTable;
  finance_transactions: FinanceTransactionsTable;
  integration_changes: IntegrationChangesTable;
  customer_registrations: CustomerRegistrationsTable;
  categories: CategoriesTable;
  properties: PropertiesTable;
  property_details: PropertyDetailsTable;
  products: ProductsTable;
  product_property_details: ProductPropertyDetailsTable;
  product_images: ProductImagesTable;
  warehouses: WarehousesTable;
  stocks: StocksTable;
  stock_feed_tokens: StockFeedTokensTable;
  customer_access: CustomerAccessTable;
  favorites: FavoritesTable;
  product_additional_details: ProductAdditionalDetailsTable;
  category_maps: CategoryMapsTable;
  divisions: DivisionsTable;
  order_parameters: OrderParametersTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  order_transactions: OrderTransactionsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_line_details: OrderLineDetailsTable;
  salesman_limits: SalesmanLimitsTable;
  salesman_limit_logs: SalesmanLimitLogsTable;
  warehouse_targets: WarehouseTargetsTable;
  integration_keys: IntegrationKeysTable;
  scheduled_jobs: ScheduledJobsTable;
  scheduled_job_runs: ScheduledJobRunsTable;
  document_folders: DocumentFoldersTable;
  documents: DocumentsTable;
  config_items: ConfigItemsTable;
  banners: BannersTable;
  bundles: BundlesTable;
  bundle_products: BundleProductsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  customer_pos_configs: CustomerPosConfigsTable;
  fitment_vehicles: FitmentVehiclesTable;
  fitment_vehicle_wheels: FitmentVehicleWheelsTable;
  fitment_vehicle_batteries: FitmentVehicleBatteriesTable;
  fitment_battery_products: FitmentBatteryProductsTable;
  fitment_expert_opinions: FitmentExpertOpinionsTable;
  order_lists: OrderListsTable;
  order_list_lines: OrderListLinesTable;
  price_lists: PriceListsTable;
  price_list_items: PriceListItemsTable;
  price_list_assignments: PriceListAssignmentsTable;
  campaigns: CampaignsTable;
}

/** Payment orders (migration 0038): one per attempt to pay an order; amount numeric(14,2) as a string. */
export interface PaymentsTable {
  id: Generated<string>;
  /** null: a payment of the customer's open balance (our extension). */
  order_id: string | null;
  customer_id: string;
  user_id: string | null;
  provider: 'demo' | 'paypal' | 'virtual-pos';
  status: ColumnType<
    'Created' | 'Paid' | 'Failed' | 'Cancelled' | 'Refunded',
    'Created' | 'Paid' | 'Failed' | 'Cancelled' | 'Refunded' | undefined
  >;
  amount: string;
  currency: string;
  return_url: string;
  cancel_url: string;
  provider_reference: string | null;
  capture_transaction_id: string | null;
  /** The provider's callback fields as received (the virtual POS's form post); untrusted until verified. */
  callback: ColumnType<unknown, string | null | undefined, string | null>;
  failure_reason: string | null;
  paid_at: Timestamp | null;
  /** A payment of the demo gateway's test mode (migration 0053): no money taken, nothing credited. */
  is_test: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** What happened to a payment, accepted or refused (migration 0038). */
export interface PaymentEventsTable {
  id: Generated<string>;
  payment_id: string;
  kind: string;
  detail: ColumnType<unknown, string | undefined, string>;
  created_at: TimestampDefault;
}

/** Customer POS configuration (migration 0038; spec 02 §3 "Point-of-sale entry"). */
export interface CustomerPosConfigsTable {
  id: Generated<number>;
  customer_id: string | null;
  pos_id: 'demo' | 'paypal' | 'virtual-pos';
  amount: string;
  priority: number;
  description: Generated<string>;
  created_by: string | null;
  modified_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** Config items (migration 0028): value as text, read by data_type. */
export interface ConfigItemsTable {
  id: Generated<number>;
  key: string;
  value: string;
  description: Generated<string>;
  data_type: 'string' | 'number' | 'boolean' | 'json' | 'date';
  operation: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Integration and scheduled SQL jobs (migration 0024). */
export interface ScheduledJobsTable {
  id: Generated<number>;
  kind: 'builtin' | 'sql';
  builtin_key: string | null;
  name: string;
  /** A built-in task's name per language (migration 0054); null: `name` in every language. */
  names: ColumnType<LocalisedNames | null, string | null | undefined, string | null>;
  cron_exp: string;
  sql: string | null;
  timeout_seconds: Generated<number>;
  is_active: Generated<boolean>;
  last_execution: Date | null;
  next_execution: Date | null;
  modified_on_utc: Generated<Date>;
  modified_by: string | null;
  created_at: Generated<Date>;
}

export interface ScheduledJobRunsTable {
  id: Generated<string>;
  job_id: number;
  trigger: 'schedule' | 'user';
  triggered_by: string | null;
  status: Generated<'queued' | 'running' | 'ok' | 'failed'>;
  queued_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
  rows_affected: string | null;
  error_message: string | null;
  sql_text: string | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CustomerRow = Selectable<CustomersTable>;

/** Migration 0029: the folders of the documents (per type; parent null: the type's root). */
export interface DocumentFoldersTable {
  id: Generated<string>;
  type: string;
  parent_id: string | null;
  name: string;
  name_key: string;
  created_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** Migration 0029: a document's metadata; its bytes are in the document store under `storage_key`. */
export interface DocumentsTable {
  id: Generated<string>;
  type: string;
  folder_id: string | null;
  name: string;
  name_key: string;
  extension: string;
  content_type: string;
  size_bytes: ColumnType<string, number, number>;
  storage_key: string;
  created_by: string | null;
  created_at: TimestampDefault;
  updated_by: string | null;
  updated_at: TimestampDefault;
}

/** A banner's stored image in one language (platform/storage saveImage). */
export interface BannerStoredImage {
  url: string;
  thumbnailUrl: string;
}

/** Bundles (migration 0040): texts by culture, tr always there. */
export interface BundlesTable {
  id: Generated<number>;
  tag: string;
  titles: Json<Record<'tr' | 'de' | 'en', string>>;
  descriptions: Json<Record<'tr' | 'de' | 'en', string>>;
  is_active: Generated<boolean>;
  created_by: string | null;
  created_at: TimestampDefault;
  updated_by: string | null;
  updated_at: TimestampDefault;
}

export interface BundleProductsTable {
  bundle_id: number;
  product_id: number;
  sort_order: number;
}

/** Banners (migration 0033): `images` by culture, tr always there. */
export interface BannersTable {
  id: Generated<number>;
  group_tag: string;
  category_id: number | null;
  country_code: string | null;
  title: string;
  description: Generated<string>;
  href: string | null;
  target: '_self' | '_blank';
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  active_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  active_to: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  images: Json<Partial<Record<'tr' | 'de' | 'en', BannerStoredImage>>>;
  created_by: string | null;
  created_at: TimestampDefault;
  updated_by: string | null;
  updated_at: TimestampDefault;
}

/** Fitment (migration 0043): vehicles, their wheel and battery fitment, battery spec sheets, expert opinions. */
export interface FitmentVehiclesTable {
  id: Generated<number>;
  code: string;
  make: string;
  model: string;
  year_from: number;
  year_to: number | null;
  engine: Generated<string>;
  is_active: Generated<boolean>;
  updated_at: TimestampDefault;
}

export interface FitmentVehicleWheelsTable {
  vehicle_id: number;
  pcd: string;
  /** numeric(5,1) as a string, mm. */
  centre_bore: string | null;
  offset_min: number;
  offset_max: number;
  rim_diameters: number[];
  tyre_sizes: ColumnType<string[], string[] | undefined, string[]>;
}

export interface FitmentVehicleBatteriesTable {
  vehicle_id: number;
  capacity_ah: number;
  cca: number;
  max_length_mm: number;
  max_width_mm: number;
  max_height_mm: number;
  terminal_layout: '0' | '1';
}

export interface FitmentBatteryProductsTable {
  product_id: number;
  capacity_ah: number;
  cca: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  terminal_layout: '0' | '1';
}

export interface FitmentExpertOpinionsTable {
  id: Generated<number>;
  code: string;
  kind: 'gutachten' | 'abe';
  product_id: number;
  vehicle_id: number;
  document_id: string | null;
  /** The SHA-256 of a PDF the sync stored (its document is the opinion's own); null otherwise (migration 0046). */
  pdf_sha256: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: TimestampDefault;
}
