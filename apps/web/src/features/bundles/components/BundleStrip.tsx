import type { HomeBundle } from '@dealerport/contract';
import { Stack, Text, Title } from '@mantine/core';
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
 * A bundle on the home page: its title, description and products as the acting customer sees them, in one
 * row that scrolls sideways. Nothing at all while it loads, when it fails, when there is no such bundle
 * or when none of its products is visible to this customer.
 */
export function BundleStrip({ tag, renderProduct }: BundleStripProps) {
  const bundle = useHomeBundle(tag);
  const data = bundle.data;
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
      <ul
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(200px, 240px)',
          gap: 'var(--mantine-spacing-md)',
          overflowX: 'auto',
          listStyle: 'none',
          margin: 0,
          padding: '0 0 var(--mantine-spacing-xs)',
        }}
      >
        {data.products.map((product) => (
          <li key={product.id}>{renderProduct(product)}</li>
        ))}
      </ul>
    </Stack>
  );
}
