import { describe, expect, it } from 'vitest';
import { headerKind, parseQuickOrderText, readQuantity } from './quick-order-text';

describe('reading pasted quick-order lines', () => {
  it('reads "code quantity" however it was copied: Excel (tabs), csv (; or ,), e-mail (spaces, 4x, x4)', () => {
    const text = [
      'Artikelnummer\tMenge',
      'LST-00001\t4',
      'LST-00002;2',
      'AKU-00003, 1',
      'JNT 00004 3',
      '4x OIL-5W30',
      'OIL-0W20 x 2',
      '  ',
      'LST-00009',
      '205/55R16 4',
      '205 55 16',
      '205 55 16 2',
      '4006633123456\t1,00',
      '12\t4',
    ].join('\r\n');
    expect(parseQuickOrderText(text)).toEqual([
      { text: 'LST-00001', quantity: 4 },
      { text: 'LST-00002', quantity: 2 },
      { text: 'AKU-00003', quantity: 1 },
      { text: 'JNT 00004', quantity: 3 },
      { text: 'OIL-5W30', quantity: 4 },
      { text: 'OIL-0W20', quantity: 2 },
      { text: 'LST-00009' },
      { text: '205/55R16', quantity: 4 },
      // a tyre size typed with spaces keeps its rim
      { text: '205 55 16' },
      { text: '205 55 16', quantity: 2 },
      { text: '4006633123456', quantity: 1 },
      // the first cell is the code even when it is a number
      { text: '12', quantity: 4 },
    ]);
  });

  it('knows the column names in Turkish, German and English, and whole quantities only', () => {
    expect(['Ürün Kodu', 'ARTIKELNUMMER', 'product code', 'EAN', 'Stok kodu'].map(headerKind)).toEqual(Array(5).fill('code'));
    expect(['Miktar', 'menge', 'Qty', 'Adet', 'Anzahl'].map(headerKind)).toEqual(Array(5).fill('quantity'));
    expect(headerKind('Fiyat')).toBeNull();
    expect(['4', '4,00', '4.0', ' 12 '].map(readQuantity)).toEqual([4, 4, 4, 12]);
    expect(['0', '-1', '2.5', 'vier', ''].map(readQuantity)).toEqual([null, null, null, null, null]);
  });
});
