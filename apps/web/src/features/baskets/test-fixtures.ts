import type { Cart, CartLine, DeliveryAddress, OrderCreationResult, PaymentMethod, SimplifiedCart } from '@dealerport/contract';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useLocaleStore } from '../../lib/stores/locale-store';
import { useOrderTransactionStore } from '../../lib/stores/order-transaction-store';
import { identity, signIn } from '../../test/fixtures';

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    productId: 101,
    code: 'LST-205-55',
    name: 'Winter tyre 205/55 R16',
    unitCode: 'AD',
    currencyText: 'EUR',
    salePrice: '100.00',
    campaign: null,
    priceBeforeCampaign: null,
    quantityBreak: null,
    paymentMethodCode: 'CASH',
    discountRates: ['10.00', '5.00'],
    expenseCostPrice: '8.00',
    stock: 40,
    categoryId: 11,
    quantity: 4,
    vatRate: '20.00',
    minOrderQuantity: 1,
    maxOrderQuantity: 20,
    images: [{ url: '/img/101.webp', order: 1 }],
    preSaleText: null,
    stockText: '40',
    discountedPrice: '85.50',
    lineTotal: '342.00',
    lineVat: '70.00',
    lineTotalWithVat: '420.00',
    problem: null,
    ...overrides,
  };
}

export function cart(lines: CartLine[] = [cartLine()], overrides: Partial<Cart['cartSummary']> = {}): Cart {
  return {
    id: 'cart-1',
    customer: { id: 'c-1', name: 'Yıldız Oto', code: 'C001' },
    deliveryAddressId: null,
    cartSummary: {
      totalPrice: '1234.00',
      totalDiscountedPrice: '1110.60',
      totalDiscountPrice: '123.40',
      totalVatPrice: '225.32',
      totalWithVatDiscountedPrice: '1351.92',
      totalExpenseCostPrice: '16.00',
      currency: 'EUR',
      canPlaceOrder: lines.length > 0 && lines.every((l) => l.problem === null),
      ...overrides,
    },
    cartDetails: lines,
  };
}

export function simplified(lines: CartLine[] = [cartLine()]): SimplifiedCart {
  return {
    cartDetails: lines.map(({ productId, quantity, name, unitCode, categoryId, images }) => ({
      productId,
      quantity,
      name,
      unitCode,
      categoryId,
      images,
    })),
    itemCount: lines.length,
  };
}

export function address(overrides: Partial<DeliveryAddress> = {}): DeliveryAddress {
  return {
    id: 'a-1',
    code: 'MERKEZ',
    caption: 'Head office',
    title: 'Yıldız Oto Ltd.',
    responsible: 'Ayşe Yıldız',
    address: 'Atatürk Cad. 12',
    city: 'İstanbul',
    postCode: '34000',
    countryCode: 'TR',
    isDefault: true,
    ...overrides,
  };
}

export function paymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    code: 'CASH',
    name: 'Cash',
    discountRate: '0.00',
    dueDays: 0,
    isOnlinePayment: false,
    isDefault: true,
    ...overrides,
  };
}

export const TRANSACTION_ID = '0b7f2a52-3c1e-4c55-9b1a-6f3d2f4a9e10';

export function transaction(overrides: Partial<OrderCreationResult> = {}): OrderCreationResult {
  return { transactionId: TRANSACTION_ID, errorMessage: null, createdOrders: [], status: 'InQueue', ...overrides };
}

/** A signed-in salesman acting for customer c-1, reading English. */
export function actForCustomer() {
  signIn(identity());
  useLocaleStore.setState({ locale: 'en' });
  useCustomerStore.setState({ selected: { id: 'c-1', name: 'Yıldız Oto', code: 'C001', isBayi: true }, modalOpen: false });
  useOrderTransactionStore.setState({ transactionId: null, userId: null });
}
