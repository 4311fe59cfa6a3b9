/**
 * What an uploaded spreadsheet may be before it is read (issue 11, finding 4; README: Configuration).
 * A limit file has five columns and at most 20,000 data rows (limits-import.ts refuses more with a row
 * report); these caps leave room for that with title rows, extra columns and other sheets, and bound the
 * memory and time one upload can cost: exceljs keeps every cell of every sheet as an object.
 * Checked in order: file size, then (xlsx) the zip's central directory (entries, declared sizes), then
 * while inflating (actual sizes, rows, columns and cells of each worksheet), and only then parsed.
 * This file and the parser import nothing of the contract: they run in the worker thread, which should
 * start fast (spreadsheet.ts turns a SpreadsheetError into the AppError of the same code).
 */
export const SPREADSHEET_LIMITS = {
  /** The uploaded file (the zip for xlsx); as MULTIPART_LIMITS.fileSize, whose 413 answers first. */
  fileBytes: 5 * 1024 * 1024,
  /** All entries of an xlsx inflated, declared and actual (a 20,000-row limit sheet is about 5 MiB). */
  uncompressedBytes: 32 * 1024 * 1024,
  /** Entries of an xlsx (a workbook written by Excel has 10 to 20, plus a few per extra sheet). */
  entries: 500,
  /** Rows of all sheets together (row elements of xlsx, non-empty lines of csv). */
  rows: 50_000,
  /** The highest column a cell may be in (column CV); Excel's own limit is 16,384. */
  columns: 100,
  /** Cells of all sheets together. */
  cells: 500_000,
  /** Heap of the worker thread that parses; past it the worker stops and the file is refused. */
  memoryMb: 512,
  /** Time the worker may take; past it the worker is stopped and the file is refused. */
  seconds: 30,
  /** Parses at once per process; further uploads wait their turn. */
  concurrentParses: 2,
} as const;

export type SpreadsheetLimits = { readonly [K in keyof typeof SPREADSHEET_LIMITS]: number };
export type SpreadsheetLimit = Exclude<keyof SpreadsheetLimits, 'concurrentParses'>;

/** An error of the parser, by the code of the AppError it becomes (contract: common/errors.ts). */
export class SpreadsheetError extends Error {
  constructor(
    readonly code: 'SPREADSHEET_TOO_LARGE' | 'SPREADSHEET_UNREADABLE',
    readonly details?: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'SpreadsheetError';
  }
}

/** SPREADSHEET_TOO_LARGE naming the limit that was passed and its value. */
export const tooLarge = (limit: SpreadsheetLimit, max: number) => new SpreadsheetError('SPREADSHEET_TOO_LARGE', { limit, max });
export const unreadable = (cause?: unknown) => new SpreadsheetError('SPREADSHEET_UNREADABLE', undefined, { cause });
