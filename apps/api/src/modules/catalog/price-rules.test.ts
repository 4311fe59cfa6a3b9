import { describe, expect, it } from 'vitest';
import { add, type Exact, exact, fmt, mul, percentOf, remainingFactor, roundTo, sub } from '../../../bench/exact';
import { decimal } from '../../lib/money';
import { type BookCampaign, type BookList, type PriceBook, priceStart, rulesFor } from './price-rules';
import { priceLine } from './pricing';

/**
 * The order of the price rules (ADR 0065), over every combination of customer list, group list, list for
 * everyone with a quantity break, campaign window and kind, quantity, discounts, payment method and
 * currency, against an independent calculation (bench/exact.ts, not lib/money): the rules written out
 * plainly, one case at a time.
 */

const DAY = '2026-12-08';
const PRODUCT = 7;
const CATEGORY = 70;
const PARENT = 7;

interface ListSpec {
  level: 'customer' | 'group' | 'everyone';
  currency: string;
  breaks: Array<[number, string]>;
}
interface CampaignSpec {
  name: string;
  kind: 'percent' | 'fixedPrice';
  value: string;
  currency: string | null;
  startsOn: string;
  endsOn: string;
  groups: string[];
  categories: number[];
}

const LISTS: Record<string, ListSpec | null> = {
  none: null,
  customer: { level: 'customer', currency: 'TRY', breaks: [[1, '91.2345']] },
  customerFrom5: { level: 'customer', currency: 'TRY', breaks: [[5, '88.5']] },
  customerEur: { level: 'customer', currency: 'EUR', breaks: [[1, '2.10']] },
};
const GROUP_LISTS: Record<string, ListSpec | null> = {
  none: null,
  group: {
    level: 'group',
    currency: 'TRY',
    breaks: [
      [1, '95'],
      [5, '93.3333'],
      [10, '90.01'],
    ],
  },
};
const EVERYONE_LISTS: Record<string, ListSpec | null> = {
  none: null,
  breaks: { level: 'everyone', currency: 'TRY', breaks: [[10, '89.99']] },
};
const CAMPAIGNS: Record<string, CampaignSpec | null> = {
  none: null,
  running: {
    name: 'run',
    kind: 'percent',
    value: '12.5',
    currency: null,
    startsOn: '2026-12-01',
    endsOn: '2026-12-08',
    groups: [],
    categories: [PARENT],
  },
  ended: {
    name: 'old',
    kind: 'percent',
    value: '50',
    currency: null,
    startsOn: '2026-11-01',
    endsOn: '2026-12-07',
    groups: [],
    categories: [],
  },
  planned: {
    name: 'new',
    kind: 'percent',
    value: '50',
    currency: null,
    startsOn: '2026-12-09',
    endsOn: '2027-01-07',
    groups: [],
    categories: [],
  },
  fixed: {
    name: 'fix',
    kind: 'fixedPrice',
    value: '80.5',
    currency: 'TRY',
    startsOn: '2026-12-08',
    endsOn: '2026-12-31',
    groups: ['GOLD'],
    categories: [],
  },
  fixedHigher: {
    name: 'high',
    kind: 'fixedPrice',
    value: '150',
    currency: 'TRY',
    startsOn: '2026-12-01',
    endsOn: '2026-12-31',
    groups: [],
    categories: [],
  },
  otherGroup: {
    name: 'other',
    kind: 'percent',
    value: '30',
    currency: null,
    startsOn: '2026-12-01',
    endsOn: '2026-12-31',
    groups: ['SILVER'],
    categories: [],
  },
  otherCategory: {
    name: 'cat',
    kind: 'percent',
    value: '30',
    currency: null,
    startsOn: '2026-12-01',
    endsOn: '2026-12-31',
    groups: [],
    categories: [99],
  },
};
const QUANTITIES = [1, 5, 12];
const RATES: string[][] = [[], ['10', '5']];
const PAYMENT: Array<string | null> = [null, '2.00'];
/** The product's list price offered to the customer: in its currency, or (EUR customer, no EUR price) in TRY. */
const OFFERS = [
  { customerCurrency: 'TRY', listPrice: '100.4567', currency: 'TRY' },
  { customerCurrency: 'EUR', listPrice: '2.3456', currency: 'EUR' },
  { customerCurrency: 'EUR', listPrice: '100.4567', currency: 'TRY' },
];

