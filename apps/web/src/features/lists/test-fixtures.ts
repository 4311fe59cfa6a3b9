import type { CartBatchResult, ListDetail, ListLine, ListSummary, QuickOrderProduct } from '@dealerport/contract';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useLocaleStore } from '../../lib/stores/locale-store';
import { identity, signIn } from '../../test/fixtures';

/** A signed-in salesman acting for customer c-1, reading English. */
export function actForCustomer() {
  signIn(identity());
  useLocaleStore.setState({ locale: 'en' });
  useCustomerStore.setState({ selected: { id: 'c-1', name: 'Yıldız Oto', code: 'C001', isBayi: true }, modalOpen: false });
}

export const LIST_ID = '0b6f1c2e-4d5a-4b8e-9c1d-2e3f4a5b6c7d';
export const OTHER_LIST_ID = '7d6c5b4a-3f2e-4d1c-9b8e-5a4d2e1c6f0b';

export function listProduct(overrides: Partial<QuickOrderProduct> = {}): QuickOrderProduct {
  return {
    id: 101,
    code: 'LST-205-55',
    name: 'Winter tyre 205/55 R16',
    unitCode: 'AD',
    imageUrl: null,
    price: '85.50',
    vatRate: '20.00',
    currency: 'EUR',
    stock: 12,
    stockText: '10+',
    minOrderQuantity: 1,
    maxOrderQuantity: null,
    ...overrides,
  };
}

export function listLine(overrides: Partial<ListLine> = {}): ListLine {
  return { id: 1, productId: 101, quantity: 4, product: listProduct(), ...overrides };
}

export function listSummary(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: LIST_ID,
    name: 'Winter stock',
    lineCount: 3,
    totalQuantity: 7,
    updatedAt: '2026-11-20T07:42:00Z',
    updatedBy: 'Selim Kaya',
    ...overrides,
  };
}

/** The winter list: a tyre, a rim and a battery the customer may no longer see. */
export function listDetail(overrides: Partial<ListDetail> = {}): ListDetail {
  return {
    ...listSummary(),
    lines: [
      listLine(),
      listLine({
        id: 2,
        productId: 201,
        quantity: 2,
        product: listProduct({ id: 201, code: 'JNT-716', name: 'Rim 7x16 5/112', price: null, stockText: null }),
      }),
      listLine({ id: 3, productId: 301, quantity: 1, product: null }),
    ],
    ...overrides,
  };
}

/** The tyre went in, the rim did not. */
export function partialCartResult(): CartBatchResult {
  return {
    lines: [
      {
        productId: 101,
        productCode: 'LST-205-55',
        productName: 'Winter tyre 205/55 R16',
        quantity: 4,
        added: true,
        code: null,
        message: null,
      },
      {
        productId: 201,
        productCode: 'JNT-716',
        productName: 'Rim 7x16 5/112',
        quantity: 2,
        added: false,
        code: 'CART_PRICE_ON_REQUEST',
        message: 'Rim 7x16 5/112 has its price on request.',
      },
    ],
  };
}
