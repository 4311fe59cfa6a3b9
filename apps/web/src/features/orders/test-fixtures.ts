import type { OrderDetail, OrderItem, OrderLineDetail, OrderListRow } from '@dealerport/contract';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useLocaleStore } from '../../lib/stores/locale-store';
import { identity, signIn } from '../../test/fixtures';

/** A signed-in salesman acting for customer c-1, reading English. */
export function actForCustomer() {
  signIn(identity());
  useLocaleStore.setState({ locale: 'en' });
  useCustomerStore.setState({ selected: { id: 'c-1', name: 'Yıldız Oto', code: 'C001', isBayi: true }, modalOpen: false });
}

export function orderRow(overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    docNumber: 'B2B-000123',
    date: '2026-11-20',
    status: 'Pending',
    statusName: 'Pending',
    statusType: 'warning',
    salesmanCode: 'PL-01',
    salesmanName: 'Selim Kaya',
    customerCode: 'C001',
    customerName: 'Yıldız Oto',
    customerId: 'c-1',
    totalAmount: '1351.92',
    currency: 'EUR',
    paymentMethodName: 'Cash',
    paymentStatus: 'NotRequired',
    itemCount: 2,
    ...overrides,
  };
}

export function lineDetail(overrides: Partial<OrderLineDetail> = {}): OrderLineDetail {
  return {
    id: 1,
    number: 'B2B-000123-1',
    warehouseCode: 'IST',
    warehouseName: 'İstanbul',
    divisionCode: 'TR',
    divisionName: 'Türkiye',
    salePrice: '100.00',
    discountedPrice: '85.50',
    quantity: 4,
    shippedQuantity: 0,
    erpModifiedBy: null,
    erpModifiedOn: null,
    paymentStatus: 'NotRequired',
    paymentMethodCode: 'CASH',
    paymentMethodName: 'Cash',
    status: 'Pending',
    statusType: 'warning',
    ...overrides,
  };
}

export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 11,
    productId: 101,
    productCode: 'LST-205-55',
    productName: 'Winter tyre 205/55 R16',
    productImageUrl: null,
    quantity: 4,
    shippedQuantity: 0,
    unitCode: 'AD',
    dueDate: '2026-11-20',
    salePrice: '100.00',
    discountedPrice: '85.50',
    campaign: null,
    priceBeforeCampaign: null,
    vatRate: '20.00',
    expenseAmount: '8.00',
    // net 4 x 85.50 = 342.00 plus the expense 8.00
    lineTotal: '350.00',
    status: 'Pending',
    statusName: 'Pending',
    isDeletedByErp: false,
    isAddedByErp: false,
    orders: [lineDetail(), lineDetail({ id: 2, number: 'B2B-000123-2', warehouseCode: 'ANK', warehouseName: 'Ankara', quantity: 0 })],
    statusType: 'warning',
    canCancel: true,
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: '5d1c1b9e-2f7a-4a39-9f0e-0c7a7f1b2c3d',
    b2BDocNo: 'B2B-000123',
    date: '2026-11-20',
    time: '10:42',
    customerId: 'c-1',
    customerCode: 'C001',
    customerName: 'Yıldız Oto',
    currency: 'EUR',
    salesmanCode: 'PL-01',
    salesmanName: 'Selim Kaya',
    totalGrossAmount: '1234.00',
    totalDiscountAmount: '123.40',
    totalAmountWithoutTax: '1110.60',
    totalTaxAmount: '225.32',
    totalExpenseAmount: '16.00',
    totalAmount: '1351.92',
    status: 'Pending',
    statusName: 'Pending',
    note: 'Deliver before noon',
    createdOnUtc: '2026-11-20T07:42:00Z',
    erpModifiedBy: null,
    erpModifiedOn: null,
    paymentMethodCode: 'CASH',
    paymentMethodName: 'Cash',
    shippingAddressCaption: 'Head office',
    shippingAddress: 'Atatürk Cad. 12, 34000 İstanbul, TR',
    orderItems: [
      orderItem(),
      orderItem({
        id: 12,
        productId: 201,
        productCode: 'JNT-716',
        productName: 'Rim 7x16 5/112',
        quantity: 2,
        lineTotal: '776.60',
        orders: [],
      }),
    ],
    paymentStatus: 'NotRequired',
    statusType: 'warning',
    canCancel: true,
    canPayOnline: false,
    warehouse: null,
    division: { code: 'TR', name: 'Türkiye' },
    captureTransactionId: null,
    erpHandOff: null,
    ...overrides,
  };
}
