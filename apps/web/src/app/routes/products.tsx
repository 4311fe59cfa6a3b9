import { CATEGORY_BANNER_GROUP } from '@dealerport/contract';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BannerCarousel } from '../../features/banners/components/BannerCarousel';
import { useAddToCart } from '../../features/baskets/hooks/use-add-to-cart';
import type { RenderListAction } from '../../features/catalog/components/AddToCart';
import { ProductsPage } from '../../features/catalog/components/ProductsPage';
import { readProductQuery } from '../../features/catalog/lib/product-query';
import { FavoriteToggle } from '../../features/favorites/components/FavoriteToggle';
import { AddToListButton } from '../../features/lists/components/AddToListButton';
import { PriceListButton } from '../../features/quick-order/components/PriceListButton';

const renderFavorite = (productId: number, name: string) => <FavoriteToggle productId={productId} name={name} />;
const renderListAction: RenderListAction = (product, quantity, size) => (
  <AddToListButton productId={product.id} name={product.name} quantity={quantity} size={size} />
);

/** A category page's banner strip (120 px with its border): low enough that a laptop's first screen (1366 x 768) shows the first row of products too. */
const CATEGORY_BANNER_HEIGHT = 118;

/** A category page's banners (group `category`): the category's own and the group-wide ones; nothing while loading or when none. */
function CategoryBanners({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  return (
    <BannerCarousel
      key={categoryId}
      groupTag={CATEGORY_BANNER_GROUP}
      categoryId={categoryId}
      label={t('banners.carousel.categoryLabel')}
      reserveSpace={false}
      height={CATEGORY_BANNER_HEIGHT}
    />
  );
}
const renderCategoryBanners = (categoryId: number) => <CategoryBanners categoryId={categoryId} />;

/** /products: the catalogue for the selected customer (authority selectedCustomer), a category's banners above its list. */
export function ProductsRoute() {
  const addToCart = useAddToCart();
  return (
    <Stack gap="xs">
      <PriceListAction />
      <ProductsPage
        renderFavorite={renderFavorite}
        onAddToCart={addToCart}
        renderListAction={renderListAction}
        renderCategoryBanners={renderCategoryBanners}
      />
    </Stack>
  );
}

/** "Price list (xlsx)" of what the screen lists: the category and search text in the URL (the quick-order pad reads it back). */
function PriceListAction() {
  const [params] = useSearchParams();
  const { categoryId, searchText } = readProductQuery(params);
  return (
    <Group justify="flex-end">
      <PriceListButton query={{ categoryId, searchText }} />
    </Group>
  );
}
