import type { FavoriteProduct, HomeBundle } from '@dealerport/contract';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../features/baskets/hooks/use-add-to-cart';
import { BundleStrip } from '../../features/bundles/components/BundleStrip';
import { useCategories } from '../../features/catalog/api/list-categories';
import { ProductCard } from '../../features/catalog/components/ProductCard';
import { ProductDetailModal } from '../../features/catalog/components/ProductDetailModal';
import { topLevelCode } from '../../features/catalog/lib/category-tree';
import { FavoritesPage } from '../../features/favorites/components/FavoritesPage';
import { FavoriteToggle } from '../../features/favorites/components/FavoriteToggle';
import { useCustomerStore } from '../../lib/stores/customer-store';

const renderFavorite = (productId: number, name: string) => <FavoriteToggle productId={productId} name={name} />;

/**
 * The favourites as the catalogue's product cards (price, stock, add to cart, the heart that removes
 * one) with the product detail modal: /favorites-details and the home strip.
 */
export function FavoriteProducts({ limit }: { limit?: number }) {
  const selected = useCustomerStore((s) => s.selected !== null);
  const categories = useCategories(selected);
  const [openId, setOpenId] = useState<number | null>(null);
  const addToCart = useAddToCart();
  const renderProduct = (product: FavoriteProduct) => (
    <ProductCard
      product={product}
      topCategoryCode={topLevelCode(categories.data, product.categoryId)}
      view="grid"
      onOpen={setOpenId}
      favorite={renderFavorite(product.id, product.name)}
      onAddToCart={addToCart}
    />
  );
  return (
    <>
      <FavoritesPage renderProduct={renderProduct} limit={limit} />
      <ProductDetailModal productId={openId} onClose={() => setOpenId(null)} renderFavorite={renderFavorite} onAddToCart={addToCart} />
    </>
  );
}

/**
 * The home page's bundle strips (new, campaign, best-sellers): each bundle's products as the catalogue's
 * product cards, as the acting customer sees them, with add to cart, the heart and the detail modal. A
 * bundle that is missing, off or empty for this customer shows nothing.
 */
export function BundleProducts({ tags }: { tags: readonly string[] }) {
  const selected = useCustomerStore((s) => s.selected !== null);
  const categories = useCategories(selected);
  const [openId, setOpenId] = useState<number | null>(null);
  const addToCart = useAddToCart();
  const renderProduct = (product: HomeBundle['products'][number]) => (
    <ProductCard
      product={product}
      topCategoryCode={topLevelCode(categories.data, product.categoryId)}
      view="grid"
      onOpen={setOpenId}
      renderFavorite={renderFavorite}
      onAddToCart={addToCart}
    />
  );
  return (
    <>
      {tags.map((tag) => (
        <BundleStrip key={tag} tag={tag} renderProduct={renderProduct} />
      ))}
      <ProductDetailModal productId={openId} onClose={() => setOpenId(null)} renderFavorite={renderFavorite} onAddToCart={addToCart} />
    </>
  );
}

/** /favorites-details: the caller's favourite products for the acting customer. */
export function FavoritesDetailsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('favorites.title')}
      </Title>
      <FavoriteProducts />
    </Stack>
  );
}
