import type { ListDetail } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCart } from '../../features/catalog/components/AddToCart';
import { product } from '../../features/catalog/test-fixtures';
import { AddToListButton } from '../../features/lists/components/AddToListButton';
import {
  actForCustomer,
  LIST_ID,
  listDetail,
  listLine,
  listProduct,
  OTHER_LIST_ID,
  partialCartResult,
} from '../../features/lists/test-fixtures';
import * as notify from '../../lib/notify';
import { mockFetch } from '../../test/fetch';
import { jsonResponse, phoneMedia, renderWithProviders } from '../../test/render';
import { ListDetailRoute, ListsRoute } from './lists';

const fetchMock = mockFetch();
const actAsPhone = phoneMedia();
const NEW_ID = '5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c';

/** The server's lists, changed by the calls as the server would. */
let lists: ListDetail[];

const summary = ({ lines: _lines, ...rest }: ListDetail) => rest;
const withLines = (list: ListDetail, lines: ListDetail['lines']): ListDetail => ({
  ...list,
  lines,
  lineCount: lines.length,
  totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
});

/** The JSON bodies sent with `method` to `path`. */
const sent = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

beforeEach(() => {
  actForCustomer();
  vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
  lists = [listDetail(), listDetail({ id: OTHER_LIST_ID, name: 'Rims', lineCount: 0, totalQuantity: 0, updatedBy: null, lines: [] })];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === '/api/lists' && method === 'GET') return jsonResponse(200, lists.map(summary));
    if (path === '/api/lists' && method === 'POST') {
      const lines = (body.lines ?? []).map((l: { productId: number; quantity: number }, i: number) =>
        listLine({ id: 100 + i, productId: l.productId, quantity: l.quantity, product: listProduct({ id: l.productId }) }),
      );
      const created = withLines(listDetail({ id: NEW_ID, name: body.name }), lines);
      lists = [created, ...lists];
      return jsonResponse(200, created);
    }
    const match = /^\/api\/lists\/([^/]+)(?:\/([a-z]+))?$/.exec(path);
    const list = lists.find((l) => l.id === match?.[1]);
    if (!match || !list) return jsonResponse(404, { code: 'NOT_FOUND', message: 'The list was not found.' });
    const replace = (next: ListDetail) => {
      lists = lists.map((l) => (l.id === next.id ? next : l));
      return jsonResponse(200, next);
    };
    switch (`${method} ${match[2] ?? ''}`) {
      case 'GET ':
        return jsonResponse(200, list);
      case 'PUT ':
        if (body.name === 'Refused') return jsonResponse(400, { code: 'VALIDATION', message: 'This name is refused.' });
        return replace({ ...list, name: body.name });
      case 'DELETE ':
        lists = lists.filter((l) => l.id !== list.id);
        return jsonResponse(204);
      case 'POST copy': {
        const copy = { ...list, id: NEW_ID, name: body.name };
        lists = [copy, ...lists];
        return jsonResponse(200, copy);
      }
      case 'PUT lines':
        return replace(
          withLines(
            list,
            body.lines.map((l: { productId: number; quantity: number }) => ({
              ...(list.lines.find((old) => old.productId === l.productId) ?? listLine()),
              quantity: l.quantity,
            })),
          ),
        );
      case 'POST lines':
        return replace(withLines(list, [...list.lines, listLine({ id: 50, productId: body.productId, quantity: body.quantity })]));
      case 'POST cart':
        return jsonResponse(200, partialCartResult());
      case 'POST import': {
        const next = withLines(list, [
          ...list.lines,
          listLine({ id: 60, productId: 401, quantity: 3, product: listProduct({ id: 401, code: 'AKU-60', name: 'Battery 60Ah' }) }),
        ]);
        lists = lists.map((l) => (l.id === next.id ? next : l));
        return jsonResponse(200, {
          list: next,
          added: 1,
          notFound: [
            { row: 3, text: 'XYZ-999' },
            { row: 5, text: '4006 1234' },
          ],
        });
      }
      default:
        return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
    }
  });
});

const renderLists = (route = '/lists') =>
  renderWithProviders(
    <Routes>
      <Route path="/lists" element={<ListsRoute />} />
      <Route path="/lists/:id" element={<ListDetailRoute />} />
      <Route path="/cart" element={<p>the cart</p>} />
    </Routes>,
    { route },
  );

