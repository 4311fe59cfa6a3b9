import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconFilter, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProductDetails } from '../api/get-product-details';
import { useCategories } from '../api/list-categories';
import { useProductSortParams } from '../api/list-product-sort-params';
import { useProducts } from '../api/list-products';
import { findCategory, topLevelCode } from '../lib/category-tree';
import { type ProductQuery, readProductQuery, toListBody, writeProductQuery } from '../lib/product-query';
import { useSpecialPriceStore } from '../lib/special-price-store';
import type { AddToCartHandler } from './AddToCart';
import { FacetPanel } from './FacetPanel';
import { ProductCard, type ProductView } from './ProductCard';
import { ProductDetailModal } from './ProductDetailModal';

interface ProductsPageProps {
  /** The favourite heart for a product, supplied by the route. */
  renderFavorite?: (productId: number, name: string) => ReactNode;
  /** The cart's add call, supplied by the route. */
  onAddToCart?: AddToCartHandler;
}

/** /products: the catalogue for the selected customer; category, search, facets, sort and page in the URL. */
export function ProductsPage({ renderFavorite, onAddToCart }: ProductsPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readProductQuery(params), [params]);
  const body = useMemo(() => toListBody(query), [query]);
  const products = useProducts(body);
  const categories = useCategories();
  const sortParams = useProductSortParams();
  const [view, setView] = useState<ProductView>('grid');
  const [openId, setOpenId] = useState<number | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const update = (change: Partial<ProductQuery>) => {
    // any change of filter or sort starts again on page one
    setParams(writeProductQuery({ ...query, page: 1, ...change }));
  };

  const category = query.categoryId !== undefined && categories.data ? findCategory(categories.data, query.categoryId) : null;
  const categoryTopCode = topLevelCode(categories.data, query.categoryId);

  // Without a category in the URL the list items carry no categoryId; in special-price mode the page's
  // products are asked for once more (details have categoryId) so each gets its own category's percentage.
  const specialOn = useSpecialPriceStore((s) => s.enabled);
  const items = products.data?.items ?? [];
  const ids = useMemo(() => items.map((p) => p.id), [items]);
  const details = useProductDetails(ids, specialOn && query.categoryId === undefined);
  const topCodeOf = (productId: number): string | null => {
    if (query.categoryId !== undefined) return categoryTopCode;
    const categoryId = details.data?.find((d) => d.id === productId)?.categoryId;
    return topLevelCode(categories.data, categoryId);
  };

  const heading = category?.name ?? (query.searchText ? t('catalog.list.searchTitle', { q: query.searchText }) : t('catalog.list.title'));

  // The facets: beside the list from the sm breakpoint on; below it, in a drawer behind a Filters button.
  const facets =
    query.categoryId !== undefined ? (
      <FacetPanel
        categoryId={query.categoryId}
        searchText={query.searchText}
        selected={query.detailIds}
        onToggle={(id, checked) =>
          update({ detailIds: checked ? [...query.detailIds, id].sort((a, b) => a - b) : query.detailIds.filter((d) => d !== id) })
        }
        onClear={() => update({ detailIds: [] })}
      />
    ) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {heading}
          </Title>
          {category && query.searchText && (
            <Text c="dimmed" size="sm">
              {t('catalog.list.searchTitle', { q: query.searchText })}
            </Text>
          )}
          {products.data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {t('catalog.list.count', { count: products.data.totalCount })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" align="flex-end">
          {facets && (
            <Button
              hiddenFrom="sm"
              variant="default"
              leftSection={<IconFilter size={16} aria-hidden />}
              rightSection={
                query.detailIds.length > 0 ? (
                  <Badge size="sm" circle aria-label={t('catalog.facets.selected', { count: query.detailIds.length })}>
                    {query.detailIds.length}
                  </Badge>
                ) : undefined
              }
              onClick={() => setFiltersOpen(true)}
              aria-haspopup="dialog"
            >
              {t('catalog.facets.title')}
            </Button>
          )}
          <Select
            label={t('catalog.list.sort')}
            placeholder={t('catalog.list.sortDefault')}
            data={(sortParams.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
            value={query.sort ?? null}
            onChange={(value) => update({ sort: value ?? undefined })}
            clearable
            allowDeselect
            w={220}
          />
          <SegmentedControl
            aria-label={t('catalog.list.view')}
            value={view}
            onChange={(value) => setView(value as ProductView)}
            data={[
              {
                value: 'grid',
                label: (
                  <>
                    <IconLayoutGrid size={16} aria-hidden />
                    <VisuallyHidden>{t('catalog.list.grid')}</VisuallyHidden>
                  </>
                ),
              },
              {
                value: 'list',
                label: (
                  <>
                    <IconList size={16} aria-hidden />
                    <VisuallyHidden>{t('catalog.list.list')}</VisuallyHidden>
                  </>
                ),
              },
            ]}
          />
        </Group>
      </Group>

      <Group align="flex-start" wrap="nowrap" gap="lg">
        {facets && (
          <Stack w={260} miw={220} visibleFrom="sm" style={{ flexShrink: 0 }}>
            {facets}
          </Stack>
        )}
        <Stack style={{ flex: 1, minWidth: 0 }} gap="md">
          {products.isPending && <Loader aria-label={t('common.loading')} />}
          {products.isError && <Alert color="red">{t('catalog.list.loadError')}</Alert>}
          {products.data && products.data.items.length === 0 && <Text c="dimmed">{t('catalog.list.empty')}</Text>}
          {products.data && products.data.items.length > 0 && (
            <SimpleGrid
              cols={view === 'grid' ? { base: 1, xs: 2, md: 3, xl: 4 } : 1}
              spacing="md"
              style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}
            >
              {products.data.items.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  topCategoryCode={topCodeOf(product.id)}
                  view={view}
                  onOpen={setOpenId}
                  favorite={renderFavorite?.(product.id, product.name)}
                  onAddToCart={onAddToCart}
                />
              ))}
            </SimpleGrid>
          )}
          {products.data && products.data.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={products.data.totalPages}
                value={query.page}
                onChange={(page) => {
                  setParams(writeProductQuery({ ...query, page }));
                  window.scrollTo({ top: 0 });
                }}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
              />
            </Group>
          )}
        </Stack>
      </Group>
      <Drawer opened={filtersOpen && facets !== null} onClose={() => setFiltersOpen(false)} title={t('catalog.facets.title')} size="xs">
        {facets}
      </Drawer>
      <ProductDetailModal productId={openId} onClose={() => setOpenId(null)} renderFavorite={renderFavorite} onAddToCart={onAddToCart} />
    </Stack>
  );
}
