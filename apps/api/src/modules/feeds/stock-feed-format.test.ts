import { describe, expect, it } from 'vitest';
import { create as parseXmlDocument } from 'xmlbuilder2';
import type { StockFeedItem } from '../catalog';
import { renderStockFeedXml, xmlText } from './stock-feed-format';

/** The part of xmlbuilder2's DOM the test reads. */
interface XmlElement {
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
  textContent: string | null;
}

const item: StockFeedItem = {
  code: 'A&B<1>',
  name: 'Tyre "X"\u0001 ünlü\uD800',
  ean: null,
  unit: 'ADET',
  stock: 0,
  stockText: 'Out of stock',
  listPrice: null,
  price: null,
  priceWithVat: null,
  vatRate: '20.00',
  currency: 'EUR',
};

describe('the XML feed writer', () => {
  it('escapes markup and drops what XML cannot hold', () => {
    expect(xmlText('plain 225/45 R17')).toBe('plain 225/45 R17');
    expect(xmlText('a&b<c>"d"')).toBe('a&amp;b&lt;c&gt;&quot;d&quot;');
    expect(xmlText('x\u0001\u001Fy\uD800z\uD83D\uDE00')).toBe('xyz\uD83D\uDE00');
  });

  it('writes a document a parser reads back field by field, empty elements for hidden values', () => {
    const text = renderStockFeedXml([item], 'de').toString('utf8');
    // the DOM's text (xmlbuilder2's object conversion leaves entities escaped)
    const root = parseXmlDocument(text).root().node as unknown as XmlElement;
    expect([root.getAttribute('language'), root.getAttribute('count')]).toEqual(['de', '1']);
    const product = root.getElementsByTagName('product')[0]!;
    const field = (name: string) => product.getElementsByTagName(name)[0]!.textContent;
    expect(['code', 'name', 'stock', 'stockText', 'vatRate', 'currency'].map(field)).toEqual([
      'A&B<1>',
      'Tyre "X" ünlü',
      '0',
      'Out of stock',
      '20.00',
      'EUR',
    ]);
    expect([field('price'), field('ean')]).toEqual(['', '']);
  });
});
