import { centsToDecimal, toCents } from '../../../lib/money';

/** Spec 01 §4, 02 §2: the categories the special-price drawer has a percentage for. */
export const SPECIAL_PRICE_CODES = ['JNT', 'LST', 'AKU', 'AKS'] as const;
export type SpecialPriceCode = (typeof SPECIAL_PRICE_CODES)[number];

export interface SpecialPriceSettings {
  /** Percentages per top-level category code, up to two decimals (12.5 = 12.5 %). */
  percentages: Record<SpecialPriceCode, number>;
  /** Added to every price, in the price's currency. */
  fixedExpense: number;
}

function isSpecialPriceCode(code: string | null | undefined): code is SpecialPriceCode {
  return (SPECIAL_PRICE_CODES as readonly string[]).includes(code ?? '');
}

/** Rounds half away from zero on integer division (cents are never split any other way). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const q = (abs * 2n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

/**
 * A price in cents as shown in special-price mode: the category's percentage added (rounded half up
 * to the cent), then the fixed expense. A category without a percentage (YAG, or unknown) gets only
 * the fixed expense.
 */
export function applySpecialPriceCents(
  priceCents: bigint,
  topCategoryCode: string | null | undefined,
  settings: SpecialPriceSettings,
): bigint {
  const percent = isSpecialPriceCode(topCategoryCode) ? settings.percentages[topCategoryCode] : 0;
  // the percentage as hundredths of a percent (basis points); the input allows two decimals
  const basisPoints = toCents(percent > 0 ? percent : 0) ?? 0n;
  const markup = divRound(priceCents * basisPoints, 10_000n);
  const expense = toCents(settings.fixedExpense > 0 ? settings.fixedExpense : 0) ?? 0n;
  return priceCents + markup + expense;
}

/** The same on a decimal string ("100.00" -> "112.50"); an unreadable value comes back unchanged. */
export function applySpecialPrice(price: string, topCategoryCode: string | null | undefined, settings: SpecialPriceSettings): string {
  const cents = toCents(price);
  return cents === null ? price : centsToDecimal(applySpecialPriceCents(cents, topCategoryCode, settings));
}
