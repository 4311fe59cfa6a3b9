import { describe, expect, it } from 'vitest';
import { buildProductSearchText, compactForm, foldForSearch, parseSearchQuery, tyreSizeForms } from './product-search-text';

describe('product search text', () => {
  it('folds case, Turkish and German letters', () => {
    expect(foldForSearch('İNCİ Akü ŞIĞ Çöü Straße')).toBe('inci aku sig cou strasse');
    expect(compactForm('205/55 R16')).toBe('20555r16');
  });

  it('stores the compact forms of tyre sizes', () => {
    expect(tyreSizeForms('Michelin 205/55R16 91V')).toEqual(['2055516', '20555r16']);
    expect(tyreSizeForms('225/45 ZR 17')).toEqual(['2254517', '22545zr17']);
    const text = buildProductSearchText({ code: 'LST-0001', name: 'Michelin 205/55R16 91V', brand: 'Michelin' });
    expect(text).toBe('lst-0001 michelin 205/55r16 91v michelin lst0001 2055516 20555r16');
  });

  it('parses a query into words and a compact form, escaping LIKE wildcards', () => {
    expect(parseSearchQuery(' 205 55  16 ')).toEqual({
      folded: '205 55 16',
      words: ['%205%', '%55%', '%16%'],
      compact: '%2055516%',
      prefix: '205 55 16%',
    });
    expect(parseSearchQuery('50%_x').words).toEqual(['%50\\%\\_x%']);
    expect(parseSearchQuery('a b').compact).toBeNull();
  });
});
