import { Drawer, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneScreen } from '../../../lib/media';
import { useProductList } from '../hooks/use-product-list';
import type { AddToCartHandler, RenderListAction } from './AddToCart';
import { FacetPanel } from './FacetPanel';
import type { ProductView } from './ProductCard';
import { ProductDetailModal } from './ProductDetailModal';
import { ProductResults } from './ProductResults';
import { ProductsHeader } from './ProductsHeader';

interface ProductsPageProps {
  /** The favourite heart for a product, supplied by the route. */
  renderFavorite?: (productId: number, name: string) => ReactNode;
  /** The cart's add call, supplied by the route. */
  onAddToCart?: AddToCartHandler;
  /** "Add to list" beside each add-to-cart, supplied by the route (the lists feature's dialog). */
  renderListAction?: RenderListAction;
  /** A category's banners above the list, supplied by the route (the banners feature's carousel). */
  renderCategoryBanners?: (categoryId: number) => ReactNode;
}

/** A phone's first render: the cards its screen shows and a little more; the rest render in the background. */
const PHONE_FIRST_CARDS = 4;

/** /products: the catalogue for the selected customer; category, search, facets, sort and page in the URL. */
export function ProductsPage({ renderFavorite, onAddToCart, renderListAction, renderCategoryBanners }: ProductsPageProps) {
  const { t } = useTranslation();
  const list = useProductList();
  const { query, update } = list;
  const [view, setView] = useState<ProductView>('grid');
  const [openId, setOpenId] = useState<number | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // below sm the side panel is not only hidden but not rendered: a phone's page carries no facets it cannot see
  const small = usePhoneScreen();

  // The facets: beside the list from the sm breakpoint on; below it, in a drawer behind a Filters button.
  const facets =
    query.categoryId !== undefined ? (
      <FacetPanel
        categoryId={query.categoryId}
        searchText={query.searchText}
        selected={query.detailIds}
        onChange={(detailIds) => update({ detailIds })}
      />
    ) : null;

  return (
    <Stack gap="md">
      <ProductsHeader
        list={list}
        hasFacets={facets !== null}
        onOpenFilters={() => setFiltersOpen(true)}
        view={view}
        onViewChange={setView}
      />
      {query.categoryId !== undefined && renderCategoryBanners?.(query.categoryId)}
      <Group align="flex-start" wrap="nowrap" gap="lg">
        {facets && !small && (
          <Stack w={260} miw={220} visibleFrom="sm" style={{ flexShrink: 0 }}>
            {facets}
          </Stack>
        )}
        <ProductResults
          list={list}
          view={view}
          onOpen={setOpenId}
          renderFavorite={renderFavorite}
          onAddToCart={onAddToCart}
          renderListAction={renderListAction}
          firstCards={small ? PHONE_FIRST_CARDS : undefined}
        />
      </Group>
      <Drawer opened={filtersOpen && facets !== null} onClose={() => setFiltersOpen(false)} title={t('catalog.facets.title')} size="xs">
        {facets}
      </Drawer>
      <ProductDetailModal
        productId={openId}
        onClose={() => setOpenId(null)}
        renderFavorite={renderFavorite}
        onAddToCart={onAddToCart}
        renderListAction={renderListAction}
      />
    </Stack>
  );
}