function bookOf(lists: ListSpec[], campaigns: CampaignSpec[]): PriceBook {
  const bookLists: BookList[] = lists.map((l, i) => ({
    id: i + 1,
    code: `L${i + 1}`,
    name: `List ${i + 1}`,
    currency: l.currency,
    validFrom: null,
    validTo: null,
    items: new Map([[PRODUCT, l.breaks.map(([minQuantity, price]) => ({ minQuantity, price: decimal(price), text: price }))]]),
  }));
  const ids = (level: ListSpec['level']) => lists.flatMap((l, i) => (l.level === level ? [i + 1] : []));
  const bookCampaigns: BookCampaign[] = campaigns.map((c, i) => ({
    id: i + 1,
    code: c.name,
    names: { tr: c.name },
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    kind: c.kind,
    value: decimal(c.value),
    valueText: c.value,
    currency: c.currency,
    customerIds: new Set(),
    priceGroups: new Set(c.groups),
    productIds: new Set(),
    categoryIds: new Set(c.categories),
  }));
  return {
    stamp: 1,
    lists: bookLists,
    byCustomer: new Map([['c1', ids('customer')]]),
    byGroup: new Map([['GOLD', ids('group')]]),
    forEveryone: ids('everyone'),
    campaigns: bookCampaigns,
  };
}

