import type { Culture, PriceExplanation, PriceExplanationQuery, PriceStep } from '@dealerport/contract';
import { AppError, notFound } from '../../lib/app-error';
import { localName } from '../../lib/local-name';
import { applyDiscounts, decimal, format } from '../../lib/money';
import type { CustomerContext } from '../../plugins/context';
import { paymentMethodsForCategory } from '../order-parameters';
import { distributorDay } from '../settings';
import { loadPricer } from './price-book';
import type { ListLevel } from './price-rules';
import { appliedRates, listPriceFor, priceLine } from './pricing';
import * as repo from './products.repository';
import { flagsFor } from './visibility';
import { loadViewer } from './visibility.service';
import { visibleSql } from './visibility.sql';

const WORDS: Record<
  Culture,
  {
    list: (currency: string) => string;
    level: Record<ListLevel, string>;
    from: (n: number) => string;
    percent: (name: string, rate: string) => string;
    fixed: (name: string) => string;
    customer: (n: number) => string;
    payment: (name: string) => string;
    rounded: string;
    expense: (qty: number) => string;
    vat: (rate: string) => string;
    total: string;
  }
> = {
  tr: {
    list: (c) => `Liste fiyatı (${c})`,
    level: { customer: 'Müşteriye özel fiyat listesi', group: 'Fiyat grubu listesi', everyone: 'Genel fiyat listesi' },
    from: (n) => ` (${n} adetten itibaren)`,
    percent: (name, rate) => `Kampanya ${name}: %${rate} indirim`,
    fixed: (name) => `Kampanya ${name}: sabit net fiyat`,
    customer: (n) => `Müşteri iskontosu ${n}`,
    payment: (name) => `Ödeme şekli iskontosu (${name})`,
    rounded: 'Birim fiyat, kuruşa yuvarlanmış (net)',
    expense: (q) => `Masraf (${q} adet)`,
    vat: (rate) => `KDV %${rate} (net tutar ve masraf üzerinden)`,
    total: 'Satır toplamı (KDV dahil)',
  },
  de: {
    list: (c) => `Listenpreis (${c})`,
    level: { customer: 'Kundenpreisliste', group: 'Preisgruppenliste', everyone: 'Allgemeine Preisliste' },
    from: (n) => ` (ab ${n} Stück)`,
    percent: (name, rate) => `Aktion ${name}: ${rate} % Rabatt`,
    fixed: (name) => `Aktion ${name}: fester Nettopreis`,
    customer: (n) => `Kundenrabatt ${n}`,
    payment: (name) => `Rabatt der Zahlungsart (${name})`,
    rounded: 'Stückpreis, auf Cent gerundet (netto)',
    expense: (q) => `Nebenkosten (${q} Stück)`,
    vat: (rate) => `MwSt. ${rate} % (auf Nettobetrag und Nebenkosten)`,
    total: 'Zeilensumme (inkl. MwSt.)',
  },
  en: {
    list: (c) => `List price (${c})`,
    level: { customer: "Customer's own price list", group: 'Price group list', everyone: 'General price list' },
    from: (n) => ` (from ${n} pieces)`,
    percent: (name, rate) => `Campaign ${name}: ${rate}% off`,
    fixed: (name) => `Campaign ${name}: fixed net price`,
    customer: (n) => `Customer discount ${n}`,
    payment: (name) => `Payment method discount (${name})`,
    rounded: 'Unit price, rounded to the cent (net)',
    expense: (q) => `Expense (${q} pieces)`,
    vat: (rate) => `VAT ${rate}% (on net amount and expense)`,
    total: 'Line total (incl. VAT)',
  },
};

const step = (kind: PriceStep['kind'], text: string, amount: string, extra: Partial<PriceStep> = {}): PriceStep => ({
  kind,
  text,
  amount,
  rate: null,
  source: null,
  minQuantity: null,
  ...extra,
});

