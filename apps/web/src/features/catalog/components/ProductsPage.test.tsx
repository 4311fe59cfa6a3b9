import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch';
import { pageOf } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { useSpecialPriceStore } from '../lib/special-price-store';
import { actForCustomer, categoryTree, product } from '../test-fixtures';
import { ProductsPage } from './ProductsPage';

const fetchMock = mockFetch();

const facets = [
  {
    id: 1,
    key: 'brand',
    name: 'Brand',
    details: [
      { id: 101, code: 'MICH', name: 'Michelin', count: 7 },
      { id: 102, code: 'CONT', name: 'Continental', count: 5 },
    ],
  },
  { id: 2, key: 'season', name: 'Season', details: [{ id: 201, code: 'W', name: 'Winter', count: 9 }] },
];

let total = 120;
let listItems = [
  product(),
  product({
    id: 2,
    code: 'LST-195',
    name: 'Summer tyre 195/65 R15',
    discountRate: '0.00',
    discountedPrice: '100.00',
    discountedPriceWithVat: '120.00',
  }),
];

function listBodies(): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([u]) => String(u) === '/api/catalogs/products/list')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

beforeEach(() => {
  actForCustomer();
  total = 120;
  useSpecialPriceStore.setState(useSpecialPriceStore.getInitialState(), true);
  listItems = [
    product(),
    product({
      id: 2,
      code: 'LST-195',
      name: 'Summer tyre 195/65 R15',
      discountRate: '0.00',
      discountedPrice: '100.00',
      discountedPriceWithVat: '120.00',
    }),
  ];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    switch (url.pathname) {
      case '/api/catalogs/categories':
        return jsonResponse(200, categoryTree);
      case '/api/definitions/product-list/sort-params':
        return jsonResponse(200, [
          { id: 'name-asc', title: 'Name (A-Z)', column: 'name', direction: 'asc' },
          { id: 'price-asc', title: 'Price (lowest first)', column: 'price', direction: 'asc' },
        ]);
      case '/api/catalogs/products/list':
        return jsonResponse(200, pageOf(listItems, total, 1, 50));
      case '/api/catalogs/products/properties':
        return jsonResponse(200, facets);
      default:
        return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
    }
  });
});

/** The facet groups as the server words them in each x-culture. */
const facetsIn: Record<string, string[]> = { en: ['Brand', 'Season'], de: ['Marke', 'Saison'], tr: ['Marka', 'Mevsim'] };

afterEach(async () => {
  if (i18n.language !== 'en') await changeLanguage('en');
});

