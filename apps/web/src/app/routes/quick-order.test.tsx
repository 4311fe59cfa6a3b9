import type {
  CartBatchResult,
  CartLinesBody,
  QuickOrderLineInput,
  QuickOrderProduct,
  QuickOrderResolveBody,
  QuickOrderResolvedLine,
} from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useLocaleStore } from '../../lib/stores/locale-store';
import { mockFetch } from '../../test/fetch';
import { identity, signIn } from '../../test/fixtures';
import { jsonResponse, phoneMedia, renderWithProviders } from '../../test/render';
import { QuickOrderRoute } from './quick-order';

const fetchMock = mockFetch();
const onPhone = phoneMedia();

const product = (over: Partial<QuickOrderProduct> = {}): QuickOrderProduct => ({
  id: 1,
  code: 'LST-205-55',
  name: 'Winter tyre 205/55 R16',
  unitCode: 'AD',
  imageUrl: null,
  price: '85.50',
  vatRate: '20.00',
  currency: 'EUR',
  stock: 12,
  stockText: '12',
  minOrderQuantity: 1,
  maxOrderQuantity: null,
  ...over,
});
const tyre = product();
const battery = product({ id: 2, code: 'AKU-74', name: 'Battery 74 Ah', price: '120.00', stock: 1, stockText: 'Only 1 left' });
const wiper = product({ id: 3, code: 'XYZ-1', name: 'Wiper blade', price: '9.90' });
const summerTyre = product({ id: 4, code: 'LST-205-55-S', name: 'Summer tyre 205/55 R16', price: '70.00' });

/** The server's answer for one pad line, as the fake server below gives it. */
function resolveLine(input: QuickOrderLineInput, line: number): QuickOrderResolvedLine {
  const base = { line, text: input.text, candidates: [], candidateCount: 0, suggestions: [], problem: null };
  const found = (p: QuickOrderProduct, matchedBy: QuickOrderResolvedLine['matchedBy'] = 'code') => ({
    ...base,
    status: 'found' as const,
    matchedBy,
    product: p,
    quantity: input.quantity ?? p.minOrderQuantity,
    candidateCount: 1,
  });
  switch (input.text) {
    case 'LST-205-55':
      return found(tyre);
    case 'XYZ-1':
      return found(wiper);
    case '205 55 16':
      if (input.productId === summerTyre.id) return found(summerTyre, 'picked');
      return {
        ...base,
        status: 'ambiguous',
        matchedBy: null,
        product: null,
        quantity: input.quantity ?? 1,
        candidates: [tyre, summerTyre],
        candidateCount: 2,
      };
    case 'AKU-74':
      return {
        ...base,
        status: 'notOrderable',
        matchedBy: 'code',
        product: battery,
        quantity: input.quantity ?? 1,
        candidateCount: 1,
        problem: { code: 'CART_QUANTITY_ABOVE_STOCK', message: 'Only 1 in stock.' },
      };
    default:
      return {
        ...base,
        status: 'notFound',
        matchedBy: null,
        product: null,
        quantity: input.quantity ?? 1,
        suggestions: [{ id: wiper.id, code: wiper.code, name: wiper.name }],
      };
  }
}

const resolveBodies: QuickOrderResolveBody[] = [];
const addBodies: CartLinesBody[] = [];
const uploads: string[] = [];
let addAnswer: (body: CartLinesBody) => CartBatchResult;

