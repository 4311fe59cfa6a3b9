import { fallbackImageUrl, type ProductDetail } from '@dealerport/contract';
import { Alert, Anchor, Badge, Grid, Group, Image, Modal, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useProductDetail } from '../api/get-product-detail';
import { useCategories } from '../api/list-categories';
import { topLevelCode } from '../lib/category-tree';
import { AddToCart, type AddToCartHandler, type RenderListAction } from './AddToCart';
import { PriceExplanationButton } from './PriceExplanationButton';
import { ProductPrice } from './ProductPrice';
import { QuantityBreaksTable } from './QuantityBreaksTable';
import { StockTable } from './StockPopover';

interface ProductDetailModalProps {
  productId: number | null;
  onClose: () => void;
  renderFavorite?: (productId: number, name: string) => ReactNode;
  /** The cart's add call, supplied by the app. */
  onAddToCart?: AddToCartHandler;
  /** "Add to list" beside add to cart, supplied by the route. */
  renderListAction?: RenderListAction;
}

/** Spec 01 §2: the product detail modal with images, properties, prices, stock and add to cart. */
export function ProductDetailModal({ productId, onClose, renderFavorite, onAddToCart, renderListAction }: ProductDetailModalProps) {
  const { t } = useTranslation();
  const detail = useProductDetail(productId);
  const categories = useCategories(productId !== null);
  const product = detail.data;
  const title = product?.name ?? t('catalog.detail.title');
  return (
    <Modal
      opened={productId !== null}
      onClose={onClose}
      size="xl"
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('catalog.detail.close') }}
    >
      {detail.isPending && <LoadingSpinner />}
      {detail.isError && <Alert color="red">{t('catalog.detail.loadError')}</Alert>}
      {product && (
        <DetailBody
          key={product.id}
          product={product}
          topCode={topLevelCode(categories.data, product.categoryId)}
          favorite={renderFavorite?.(product.id, product.name)}
          onAddToCart={onAddToCart}
          renderListAction={renderListAction}
        />
      )}
    </Modal>
  );
}

function DetailBody({
  product,
  topCode,
  favorite,
  onAddToCart,
  renderListAction,
}: {
  product: NonNullable<ReturnType<typeof useProductDetail>['data']>;
  topCode: string | null;
  favorite: ReactNode;
  onAddToCart?: AddToCartHandler;
  renderListAction?: RenderListAction | undefined;
}) {
  const { t } = useTranslation();
  const images = product.images.length ? product.images.map((i) => i.url) : [fallbackImageUrl(topCode)];
  const [current, setCurrent] = useState(0);
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Stack gap="xs">
          <Image src={images[current]} fallbackSrc={fallbackImageUrl(topCode)} alt={product.name} h={280} fit="contain" />
          {images.length > 1 && (
            <Group gap={6}>
              {images.map((url, index) => (
                <UnstyledButton
                  key={url}
                  onClick={() => setCurrent(index)}
                  aria-label={t('catalog.detail.image', { n: index + 1 })}
                  aria-pressed={index === current}
                  style={{
                    border:
                      index === current ? '2px solid var(--mantine-primary-color-filled)' : '1px solid var(--mantine-color-default-border)',
                    borderRadius: 4,
                  }}
                >
                  <Image src={url} fallbackSrc={fallbackImageUrl(topCode)} alt="" w={56} h={56} fit="contain" />
                </UnstyledButton>
              ))}
            </Group>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed" ff="monospace">
              {product.code} · {product.unitCode}
            </Text>
            {favorite}
          </Group>
          {product.campaign && (
            <Badge color="grape" variant="light" w="fit-content">
              {product.campaign}
            </Badge>
          )}
          {product.preSaleText && <Text c="blue">{product.preSaleText}</Text>}
          <ProductPrice
            product={product}
            topCategoryCode={topCode}
            size="lg"
            aside={product.showPrice && <PriceExplanationButton productId={product.id} quantity={Math.max(product.minOrderQuantity, 1)} />}
          />
          <QuantityBreaksTable product={product} topCategoryCode={topCode} />
          <AddToCart product={product} onAdd={onAddToCart} listAction={renderListAction} />
          {product.showStock && product.stockText !== null && (
            <Text size="sm">
              {t('catalog.stock.label')}: {product.stockText}
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Title order={3} size="h5" mb="xs">
          {t('catalog.detail.properties')}
        </Title>
        {product.properties.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('catalog.detail.noProperties')}
          </Text>
        ) : (
          <Table striped>
            <Table.Tbody>
              {product.properties.map((p) => (
                <Table.Tr key={`${p.propertyId}-${p.detailId}`}>
                  <Table.Th w="45%">{p.name}</Table.Th>
                  <Table.Td>{p.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Title order={3} size="h5" mt="md" mb="xs">
          {t('catalog.detail.additional')}
        </Title>
        {product.additionalDetails.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('catalog.detail.noAdditional')}
          </Text>
        ) : (
          <Table striped>
            <Table.Tbody>
              {product.additionalDetails.map((d) => (
                <Table.Tr key={`${d.name}-${d.value}`}>
                  <Table.Th w="45%">{d.name}</Table.Th>
                  <Table.Td>
                    <AdditionalDetailValue detail={d} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Grid.Col>
      {product.showStock && (
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Title order={3} size="h5" mb="xs">
            {t('catalog.stock.perWarehouse')}
          </Title>
          <StockTable productId={product.id} />
        </Grid.Col>
      )}
    </Grid>
  );
}

/** An additional detail's value: text, an image (its URL) or a link. */
function AdditionalDetailValue({ detail }: { detail: ProductDetail['additionalDetails'][number] }) {
  if (detail.type === 'image') return <Image src={detail.value} alt={detail.name} h={64} w="auto" fit="contain" />;
  if (detail.type === 'link') {
    return (
      <Anchor href={detail.value} target="_blank" rel="noopener noreferrer">
        {detail.value}
      </Anchor>
    );
  }
  return <>{detail.value}</>;
}
