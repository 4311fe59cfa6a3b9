import type { FitmentProduct } from '@dealerport/contract';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../features/baskets/hooks/use-add-to-cart';
import { useCategories } from '../../features/catalog/api/list-categories';
import { ProductCard } from '../../features/catalog/components/ProductCard';
import { ProductDetailModal } from '../../features/catalog/components/ProductDetailModal';
import { topLevelCode } from '../../features/catalog/lib/category-tree';
import { FavoriteToggle } from '../../features/favorites/components/FavoriteToggle';
import { BatterySearchPage } from '../../features/fitment/components/BatterySearchPage';
import { ConfiguratorPage } from '../../features/fitment/components/ConfiguratorPage';
import { ExpertOpinionPage } from '../../features/fitment/components/ExpertOpinionPage';
import { useCustomerStore } from '../../lib/stores/customer-store';

const renderFavorite = (productId: number, name: string) => <FavoriteToggle productId={productId} name={name} />;

/**
 * The catalogue's product cards (price, stock, add to cart, the heart, the detail modal) for the fitment
 * pages: features do not import each other, so the route composes them (as favorites-details.tsx does).
 */
function useCatalogueCards() {
  const selected = useCustomerStore((s) => s.selected !== null);
  const categories = useCategories(selected);
  const [openId, setOpenId] = useState<number | null>(null);
  const addToCart = useAddToCart();
  const renderProduct = (product: FitmentProduct) => (
    <ProductCard
      product={product}
      topCategoryCode={topLevelCode(categories.data, product.categoryId)}
      view="grid"
      onOpen={setOpenId}
      renderFavorite={renderFavorite}
      onAddToCart={addToCart}
    />
  );
  const modal = (
    <ProductDetailModal productId={openId} onClose={() => setOpenId(null)} renderFavorite={renderFavorite} onAddToCart={addToCart} />
  );
  return { renderProduct, modal };
}

function Page({ titleKey, children }: { titleKey: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(titleKey)}
      </Title>
      {children}
    </Stack>
  );
}

/** /configurator: make, model, year, engine; the rims and tyres that fit, with add to cart. */
export function ConfiguratorRoute() {
  const { renderProduct, modal } = useCatalogueCards();
  return (
    <Page titleKey="fitment.configurator.title">
      <ConfiguratorPage renderProduct={renderProduct} />
      {modal}
    </Page>
  );
}

/** /battery-search (de only): batteries by vehicle or by specs, with add to cart. */
export function BatterySearchRoute() {
  const { renderProduct, modal } = useCatalogueCards();
  return (
    <Page titleKey="fitment.battery.title">
      <BatterySearchPage renderProduct={renderProduct} />
      {modal}
    </Page>
  );
}

/** /expert-opinion (de only): Gutachten and ABE, with their PDFs. */
export function ExpertOpinionRoute() {
  return (
    <Page titleKey="fitment.opinions.title">
      <ExpertOpinionPage />
    </Page>
  );
}