describe('ProductsPage', () => {
  it('renders the cards of a paged answer, asking for page one of the URL category, 50 a page', async () => {
    renderWithProviders(<ProductsPage />, { route: '/products?category=10&searchText=tyre' });
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    const first = within(screen.getByRole('article', { name: 'Winter tyre 205/55 R16' }));
    expect(first.getByText('LST-205-55')).toBeInTheDocument();
    // discounted: the customer's price, the list price struck through, both with and without VAT
    expect(first.getByText('€90.00')).toBeInTheDocument();
    expect(first.getByText('€108.00')).toBeInTheDocument();
    expect(first.getByTestId('list-price')).toHaveTextContent('List price: €100.00');
    expect(first.getByTestId('stock-text')).toHaveTextContent('Stock: 12');
    // rendered without the cart's add call (the route supplies it): the button is there but disabled
    expect(first.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' })).toHaveAttribute('aria-disabled', 'true');
    // not discounted: no struck-through price
    expect(within(screen.getByRole('article', { name: 'Summer tyre 195/65 R15' })).queryByTestId('list-price')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tyres' })).toBeInTheDocument();
    expect(await screen.findByText('120 products')).toBeInTheDocument();

    expect(listBodies()[0]).toEqual({ categoryId: 10, searchText: 'tyre', pageNumber: 1 });
    const facetCall = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname === '/api/catalogs/products/properties');
    expect(facetCall?.searchParams.get('CategoryId')).toBe('10');
    expect(facetCall?.searchParams.get('SearchText')).toBe('tyre');
  });

  it('sends the chosen facets, sort and page to the API', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products?category=10' });
    await screen.findAllByTestId('product-card');

    await user.click(await screen.findByRole('checkbox', { name: /Michelin/ }));
    await waitFor(() => expect(listBodies().at(-1)?.propertyDetailIds).toEqual([101]));
    await user.click(screen.getByRole('checkbox', { name: /Continental/ }));
    await waitFor(() => expect(listBodies().at(-1)?.propertyDetailIds).toEqual([101, 102]));
    expect(screen.getByRole('checkbox', { name: /Michelin/ })).toBeChecked();

    await user.click(screen.getByRole('textbox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price (lowest first)', hidden: true }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ sort: 'price-asc', propertyDetailIds: [101, 102], pageNumber: 1 }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ sort: 'price-asc', propertyDetailIds: [101, 102], pageNumber: 2 }));
  });

  it('searches within the category shown from its own field: the list follows the typing, Enter searches at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products?category=10' });
    await screen.findAllByTestId('product-card');
    const field = await screen.findByRole('searchbox', { name: 'Search in Tyres' });
    await user.type(field, 'winter');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ categoryId: 10, searchText: 'winter', pageNumber: 1 }));
    expect(screen.getByText('Results for “winter”')).toBeInTheDocument();
    // the facets count within the search too
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([u]) => new URL(String(u), 'http://x'))
          .filter((u) => u.pathname === '/api/catalogs/products/properties')
          .at(-1)
          ?.searchParams.get('SearchText'),
      ).toBe('winter'),
    );

    // shorter than the live search's minimum: only Enter sends it
    await user.clear(field);
    await user.type(field, 'xl{Enter}');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ categoryId: 10, searchText: 'xl', pageNumber: 1 }));
    expect(listBodies().some((body) => body.searchText === 'x')).toBe(false);

    // emptied: the whole category again
    await user.clear(field);
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ categoryId: 10, pageNumber: 1 }));
  });

  it('shows the search of the URL in its field', async () => {
    renderWithProviders(<ProductsPage />, { route: '/products?searchText=tyre' });
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue('tyre');
  });

  it('hides prices when the customer may not see them', async () => {
    listItems = [
      product({
        showPrice: false,
        salePrice: null,
        salePriceWithVat: null,
        discountRate: null,
        discountedPrice: null,
        discountedPriceWithVat: null,
        showStock: false,
        stock: null,
        stockText: null,
      }),
    ];
    renderWithProviders(<ProductsPage />, { route: '/products?category=10' });
    const card = within(await screen.findByRole('article', { name: 'Winter tyre 205/55 R16' }));
    expect(card.queryByTestId('product-price')).not.toBeInTheDocument();
    expect(card.queryByText(/€/)).not.toBeInTheDocument();
    expect(card.queryByTestId('stock-text')).not.toBeInTheDocument();
  });

  it('shows prices with the special-price markup of the category (in cents) while the mode is on', async () => {
    useSpecialPriceStore.setState({ enabled: true, percentages: { JNT: 50, LST: 12.5, AKU: 0, AKS: 0 }, fixedExpense: 2.5 });
    renderWithProviders(<ProductsPage />, { route: '/products?category=11' });
    const card = within(await screen.findByRole('article', { name: 'Winter tyre 205/55 R16' }));
    // category 11 sits under LST: 90.00 + 12.5 % = 101.25, + 2.50 = 103.75
    expect(await card.findByText('€103.75')).toBeInTheDocument();
    expect(card.getByText('Special price applied')).toBeInTheDocument();
  });

  it('switches between the grid and the list view', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products?category=10' });
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((c) => c.dataset.view)).toEqual(['grid', 'grid']);
    await user.click(screen.getByText('List view'));
    await waitFor(() => expect(screen.getAllByTestId('product-card').map((c) => c.dataset.view)).toEqual(['list', 'list']));
    // the list row keeps price, stock and add to cart
    const row = within(screen.getByRole('article', { name: 'Winter tyre 205/55 R16' }));
    expect(row.getByText('€90.00')).toBeInTheDocument();
    expect(row.getByTestId('stock-text')).toHaveTextContent('Stock: 12');
    expect(row.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' })).toBeInTheDocument();
    await user.click(screen.getByText('Grid view'));
    await waitFor(() => expect(screen.getAllByTestId('product-card').map((c) => c.dataset.view)).toEqual(['grid', 'grid']));
  });

  it('on small screens opens the facets in a drawer from a Filters button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products?category=10' });
    await screen.findAllByTestId('product-card');
    const button = screen.getByRole('button', { name: 'Filters' });
    // the button only shows below the sm breakpoint, where the side panel is hidden
    expect(button.className).toMatch(/hidden-from-sm/);
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(drawer).findByRole('checkbox', { name: /Michelin/ }));
    await waitFor(() => expect(listBodies().at(-1)?.propertyDetailIds).toEqual([101]));
    expect(within(drawer).getByRole('checkbox', { name: /Michelin/ })).toBeChecked();
    // the button counts the chosen filters
    expect(screen.getByLabelText('1 selected')).toHaveTextContent('1');
    await user.click(within(drawer).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listBodies().at(-1)?.propertyDetailIds).toBeUndefined());
  });

  it('has no Filters button without a category (no facets to show)', async () => {
    renderWithProviders(<ProductsPage />, { route: '/products?searchText=tyre' });
    await screen.findAllByTestId('product-card');
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('asks for the facets again in the new language, so the groups follow a language change', async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://x').pathname !== '/api/catalogs/products/properties') return answer(input, init);
      const names = facetsIn[new Headers(init?.headers).get('x-culture') ?? 'tr'] ?? [];
      return jsonResponse(
        200,
        facets.map((f, i) => ({ ...f, name: names[i] })),
      );
    });
    renderWithProviders(<ProductsPage />, { route: '/products?category=10' });
    expect(await screen.findByRole('button', { name: 'Season' })).toBeInTheDocument();
    await changeLanguage('de');
    expect(await screen.findByRole('button', { name: 'Saison' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marke' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Season' })).not.toBeInTheDocument();
  });

  it('formats the counts (products, facet values) in the interface language', async () => {
    facets[0]!.details[0]!.count = 1234;
    total = 12345;
    try {
      renderWithProviders(<ProductsPage />, { route: '/products?category=10' });
      expect(await screen.findByRole('checkbox', { name: 'Michelin 1,234' })).toBeInTheDocument();
      expect(await screen.findByText('12,345 products')).toBeInTheDocument();
      await changeLanguage('de');
      expect(await screen.findByRole('checkbox', { name: 'Michelin 1.234' })).toBeInTheDocument();
      expect(await screen.findByText('12.345 Produkte')).toBeInTheDocument();
    } finally {
      facets[0]!.details[0]!.count = 7;
    }
  });

  it('ticks a facet at once and keeps the cards in place, marked busy, while the filtered list loads', async () => {
    const answer = fetchMock.getMockImplementation()!;
    let release: () => void = () => {};
    fetchMock.mockImplementation(async (input, init) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (String(input) === '/api/catalogs/products/list' && body.propertyDetailIds) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse(200, pageOf([listItems[0]!], 1, 1, 50));
      }
      return answer(input, init);
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products?category=10' });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);

    await user.click(await screen.findByRole('checkbox', { name: /Michelin/ }));
    expect(screen.getByRole('checkbox', { name: /Michelin/ })).toBeChecked();
    await waitFor(() => expect(listBodies().at(-1)?.propertyDetailIds).toEqual([101]));
    // the last list stays (no jump to a spinner), with a progress bar over it
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // the count does not stand beside cards it does not count
    expect(screen.getByText('Loading products…')).toBeInTheDocument();
    expect(screen.queryByText('120 products')).not.toBeInTheDocument();
    // a second tick before the first list arrived keeps the first
    await user.click(screen.getByRole('checkbox', { name: /Continental/ }));
    expect(screen.getByRole('checkbox', { name: /Michelin/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Continental/ })).toBeChecked();
    await waitFor(() => expect(listBodies().at(-1)?.propertyDetailIds).toEqual([101, 102]));

    release();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const answer = fetchMock.getMockImplementation()!;
    let fail = true;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/catalogs/products/list' && fail
        ? jsonResponse(500, { code: 'INTERNAL', message: 'boom' })
        : answer(input, init),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products?category=10' });
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.queryByText('The products could not be loaded.')).not.toBeInTheDocument();
  });
});
