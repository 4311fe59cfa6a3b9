import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia } from '../../test/render';

const fetchMock = mockFetch();
mockTableMedia();

const ORDER_REPORT = {
  items: [
    {
      ficheNo: 'B2B000123',
      date: '2026-03-10',
      customerCode: 'C-1',
      customerName: 'Alpha Lastik',
      salesmanCode: 'S1',
      salesmanName: 'Ayşe Yılmaz',
      productCode: 'RP-100',
      productName: 'Yaz Lastiği 205/55',
      quantity: 4,
      unitCode: 'ADET',
      price: '1000.00',
      total: '4000.00',
      currency: 'TRY',
      status: 'Pending',
    },
  ],
  totalCount: 1,
  page: 1,
  pageSize: 25,
  totals: [{ currency: 'TRY', quantity: 4, total: '4000.00' }],
};
const PRODUCT_REPORT = {
  items: [
    {
      productId: 7,
      productCode: 'RP-200',
      productName: 'Akü 60Ah',
      categoryId: 3,
      categoryName: 'Akü',
      brandName: 'Varta',
      unitCode: 'ADET',
      listPrice: '250.50',
      currency: 'TRY',
      prices: [{ currency: 'EUR', listPrice: '8.00' }],
      totalStock: 3,
      stocks: [{ warehouseCode: 'W1', warehouseName: 'Merkez', quantity: 3 }],
      isActive: true,
    },
  ],
  totalCount: 1,
  page: 1,
  pageSize: 25,
};
const CUSTOMER_REPORT = {
  items: [
    {
      customerId: '11111111-1111-4111-8111-111111111111',
      customerCode: 'C-1',
      customerName: 'Alpha Lastik',
      customerEmail: 'a@example.test',
      customerCountryCode: 'TR',
      customerIsActive: true,
      userAccountName: 'alpha-user',
      userEmail: 'u@example.test',
      userLastLoggedOn: null,
      userDeleted: false,
      salesmanCode: 'S1',
      salesmanName: 'Ayşe Yılmaz',
    },
  ],
  totalCount: 1,
  page: 1,
  pageSize: 25,
};
const IMAGE_REPORT = {
  items: [
    {
      productId: 9,
      parentCategoryId: 1,
      categoryId: 2,
      productCode: 'RP-300',
      productName: 'Jant 17',
      images: [{ url: '/uploads/generated/rp-300.webp', order: 0, isGenerated: true }],
      imageCount: 0,
      totalCount: 1,
    },
  ],
  totalCount: 1,
  page: 1,
  pageSize: 25,
};

const calls: Array<{ path: string; query: URLSearchParams; body: unknown }> = [];

function signInAndServe(permissions: string[]) {
  signInAndServeAs(permissions, {});
}

function signInAndServeAs(permissions: string[], overrides: Parameters<typeof signInWith>[1]) {
  const user = signInWith(permissions, overrides);
  calls.length = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, user);
    if (url.pathname.startsWith('/api/reports/')) {
      calls.push({ path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname.endsWith('/export'))
        return new Response('x', { status: 200, headers: { 'content-disposition': 'attachment; filename="r.csv"' } });
      if (url.pathname === '/api/reports/order') return jsonResponse(200, ORDER_REPORT);
      if (url.pathname === '/api/reports/product') return jsonResponse(200, PRODUCT_REPORT);
      if (url.pathname === '/api/reports/customer') return jsonResponse(200, CUSTOMER_REPORT);
      if (url.pathname === '/api/reports/product-images') return jsonResponse(200, IMAGE_REPORT);
    }
    if (url.pathname === '/api/definitions/categories/admin') return jsonResponse(200, []);
    if (url.pathname === '/api/definitions/customers/Alp')
      return jsonResponse(200, [{ id: '11111111-1111-4111-8111-111111111111', name: 'Alpha Lastik', code: 'C-1' }]);
    if (url.pathname === '/api/definitions/salesmen/Ay')
      return jsonResponse(200, [{ id: '22222222-2222-4222-8222-222222222222', name: 'Ayşe Yılmaz', code: 'S1' }]);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
}

