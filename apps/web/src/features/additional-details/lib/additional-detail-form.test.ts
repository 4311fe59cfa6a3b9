import { describe, expect, it } from 'vitest';
import {
  additionalDetailFormSchema,
  additionalDetailFormValues,
  MAX_IMAGE_BYTES,
  toAdditionalDetailForm,
  toDetailsQuery,
} from './additional-detail-form';

const values = (over: Partial<ReturnType<typeof additionalDetailFormValues>> = {}) => ({
  ...additionalDetailFormValues(),
  categoryId: '11',
  label: 'Garanti',
  value: '2 yıl',
  ...over,
});
const issues = (schema: ReturnType<typeof additionalDetailFormSchema>, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('additional detail form', () => {
  const schema = additionalDetailFormSchema(false);

  it('checks the upload type and size and an image for the image type', () => {
    const svg = new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' });
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(issues(schema, values({ type: 'image', value: '', image: svg }))).toEqual([]);
    expect(issues(schema, values({ type: 'image', image: gif }))).toEqual(['image:uploads.imageType']);
    expect(issues(schema, values({ type: 'image', image: big }))).toEqual(['image:uploads.imageSize']);
    expect(issues(schema, values({ type: 'image' }))).toEqual(['image:additionalDetails.validation.imageRequired']);
    // editing: the stored image is enough, unless it is removed
    expect(issues(additionalDetailFormSchema(true), values({ type: 'image' }))).toEqual([]);
    expect(issues(additionalDetailFormSchema(true), values({ type: 'image', removeImage: true }))).toEqual([
      'image:additionalDetails.validation.imageRequired',
    ]);
  });

  it('wants http(s) addresses for links, translations included, and a whole order', () => {
    expect(issues(schema, values({ type: 'link', value: 'https://a.de/x', valueDe: 'ftp://a.de' }))).toEqual([
      'valueDe:additionalDetails.validation.link',
    ]);
    expect(issues(schema, values({ order: 1.5 }))).toEqual(['order:additionalDetails.validation.order']);
    expect(issues(schema, values({ categoryId: null, value: ' ' }))).toEqual([
      'categoryId:validation.required',
      'value:validation.required',
    ]);
  });

  it('builds the multipart fields: a product replaces the category, a type change drops a stored image', () => {
    const form = toAdditionalDetailForm(values({ productId: '9', valueTr: ' ', order: '4', type: 'text' }), 7);
    expect(Object.fromEntries(form.entries())).toEqual({
      id: '7',
      productId: '9',
      label: 'Garanti',
      type: 'text',
      value: '2 yıl',
      order: '4',
      removeImage: 'true',
    });
  });

  it('sends the filters as a ColumnFilters object', () => {
    const base = {
      page: 2,
      pageSize: 25,
      search: ' ',
      sort: { column: 'label', direction: 'desc' as const },
      categoryId: null,
      type: null,
    };
    expect(toDetailsQuery(base)).toEqual({ PageNumber: 2, PageSize: 25, OrderBy: 'label desc' });
    expect(toDetailsQuery({ ...base, search: 'gar', categoryId: '11', type: 'image' }).ColumnFilters).toBe(
      '{"categoryId":11,"type":"image"}',
    );
  });
});