describe('/lists, the overview', () => {
  it('lists the customer’s lists with their lines, when and by whom they changed, each a link to its page', async () => {
    renderLists();
    const row = await screen.findByRole('row', { name: 'Winter stock' });
    expect(within(row).getByRole('link', { name: 'Winter stock' })).toHaveAttribute('href', `/lists/${LIST_ID}`);
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('Selim Kaya')).toBeInTheDocument();
    expect(within(row).getByText('11/20/26, 7:42 AM', { exact: false })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Rims' })).getByText('—')).toBeInTheDocument();
  });

  it('creates a list under the name given and opens it', async () => {
    const user = userEvent.setup();
    renderLists();
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    // a name is needed
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Give the list a name (at most 80 characters).')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Spring  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Spring' })).toBeInTheDocument();
    expect(sent('POST', '/api/lists')).toEqual([{ name: 'Spring' }]);
  });

  it('renames a list, keeping the dialog open with the server’s refusal', async () => {
    const user = userEvent.setup();
    renderLists();
    await user.click(await screen.findByRole('button', { name: 'Rename Winter stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Winter stock”' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Winter stock');
    await user.clear(field);
    await user.type(field, 'Refused');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This name is refused.');
    await user.clear(field);
    await user.type(field, 'Winter 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Winter 2026' })).toBeInTheDocument();
    expect(sent('PUT', `/api/lists/${LIST_ID}`)).toEqual([{ name: 'Refused' }, { name: 'Winter 2026' }]);
    expect(notify.showSuccessToast).toHaveBeenCalledWith('The list is now called “Winter 2026”.');
  });

  it('copies a list under a new name, and deletes one after asking', async () => {
    const user = userEvent.setup();
    renderLists();
    await user.click(await screen.findByRole('button', { name: 'Copy Winter stock' }));
    const copy = await screen.findByRole('dialog', { name: 'Copy “Winter stock”' });
    expect(within(copy).getByRole('textbox', { name: 'Name' })).toHaveValue('Winter stock (copy)');
    await user.click(within(copy).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('link', { name: 'Winter stock (copy)' })).toBeInTheDocument();
    expect(sent('POST', `/api/lists/${LIST_ID}/copy`)).toEqual([{ name: 'Winter stock (copy)' }]);

    await user.click(screen.getByRole('button', { name: 'Delete Rims' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete list' });
    expect(confirm).toHaveTextContent('Delete the list “Rims”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Rims' })).not.toBeInTheDocument());
    expect(sent('DELETE', `/api/lists/${OTHER_LIST_ID}`)).toHaveLength(1);
  });

  it('on a phone puts a list’s figures under its name, in two columns', async () => {
    actAsPhone();
    renderLists();
    const row = await screen.findByRole('row', { name: 'Winter stock' });
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
    expect(within(row).getByText(/3 lines · .* · Selim Kaya/)).toBeInTheDocument();
  });
});

