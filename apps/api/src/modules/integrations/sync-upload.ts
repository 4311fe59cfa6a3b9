import { SYNC_COLUMNS, type SyncColumnKind, type SyncEntity } from '@dealerport/contract';
import type { FileDownload } from '../../lib/file-download';
import { type ColumnKind, SPREADSHEET_TYPES, writeCsv } from '../../lib/spreadsheet-export';
import type { CellValue, SheetRow } from '../salesman-limits';
import type { RowErrors } from './sync-rows';

/**
 * An uploaded file of one sync entity (CSV or xlsx, read by the salesman limits' spreadsheet reader, ADR
 * 0028) turned into the JSON rows of the sync call, so both are checked and written the same way: the
 * header row names the columns (SYNC_COLUMNS, case-insensitive; `names.tr` builds `{ names: { tr } }`,
 * a product's `properties.<key>` its property values); each cell is read as its column's kind, and a cell
 * that is not (a word in a number column) is passed on as text for the row's check to report.
 */
export interface UploadRows {
  rows: Record<string, unknown>[];
  /** The sheet row number of each row. */
  rowNumbers: number[];
}

const TRUE = new Set(['true', '1', 'yes', 'y', 'x', 'evet', 'e', 'ja', 'j', 'wahr']);
const FALSE = new Set(['false', '0', 'no', 'n', 'hayır', 'hayir', 'h', 'nein', 'falsch']);

/** A spreadsheet date (read as UTC midnight) or a day written as Turkish/German Excel does (20.11.2026): YYYY-MM-DD. */
function dayOf(cell: Date | string): string {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? String(cell) : cell.toISOString().slice(0, 10);
  const m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(cell);
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : cell;
}

function cellValue(kind: SyncColumnKind, cell: CellValue): unknown {
  if (cell === null) return undefined;
  if (cell instanceof Date) return kind === 'date' ? dayOf(cell) : cell.toISOString();
  if (typeof cell === 'string') {
    const t = cell.trim();
    if (t === '') return kind === 'list' ? [] : undefined;
    switch (kind) {
      case 'int':
        return /^-?\d+$/.test(t) ? Number(t) : t;
      case 'decimal':
        return /^\d+([.,]\d+)?$/.test(t) ? t.replace(',', '.') : t;
      case 'bool': {
        const folded = t.toLocaleLowerCase('tr');
        return TRUE.has(folded) ? true : FALSE.has(folded) ? false : t;
      }
      case 'date':
        return dayOf(t);
      case 'list':
        return t
          .split(/[|;]/)
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => s.replace(',', '.'));
      default:
        return t;
    }
  }
  if (typeof cell === 'number') {
    if (kind === 'text') return String(cell);
    if (kind === 'list') return [String(cell)];
    if (kind === 'bool') return cell === 1 ? true : cell === 0 ? false : cell;
    return cell;
  }
  // A boolean cell (xlsx TRUE/FALSE).
  return kind === 'text' ? String(cell) : cell;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === undefined || next === null || typeof next !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

interface Column {
  at: number;
  path: string[];
  kind: SyncColumnKind;
}

/** The header row's columns; an unknown heading is an error of the header row. */
function readHeader(entity: SyncEntity, header: SheetRow, errors: RowErrors): Column[] {
  const known = new Map((SYNC_COLUMNS[entity] ?? []).map((c) => [c.name.toLowerCase(), c] as const));
  const columns: Column[] = [];
  header.cells.forEach((cell, at) => {
    const heading = cell === null ? '' : String(cell).trim();
    if (heading === '') return;
    const column = known.get(heading.toLowerCase());
    if (column) columns.push({ at, path: column.name.split('.'), kind: column.kind });
    else if (entity === 'products' && /^properties\.[^.]+$/i.test(heading)) {
      columns.push({ at, path: ['properties', heading.slice('properties.'.length).trim()], kind: 'text' });
    } else errors.add(header.row, heading, 'UNKNOWN_COLUMN', { column: heading });
  });
  return columns;
}

export function sheetToRows(entity: SyncEntity, sheet: readonly SheetRow[], errors: RowErrors): UploadRows {
  const [header, ...data] = sheet;
  if (!header) return { rows: [], rowNumbers: [] };
  const columns = readHeader(entity, header, errors);
  const rows: Record<string, unknown>[] = [];
  const rowNumbers: number[] = [];
  for (const line of data) {
    const row: Record<string, unknown> = {};
    for (const c of columns) {
      const value = cellValue(c.kind, line.cells[c.at] ?? null);
      if (value !== undefined) setPath(row, c.path, value);
    }
    rows.push(row);
    rowNumbers.push(line.row);
  }
  return { rows, rowNumbers };
}

const EXPORT_KIND: Record<SyncColumnKind, ColumnKind> = {
  text: 'text',
  int: 'integer',
  decimal: 'money',
  bool: 'text',
  list: 'text',
  date: 'text',
};

/** A CSV with the entity's columns and one example row (in the reader's locale: `;` and a decimal comma for tr and de). */
export function syncTemplate(entity: SyncEntity, culture: 'tr' | 'de' | 'en'): FileDownload {
  const columns = SYNC_COLUMNS[entity] ?? [];
  const content = writeCsv({
    sheetName: entity,
    culture,
    columns: columns.map((c) => ({ header: c.name, kind: EXPORT_KIND[c.kind], value: () => c.example || null })),
    rows: [{}],
  });
  return { fileName: `dealerport-${entity}.csv`, contentType: SPREADSHEET_TYPES.csv, content };
}
