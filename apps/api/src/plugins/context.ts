import type { Culture, RoleType } from '@dealerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { OutboundGuard } from '../platform/outbound';

/** Who is calling, loaded from the database on every authenticated request. */
export interface Actor {
  userId: string;
  /** The refresh-token family of this sign-in (the access token's `sid`). */
  sessionId: string;
  accountName: string;
  roleId: number;
  roleType: RoleType;
  userType: 'staff' | 'salesman' | 'dealer';
  permissions: ReadonlySet<string>;
  customerId: string | null;
  salesmanId: string | null;
}

/** The customer the caller acts for, after the scope check (design.md §4). */
export interface ActingCustomer {
  id: string;
  name: string;
  code: string | null;
  countryCode: string;
  /**
   * Moves whenever what the catalogue shows this customer changes (its pricing, access rules or the
   * default access flags; migration 0012), so the catalogue can cache its view of the customer.
   */
  viewRevision: string;
}

/** The machine client of a sync call: the integration key it sent (design.md §4b). */
export interface IntegrationCaller {
  keyId: string;
  name: string;
  scopes: readonly string[];
}

/** What every service function receives first (conventions: "the caller first"). */
export interface RequestContext {
  db: Db;
  config: Config;
  /** Connections to addresses an administrator typed go through it (platform/outbound, ADR 0061). */
  outbound: OutboundGuard;
  log: FastifyBaseLogger;
  culture: Culture;
  actor: Actor | null;
  customer: ActingCustomer | null;
  /** Set on the routes of an `{ integration }` rule only (never together with `actor`). */
  integrationKey?: IntegrationCaller | null;
  ip: string;
  userAgent: string | null;
}

/** A context whose caller is known (routes guarded by anything but `public`). */
export type SignedInContext = RequestContext & { actor: Actor };
/** A context of a machine call (routes guarded by `{ integration }`). */
export type IntegrationContext = RequestContext & { integrationKey: IntegrationCaller; actor: null };
/** A context acting for a customer (routes guarded by `customer`). */
export type CustomerContext = SignedInContext & { customer: ActingCustomer };