describe('/lists/:id, a list', () => {
  it('shows each line with code, name, today’s price, stock and quantity; a product no longer visible says so', async () => {
    renderLists(`/lists/${LIST_ID}`);
    expect(await screen.findByRole('heading', { name: 'Winter stock' })).toBeInTheDocument();
    const tyre = screen.getByRole('row', { name: 'Winter tyre 205/55 R16' });
    expect(within(tyre).getByText('LST-205-55')).toBeInTheDocument();
    expect(within(tyre).getByText('€85.50')).toBeInTheDocument();
    expect(within(tyre).getByText('10+')).toBeInTheDocument();
    expect(within(tyre).getByRole('textbox', { name: 'Quantity of Winter tyre 205/55 R16' })).toHaveValue('4');
    expect(within(screen.getByRole('row', { name: 'Rim 7x16 5/112' })).getByText('Price on request')).toBeInTheDocument();
    const gone = screen.getByRole('row', { name: 'Product 301 (not available any more)' });
    expect(within(gone).getByText('Not available any more')).toBeInTheDocument();
    expect(within(gone).getByRole('checkbox')).toBeDisabled();
  });

  it('saves a quantity, a move and a removal as the whole arrangement of the lines', async () => {
    const user = userEvent.setup();
    renderLists(`/lists/${LIST_ID}`);
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Winter tyre 205/55 R16' });
    await user.clear(quantity);
    await user.type(quantity, '8{Enter}');
    await waitFor(() => expect(sent('PUT', `/api/lists/${LIST_ID}/lines`)).toHaveLength(1));

    const down = screen.getByRole('button', { name: 'Move Winter tyre 205/55 R16 down' });
    await user.click(down);
    // the moved line's button keeps the focus, so the keyboard can go on moving it
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Winter tyre 205/55 R16 down' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Winter tyre 205/55 R16 moved to position 2 of 3.');
    await user.click(screen.getByRole('button', { name: 'Remove Product 301 (not available any more)' }));

    await waitFor(() => expect(sent('PUT', `/api/lists/${LIST_ID}/lines`)).toHaveLength(3));
    expect(sent('PUT', `/api/lists/${LIST_ID}/lines`)).toEqual([
      {
        lines: [
          { productId: 101, quantity: 8 },
          { productId: 201, quantity: 2 },
          { productId: 301, quantity: 1 },
        ],
      },
      {
        lines: [
          { productId: 201, quantity: 2 },
          { productId: 101, quantity: 8 },
          { productId: 301, quantity: 1 },
        ],
      },
      {
        lines: [
          { productId: 201, quantity: 2 },
          { productId: 101, quantity: 8 },
        ],
      },
    ]);
    const rows = within(screen.getByRole('table', { name: 'Lines of the list' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Rim 7x16 5/112', 'Winter tyre 205/55 R16']);
  });

  it('puts the chosen lines into the cart and shows per product what went in and why not', async () => {
    const user = userEvent.setup();
    renderLists(`/lists/${LIST_ID}`);
    const selected = await screen.findByRole('button', { name: 'Add selected to cart (0)' });
    expect(selected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Winter tyre 205/55 R16' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Rim 7x16 5/112' }));
    await user.click(screen.getByRole('button', { name: 'Add selected to cart (2)' }));
    const dialog = await screen.findByRole('dialog', { name: '“Winter stock” into the cart' });
    expect(sent('POST', `/api/lists/${LIST_ID}/cart`)).toEqual([{ lineIds: [1, 2] }]);
    expect(within(dialog).getByText('1 product put in the cart at today’s price.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 product could not be added')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Result per product' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('LST-205-55 · Winter tyre 205/55 R16Added4');
    expect(rows[2]).toHaveTextContent('JNT-716 · Rim 7x16 5/112Rim 7x16 5/112 has its price on request.2');
    await user.click(within(dialog).getByRole('button', { name: 'Go to the cart' }));
    expect(await screen.findByText('the cart')).toBeInTheDocument();
  });

  it('puts every line into the cart', async () => {
    const user = userEvent.setup();
    renderLists(`/lists/${LIST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    await screen.findByRole('dialog', { name: '“Winter stock” into the cart' });
    expect(sent('POST', `/api/lists/${LIST_ID}/cart`)).toEqual([{}]);
  });

  it('imports a file and lists the rows that found no product', async () => {
    const user = userEvent.setup();
    renderLists(`/lists/${LIST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import into the list' });
    const file = new File(['code;quantity\nAKU-60;3\n'], 'winter.csv', { type: 'text/csv' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('1 row added to the list. 2 rows found no product:')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Rows not found' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RowCode in the file', '3XYZ-999', '54006 1234']);
    const [form] = sent('POST', `/api/lists/${LIST_ID}/import`);
    expect((form as FormData).get('file')).toBeInstanceOf(File);
    // the list shows the imported line
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('row', { name: 'Battery 60Ah' })).toBeInTheDocument();
  });

  it('says so when the list does not exist for this customer', async () => {
    renderLists('/lists/3f2e1d0c-9b8a-4765-8432-10fedcba9876');
    expect(await screen.findByText('This list does not exist (any more), or it belongs to another customer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All lists' })).toHaveAttribute('href', '/lists');
  });

  it('on a phone shows a card per line with its choice, quantity and buttons', async () => {
    actAsPhone();
    renderLists(`/lists/${LIST_ID}`);
    const list = await screen.findByRole('list', { name: 'Lines of the list' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const tyre = within(list).getByRole('article', { name: 'Winter tyre 205/55 R16' });
    expect(within(tyre).getByRole('checkbox', { name: 'Choose Winter tyre 205/55 R16' })).toBeInTheDocument();
    expect(within(tyre).getByText('€85.50 · Stock: 10+')).toBeInTheDocument();
    expect(within(tyre).getByRole('button', { name: 'Move Winter tyre 205/55 R16 up' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Choose all lines' })).toBeInTheDocument();
  });
});

describe('add to list beside a product’s add to cart', () => {
  const renderCard = () =>
    renderWithProviders(
      <AddToCart
        product={product({ id: 101 })}
        onAdd={async () => undefined}
        listAction={(p, quantity, size) => <AddToListButton productId={p.id} name={p.name} quantity={quantity} size={size} />}
      />,
    );

  it('adds the quantity typed on the card to a list chosen', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByRole('textbox', { name: 'Quantity for Winter tyre 205/55 R16' }), '6');
    await user.click(screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to list' });
    expect(await within(dialog).findByRole('textbox', { name: 'Quantity' })).toHaveValue('6');
    await user.click(within(dialog).getByRole('textbox', { name: 'List' }));
    await user.click(await screen.findByRole('option', { name: 'Rims', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent('POST', `/api/lists/${OTHER_LIST_ID}/lines`)).toEqual([{ productId: 101, quantity: 6 }]));
    expect(notify.showSuccessToast).toHaveBeenCalledWith('Winter tyre 205/55 R16 added to “Rims”.');
  });

  it('makes a new list with the product at its minimum when nothing is typed', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to list' });
    expect(await within(dialog).findByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await user.click(within(dialog).getByRole('radio', { name: 'A new list' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of the new list' }), 'Tyres');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent('POST', '/api/lists')).toEqual([{ name: 'Tyres', lines: [{ productId: 101, quantity: 1 }] }]));
  });
});
