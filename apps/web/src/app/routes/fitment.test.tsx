import type { Vehicle } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actForCustomer, categoryTree, product } from '../../features/catalog/test-fixtures';
import { specsQuery } from '../../features/fitment/components/BatterySearchPage';
import { yearsOf } from '../../features/fitment/components/VehiclePicker';
import { i18n } from '../../lib/i18n';
import * as notify from '../../lib/notify';
import { mockFetch } from '../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { BatterySearchRoute, ConfiguratorRoute, ExpertOpinionRoute } from './fitment';

const fetchMock = mockFetch();

const golf: Vehicle = {
  id: 7,
  code: 'VW-GOLF',
  make: 'Volkswagen',
  model: 'Golf VII',
  yearFrom: 2012,
  yearTo: 2020,
  engine: '1.4 TSI 92 kW',
};
const golfTdi: Vehicle = { ...golf, id: 8, code: 'VW-GOLF-TDI', engine: '2.0 TDI 110 kW' };
const rim = { ...product({ id: 31, code: 'JNT-31', name: 'Borbet Y 7.0Jx17 5x112 ET45 Silber' }), categoryId: 20 };
const tyre = { ...product({ id: 41, code: 'LST-41', name: 'Continental 225/45R17 94W' }), categoryId: 11 };
const battery = { ...product({ id: 51, code: 'AKU-51', name: 'Varta 12V 60Ah 510A' }), categoryId: 30 };

const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([u, init]) => ({ call: `POST ${new URL(String(u), 'http://x').pathname}`, body: JSON.parse(String(init?.body)) }));
const calls = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).map((u) => `${u.pathname}${u.search}`);

beforeEach(() => {
  actForCustomer();
  vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const q = url.searchParams;
    if (url.pathname === '/api/catalogs/categories') return jsonResponse(200, categoryTree);
    if (url.pathname === '/api/fitment/vehicles/makes') return jsonResponse(200, ['BMW', 'Volkswagen']);
    if (url.pathname === '/api/fitment/vehicles/models')
      return jsonResponse(200, q.get('make') === 'Volkswagen' ? ['Golf VII'] : ['3er (F30)']);
    if (url.pathname === '/api/fitment/vehicles') return jsonResponse(200, [golf, golfTdi]);
    if (url.pathname === '/api/fitment/configurator/8') {
      return jsonResponse(200, {
        vehicle: golfTdi,
        wheel: { pcd: '5x112', centreBore: '57.1', offsetMin: 38, offsetMax: 50, rimDiameters: [16, 17], tyreSizes: ['225/45R17'] },
        rims: [rim],
        tyres: [tyre],
      });
    }
    if (url.pathname === '/api/fitment/batteries') {
      const spec = { capacityAh: 60, cca: 510, lengthMm: 242, widthMm: 175, heightMm: 190, terminalLayout: '0' };
      return jsonResponse(200, { vehicle: null, fitment: null, products: [{ ...battery, spec }] });
    }
    if (url.pathname === '/api/fitment/expert-opinions') {
      return jsonResponse(200, [
        { id: 3, code: 'KBA 48111', kind: 'abe', vehicle: golf, rim: { id: 31, code: 'JNT-31', name: rim.name }, hasDocument: true },
      ]);
    }
    if (url.pathname === '/api/fitment/expert-opinions/3/document') {
      return new Response('%PDF-1.4', {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="KBA-48111.pdf"' },
      });
    }
    if (url.pathname === '/api/baskets/cart/products' && init?.method === 'POST') return jsonResponse(204);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/configurator', () => {
  it('picks make, model, year and engine, then shows fitting rims and tyres with add to cart', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfiguratorRoute />);
    expect(await screen.findByText('Choose make, model, year and engine.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Make' })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Volkswagen');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Golf VII');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Year' })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2016');
    // two engines that year: one must be chosen
    await user.selectOptions(screen.getByRole('combobox', { name: 'Engine' }), '2.0 TDI 110 kW');

    const rimCard = within(await screen.findByRole('article', { name: rim.name }));
    expect(screen.getByRole('heading', { name: '1 fitting rim' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: tyre.name })).toBeInTheDocument();
    expect(screen.getByText(/Bolt pattern 5x112, centre bore 57.1 mm, ET 38–50/)).toBeInTheDocument();
    await user.click(rimCard.getByRole('button', { name: `Add ${rim.name} to the cart` }));
    await waitFor(() =>
      expect(writes()).toEqual([{ call: 'POST /api/baskets/cart/products', body: { productId: 31, quantity: expect.any(Number) } }]),
    );
    expect(calls()).toContain('/api/fitment/vehicles/models?make=Volkswagen');
    // Numbers as the language writes them: 57,1 mm in German.
    await i18n.changeLanguage('de');
    try {
      expect(await screen.findByText(/57,1 mm/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lists the years of the vehicles, newest first', () => {
    expect(yearsOf([golf, { ...golf, yearFrom: 2019, yearTo: null }], 2021)).toEqual([
      2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012,
    ]);
  });
});

describe('/battery-search', () => {
  it('searches by specs and shows the batteries with their data', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BatterySearchRoute />);
    await user.click(await screen.findByText('By specifications'));
    await user.type(screen.getByRole('textbox', { name: 'Capacity from (Ah)' }), '55');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: battery.name })).toBeInTheDocument();
    expect(screen.getByText('60 Ah · 510 A · 242 × 175 × 190 mm · terminal layout 0')).toBeInTheDocument();
    expect(calls()).toContain('/api/fitment/batteries?capacityMin=55');
  });

  it('builds the query from the filled fields only', () => {
    const empty = { capacityMin: '', ccaMin: '', lengthMax: '', widthMax: '', heightMax: '', terminalLayout: '' };
    expect(specsQuery(empty)).toBeNull();
    expect(specsQuery({ ...empty, ccaMin: '500', terminalLayout: '1' })).toEqual({ ccaMin: 500, terminalLayout: '1' });
  });
});

describe('/expert-opinion', () => {
  it('searches by rim code and offers the PDF', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExpertOpinionRoute />);
    await user.type(await screen.findByRole('textbox', { name: /Rim code or opinion number/ }), 'JNT-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = within(await screen.findByRole('table', { name: 'Expert opinions found' }));
    expect(table.getByText('KBA 48111')).toBeInTheDocument();
    expect(table.getByText('ABE')).toBeInTheDocument();
    expect(calls()).toContain('/api/fitment/expert-opinions?code=JNT-31');

    // "Open" shows the PDF in a tab opened at the click (not a download the reader has to find)
    const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const objectUrl = vi.fn(() => 'blob:opinion-3');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    await user.click(table.getByRole('button', { name: 'Open the PDF of KBA 48111' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:opinion-3'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls()).toContain('/api/fitment/expert-opinions/3/document');
    open.mockRestore();
  });
});
