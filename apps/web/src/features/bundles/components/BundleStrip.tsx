import type { HomeBundle } from '@dealerport/contract';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHomeBundle } from '../api/get-home-bundle';

type BundleProduct = HomeBundle['products'][number];

interface BundleStripProps {
  tag: string;
  /**
   * One product as a card: the route supplies the catalogue's card (price, stock, add to cart); features
   * do not import each other.
   */
  renderProduct: (product: BundleProduct) => ReactNode;
}

/**
 * The height of a product card in the grid view, kept by the skeletons while a strip loads: ProductCard's
 * `contain-intrinsic-size` (the size an off-screen card keeps), about what a card measures.
 */
export const STRIP_CARD_HEIGHT = 400;
const SKELETON_CARDS = ['a', 'b', 'c', 'd'];

const stripStyle = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(200px, 240px)',
  gap: 'var(--mantine-spacing-md)',
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: '0 0 var(--mantine-spacing-xs)',
} as const;

/** A strip's shape while it loads (title, line, cards), so what follows does not move when it arrives. */
function StripSkeleton({ tag }: { tag: string }) {
  return (
    <Stack gap="xs" aria-hidden data-testid={`bundle-${tag}-loading`}>
      <div>
        <Skeleton height={22} width={200} radius="sm" mb={6} />
        <Skeleton height={14} width={280} radius="sm" />
      </div>
      <div style={{ ...stripStyle, overflowX: 'hidden' }}>
        {SKELETON_CARDS.map((key) => (
          <Skeleton key={key} height={STRIP_CARD_HEIGHT} radius="md" />
        ))}
      </div>
    </Stack>
  );
}

/**
 * A bundle on the home page: its title, description and products as the acting customer sees them, in one
 * row that scrolls sideways. While it loads, a skeleton of its shape keeps the space (no layout shift for
 * what follows); nothing at all when it fails, when there is no such bundle or when none of its products is
 * visible to this customer.
 */
export function BundleStrip({ tag, renderProduct }: BundleStripProps) {
  const bundle = useHomeBundle(tag);
  const data = bundle.data;
  if (bundle.isLoading) return <StripSkeleton tag={tag} />;
  if (!data || data.products.length === 0) return null;
  const titleId = `bundle-${tag}-title`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid={`bundle-${tag}`}>
      <div>
        <Title order={2} size="h4" id={titleId}>
          {data.title}
        </Title>
        {data.description && (
          <Text size="sm" c="dimmed">
            {data.description}
          </Text>
        )}
      </div>
      <ul style={stripStyle}>
        {data.products.map((product) => (
          <li key={product.id}>{renderProduct(product)}</li>
        ))}
      </ul>
    </Stack>
  );
}
