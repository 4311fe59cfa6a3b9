import { CATEGORY_BANNER_GROUP } from '@dealerport/contract';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../../features/banners/components/BannerCarousel';
import { useAddToCart } from '../../features/baskets/hooks/use-add-to-cart';
import { ProductsPage } from '../../features/catalog/components/ProductsPage';
import { FavoriteToggle } from '../../features/favorites/components/FavoriteToggle';

const renderFavorite = (productId: number, name: string) => <FavoriteToggle productId={productId} name={name} />;

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
  return <ProductsPage renderFavorite={renderFavorite} onAddToCart={addToCart} renderCategoryBanners={renderCategoryBanners} />;
}
