import type { ProductListItem } from '@dealerport/contract';
import { Alert, Button, Group, Pagination, Text } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import type { ProductList } from '../hooks/use-product-list';
import type { AddToCartHandler, RenderListAction } from './AddToCart';
import { ProductCard, type ProductView } from './ProductCard';
import classes from './ProductResults.module.css';

interface ProductResultsProps {
  list: ProductList;
  view: ProductView;
  onOpen: (productId: number) => void;
  renderFavorite?: ((productId: number, name: string) => ReactNode) | undefined;
  onAddToCart?: AddToCartHandler | undefined;
  renderListAction?: RenderListAction | undefined;
  /** Cards rendered at once on the first render (the rest follow in a background render). */
  firstCards?: number;
}

/** Cards in the first row load their images at once; the widest grid has this many columns at most. */
const EAGER_IMAGES = 4;
/** Cards rendered at once on the first render at a desktop's width (three rows); the rest follow in a background render. */
const FIRST_CARDS = 12;

/**
 * The page of products as cards (a grid or a list), with the pages below when there are several. While
 * another page or filter loads, the last cards stay where they are, dimmed, under a thin progress bar
 * (nothing moves); a failed load says so and offers to try again.
 */
export function ProductResults({
  list,
  view,
  onOpen,
  renderFavorite,
  onAddToCart,
  renderListAction,
  firstCards = FIRST_CARDS,
}: ProductResultsProps) {
  const { t } = useTranslation();
  const { products, query } = list;
  return (
    <div className={classes.results}>
      {products.isPending && <LoadingSpinner />}
      {products.isError && (
        <Alert color="red" title={t('catalog.list.loadError')}>
          <Button size="xs" variant="light" color="red" mt="xs" loading={products.isFetching} onClick={() => void products.refetch()}>
            {t('catalog.list.retry')}
          </Button>
        </Alert>
      )}
      {products.data && products.data.items.length === 0 && <Text c="dimmed">{t('catalog.list.empty')}</Text>}
      {products.data && products.data.items.length > 0 && (
        <ProductGrid
          items={products.data.items}
          loading={products.isPlaceholderData && products.isFetching}
          list={list}
          view={view}
          onOpen={onOpen}
          renderFavorite={renderFavorite}
          onAddToCart={onAddToCart}
          renderListAction={renderListAction}
          firstCards={firstCards}
        />
      )}
      {products.data && products.data.totalPages > 1 && (
        <Group justify="center">
          <Pagination
            total={products.data.totalPages}
            value={query.page}
            onChange={(page) => {
              list.goToPage(page);
              window.scrollTo({ top: 0 });
            }}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
          />
        </Group>
      )}
    </div>
  );
}

/**
 * The cards. 50 of them in one go blocked a phone's main thread for a second: the first rows render at
 * once, the rest (and every next list) in React's interruptible background render, the cards already
 * there staying meanwhile. Dimmed under a progress bar while the next list loads or is being rendered.
 */
function ProductGrid({
  items,
  loading,
  list,
  view,
  onOpen,
  renderFavorite,
  onAddToCart,
  renderListAction,
  firstCards,
}: Omit<ProductResultsProps, 'list' | 'firstCards'> & {
  items: ProductListItem[];
  loading: boolean;
  list: Pick<ProductList, 'topCodeOf'>;
  firstCards: number;
}) {
  const { t } = useTranslation();
  const shown = useDeferredValue(items, items.slice(0, firstCards));
  // the cards shown are still the last list's (not merely the first rows of this one)
  const busy = loading || (shown !== items && shown[0] !== items[0]);
  return (
    <div className={classes.frame} aria-busy={busy || undefined}>
      {busy && <div className={classes.progress} role="progressbar" aria-label={t('common.loading')} />}
      <div className={classes.grid} data-view={view} data-stale={busy || undefined}>
        {shown.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            topCategoryCode={list.topCodeOf(product.id)}
            view={view}
            onOpen={onOpen}
            renderFavorite={renderFavorite}
            onAddToCart={onAddToCart}
            renderListAction={renderListAction}
            eager={index < EAGER_IMAGES}
          />
        ))}
      </div>
    </div>
  );
}
