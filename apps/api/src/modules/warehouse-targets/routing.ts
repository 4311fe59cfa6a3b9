/** A warehouse rule (spec 01 §3 Warehouse rule), as routing reads it. */
export interface WarehouseRule {
  warehouseCode: string;
  acceptedCountryCodes: readonly string[];
  rejectedCountryCodes: readonly string[];
  priority: number;
  isExport: boolean;
  isExportRegistered: boolean;
}

export interface RoutableWarehouse {
  code: string;
  name: string;
  divisionId: number;
  priority: number;
  isActive: boolean;
}

export interface Delivery {
  /** The delivery address's country. */
  countryCode: string;
  /** The distributor's own country (settings; deliveries elsewhere are exports). */
  homeCountryCode: string;
  /** The customer buys under an export registration. */
  isExportRegistered: boolean;
}

/**
 * The warehouses that serve a delivery, best first (design.md §4 warehouse rules).
 * - No rule at all: every active warehouse, by warehouse priority (a fresh install ships from anywhere).
 * - Otherwise a rule applies when the country is accepted (an empty list accepts every country) and not
 *   rejected, its `isExport` matches whether the delivery leaves the home country, and its
 *   `isExportRegistered` matches the customer's registration (export-registered sales are handled by
 *   their own warehouses and paperwork, so ordinary rules do not serve them and vice versa).
 * - Order: rule priority, then warehouse priority, then code (lower first); inactive warehouses never.
 */
export function warehousesFor(rules: readonly WarehouseRule[], warehouses: readonly RoutableWarehouse[], delivery: Delivery): string[] {
  const active = new Map(warehouses.filter((w) => w.isActive).map((w) => [w.code, w]));
  const byWarehouse = (a: RoutableWarehouse, b: RoutableWarehouse) => a.priority - b.priority || a.code.localeCompare(b.code);
  if (rules.length === 0) return [...active.values()].sort(byWarehouse).map((w) => w.code);

  const country = delivery.countryCode.toUpperCase();
  const isExport = country !== delivery.homeCountryCode.toUpperCase();
  const applicable = rules.filter(
    (r) =>
      active.has(r.warehouseCode) &&
      (r.acceptedCountryCodes.length === 0 || r.acceptedCountryCodes.some((c) => c.toUpperCase() === country)) &&
      !r.rejectedCountryCodes.some((c) => c.toUpperCase() === country) &&
      r.isExport === isExport &&
      r.isExportRegistered === delivery.isExportRegistered,
  );
  const best = new Map<string, number>();
  for (const r of applicable) best.set(r.warehouseCode, Math.min(best.get(r.warehouseCode) ?? Number.POSITIVE_INFINITY, r.priority));
  return [...best.entries()].sort(([a, pa], [b, pb]) => pa - pb || byWarehouse(active.get(a)!, active.get(b)!)).map(([code]) => code);
}

/**
 * warehousesFor as data, for statements that route inside the database. warehousesFor tells countries
 * apart only by the rules' lists and the home country, so the table holds the answer for any other
 * country and, where it differs, for each listed country and the home country; every answer is a pair
 * [ordinary customer, export-registered customer].
 */
export interface DeliveryTable {
  /** By upper-case country code; a country not here is answered by `other`. */
  countries: Record<string, [string[], string[]]>;
  other: [string[], string[]];
}

export function deliveryTable(
  rules: readonly WarehouseRule[],
  warehouses: readonly RoutableWarehouse[],
  homeCountryCode: string,
): DeliveryTable {
  const listed = new Set(
    [homeCountryCode, ...rules.flatMap((r) => [...r.acceptedCountryCodes, ...r.rejectedCountryCodes])].map((c) => c.toUpperCase()),
  );
  const both = (countryCode: string): [string[], string[]] => [
    warehousesFor(rules, warehouses, { countryCode, homeCountryCode, isExportRegistered: false }),
    warehousesFor(rules, warehouses, { countryCode, homeCountryCode, isExportRegistered: true }),
  ];
  // A code no list holds (country codes have two letters) stands for every unlisted country.
  let unlisted = '**';
  while (listed.has(unlisted)) unlisted += '*';
  const other = both(unlisted);
  const countries: DeliveryTable['countries'] = {};
  for (const c of listed) {
    const answer = both(c);
    if (JSON.stringify(answer) !== JSON.stringify(other)) countries[c] = answer;
  }
  return { countries, other };
}
