import type { ProductListItem } from '@dealerport/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, toCents } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { applySpecialPriceCents } from '../lib/special-price';
import { useSpecialPriceStore } from '../lib/special-price-store';
import classes from './ProductPrice.module.css';

type PriceFields = Pick<
  ProductListItem,
  | 'salePrice'
  | 'salePriceWithVat'
  | 'discountedPrice'
  | 'discountedPriceWithVat'
  | 'priceBeforeCampaign'
  | 'priceBeforeCampaignWithVat'
  | 'currencyText'
  | 'showPrice'
>;

export interface PriceView {
  net: string;
  gross: string | null;
  /** The list price, struck through, when the customer's price is lower (and no campaign lowers it). */
  listNet: string | null;
  listGross: string | null;
  /** The customer's price without the running campaign, struck through, when a campaign lowers it. */
  beforeNet: string | null;
  beforeGross: string | null;
  special: boolean;
}

/** A decimal amount as prices are shown (special-price mode's mark-up included); null for none. */
export type PriceFormatter = (value: string | null) => string | null;

/**
 * How this product's amounts are shown, or null when prices are hidden (the customer may not see them, or
 * the special-price drawer hides them). In special-price mode every amount carries the category's
 * percentage and the fixed expense (spec 01 §4), computed in cents.
 */
export function usePriceFormatter(
  product: Pick<ProductListItem, 'showPrice' | 'currencyText'>,
  topCategoryCode: string | null,
): { format: PriceFormatter; special: boolean } | null {
  const locale = useLocaleStore((s) => s.locale);
  const enabled = useSpecialPriceStore((s) => s.enabled);
  const percentages = useSpecialPriceStore((s) => s.percentages);
  const fixedExpense = useSpecialPriceStore((s) => s.fixedExpense);
  const showPrices = useSpecialPriceStore((s) => s.showPrice);
  if (!product.showPrice || !showPrices) return null;
  const special = enabled ? { percentages, fixedExpense } : null;
  const format: PriceFormatter = (value) => {
    const cents = toCents(value);
    if (cents === null) return null;
    return formatCents(special ? applySpecialPriceCents(cents, topCategoryCode, special) : cents, locale, product.currencyText);
  };
  return { format, special: special !== null };
}

/**
 * The prices of a product as shown: null when they are hidden. The struck-through price is the one the
 * customer would pay otherwise: without the running campaign when one lowers the price (the campaign's
 * badge says why), else the list price when the customer's is lower. One struck price, not two: a card
 * stays light and the saving reads at a glance.
 */
export function usePriceView(product: PriceFields, topCategoryCode: string | null): PriceView | null {
  const formatter = usePriceFormatter(product, topCategoryCode);
  if (!formatter) return null;
  const { format, special } = formatter;
  const netValue = product.discountedPrice ?? product.salePrice;
  const net = toCents(netValue);
  if (net === null) return null;
  const before = toCents(product.priceBeforeCampaign);
  const campaign = before !== null && before > net;
  const listNet = toCents(product.salePrice);
  const discounted = !campaign && listNet !== null && listNet > net;
  return {
    net: format(netValue) ?? '',
    gross: format(product.discountedPriceWithVat ?? product.salePriceWithVat),
    listNet: discounted ? format(product.salePrice) : null,
    listGross: discounted ? format(product.salePriceWithVat) : null,
    beforeNet: campaign ? format(product.priceBeforeCampaign) : null,
    beforeGross: campaign ? format(product.priceBeforeCampaignWithVat) : null,
    special,
  };
}

/**
 * The price block: the customer's net price (the list price struck through above it when lower, or the
 * price without the campaign struck through beside it), the gross price (likewise), and a note in
 * special-price mode. Plain elements: a page of cards shows 50 of these.
 */
export function ProductPrice({
  product,
  topCategoryCode,
  size = 'md',
  aside,
}: {
  product: PriceFields;
  topCategoryCode: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Beside the net price (the product detail's "why this price"). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const view = usePriceView(product, topCategoryCode);
  if (!view) return null;
  return (
    <div className={classes.price} data-size={size} data-special={view.special || undefined} data-testid="product-price">
      {view.listNet && (
        <span className={classes.line} data-testid="list-price">
          <span className={classes.hidden}>{t('catalog.price.listPrice')}: </span>
          <s className={classes.struck}>{view.listNet}</s>
        </span>
      )}
      <span className={classes.line}>
        {view.beforeNet && (
          <>
            <span className={classes.hidden}>{t('prices.beforeCampaign')}: </span>
            <s className={classes.struck} data-testid="price-before-campaign">
              {view.beforeNet}
            </s>{' '}
          </>
        )}
        <strong className={classes.net}>{view.net}</strong> <span className={classes.note}>{t('catalog.price.exclVat')}</span>
        {aside}
      </span>
      {view.gross && (
        <span className={classes.line}>
          {(view.beforeGross ?? view.listGross) && (
            <>
              <s className={classes.struck}>{view.beforeGross ?? view.listGross}</s>{' '}
            </>
          )}
          <span className={classes.gross}>{view.gross}</span> <span className={classes.note}>{t('catalog.price.inclVat')}</span>
        </span>
      )}
      {view.special && <span className={classes.specialNote}>{t('catalog.price.specialApplied')}</span>}
    </div>
  );
}
