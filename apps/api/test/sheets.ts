import ExcelJS from 'exceljs';

/** An xlsx of these rows (the first sheet), as a dealer's spreadsheet would be uploaded. */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of an answered xlsx's first sheet, each its cells' values from the first column; empty rows left out. */
export async function rowsOfXlsx(buffer: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as never);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
