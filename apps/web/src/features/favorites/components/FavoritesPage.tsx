import { Alert, Button, Card, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHeartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useFavorites } from '../api/list-favorites';
import { useSetFavorite } from '../api/set-favorite';

interface FavoritesPageProps {
  /** Opens a product (the route supplies the catalogue's detail modal). */
  onOpen?: (productId: number) => void;
  /** Image when the product has none (the route supplies the catalogue's fallback). */
  fallbackImage?: (categoryId: number) => string;
  /** At most this many cards (the home strip). */
  limit?: number;
}

/** The favourite products of the acting customer as cards, each with remove. */
export function FavoritesPage({ onOpen, fallbackImage, limit }: FavoritesPageProps) {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const favorites = useFavorites();
  const setFavorite = useSetFavorite();
  if (!selected) return <Text c="dimmed">{t('favorites.selectCustomer')}</Text>;
  if (favorites.isPending) return <Loader aria-label={t('common.loading')} />;
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
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
      {items.map((product) => (
        <Card
          key={product.id}
          withBorder
          radius="md"
          padding="sm"
          component="article"
          aria-label={product.name}
          data-testid="favorite-card"
        >
          <Card.Section p="xs">
            <Image
              src={product.imageUrl ?? fallbackImage?.(product.categoryId) ?? null}
              fallbackSrc={fallbackImage?.(product.categoryId)}
              alt={product.name}
              h={140}
              fit="contain"
            />
          </Card.Section>
          <Stack gap={4} mt="xs" style={{ flex: 1 }}>
            <Text size="xs" c="dimmed" ff="monospace">
              {product.code}
            </Text>
            {onOpen ? (
              <Text
                component="button"
                type="button"
                ta="start"
                fw={600}
                lineClamp={2}
                onClick={() => onOpen(product.id)}
                style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', color: 'inherit' }}
              >
                {product.name}
              </Text>
            ) : (
              <Text fw={600} lineClamp={2}>
                {product.name}
              </Text>
            )}
            <Button
              mt="auto"
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconHeartOff size={14} aria-hidden />}
              loading={setFavorite.isPending && setFavorite.variables?.productId === product.id}
              onClick={() => setFavorite.mutate({ productId: product.id, favorite: false })}
              aria-label={t('favorites.remove', { name: product.name })}
            >
              {t('favorites.removeShort')}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
