import {
  type Culture,
  SYNC_ENTITIES,
  SYNC_ROW_ERRORS,
  type SyncEntity,
  type SyncRowError,
  type SyncRowErrorCode,
  syncRowErrorMessage,
  type ValidationIssue,
  validationIssueMessage,
} from '@dealerport/contract';
import type { z } from 'zod';

/**
 * The pure half of a sync batch: each row checked against its entity's schema (the contract's), the
 * errors worded in the caller's language, keys sent twice found. What needs the database (unknown codes)
 * is checked by the service against what the batch names.
 */

/** A row that passed its schema, with its place in the batch. */
export interface CheckedRow<T> {
  /** 0-based position in the batch. */
  index: number;
  /** The number the report shows: 1-based position, or the file's sheet row. */
  rowNo: number;
  value: T;
}

/** Errors of one batch, in row order; the report lists the first MAX_REPORTED. */
export class RowErrors {
  static readonly MAX_REPORTED = 1000;
  readonly list: SyncRowError[] = [];
  constructor(readonly culture: Culture) {}

  add(rowNo: number, field: string | null, code: SyncRowErrorCode, values: Record<string, unknown> = {}) {
    this.list.push({ row: rowNo, field, code, message: syncRowErrorMessage(code, this.culture, values) });
  }

  addIssue(rowNo: number, issue: z.core.$ZodIssue, input: unknown, fieldPrefix = '') {
    const field = fieldPrefix + issue.path.map(String).join('.');
    const custom = issue.code === 'custom' ? ((issue as { params?: { issue?: string } }).params?.issue ?? null) : null;
    if (custom && custom in SYNC_ROW_ERRORS) {
      this.add(rowNo, field || null, custom as SyncRowErrorCode);
      return;
    }
    const sent = valueAt(input, issue.path);
    const { path: _p, message: _m, ...params } = issue as z.core.$ZodIssue & Record<string, unknown>;
    const code = issue.code === 'invalid_type' && sent === undefined ? 'REQUIRED' : 'INVALID';
    this.list.push({
      row: rowNo,
      field: field || null,
      code,
      message: validationIssueMessage({ ...params, input: sent } as ValidationIssue, this.culture),
    });
  }

  get count() {
    return this.list.length;
  }

  /** In row order (several checks add errors), at most MAX_REPORTED. */
  reported(): SyncRowError[] {
    return [...this.list].sort((a, b) => a.row - b.row).slice(0, RowErrors.MAX_REPORTED);
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** Checks every row of a batch against the entity's row schema. */
export function checkRows<E extends SyncEntity>(
  entity: E,
  rows: readonly unknown[],
  errors: RowErrors,
  rowNumbers?: readonly number[],
): CheckedRow<z.output<(typeof SYNC_ENTITIES)[E]['row']>>[] {
  const schema = SYNC_ENTITIES[entity].row as z.ZodType;
  const valid: CheckedRow<z.output<(typeof SYNC_ENTITIES)[E]['row']>>[] = [];
  rows.forEach((row, index) => {
    const rowNo = rowNumbers?.[index] ?? index + 1;
    const parsed = schema.safeParse(row);
    if (parsed.success) valid.push({ index, rowNo, value: parsed.data as never });
    else for (const issue of parsed.error.issues) errors.addIssue(rowNo, issue, row);
  });
  return valid;
}

/** Rows whose key came earlier in the batch are errors (which of two values would win is not for us to guess). */
export function dropDuplicates<T>(rows: CheckedRow<T>[], keyOf: (v: T) => string, field: string, errors: RowErrors): CheckedRow<T>[] {
  const first = new Map<string, number>();
  const kept: CheckedRow<T>[] = [];
  for (const r of rows) {
    const key = keyOf(r.value);
    const seen = first.get(key);
    if (seen !== undefined) errors.add(r.rowNo, field, 'DUPLICATE_ROW', { first: seen });
    else {
      first.set(key, r.rowNo);
      kept.push(r);
    }
  }
  return kept;
}
