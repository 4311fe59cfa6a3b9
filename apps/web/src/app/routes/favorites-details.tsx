import { fallbackImageUrl } from '@dealerport/contract';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { useCategories } from '../../features/catalog/api/list-categories';
import { ProductDetailModal } from '../../features/catalog/components/ProductDetailModal';
import { topLevelCode } from '../../features/catalog/lib/category-tree';
import { FavoritesPage } from '../../features/favorites/components/FavoritesPage';
import { FavoriteToggle } from '../../features/favorites/components/FavoriteToggle';
import { useCustomerStore } from '../../lib/stores/customer-store';

const renderFavorite = (productId: number, name: string) => <FavoriteToggle productId={productId} name={name} />;

/** /favorites-details: the caller's favourite products for the acting customer. */
export function FavoritesDetailsRoute() {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const categories = useCategories(selected);
  const [openId, setOpenId] = useState<number | null>(null);
  const addToCart = useAddToCart();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('favorites.title')}
      </Title>
      <FavoritesPage onOpen={setOpenId} fallbackImage={(categoryId) => fallbackImageUrl(topLevelCode(categories.data, categoryId))} />
      <ProductDetailModal productId={openId} onClose={() => setOpenId(null)} renderFavorite={renderFavorite} onAddToCart={addToCart} />
    </Stack>
  );
}
