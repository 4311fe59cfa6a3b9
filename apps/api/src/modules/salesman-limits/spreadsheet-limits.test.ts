import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { readSpreadsheet } from './spreadsheet';
import { SPREADSHEET_LIMITS } from './spreadsheet-limits';

/**
 * Issue 11, finding 4: a small xlsx that inflates to hundreds of megabytes stalled the server. The limits
 * are checked before exceljs inflates anything, and parsing runs in a worker thread.
 */
let t: TestApp;
let token: string;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MiB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db, { roleId: await createRole(t.db, 'staff', ['salesman-limit.create']), userType: 'staff' });
  token = (await signIn(t, user.account_name)).token;
});
afterAll(() => t?.close());

function upload(data: Buffer | string, name = 'limits.xlsx', culture = 'en') {
  const fd = new FormData();
  fd.append('file', new Blob([data], { type: name.endsWith('.csv') ? 'text/csv' : XLSX_TYPE }), name);
  return t.call({ method: 'POST', url: '/api/catalogs/limits/salesman/upload', payload: fd as never, token, culture });
}

/**
 * A zip written by hand (deflate), so a test can make one that lies: `declared` replaces the entry's real
 * uncompressed size in both headers.
 */
function zip(entries: Array<{ name: string; data: Buffer | string; declared?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data);
    const packed = deflateRawSync(data, { level: 9 });
    const name = Buffer.from(e.name);
    const size = e.declared ?? data.length;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts around a worksheet, as an xlsx has them. */
function workbook(sheetXml: Buffer | string, declared?: number) {
  return zip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: 'xl/workbook.xml',
      data: '<?xml version="1.0"?><workbook><sheets><sheet name="Limits" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, declared },
  ]);
}

/** Megabytes of one repeated cell: deflate packs it about a thousand to one. */
const bombXml = (bytes: number) => {
  const head = '<?xml version="1.0"?><worksheet><sheetData><row r="1">';
  const cell = '<c r="A1"><v>1</v></c>';
  return Buffer.from(head + cell.repeat(Math.ceil(bytes / cell.length)));
};