resetAppBeforeEach();

describe('report screens', () => {
  it('/order-report: rows, totals per currency, sort and filters reach the call, export sends the filters', async () => {
    signInAndServe(['report-order.list']);
    renderApp('/order-report');
    expect(await screen.findByRole('heading', { name: 'Order report', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Order report' });
    expect(await within(table).findByText('B2B000123')).toBeInTheDocument();
    expect(within(table).getByText('Alpha Lastik (C-1)')).toBeInTheDocument();
    expect(screen.getByLabelText('Totals')).toHaveTextContent('TRY · 4 units');
    const first = calls[0]!;
    expect(first.path).toBe('/api/reports/order');
    expect(Object.fromEntries(first.query)).toEqual({ page: '1', pageSize: '25', sortColumn: 'date', sortDirection: 'desc' });

    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'RP-1' } });
    await waitFor(() => expect(calls.some((c) => (c.body as { product?: string })?.product === 'RP-1')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/reports/order/export')).toBe(true));
    const exported = calls.find((c) => c.path === '/api/reports/order/export')!;
    expect(exported.query.get('format')).toBe('csv');
    expect(exported.body).toEqual({ product: 'RP-1' });
  });

  it('/order-report: the customer and salesman pickers search the lookups and filter the report', async () => {
    signInAndServeAs(['report-order.list'], { salesman: null });
    const user = userEvent.setup();
    renderApp('/order-report');
    await screen.findByRole('table', { name: 'Order report' });
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'Alp');
    await user.click(await screen.findByRole('option', { name: 'Alpha Lastik (C-1)', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Salesman' }), 'Ay');
    await user.click(await screen.findByRole('option', { name: 'Ayşe Yılmaz (S1)', hidden: true }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            JSON.stringify(c.body) ===
            JSON.stringify({ customerId: '11111111-1111-4111-8111-111111111111', salesmanId: '22222222-2222-4222-8222-222222222222' }),
        ),
      ).toBe(true),
    );
  });

  it('/order-report: a salesman gets no salesman picker (his reports are his customers anyway)', async () => {
    signInAndServeAs(['report-order.list'], { salesman: { id: '22222222-2222-4222-8222-222222222222', code: 'S1', name: 'Ayşe Yılmaz' } });
    renderApp('/order-report');
    await screen.findByRole('table', { name: 'Order report' });
    expect(screen.getByRole('textbox', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Salesman' })).not.toBeInTheDocument();
  });

  it('/stock-price: stock per warehouse and the other price lists', async () => {
    signInAndServe(['report-product.list']);
    renderApp('/stock-price');
    const table = await screen.findByRole('table', { name: 'Product report (stock and prices)' });
    expect(await within(table).findByText('RP-200')).toBeInTheDocument();
    expect(within(table).getByText('W1: 3')).toBeInTheDocument();
    expect(within(table).getByText('Varta')).toBeInTheDocument();
  });

  it('/customer-report: customer users with the last sign-in', async () => {
    signInAndServe(['report-customer.list']);
    renderApp('/customer-report');
    const table = await screen.findByRole('table', { name: 'Customer report' });
    expect(await within(table).findByText('alpha-user')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
  });

  it('/product-image-report: products without pictures show a zero count', async () => {
    signInAndServe(['report-product-image.list']);
    renderApp('/product-image-report');
    const table = await screen.findByRole('table', { name: 'Product image report' });
    expect(await within(table).findByText('RP-300')).toBeInTheDocument();
    // A generated placeholder is named so, without a picture number ("Generated picture 0").
    expect(within(table).getByRole('link', { name: 'Generated placeholder' })).toHaveAttribute('href', '/uploads/generated/rp-300.webp');
    expect(within(table).queryByText(/Generated picture 0/)).not.toBeInTheDocument();
  });

  it('denies a user without the report permission', async () => {
    signInAndServe(['report-product.list']);
    const router = renderApp('/order-report');
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
