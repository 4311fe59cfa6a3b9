import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { SpreadsheetError, type SpreadsheetLimits, tooLarge, unreadable } from './spreadsheet-limits';

/**
 * Checks an xlsx (a zip) against the limits before exceljs inflates it (docs/decisions/0028):
 * 1. the central directory, without inflating anything: the entry count and the sum of the declared
 *    uncompressed sizes;
 * 2. each entry stream-inflated and thrown away, counting bytes: an entry that inflates past its declared
 *    size (a zip that lies) or past what is left of the budget is refused at that byte; the worksheets'
 *    XML is scanned for row and cell tags on the way (rows, highest column, cells).
 * Memory stays at one inflate window and one chunk, whatever the zip claims.
 */
export async function checkZip(buffer: Buffer, limits: SpreadsheetLimits): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      // Sizes are checked below, with our own error; names are never used as paths.
      yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false, strictFileNames: false }, (err, z) =>
        err || !z ? reject(err) : resolve(z),
      ),
    );
  } catch (err) {
    throw unreadable(err);
  }
  try {
    if (zip.entryCount > limits.entries) throw tooLarge('entries', limits.entries);
    const entries = await readEntries(zip, limits);
    const counter = new SheetCounter(limits);
    let total = 0;
    for (const entry of entries) {
      const sheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.fileName);
      const stream = await openStream(zip, entry);
      let inEntry = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inEntry += chunk.length;
          total += chunk.length;
          if (inEntry > entry.uncompressedSize || total > limits.uncompressedBytes) {
            throw tooLarge('uncompressedBytes', limits.uncompressedBytes);
          }
          if (sheet) counter.feed(chunk.toString('latin1'));
        }
      } catch (err) {
        if (err instanceof SpreadsheetError) throw err;
        throw unreadable(err);
      } finally {
        stream.destroy();
      }
      counter.endPart();
    }
  } finally {
    zip.close();
  }
}

/** Every entry of the central directory; the declared sizes must fit the budget together. */
async function readEntries(zip: yauzl.ZipFile, limits: SpreadsheetLimits): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      if (declared > limits.uncompressedBytes) return reject(tooLarge('uncompressedBytes', limits.uncompressedBytes));
      if (entries.length >= limits.entries) return reject(tooLarge('entries', limits.entries));
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (err) => reject(unreadable(err)));
    zip.readEntry();
  });
  return entries;
}

function openStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(unreadable(err)) : resolve(stream))),
  );
}

/** A row (`<row …>`) or cell (`<c …>`) start tag of SpreadsheetML, with or without a namespace prefix. */
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s/>])([^>]*)>/g;
const CELL_REF = /\br\s*=\s*["']([A-Za-z]{1,3})\d+["']/;
/** A start tag longer than this is no row or cell tag worth counting (attributes of a few bytes). */
const MAX_TAG = 4096;

/**
 * Counts rows, cells and the highest column in worksheet XML fed in chunks (tags may be cut between
 * chunks: the unfinished tail waits for the next one). A cell without a reference is the one after the
 * previous cell of its row, as Excel reads it.
 */
export class SheetCounter {
  rows = 0;
  cells = 0;
  maxColumn = 0;
  private column = 0;
  private tail = '';

  constructor(private readonly limits: Pick<SpreadsheetLimits, 'rows' | 'columns' | 'cells'>) {}

  feed(text: string) {
    const s = this.tail + text;
    TAG.lastIndex = 0;
    let done = 0;
    for (let m = TAG.exec(s); m; m = TAG.exec(s)) {
      done = TAG.lastIndex;
      if (m[1] === 'row') {
        if (++this.rows > this.limits.rows) throw tooLarge('rows', this.limits.rows);
        this.column = 0;
      } else {
        const ref = CELL_REF.exec(m[2] ?? '');
        this.column = ref ? columnNumber(ref[1]!) : this.column + 1;
        if (this.column > this.maxColumn) this.maxColumn = this.column;
        if (this.maxColumn > this.limits.columns) throw tooLarge('columns', this.limits.columns);
        if (++this.cells > this.limits.cells) throw tooLarge('cells', this.limits.cells);
      }
    }
    const open = s.lastIndexOf('<');
    this.tail = open >= done && s.indexOf('>', open) < 0 && s.length - open <= MAX_TAG ? s.slice(open) : '';
  }

  /** Between two worksheets: nothing carries over but the totals. */
  endPart() {
    this.tail = '';
    this.column = 0;
  }
}

/** A → 1, Z → 26, AA → 27. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}
