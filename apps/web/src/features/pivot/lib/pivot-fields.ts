import { PIVOT_COLUMN_FIELDS_MAX, PIVOT_DIMENSIONS, PIVOT_ROW_FIELDS_MAX, type PivotDimension } from '@dealerport/contract';

/** Where a field of /pivot stands: the rows (1 to 3, outermost first), the columns (0 to 2) or the available ones. */
export type PivotZone = 'available' | 'rows' | 'columns';
export type PivotAxis = Exclude<PivotZone, 'available'>;

export interface PivotLayout {
  rows: PivotDimension[];
  columns: PivotDimension[];
}

export const AXIS_MAX: Record<PivotAxis, number> = { rows: PIVOT_ROW_FIELDS_MAX, columns: PIVOT_COLUMN_FIELDS_MAX };

/** The fields not in use, in the contract's order. */
export function availableFields(layout: PivotLayout): PivotDimension[] {
  return PIVOT_DIMENSIONS.filter((d) => !layout.rows.includes(d) && !layout.columns.includes(d));
}

export function zoneOf(layout: PivotLayout, field: PivotDimension): PivotZone {
  return layout.rows.includes(field) ? 'rows' : layout.columns.includes(field) ? 'columns' : 'available';
}

/**
 * The layout after `field` was put in `zone` before position `index` (the end when not given): by a drop
 * (on the zone, or on one of its fields) or by a field's buttons. Within its own axis a field moves to the
 * place. A full axis takes the field in place of its last one, which goes where the field came from (the
 * other axis or the available ones). The rows are never left empty: taking their only field away changes
 * nothing.
 */
export function placeField(layout: PivotLayout, field: PivotDimension, zone: PivotZone, index?: number): PivotLayout {
  const from = zoneOf(layout, field);
  if (zone === 'available') {
    if (from === 'available' || (from === 'rows' && layout.rows.length === 1)) return layout;
    return { ...layout, [from]: layout[from].filter((f) => f !== field) };
  }
  if (from === zone) {
    const rest = layout[zone].filter((f) => f !== field);
    const at = Math.min(index === undefined ? rest.length : index > layout[zone].indexOf(field) ? index - 1 : index, rest.length);
    const next = [...rest.slice(0, at), field, ...rest.slice(at)];
    return next.every((f, i) => f === layout[zone][i]) ? layout : { ...layout, [zone]: next };
  }
  const source = from === 'available' ? [] : layout[from].filter((f) => f !== field);
  let target = [...layout[zone]];
  let displaced: PivotDimension | null = null;
  if (target.length >= AXIS_MAX[zone]) {
    displaced = target.at(-1)!;
    target = target.slice(0, -1);
  }
  const at = Math.min(index ?? target.length, target.length);
  target = [...target.slice(0, at), field, ...target.slice(at)];
  // the displaced field takes the moved one's place, or goes back to the available ones
  const back = displaced && from !== 'available' ? [...source, displaced] : source;
  if (from === 'rows' && back.length === 0) return layout;
  const next: PivotLayout = { ...layout, [zone]: target };
  if (from !== 'available') next[from] = back;
  return next;
}

/** The layout with `field` one place earlier (-1) or later (+1) on its axis. */
export function moveField(layout: PivotLayout, field: PivotDimension, step: -1 | 1): PivotLayout {
  const zone = zoneOf(layout, field);
  if (zone === 'available') return layout;
  const i = layout[zone].indexOf(field);
  return placeField(layout, field, zone, step === -1 ? Math.max(i - 1, 0) : i + 2);
}
