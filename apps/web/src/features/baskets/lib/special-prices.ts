import type { CartLine, CartSummary } from '@dealerport/contract';
import { centsToDecimal, toCents } from '../../../lib/money';

/**
 * A unit price in cents as special-price mode shows it (spec 01 §4: the category's percentage and the
 * fixed expense added). The catalogue owns the rule; the route hands it to the cart (features do not
 * import each other).
 */
export type SpecialPriceRule = (priceCents: bigint, categoryId: number) => bigint;

/** Rounds half away from zero on integer division (cents are never split any other way). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const q = (abs * 2n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

/** VAT on a net amount at a rate in percent with two decimals ("20.00"), rounded to the cent. */
function vatOf(netCents: bigint, rate: string): bigint {
  const basisPoints = toCents(rate) ?? 0n;
  return divRound(netCents * basisPoints, 10_000n);
}

/**
 * The cart as special-price mode shows it: every unit price marked up by the rule, the line totals and
 * the summary worked out again from those prices the way the server works out the real ones (each line to
 * the cent: net = unit x quantity, line total = net + expense, VAT on it; totals are the sums). The expense is a fee, not a
 * price, and stays as it is; lines without prices (the customer may not see them) stay without. The
 * order itself is placed at the real prices.
 */
export function specialCart(
  lines: readonly CartLine[],
  summary: CartSummary,
  rule: SpecialPriceRule,
): { lines: CartLine[]; summary: CartSummary } {
  let totalPrice = 0n;
  let totalDiscounted = 0n;
  let totalExpense = 0n;
  let totalVat = 0n;
  const shown = lines.map((line) => {
    const sale = toCents(line.salePrice);
    if (sale === null) return line;
    const quantity = BigInt(line.quantity);
    const unit = rule(sale, line.categoryId);
    const discounted = rule(toCents(line.discountedPrice) ?? sale, line.categoryId);
    const beforeCampaign = toCents(line.priceBeforeCampaign);
    const net = discounted * quantity;
    const expense = toCents(line.expenseCostPrice) ?? 0n;
    const vat = vatOf(net + expense, line.vatRate);
    totalPrice += unit * quantity;
    totalDiscounted += net;
    totalExpense += expense;
    totalVat += vat;
    return {
      ...line,
      salePrice: centsToDecimal(unit),
      discountedPrice: centsToDecimal(discounted),
      priceBeforeCampaign: beforeCampaign === null ? null : centsToDecimal(rule(beforeCampaign, line.categoryId)),
      // as the server's: the net after discounts plus the expense
      lineTotal: centsToDecimal(net + expense),
      lineVat: centsToDecimal(vat),
      lineTotalWithVat: centsToDecimal(net + expense + vat),
    };
  });
  return {
    lines: shown,
    summary: {
      ...summary,
      totalPrice: centsToDecimal(totalPrice),
      totalDiscountedPrice: centsToDecimal(totalDiscounted),
      totalDiscountPrice: centsToDecimal(totalPrice - totalDiscounted),
      totalExpenseCostPrice: centsToDecimal(totalExpense),
      totalVatPrice: centsToDecimal(totalVat),
      totalWithVatDiscountedPrice: centsToDecimal(totalDiscounted + totalExpense + totalVat),
    },
  };
}
