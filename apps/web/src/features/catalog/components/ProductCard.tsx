import { fallbackImageUrl, type ProductListItem } from '@dealerport/contract';
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCart, type AddToCartHandler } from './AddToCart';
import { ProductPrice } from './ProductPrice';
import { StockPopover } from './StockPopover';

export type ProductView = 'grid' | 'list';

interface ProductCardProps {
  product: ProductListItem;
  /** Top-level category code: fallback image and special-price percentage. */
  topCategoryCode: string | null;
  view: ProductView;
  onOpen: (productId: number) => void;
  /** The favourite heart, supplied by the route (features do not import each other). */
  favorite?: ReactNode;
  /** The cart's add call, supplied by the app. */
  onAddToCart?: AddToCartHandler;
}

export function productImage(product: Pick<ProductListItem, 'images'>, topCategoryCode: string | null): string {
  return product.images[0]?.url ?? fallbackImageUrl(topCategoryCode);
}

export function ProductCard({ product, topCategoryCode, view, onOpen, favorite, onAddToCart }: ProductCardProps) {
  const { t } = useTranslation();
  const image = (
    <Image
      src={productImage(product, topCategoryCode)}
      fallbackSrc={fallbackImageUrl(topCategoryCode)}
      alt={product.name}
      h={view === 'grid' ? 160 : 96}
      w={view === 'grid' ? '100%' : 96}
      fit="contain"
      loading="lazy"
    />
  );
  const title = (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" ff="monospace">
        {product.code}
      </Text>
      <Anchor component="button" type="button" ta="start" fw={600} lineClamp={2} onClick={() => onOpen(product.id)}>
        {product.name}
      </Anchor>
      {product.campaign && (
        <Badge size="sm" color="grape" variant="light">
          {product.campaign}
        </Badge>
      )}
      {product.preSaleText && (
        <Text size="xs" c="blue">
          {product.preSaleText}
        </Text>
      )}
    </Stack>
  );
  const stock = product.showStock && product.stockText !== null && (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" data-testid="stock-text">
        {t('catalog.stock.label')}: {product.stockText}
      </Text>
      <StockPopover productId={product.id} />
    </Group>
  );

  if (view === 'list') {
    return (
      <Card withBorder padding="sm" radius="md" data-testid="product-card" data-view={view} aria-label={product.name} component="article">
        <Group wrap="nowrap" align="flex-start" gap="md">
          {image}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {title}
              {favorite}
            </Group>
            {stock}
          </Stack>
          <Stack gap="xs" align="flex-end" miw={220}>
            <ProductPrice product={product} topCategoryCode={topCategoryCode} />
            <AddToCart product={product} size="xs" onAdd={onAddToCart} />
          </Stack>
        </Group>
      </Card>
    );
  }

  return (
    <Card withBorder padding="sm" radius="md" data-testid="product-card" data-view={view} aria-label={product.name} component="article">
      <Card.Section pos="relative" p="xs">
        {image}
        {favorite && <div style={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>{favorite}</div>}
      </Card.Section>
      <Stack gap={6} mt="xs" style={{ flex: 1 }}>
        {title}
        {stock}
        <div style={{ marginTop: 'auto' }}>
          <ProductPrice product={product} topCategoryCode={topCategoryCode} size="sm" />
        </div>
        <AddToCart product={product} size="xs" onAdd={onAddToCart} />
      </Stack>
    </Card>
  );
}
