import { describe, expect, it } from 'vitest';
import { bundleFormSchema, bundleFormValues, moved, movedTo, toBundleBody, toBundlesQuery } from './bundle-form';

describe('bundle form', () => {
  const values = {
    ...bundleFormValues(),
    tag: ' New ',
    titles: { tr: ' Yeni ', de: 'Neu', en: '' },
    products: [
      { code: 'A', name: 'a', isActive: true },
      { code: 'B', name: 'b', isActive: false },
    ],
  };

  it('sends the tag in lower case, trimmed texts and the codes in order', () => {
    expect(toBundleBody(values)).toEqual({
      tag: 'new',
      titles: { tr: 'Yeni', de: 'Neu', en: '' },
      descriptions: { tr: '', de: '', en: '' },
      isActive: true,
      productCodes: ['A', 'B'],
    });
  });

  it('needs a tag of lower-case letters, digits, - and _ and the Turkish title', () => {
    expect(bundleFormSchema.safeParse(values).success).toBe(true);
    const bad = bundleFormSchema.safeParse({ ...values, tag: 'yeni ürün', titles: { tr: ' ', de: '', en: '' } });
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(['bundles.validation.tag', 'validation.required']);
  });

  it('moves a product up and down, not past the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('puts a dragged product where it is dropped', () => {
    expect(movedTo(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movedTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedTo(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('builds the paged query', () => {
    expect(toBundlesQuery({ page: 2, pageSize: 10, search: ' kış ', sort: { column: 'tag', direction: 'desc' } })).toEqual({
      PageNumber: 2,
      PageSize: 10,
      OrderBy: 'tag desc',
      SearchTerm: 'kış',
    });
  });
});
