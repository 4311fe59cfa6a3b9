import { fallbackImageUrl, type ProductListItem } from '@dealerport/contract';
import { Badge } from '@mantine/core';
import { memo, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCart, type AddToCartHandler, type RenderListAction } from './AddToCart';
import classes from './ProductCard.module.css';
import { ProductPrice } from './ProductPrice';
import { StockPopover } from './StockPopover';

export type ProductView = 'grid' | 'list';

interface ProductCardProps {
  product: ProductListItem;
  /** Top-level category code: fallback image and special-price percentage. */
  topCategoryCode: string | null;
  view: ProductView;
  onOpen: (productId: number) => void;
  /** The favourite heart, supplied by the route (features do not import each other); a stable function keeps the card memoised. */
  renderFavorite?: ((productId: number, name: string) => ReactNode) | undefined;
  /** Or the heart itself (a list that renders its cards one by one). */
  favorite?: ReactNode;
  /** The cart's add call, supplied by the app. */
  onAddToCart?: AddToCartHandler | undefined;
  /** "Add to list", supplied by the route. */
  renderListAction?: RenderListAction | undefined;
  /** In the first row: the image loads at once instead of when scrolled near. */
  eager?: boolean;
}

export function productImage(product: Pick<ProductListItem, 'images'>, topCategoryCode: string | null): string {
  return product.images[0]?.url ?? fallbackImageUrl(topCategoryCode);
}

/** A broken product image gives way to its category's fallback image, once. */
function fallbackOnError(fallback: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.dataset.fallback) return;
    img.dataset.fallback = 'true';
    img.src = fallback;
  };
}

/**
 * A product in the list. A page holds 50 of them, so a card is plain elements styled by its CSS module
 * (a few dozen DOM nodes, no layout components); the per-warehouse stock's dropdown exists only while open.
 * Texts wrap rather than clip: the stock value never breaks, the add button moves below the quantity when
 * a narrow card cannot hold both on one row.
 */
export const ProductCard = memo(function ProductCard({
  product,
  topCategoryCode,
  view,
  onOpen,
  renderFavorite,
  favorite: givenFavorite,
  onAddToCart,
  renderListAction,
  eager = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const onError = fallbackOnError(fallbackImageUrl(topCategoryCode));
  const favorite = givenFavorite ?? renderFavorite?.(product.id, product.name);
  const size = view === 'grid' ? 160 : 96;
  return (
    <article className={classes.card} data-testid="product-card" data-view={view} aria-label={product.name}>
      <div className={classes.media}>
        <img
          className={classes.image}
          src={productImage(product, topCategoryCode)}
          alt={product.name}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={onError}
        />
        {favorite && view === 'grid' && <div className={classes.favorite}>{favorite}</div>}
      </div>
      <div className={classes.info}>
        {/* the list's image is small: the heart sits beside the name instead */}
        {favorite && view === 'list' && <div className={classes.favoriteBeside}>{favorite}</div>}
        <span className={classes.code}>{product.code}</span>
        <button type="button" className={classes.name} title={product.name} onClick={() => onOpen(product.id)}>
          {product.name}
        </button>
        {product.campaign && (
          <Badge size="sm" color="grape" variant="light" className={classes.badge}>
            {product.campaign}
          </Badge>
        )}
        {product.preSaleText && <span className={classes.preSale}>{product.preSaleText}</span>}
        {product.showStock && product.stockText !== null && (
          <div className={classes.stock}>
            <span className={classes.stockText} data-testid="stock-text">
              {t('catalog.stock.label')}: {product.stockText}
            </span>
            <StockPopover productId={product.id} />
          </div>
        )}
      </div>
      <div className={classes.buy}>
        <ProductPrice product={product} topCategoryCode={topCategoryCode} size={view === 'grid' ? 'sm' : 'md'} />
        <AddToCart product={product} size="xs" onAdd={onAddToCart} compact listAction={renderListAction} />
      </div>
    </article>
  );
});
