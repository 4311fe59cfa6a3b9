import type { ProductListItem } from '@dealerport/contract';
import { useTranslation } from 'react-i18next';
import { formatCents, toCents } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { applySpecialPriceCents } from '../lib/special-price';
import { useSpecialPriceStore } from '../lib/special-price-store';
import classes from './ProductPrice.module.css';

type PriceFields = Pick<
  ProductListItem,
  'salePrice' | 'salePriceWithVat' | 'discountedPrice' | 'discountedPriceWithVat' | 'currencyText' | 'showPrice'
>;

export interface PriceView {
  net: string;
  gross: string | null;
  /** The list price, struck through, when the customer's price is lower. */
  listNet: string | null;
  listGross: string | null;
  special: boolean;
}

/**
 * The prices of a product as shown: null when they are hidden (the customer may not see prices, or the
 * special-price drawer hides them). In special-price mode every price carries the category's
 * percentage and the fixed expense (spec 01 §4), computed in cents.
 */
export function usePriceView(product: PriceFields, topCategoryCode: string | null): PriceView | null {
  const locale = useLocaleStore((s) => s.locale);
  const enabled = useSpecialPriceStore((s) => s.enabled);
  const percentages = useSpecialPriceStore((s) => s.percentages);
  const fixedExpense = useSpecialPriceStore((s) => s.fixedExpense);
  const showPrices = useSpecialPriceStore((s) => s.showPrice);
  const special = enabled ? { percentages, fixedExpense } : null;
  if (!product.showPrice || !showPrices) return null;
  const net = toCents(product.discountedPrice ?? product.salePrice);
  if (net === null) return null;
  const adjust = (cents: bigint) => (special ? applySpecialPriceCents(cents, topCategoryCode, special) : cents);
  const fmt = (cents: bigint | null) => (cents === null ? null : formatCents(adjust(cents), locale, product.currencyText));
  const gross = toCents(product.discountedPriceWithVat ?? product.salePriceWithVat);
  const listNet = toCents(product.salePrice);
  const discounted = listNet !== null && listNet > net;
  return {
    net: fmt(net) ?? '',
    gross: fmt(gross),
    listNet: discounted ? fmt(listNet) : null,
    listGross: discounted ? fmt(toCents(product.salePriceWithVat)) : null,
    special: special !== null,
  };
}

/**
 * The price block: the customer's net price (the list price struck through above it when lower), the
 * gross price, and a note in special-price mode. Plain elements: a page of cards shows 50 of these.
 */
export function ProductPrice({
  product,
  topCategoryCode,
  size = 'md',
}: {
  product: PriceFields;
  topCategoryCode: string | null;
  size?: 'sm' | 'md' | 'lg';
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
        <strong className={classes.net}>{view.net}</strong> <span className={classes.note}>{t('catalog.price.exclVat')}</span>
      </span>
      {view.gross && (
        <span className={classes.line}>
          {view.listGross && (
            <>
              <s className={classes.struck}>{view.listGross}</s>{' '}
            </>
          )}
          <span className={classes.gross}>{view.gross}</span> <span className={classes.note}>{t('catalog.price.inclVat')}</span>
        </span>
      )}
      {view.special && <span className={classes.specialNote}>{t('catalog.price.specialApplied')}</span>}
    </div>
  );
}
