import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createProperty, createPropertyDetail } from '../../../test/catalog-factories';
import { createCustomer, createRole, createTestApp, createUser, signIn, type TestApp } from '../../../test/harness';

/**
 * Additional details reach the product detail (migration 0009): the product's own, its category's and
 * its ancestors' (unless narrowed to a property value it does not carry), by the admin's order, the value
 * in the caller's language; the list leaves them out.
 */
let t: TestApp;
let token: string;
let customerId: string;
const ids: Record<string, number> = {};

async function addDetail(values: {
  category_id: number;
  product_id?: number;
  property_id?: number;
  property_detail_id?: number;
  label: string;
  value?: string;
  localised?: Record<string, string>;
  type?: 'text' | 'image' | 'link';
  image_url?: string;
  order: number;
}) {
  await t.db
    .insertInto('product_additional_details')
    .values({
      category_id: values.category_id,
      product_id: values.product_id ?? null,
      property_id: values.property_id ?? null,
      property_detail_id: values.property_detail_id ?? null,
      label: values.label,
      value: values.value ?? '',
      localised_values: JSON.stringify(values.localised ?? {}),
      type: values.type ?? 'text',
      image_url: values.image_url ?? null,
      sort_order: values.order,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  ids.top = await createCategory(t.db, { code: 'ADT' });
  ids.leaf = await createCategory(t.db, { code: 'ADT-LEAF', parentId: ids.top });
  ids.other = await createCategory(t.db, { code: 'ADT-OTHER' });
  const brand = await createProperty(t.db, ids.top, 'brand');
  ids.michelin = await createPropertyDetail(t.db, brand, 'Michelin');
  ids.lassa = await createPropertyDetail(t.db, brand, 'Lassa');
  ids.p1 = await createProduct(t.db, {
    code: 'ADT-1',
    name: 'Michelin one',
    categoryId: ids.leaf,
    listPrice: '10',
    detailIds: [ids.michelin],
  });
  ids.p2 = await createProduct(t.db, { code: 'ADT-2', name: 'Lassa two', categoryId: ids.leaf, listPrice: '10', detailIds: [ids.lassa] });

  await addDetail({ category_id: ids.top, label: 'Garanti', value: '2 yıl', localised: { de: '2 Jahre', en: '2 years' }, order: 2 });
  await addDetail({
    category_id: ids.leaf,
    property_id: brand,
    property_detail_id: ids.michelin,
    label: 'Menşei',
    value: 'Fransa',
    order: 1,
  });
  await addDetail({ category_id: ids.leaf, product_id: ids.p2, label: 'Etiket', type: 'image', image_url: '/uploads/x.png', order: 3 });
  await addDetail({ category_id: ids.other, label: 'Başka', value: 'hayır', order: 0 });

  const customer = await createCustomer(t.db);
  customerId = customer.id;
  const role = await createRole(t.db, 'dealer');
  const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId });
  token = (await signIn(t, user.account_name)).token;
});
afterAll(() => t?.close());

const detailOf = async (productId: number, culture = 'tr') => {
  const res = await t.call({ method: 'GET', url: `/api/catalogs/products/${productId}/detail`, token, culture });
  expect(res.status).toBe(200);
  return res.body.additionalDetails;
};

describe('additional details in the product detail', () => {
  it('category-wide, ancestors, narrowed to a property value, by order', async () => {
    expect(await detailOf(ids.p1!)).toEqual([
      { name: 'Menşei', value: 'Fransa', type: 'text' },
      { name: 'Garanti', value: '2 yıl', type: 'text' },
    ]);
  });

  it("a product's own details; a narrowed detail of another value stays out; images give their URL", async () => {
    expect(await detailOf(ids.p2!)).toEqual([
      { name: 'Garanti', value: '2 yıl', type: 'text' },
      { name: 'Etiket', value: '/uploads/x.png', type: 'image' },
    ]);
  });

  it("the value in the caller's language when translated", async () => {
    expect((await detailOf(ids.p1!, 'de'))[1]).toEqual({ name: 'Garanti', value: '2 Jahre', type: 'text' });
    expect((await detailOf(ids.p1!, 'en'))[1].value).toBe('2 years');
  });

  it('details by id and by code carry them too; the list leaves them empty', async () => {
    const byCode = await t.call({ method: 'GET', url: '/api/catalogs/products/ADT-1/detail-by-code', token });
    expect(byCode.body.additionalDetails).toHaveLength(2);
    const details = await t.call({ method: 'POST', url: '/api/catalogs/products/details', token, payload: { productIds: [ids.p2] } });
    expect(details.status).toBe(200);
    expect(details.body[0].additionalDetails).toHaveLength(2);
    const list = await t.call({
      method: 'POST',
      url: '/api/catalogs/products/list',
      token,
      payload: { categoryId: ids.top, pageNumber: 1, pageSize: 10 },
    });
    expect(list.status).toBe(200);
    expect(list.body.items.every((i: { additionalDetails: unknown[] }) => i.additionalDetails.length === 0)).toBe(true);
  });
});