beforeEach(() => {
  signIn(identity());
  useLocaleStore.setState({ locale: 'en' });
  useCustomerStore.setState({ selected: { id: 'c-1', name: 'Yıldız Oto', code: 'C001', isBayi: true } });
  window.sessionStorage.clear();
  resolveBodies.length = 0;
  addBodies.length = 0;
  uploads.length = 0;
  addAnswer = (body) => ({
    lines: body.lines.map((l) => ({ ...l, productCode: 'P', productName: 'P', added: true, code: null, message: null })),
  });
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/baskets/quick-order/resolve') {
      const body = JSON.parse(String(init?.body)) as QuickOrderResolveBody;
      resolveBodies.push(body);
      return jsonResponse(200, { lines: body.lines.map(resolveLine) });
    }
    if (path === '/api/baskets/quick-order') {
      const body = JSON.parse(String(init?.body)) as CartLinesBody;
      addBodies.push(body);
      return jsonResponse(200, addAnswer(body));
    }
    if (path === '/api/baskets/quick-order/file') {
      const file = (init!.body as FormData).get('file') as File;
      uploads.push(file.name);
      return jsonResponse(200, { lines: [{ text: 'LST-205-55', quantity: 8 }, { text: 'AKU-74' }], skippedRows: [4, 9], skippedCount: 2 });
    }
    if (path === '/api/baskets/quick-order/template') {
      return new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { 'content-disposition': `attachment; filename="quick-order.xlsx"` },
      });
    }
    if (path === '/api/catalogs/products/search-by-text') {
      return jsonResponse(200, [{ id: 10, name: 'Tyres', totalCount: 2, products: [{ ...tyre, categoryId: 10, imageUrl: '/i.webp' }] }]);
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

/** Pastes `text` into the "Paste lines" area and adds it to the pad. */
async function pasteLines(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('Paste lines'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Add lines' }));
}

const row = (name: RegExp | string) => screen.findByRole('row', { name });

describe('/quick-order', () => {
  it('reads pasted lines, resolves them in one request and shows each state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuickOrderRoute />);
    await pasteLines(user, 'Product code\tQuantity\nLST-205-55\t4\nXYZ;2\n205 55 16\nAKU-74, 3\n');

    await waitFor(() => expect(resolveBodies).toHaveLength(1));
    expect(resolveBodies[0]).toEqual({
      lines: [{ text: 'LST-205-55', quantity: 4 }, { text: 'XYZ', quantity: 2 }, { text: '205 55 16' }, { text: 'AKU-74', quantity: 3 }],
    });
    expect(screen.getByText('4 lines added to the pad.')).toBeInTheDocument();

    const found = await row('1: LST-205-55');
    expect(within(found).getByText('Found')).toBeInTheDocument();
    expect(within(found).getByText('€85.50 / AD')).toBeInTheDocument();
    expect(within(found).getByText('Line total €342.00')).toBeInTheDocument();
    expect(within(found).getByText('Stock: 12')).toBeInTheDocument();

    const notFound = await row('2: XYZ');
    expect(within(notFound).getByText('Not found')).toBeInTheDocument();
    expect(within(notFound).getByText('Did you mean:')).toBeInTheDocument();

    const ambiguous = await row('3: 205 55 16');
    expect(within(ambiguous).getByText('Several matches')).toBeInTheDocument();
    const pick = within(ambiguous).getByRole('combobox', { name: 'Choose the product for line 3' });
    expect(within(pick).getByRole('option', { name: 'LST-205-55-S — Summer tyre 205/55 R16 — €70.00' })).toBeInTheDocument();

    const notOrderable = await row('4: AKU-74');
    expect(within(notOrderable).getByText('Cannot be ordered')).toBeInTheDocument();
    expect(within(notOrderable).getByText('Only 1 in stock.')).toBeInTheDocument();

    const counts = screen.getByTestId('quick-order-counts');
    for (const text of ['1 found', '1 with several matches', '1 not found', '1 cannot be ordered']) {
      expect(within(counts).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByTestId('quick-order-total')).toHaveTextContent('€342.00');
    expect(screen.getByRole('button', { name: 'Add 1 line to the cart' })).toBeEnabled();

    // "did you mean" replaces the code and asks again at once
    await user.click(within(notFound).getByRole('button', { name: 'Use XYZ-1 (Wiper blade) on line 2' }));
    await waitFor(() => expect(resolveBodies.at(-1)).toEqual({ lines: [{ text: 'XYZ-1', quantity: 2 }] }));
    expect(await within(await row('2: XYZ-1')).findByText('Found')).toBeInTheDocument();
  });

  it('re-resolves an ambiguous row with the picked product', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuickOrderRoute />);
    await pasteLines(user, '205 55 16 x 2\nLST-205-55-S 1');
    const ambiguous = await row('1: 205 55 16');
    await user.selectOptions(within(ambiguous).getByRole('combobox', { name: 'Choose the product for line 1' }), String(summerTyre.id));

    await waitFor(() => expect(resolveBodies[1]).toEqual({ lines: [{ text: '205 55 16', quantity: 2, productId: summerTyre.id }] }));
    expect(await within(ambiguous).findByText('Found')).toBeInTheDocument();
    expect(within(ambiguous).getByText('chosen by you')).toBeInTheDocument();
  });

  it('sums rows that resolve to the same product into one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuickOrderRoute />);
    await pasteLines(user, 'LST-205-55 2\nXYZ-1 1\nLST-205-55 3');
    // the merged row is asked again with the sum (the cart's maximum or stock may refuse it)
    await waitFor(() => expect(resolveBodies.at(-1)).toEqual({ lines: [{ text: 'LST-205-55', quantity: 5 }] }));
    const merged = await row('1: LST-205-55');
    expect(await within(merged).findByText('2 lines merged')).toBeInTheDocument();
    expect(within(merged).getByRole('textbox', { name: 'Quantity, line 1' })).toHaveValue('5');
    expect(screen.getAllByRole('row')).toHaveLength(3); // the header and two rows
  });

  it('adds the found rows in one request, clears them and keeps the refused ones with the reason', async () => {
    addAnswer = () => ({
      lines: [
        { productId: tyre.id, productCode: tyre.code, productName: tyre.name, quantity: 4, added: true, code: null, message: null },
        {
          productId: wiper.id,
          productCode: wiper.code,
          productName: wiper.name,
          quantity: 1,
          added: false,
          code: 'CART_QUANTITY_ABOVE_MAX',
          message: 'At most 0 may be ordered.',
        },
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<QuickOrderRoute />);
    await pasteLines(user, 'LST-205-55 4\nXYZ-1\nXYZ 2');
    const add = await screen.findByRole('button', { name: 'Add 2 lines to the cart' });
    await user.click(add);

    await waitFor(() => expect(addBodies).toHaveLength(1));
    // only found rows, with their product and quantity (the minimum for a row without one)
    expect(addBodies[0]).toEqual({
      lines: [
        { productId: tyre.id, quantity: 4 },
        { productId: wiper.id, quantity: 1 },
      ],
    });

    const result = await screen.findByRole('status', { name: /1 product added to the cart/ });
    expect(within(result).getByText(/At most 0 may be ordered/)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');

    await waitFor(() => expect(screen.queryByRole('row', { name: /LST-205-55/ })).not.toBeInTheDocument());
    const refused = await row('1: XYZ-1');
    expect(within(refused).getByText('Not added: At most 0 may be ordered.')).toBeInTheDocument();
    expect(await row('2: XYZ')).toBeInTheDocument();
  });

  it('works from the keyboard: Enter in a code field resolves it and moves to a new row below', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuickOrderRoute />);
    const code = await screen.findByRole('combobox', { name: 'Product code, line 1' });
    await user.click(code);
    await user.type(code, 'LST-205');
    // the header search's call suggests products as the code is typed; arrows and Enter take one
    // (Mantine's dropdown is display: none in jsdom while its transition would run)
    expect(await screen.findByRole('option', { name: /Winter tyre 205\/55 R16/, hidden: true })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(code).toHaveValue('LST-205-55'));
    expect(screen.queryByRole('combobox', { name: 'Product code, line 2' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');

    const next = await screen.findByRole('combobox', { name: 'Product code, line 2' });
    await waitFor(() => expect(next).toHaveFocus());
    await waitFor(() => expect(resolveBodies).toContainEqual({ lines: [{ text: 'LST-205-55' }] }));
    expect(await within(await row('1: LST-205-55')).findByText('Found')).toBeInTheDocument();

    // the quantity, then Enter: on to the next (empty) row rather than another new one
    await user.type(screen.getByRole('textbox', { name: 'Quantity, line 1' }), '6{Enter}');
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.queryByRole('combobox', { name: 'Product code, line 3' })).not.toBeInTheDocument();
    await waitFor(() => expect(resolveBodies.at(-1)).toEqual({ lines: [{ text: 'LST-205-55', quantity: 6 }] }));
  });

  it('takes several lines pasted into a code field as rows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuickOrderRoute />);
    await user.click(await screen.findByRole('combobox', { name: 'Product code, line 1' }));
    await user.paste('LST-205-55\t2\r\nAKU-74\t1');
    expect(await row('1: LST-205-55')).toBeInTheDocument();
    expect(await row('2: AKU-74')).toBeInTheDocument();
    await waitFor(() =>
      expect(resolveBodies[0]).toEqual({
        lines: [
          { text: 'LST-205-55', quantity: 2 },
          { text: 'AKU-74', quantity: 1 },
        ],
      }),
    );
  });

  it('reads an uploaded sheet into rows, says which rows it left out, and offers the template', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<QuickOrderRoute />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'order.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));

    expect(
      await screen.findByText(/2 lines read from order\.xlsx\. 2 rows were left out \(no code or no quantity\): rows 4, 9\./),
    ).toBeInTheDocument();
    expect(uploads).toEqual(['order.xlsx']);
    await waitFor(() => expect(resolveBodies[0]).toEqual({ lines: [{ text: 'LST-205-55', quantity: 8 }, { text: 'AKU-74' }] }));
    expect(await row('1: LST-205-55')).toBeInTheDocument();
    expect(await row('2: AKU-74')).toBeInTheDocument();
    // the multipart call acts for the selected customer, as every call of the pad
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/baskets/quick-order/file')!;
    expect(new Headers(init?.headers).get('x-customer-id')).toBe('c-1');

    await user.click(screen.getByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(saved).toEqual(['quick-order.xlsx']));
  });

  it('keeps the pad in the tab: rendered again, its rows are back and asked again', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<QuickOrderRoute />);
    await pasteLines(user, 'LST-205-55 4\nXYZ');
    await waitFor(() => expect(resolveBodies).toHaveLength(1));
    first.unmount();

    renderWithProviders(<QuickOrderRoute />);
    expect(await row('1: LST-205-55')).toBeInTheDocument();
    expect(await row('2: XYZ')).toBeInTheDocument();
    await waitFor(() => expect(resolveBodies[1]).toEqual({ lines: [{ text: 'LST-205-55', quantity: 4 }, { text: 'XYZ' }] }));
  });

  it('shows the rows as cards on a phone', async () => {
    onPhone();
    const user = userEvent.setup();
    renderWithProviders(<QuickOrderRoute />);
    await pasteLines(user, 'LST-205-55 4');
    const list = await screen.findByRole('list', { name: 'Quick order lines' });
    const card = await within(list).findByRole('article', { name: '1: LST-205-55' });
    expect(await within(card).findByText('Found')).toBeInTheDocument();
    expect(within(card).getByLabelText('Product code, line 1')).toHaveValue('LST-205-55');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
