import { Alert, Group, Loader, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductList } from '../hooks/use-product-list';
import type { AddToCartHandler } from './AddToCart';
import { ProductCard, type ProductView } from './ProductCard';

interface ProductResultsProps {
  list: ProductList;
  view: ProductView;
  onOpen: (productId: number) => void;
  renderFavorite?: ((productId: number, name: string) => ReactNode) | undefined;
  onAddToCart?: AddToCartHandler | undefined;
}

/** The page of products as cards (a grid or a list), with the pages below when there are several. */
export function ProductResults({ list, view, onOpen, renderFavorite, onAddToCart }: ProductResultsProps) {
  const { t } = useTranslation();
  const { products, query } = list;
  return (
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
              topCategoryCode={list.topCodeOf(product.id)}
              view={view}
              onOpen={onOpen}
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
              list.goToPage(page);
              window.scrollTo({ top: 0 });
            }}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
