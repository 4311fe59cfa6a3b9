import type { VehicleSyncRow } from '@dealerport/contract';
import type { Handler } from './erp-sync.service';
import * as repo from './fitment-sync.repository';
import { dropDuplicates } from './sync-rows';

/**
 * Vehicles with their wheel and battery fitment (issue 19; ADR 0052), keyed by the ERP's (or the fitment
 * supplier's) vehicle code. A row is the whole vehicle: fitments it leaves out are removed. Rows equal to what
 * is stored are left alone (`unchanged`).
 */
export const syncVehicles: Handler<VehicleSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => v.code.toUpperCase(), 'code', errors);
  if (errors.count > 0) return null;
  const values: repo.VehicleValues[] = rows.map(({ value: v }) => ({
    code: v.code,
    make: v.make,
    model: v.model,
    year_from: v.yearFrom,
    year_to: v.yearTo,
    engine: v.engine,
    is_active: v.active,
    wheel:
      v.pcd === undefined
        ? null
        : {
            pcd: v.pcd,
            centre_bore: v.centreBore === undefined || v.centreBore === null ? null : String(v.centreBore),
            offset_min: v.offsetMin!,
            offset_max: v.offsetMax!,
            rim_diameters: v.rimDiameters!,
            tyre_sizes: v.tyreSizes ?? [],
          },
    battery:
      v.batteryAh === undefined
        ? null
        : {
            capacity_ah: v.batteryAh,
            cca: v.batteryCca!,
            max_length_mm: v.batteryLengthMm!,
            max_width_mm: v.batteryWidthMm!,
            max_height_mm: v.batteryHeightMm!,
            terminal_layout: v.batteryTerminalLayout!,
          },
  }));
  const stored = await repo.findVehicles(
    db,
    values.map((v) => v.code),
  );
  const statuses = values.map((v) => {
    const old = stored.get(v.code);
    if (!old) return 'created' as const;
    return JSON.stringify(old) === JSON.stringify(v) ? ('unchanged' as const) : ('updated' as const);
  });
  const changed = values.filter((_, i) => statuses[i] !== 'unchanged');
  if (changed.length > 0) await repo.writeVehicles(db, changed);
  return statuses;
};
