import { PIVOT_DIMENSIONS, type PivotDimension } from '@dealerport/contract';

/** Where a field of /pivot stands: the rows (always one), the columns (one or none) or the available ones. */
export type PivotZone = 'available' | 'rows' | 'columns';

export interface PivotLayout {
  rows: PivotDimension;
  columns: PivotDimension | null;
}

/** The fields not in use, in the contract's order. */
export function availableFields(layout: PivotLayout): PivotDimension[] {
  return PIVOT_DIMENSIONS.filter((d) => d !== layout.rows && d !== layout.columns);
}

/**
 * The layout after `field` was dropped on `zone` (a drag and drop). A zone holds one field: the one it held
 * goes where the dropped one came from (rows and columns swap; from the available fields it goes back to
 * them). The rows are never left empty, so dropping the rows' field on the available ones changes nothing.
 */
export function placeField(layout: PivotLayout, field: PivotDimension, zone: PivotZone): PivotLayout {
  const from: PivotZone = layout.rows === field ? 'rows' : layout.columns === field ? 'columns' : 'available';
  if (from === zone) return layout;
  if (zone === 'available') return from === 'columns' ? { ...layout, columns: null } : layout;
  if (zone === 'rows') {
    // the old rows take the dropped field's place: the columns (a swap) or the available ones
    return { rows: field, columns: from === 'columns' ? layout.rows : layout.columns };
  }
  // zone === 'columns'
  if (from === 'rows') {
    if (layout.columns === null) return layout;
    return { rows: layout.columns, columns: field };
  }
  return { ...layout, columns: field };
}