const ONE = exact('1');
const cmp = (a: Exact, b: Exact) => {
  const d = sub(a, b).units;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/** The rules, written out plainly. */
function expected(
  lists: ListSpec[],
  campaigns: CampaignSpec[],
  offer: (typeof OFFERS)[number],
  qty: number,
  rates: string[],
  payment: string | null,
) {
  const list = exact(offer.listPrice);
  let base = list;
  if (offer.currency === offer.customerCurrency) {
    for (const level of ['customer', 'group', 'everyone'] as const) {
      const candidates = lists.filter((l) => l.level === level && l.currency === offer.customerCurrency);
      const hits = candidates.flatMap((l) => l.breaks.filter(([q]) => q <= qty));
      if (hits.length === 0) continue;
      const best = hits.reduce((a, b) => (b[0] > a[0] ? b : a));
      base = exact(best[1]);
      break;
    }
  }
  let start = base;
  let campaign = false;
  if (offer.currency === offer.customerCurrency) {
    for (const c of campaigns) {
      if (c.startsOn > DAY || c.endsOn < DAY) continue;
      if (c.groups.length > 0 && !c.groups.includes('GOLD')) continue;
      if (c.categories.length > 0 && !c.categories.some((id) => id === CATEGORY || id === PARENT)) continue;
      if (c.kind === 'fixedPrice' && c.currency !== offer.customerCurrency) continue;
      const price = c.kind === 'percent' ? mul(base, sub(ONE, percentOf(exact(c.value)))) : exact(c.value);
      if (cmp(price, start) < 0) {
        start = price;
        campaign = true;
      }
    }
  }
  const all = payment ? [...rates, payment] : rates;
  const unit = roundTo(mul(start, remainingFactor(all)), 2);
  const net = mul(unit, exact(qty));
  const vat = roundTo(mul(net, percentOf(exact('20'))), 2);
  return {
    salePrice: fmt(list),
    discountedPrice: fmt(unit),
    priceBeforeCampaign: campaign ? fmt(roundTo(mul(base, remainingFactor(all)), 2)) : null,
    gross: fmt(mul(roundTo(list, 2), exact(qty))),
    net: fmt(net),
    vat: fmt(vat),
    total: fmt(add(net, vat)),
  };
}

describe('the order of the price rules', () => {
  it('agrees to the cent with the rules written out, over every combination', () => {
    let cases = 0;
    let moved = 0;
    for (const [customerName, customerList] of Object.entries(LISTS))
      for (const [groupName, groupList] of Object.entries(GROUP_LISTS))
        for (const [everyoneName, everyoneList] of Object.entries(EVERYONE_LISTS))
          for (const [campaignName, campaign] of Object.entries(CAMPAIGNS))
            for (const offer of OFFERS)
              for (const qty of QUANTITIES)
                for (const rates of RATES)
                  for (const payment of PAYMENT) {
                    const lists = [customerList, groupList, everyoneList].filter((l): l is ListSpec => l !== null);
                    const campaigns = campaign ? [campaign] : [];
                    const rules = rulesFor(
                      bookOf(lists, campaigns),
                      { customerId: 'c1', priceGroup: 'gold', currency: offer.customerCurrency },
                      DAY,
                    );
                    const from = priceStart(
                      rules,
                      { productId: PRODUCT, categoryIds: [CATEGORY, PARENT], listPrice: offer.listPrice, currency: offer.currency },
                      qty,
                    );
                    const got = priceLine({
                      listPrice: offer.listPrice,
                      from,
                      vatRate: '20',
                      expenseCost: '0',
                      quantity: qty,
                      customerRates: rates,
                      paymentMethodRate: payment,
                    });
                    const want = expected(lists, campaigns, offer, qty, rates, payment);
                    const label = `${customerName}/${groupName}/${everyoneName}/${campaignName} ${offer.customerCurrency}<-${offer.currency} x${qty} [${rates}] ${payment}`;
                    expect({ ...got, discount: undefined, discountRates: undefined, expense: undefined }, label).toEqual({
                      ...want,
                      discount: undefined,
                      discountRates: undefined,
                      expense: undefined,
                    });
                    cases++;
                    if (want.discountedPrice !== expected([], [], offer, qty, rates, payment).discountedPrice) moved++;
                  }
    // every combination ran, and the rules moved the price in a good share of them
    expect(cases).toBe(4 * 2 * 2 * 8 * 3 * 3 * 2 * 2);
    expect(moved).toBeGreaterThan(cases / 3);
  });

  it('takes, within a level, the list that started last, and skips lists not valid on the day', () => {
    const book = bookOf(
      [
        { level: 'group', currency: 'TRY', breaks: [[1, '90']] },
        { level: 'group', currency: 'TRY', breaks: [[1, '80']] },
        { level: 'group', currency: 'TRY', breaks: [[1, '70']] },
      ],
      [],
    );
    const lists = book.lists as BookList[];
    lists[0] = { ...lists[0]!, validFrom: '2026-01-01' };
    lists[1] = { ...lists[1]!, validFrom: '2026-06-01' };
    lists[2] = { ...lists[2]!, validFrom: '2026-12-09' };
    const rules = rulesFor(book, { customerId: 'c1', priceGroup: 'GOLD', currency: 'TRY' }, DAY);
    const from = priceStart(rules, { productId: PRODUCT, categoryIds: [CATEGORY], listPrice: '100', currency: 'TRY' }, 1);
    expect(from.list?.list.code).toBe('L2');
    expect(fmt(exact(from.list!.price))).toBe('80.00');
  });

  it('applies nothing to a customer without rules: the list price, as before', () => {
    const rules = rulesFor(bookOf([], []), { customerId: 'c2', priceGroup: null, currency: 'TRY' }, DAY);
    expect(rules.key).toBe('');
    const from = priceStart(rules, { productId: PRODUCT, categoryIds: [], listPrice: '100.4567', currency: 'TRY' }, 3);
    expect(from).toMatchObject({ list: null, campaign: null });
  });
});
