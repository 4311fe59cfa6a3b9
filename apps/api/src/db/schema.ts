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
}

export interface SalesmenTable {
  id: Generated<string>;
  code: string;
  name: string;
  email: string | null;
  created_at: TimestampDefault;
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
  key: string;
  value: Json;
  updated_at: TimestampDefault;
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

export interface Database {
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  customers: CustomersTable;
  salesmen: SalesmenTable;
  salesman_customers: SalesmanCustomersTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  sign_in_throttle: SignInThrottleTable;
  email_outbox: EmailOutboxTable;
  jobs: JobsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CustomerRow = Selectable<CustomersTable>;
