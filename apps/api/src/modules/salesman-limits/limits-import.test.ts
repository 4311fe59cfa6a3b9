import { describe, expect, it } from 'vitest';
import { checkLimitRows, foldHeading, mapHeader, parseDate } from './limits-import';
import { readCsv, readSpreadsheet } from './spreadsheet';

describe('limit file headings', () => {
  it.each([
    [['salesmanCode', 'productCode', 'quantity', 'startDate', 'endDate']],
    [['Plasiyer Kodu', 'Ürün Kodu', 'Miktar', 'Başlangıç Tarihi', 'Bitiş Tarihi']],
    [['PLASİYER', 'STOK KODU', 'ADET', 'BAŞLANGIÇ', 'BİTİŞ']],
    [['Verkäufer', 'Artikelnummer', 'Menge', 'Gültig ab', 'Gültig bis']],
    [['Salesman code', 'Product code', 'Qty', 'Valid from', 'Valid to']],
  ])('maps %j', (headings) => {
    const map = mapHeader({ row: 1, cells: headings });
    expect([...map.entries()].sort()).toEqual([
      ['endDate', 4],
      ['productCode', 1],
      ['quantity', 2],
      ['salesmanCode', 0],
      ['startDate', 3],
    ]);
  });

  it('folds case, Turkish and German letters and punctuation', () => {
    expect(foldHeading('  Başlangıç-Tarihi ')).toBe('baslangictarihi');
    expect(foldHeading('GÜLTIG BIS')).toBe('gultigbis');
    expect(foldHeading('İŞ')).toBe('is');
    expect(foldHeading('Stück')).toBe('stuck');
  });
});

describe('limit file dates', () => {
  it.each([
    ['2026-04-01', '2026-04-01'],
    ['01.04.2026', '2026-04-01'],
    ['1.4.2026', '2026-04-01'],
    ['2026-04-01T00:00:00', '2026-04-01'],
    [new Date(Date.UTC(2026, 3, 1)), '2026-04-01'],
    [46113, '2026-04-01'],
    ['31.02.2026', null],
    ['2026-13-01', null],
    ['04/01/2026', null],
    ['soon', null],
    [46113.5, null],
    [true, null],
  ])('%j -> %j', (value, iso) => {
    expect(parseDate(value as never)).toBe(iso);
  });
});

describe('csv as Excel writes it', () => {
  it('reads ; with quotes, doubled quotes and a line break in a field, keeping Excel row numbers', () => {
    const rows = readCsv('a;b;c\r\n"x;1";"say ""hi""";"two\r\nlines"\r\n\r\nlast;;\r\n');
    expect(rows).toEqual([
      { row: 1, cells: ['a', 'b', 'c'] },
      { row: 2, cells: ['x;1', 'say "hi"', 'two\r\nlines'] },
      { row: 4, cells: ['last', '', ''] },
    ]);
  });

  it('picks , or tab when the header uses it', () => {
    expect(readCsv('a,b\n1,2')).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['1', '2'] },
    ]);
    expect(readCsv('a\tb\n1\t2')[1]).toEqual({ row: 2, cells: ['1', '2'] });
  });

  it('decodes a BOM, and windows-1254 when the bytes are not UTF-8', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Plasiyer;Ürün\nS1;P1\n')]);
    expect((await readSpreadsheet(bom)).rows[0]).toEqual({ row: 1, cells: ['Plasiyer', 'Ürün'] });
    // "Ürün;Başlangıç" in windows-1254
    const cp1254 = Buffer.from([0xdc, 0x72, 0xfc, 0x6e, 0x3b, 0x42, 0x61, 0xfe, 0x6c, 0x61, 0x6e, 0x67, 0xfd, 0xe7, 0x0a]);
    expect((await readSpreadsheet(cp1254)).rows[0]).toEqual({ row: 1, cells: ['Ürün', 'Başlangıç'] });
  });
});

describe('limit rows', () => {
  const known = { salesmen: new Map([['S1', 'S1']]), products: new Map([['P1', 'P1']]) };
  it('reports a missing column per column, in the caller’s language', () => {
    const result = checkLimitRows([{ row: 1, cells: ['salesmanCode', 'productCode', 'quantity'] }], known, 'tr');
    expect(result.errors.map((e) => e.column)).toEqual(['startDate', 'endDate']);
    expect(result.errors[0]?.message).toBe('Başlık satırında "startDate" sütunu yok.');
  });

  it('finds the header below a title row', () => {
    const result = checkLimitRows(
      [
        { row: 1, cells: ['Limits for Q1 2026', null] },
        { row: 3, cells: ['salesmanCode', 'productCode', 'quantity', 'startDate', 'endDate'] },
        { row: 4, cells: ['s1', 'p1', '5', '01.01.2026', '31.03.2026'] },
      ],
      known,
      'en',
    );
    expect(result).toEqual({
      rows: [{ row: 4, salesmanCode: 'S1', productCode: 'P1', quantity: 5, startDate: '2026-01-01', endDate: '2026-03-31' }],
      errors: [],
      errorCount: 0,
    });
  });
});
