import type { CategoryNode, ProductListItem } from '@dealerport/contract';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useLocaleStore } from '../../lib/stores/locale-store';
import { identity, signIn } from '../../test/fixtures';

export function product(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: 1,
    code: 'LST-205-55',
    name: 'Winter tyre 205/55 R16',
    unitCode: 'AD',
    stock: 12,
    stockText: '12',
    salePrice: '100.00',
    salePriceWithVat: '120.00',
    vatRate: '20.00',
    discountRate: '10.00',
    discountedPrice: '90.00',
    discountedPriceWithVat: '108.00',
    campaign: null,
    priceBeforeCampaign: null,
    priceBeforeCampaignWithVat: null,
    minOrderQuantity: 1,
    maxOrderQuantity: null,
    placeHolderQuantity: 4,
    currencyText: 'EUR',
    hasBasket: true,
    showPrice: true,
    showStock: true,
    preSaleText: null,
    additionalDetails: [],
    images: [{ url: '/img/1.webp', order: 1 }],
    ...overrides,
  };
}

export const categoryTree: CategoryNode[] = [
  {
    id: 10,
    code: 'LST',
    name: 'Tyres',
    order: 1,
    parentCategoryId: null,
    icon: null,
    refCode: 'LST',
    isActive: true,
    children: [
      {
        id: 11,
        code: 'LST-W',
        name: 'Winter tyres',
        order: 1,
        parentCategoryId: 10,
        icon: null,
        refCode: 'LST-W',
        isActive: true,
        children: [],
      },
    ],
  },
  { id: 20, code: 'JNT', name: 'Rims', order: 2, parentCategoryId: null, icon: null, refCode: 'JNT', isActive: true, children: [] },
];

/** A signed-in salesman acting for a customer. */
export function actForCustomer() {
  signIn(identity());
  // tests read English, prices included
  useLocaleStore.setState({ locale: 'en' });
  useCustomerStore.setState({ selected: { id: 'c-1', name: 'Yıldız Oto', code: 'C001', isBayi: true } });
}