/**
 * How the acting customer's price of a product comes to be, step by step, as the cart computes it
 * (price-rules.ts priceStart, then pricing.ts priceLine): for the distributor's staff and salesmen, who
 * answer the question all day; a dealer sees its prices, not the rules behind them.
 */
export async function explainPrice(ctx: CustomerContext, id: number, query: PriceExplanationQuery): Promise<PriceExplanation> {
  if (ctx.actor.userType === 'dealer') throw new AppError('FORBIDDEN');
  const viewer = await loadViewer(ctx);
  const [row] = await repo.findProductsByIds(ctx.db, visibleSql(viewer), [id]);
  // Hidden, unknown and price on request answer the same: nothing of the price leaks.
  if (!row || !flagsFor(viewer, row.detail_ids).showPrice) throw notFound({ id });
  const [pricer, day, expenseCost, methods] = await Promise.all([
    loadPricer(ctx.db, viewer),
    distributorDay(ctx.db),
    repo.findExpenseCost(ctx.db, id),
    query.paymentMethodCode ? paymentMethodsForCategory(ctx.db, row.category_id, ctx.culture) : Promise.resolve([]),
  ]);
  const method = query.paymentMethodCode ? methods.find((m) => m.code === query.paymentMethodCode) : undefined;
  if (query.paymentMethodCode && !method) throw new AppError('PAYMENT_METHOD_NOT_OFFERED', { code: query.paymentMethodCode });
  const w = WORDS[ctx.culture];
  const offered = listPriceFor(row, viewer.currency);
  const from = pricer.startOf({ productId: row.id, categoryId: row.category_id, ...offered }, query.quantity);
  const customerRates = viewer.discountRates.map((r) => format(r, Math.max(2, r.scale)));
  const line = priceLine({
    listPrice: offered.listPrice,
    from,
    vatRate: row.vat_rate,
    expenseCost,
    quantity: query.quantity,
    customerRates,
    paymentMethodRate: method?.discountRate ?? null,
  });

  const steps: PriceStep[] = [step('listPrice', w.list(offered.currency), format(decimal(offered.listPrice), 4))];
  if (from.list) {
    const { level, list, minQuantity } = from.list;
    steps.push(
      step(
        'priceList',
        `${w.level[level]} ${list.code} – ${list.name}${minQuantity > 1 ? w.from(minQuantity) : ''}`,
        format(from.beforeCampaign, 4),
        {
          source: list.code,
          minQuantity,
        },
      ),
    );
  }
  if (from.campaign) {
    const c = from.campaign;
    const name = localName(c.names, ctx.culture, c.code);
    const rate = c.kind === 'percent' ? format(c.value) : null;
    steps.push(step('campaign', rate ? w.percent(name, rate) : w.fixed(name), format(from.start, 4), { source: c.code, rate }));
  }
  let at = from.start;
  const rates = appliedRates(customerRates, null);
  rates.forEach((r, i) => {
    at = applyDiscounts(at, [r]);
    steps.push(step('customerDiscount', w.customer(i + 1), format(at, 4), { rate: format(r) }));
  });
  if (method && decimal(method.discountRate).units > 0n) {
    at = applyDiscounts(at, [decimal(method.discountRate)]);
    steps.push(
      step('paymentDiscount', w.payment(method.name), format(at, 4), { rate: format(decimal(method.discountRate)), source: method.code }),
    );
  }
  steps.push(step('rounded', w.rounded, line.discountedPrice));
  if (decimal(line.expense).units !== 0n) steps.push(step('expense', w.expense(query.quantity), line.expense));
  steps.push(step('vat', w.vat(format(decimal(row.vat_rate))), line.vat, { rate: format(decimal(row.vat_rate)) }));
  steps.push(step('total', w.total, line.total));
  return { productId: row.id, productCode: row.code, quantity: query.quantity, currency: offered.currency, day, steps };
}