describe('spreadsheet limits before inflating (SPREADSHEET_TOO_LARGE)', () => {
  it('refuses a zip bomb from its central directory, quickly and without inflating it', async () => {
    const bomb = workbook(bombXml(40 * MiB));
    expect(bomb.length).toBeLessThan(200 * 1024);
    await readSpreadsheet(Buffer.from('a;b\n1;2\n')); // the worker is up: its own start is not the bomb's cost
    const rss = process.memoryUsage().rss;
    const started = Date.now();
    const res = await upload(bomb);
    expectError(res, 400, 'SPREADSHEET_TOO_LARGE', 'en', { limit: 'uncompressedBytes', max: SPREADSHEET_LIMITS.uncompressedBytes });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * MiB);
  });

  it('refuses an entry that inflates past the size it declares, at that byte', async () => {
    const liar = workbook(bombXml(40 * MiB), 1000);
    const rss = process.memoryUsage().rss;
    const res = await upload(liar, 'liar.xlsx', 'de');
    expectError(res, 400, 'SPREADSHEET_TOO_LARGE', 'de', { limit: 'uncompressedBytes', max: SPREADSHEET_LIMITS.uncompressedBytes });
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * MiB);
  });

  it('refuses too many entries, rows, columns and cells before exceljs reads the workbook', async () => {
    const many = zip(Array.from({ length: SPREADSHEET_LIMITS.entries + 1 }, (_, i) => ({ name: `x/${i}.xml`, data: '<x/>' })));
    expectError(await upload(many), 400, 'SPREADSHEET_TOO_LARGE', 'en', { limit: 'entries', max: SPREADSHEET_LIMITS.entries });

    const rows = `<worksheet><sheetData>${'<row><c><v>1</v></c></row>'.repeat(SPREADSHEET_LIMITS.rows + 1)}</sheetData></worksheet>`;
    expectError(await upload(workbook(rows)), 400, 'SPREADSHEET_TOO_LARGE', 'en', { limit: 'rows', max: SPREADSHEET_LIMITS.rows });

    // Excel's real output: a value far to the right (column CW is the 101st).
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Limits');
    ws.addRow(['salesmanCode', 'productCode', 'quantity', 'startDate', 'endDate']);
    ws.getCell('CW2').value = 'far';
    const wide = Buffer.from(await wb.xlsx.writeBuffer());
    expectError(await upload(wide, 'wide.xlsx', 'tr'), 400, 'SPREADSHEET_TOO_LARGE', 'tr', {
      limit: 'columns',
      max: SPREADSHEET_LIMITS.columns,
    });

    // Cells without a reference count from the previous cell of their row.
    const cells = `<worksheet><sheetData>${`<row>${'<c/>'.repeat(100)}</row>`.repeat(SPREADSHEET_LIMITS.cells / 100 + 1)}</sheetData></worksheet>`;
    expectError(await upload(workbook(cells)), 400, 'SPREADSHEET_TOO_LARGE', 'en', { limit: 'cells', max: SPREADSHEET_LIMITS.cells });
  });

  it('applies the rows and columns limits to csv too, and the file size before starting a thread', async () => {
    const rows = `salesmanCode;productCode;quantity;startDate;endDate\n${'S;P;1;2026-01-01;2026-01-31\n'.repeat(SPREADSHEET_LIMITS.rows)}`;
    expectError(await upload(rows, 'rows.csv'), 400, 'SPREADSHEET_TOO_LARGE', 'en', { limit: 'rows', max: SPREADSHEET_LIMITS.rows });
    const wide = `${'x;'.repeat(SPREADSHEET_LIMITS.columns)}x\n`;
    expectError(await upload(wide, 'wide.csv'), 400, 'SPREADSHEET_TOO_LARGE', 'en', { limit: 'columns', max: SPREADSHEET_LIMITS.columns });
    await expect(readSpreadsheet(Buffer.alloc(SPREADSHEET_LIMITS.fileBytes + 1, 'a'))).rejects.toMatchObject({
      code: 'SPREADSHEET_TOO_LARGE',
      details: { limit: 'fileBytes', max: SPREADSHEET_LIMITS.fileBytes },
    });
  });

  it('stops a worker that runs out of its time, and the next file still reads in a new one', async () => {
    const heavy = Buffer.from(`a;b\n${'x;y\n'.repeat(200_000)}`);
    await expect(readSpreadsheet(heavy, { ...SPREADSHEET_LIMITS, seconds: 0.001 })).rejects.toMatchObject({
      code: 'SPREADSHEET_TOO_LARGE',
      details: { limit: 'seconds' },
    });
    expect((await readSpreadsheet(Buffer.from('a;b\n1;2\n'))).rows).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['1', '2'] },
    ]);
  });
});

describe('parsing off the event loop', () => {
  it('parses in a worker thread', async () => {
    const { threadId: main } = await import('node:worker_threads');
    const { rows, threadId } = await readSpreadsheet(Buffer.from('salesmanCode;productCode\nS1;P1\n'));
    expect(rows).toHaveLength(2);
    expect(threadId).not.toBe(main);
    expect(threadId).toBeGreaterThan(0);
  });

  it('/healthz answers while a large allowed upload is parsed', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Limits');
    ws.addRow(['salesmanCode', 'productCode', 'quantity', 'startDate', 'endDate']);
    for (let i = 0; i < 20_000; i++) ws.addRow([`NO-S${i}`, `NO-P${i}`, i, '2026-01-01', '2026-03-31']);
    const file = Buffer.from(await wb.xlsx.writeBuffer());

    let done = false;
    const pending = upload(file).then((res) => {
      done = true;
      return res;
    });
    const answers: { status: number; ms: number; whileUploading: boolean }[] = [];
    while (!done) {
      const started = Date.now();
      const res = await t.call({ method: 'GET', url: '/healthz' });
      answers.push({ status: res.status, ms: Date.now() - started, whileUploading: !done });
      await new Promise((r) => setTimeout(r, 20));
    }
    const res = await pending;
    // The file was read whole: every row was checked (unknown codes), none imported.
    expectError(res, 400, 'LIMIT_UPLOAD_INVALID', 'en');
    expect(res.body.details.count).toBe(40_000);
    const during = answers.filter((a) => a.whileUploading);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((a) => a.status === 200)).toBe(true);
    // Generous: shared CI cores; a parse on the event loop held it for seconds.
    expect(Math.max(...during.map((a) => a.ms))).toBeLessThan(2000);
  });
});
