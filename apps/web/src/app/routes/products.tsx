import { useAddToCart } from '../../features/baskets/hooks/use-add-to-cart';
import { ProductsPage } from '../../features/catalog/components/ProductsPage';
import { FavoriteToggle } from '../../features/favorites/components/FavoriteToggle';

const renderFavorite = (productId: number, name: string) => <FavoriteToggle productId={productId} name={name} />;

/** /products: the catalogue for the selected customer (authority selectedCustomer). */
export function ProductsRoute() {
  const addToCart = useAddToCart();
  return <ProductsPage renderFavorite={renderFavorite} onAddToCart={addToCart} />;
}
