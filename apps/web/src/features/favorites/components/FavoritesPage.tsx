import type { FavoriteProduct } from '@dealerport/contract';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useFavorites } from '../api/list-favorites';

interface FavoritesPageProps {
  /**
   * One favourite as a product card: the route supplies the catalogue's card (price, stock, add to cart,
   * the favourite heart that removes it); features do not import each other.
   */
  renderProduct: (product: FavoriteProduct) => ReactNode;
  /** At most this many cards (the home strip). */
  limit?: number;
}

/** The favourite products of the acting customer, as the catalogue's product cards. */
export function FavoritesPage({ renderProduct, limit }: FavoritesPageProps) {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const favorites = useFavorites();
  if (!selected) return <Text c="dimmed">{t('favorites.selectCustomer')}</Text>;
  if (favorites.isPending) return <LoadingSpinner />;
  if (favorites.isError) return <Alert color="red">{t('favorites.loadError')}</Alert>;
  if (favorites.data.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed">{t('favorites.empty')}</Text>
        <Button component={Link} to="/products" variant="light">
          {t('favorites.browse')}
        </Button>
      </Stack>
    );
  }
  const items = limit ? favorites.data.slice(0, limit) : favorites.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid="favorites-grid">
      {items.map((product) => (
        <div key={product.id}>{renderProduct(product)}</div>
      ))}
    </SimpleGrid>
  );
}
