import { describe, expect, it } from 'vitest';
import { foldForSearch, safeRedirect, truncate, truncateCustomerName, truncateUserName } from './text';

describe('foldForSearch', () => {
  it('folds Turkish letters to plain upper-case Latin', () => {
    expect(foldForSearch('ışığüöçŞĞÜÖÇİI')).toBe('ISIGUOCSGUOCII');
    expect(foldForSearch('İstanbul')).toBe('ISTANBUL');
    expect(foldForSearch('istanbul')).toBe('ISTANBUL');
    expect(foldForSearch('ISPARTA')).toBe('ISPARTA');
    expect(foldForSearch('ıspanak')).toBe('ISPANAK');
  });

  it('ignores case so lower-case searches find upper-case names', () => {
    expect(foldForSearch('çelik oto')).toBe(foldForSearch('ÇELİK OTO'));
    expect(foldForSearch('CELIK OTO')).toBe(foldForSearch('Çelik Oto'));
  });

  it('handles empty values', () => {
    expect(foldForSearch('')).toBe('');
    expect(foldForSearch(null)).toBe('');
    expect(foldForSearch(undefined)).toBe('');
  });
});

describe('truncation', () => {
  it('keeps short text and cuts long text with the ellipsis', () => {
    expect(truncate('Abc', 3)).toBe('Abc');
    expect(truncate('Abcd', 3)).toBe('Abc...');
    expect(truncate('Abcd', 3, '…')).toBe('Abc…');
  });

  it('customer names: 7 characters on small screens, 25 on large (spec 01 §9)', () => {
    const name = 'Özkan Lastik Jant Akü Ticaret A.Ş.';
    expect(truncateCustomerName(name, false)).toBe('Özkan L...');
    expect(truncateCustomerName(name, true)).toBe('Özkan Lastik Jant Akü Tic...');
    expect(truncateCustomerName('Oto Ada', false)).toBe('Oto Ada');
  });

  it('user names: 20 characters plus "…", Guest when absent', () => {
    expect(truncateUserName('Ayşe Yılmaz', 'Guest')).toBe('Ayşe Yılmaz');
    expect(truncateUserName('Maximilian Alexander Schönberger', 'Guest')).toBe('Maximilian Alexander…');
    expect(truncateUserName('', 'Guest')).toBe('Guest');
    expect(truncateUserName('   ', 'Gast')).toBe('Gast');
    expect(truncateUserName(null, 'Misafir')).toBe('Misafir');
  });
});

describe('safeRedirect', () => {
  it('accepts in-app paths and rejects other origins', () => {
    expect(safeRedirect('/cart?x=1')).toBe('/cart?x=1');
    expect(safeRedirect(null)).toBe('/home');
    expect(safeRedirect('https://evil.example')).toBe('/home');
    expect(safeRedirect('//evil.example')).toBe('/home');
    expect(safeRedirect('/\\evil.example')).toBe('/home');
  });

  it('rejects targets a browser would turn into another origin (tabs, newlines and backslashes are dropped or read as /)', () => {
    expect(safeRedirect('/\t/evil.example')).toBe('/home');
    expect(safeRedirect('/\n/evil.example')).toBe('/home');
    expect(safeRedirect('/\r\n/evil.example')).toBe('/home');
    expect(safeRedirect('/a\\b')).toBe('/home');
    expect(safeRedirect('/orders/123?tab=1&q=a b')).toBe('/orders/123?tab=1&q=a b');
  });
});
