import { type CategoryNode, fallbackImageUrl } from '@dealerport/contract';
import { useTranslation } from 'react-i18next';
import { CartPage } from '../../features/cart/components/CartPage';
import { useCategories } from '../../features/catalog/api/list-categories';
import { findTopLevel, topLevelCode } from '../../features/catalog/lib/category-tree';

/** The catalogue's pieces the cart screen shows: fallback images and the top-level category of a line. */
export function cartCatalogueHelpers(tree: readonly CategoryNode[] | undefined, fallbackName: (id: number) => string) {
  return {
    fallbackImage: (categoryId: number) => fallbackImageUrl(topLevelCode(tree, categoryId)),
    categoryOf: (categoryId: number) => {
      const top = tree ? findTopLevel(tree, categoryId) : null;
      return top ? { id: top.id, name: top.name } : { id: categoryId, name: fallbackName(categoryId) };
    },
  };
}

/** /cart (authority selectedCustomer): lines, payment methods, delivery address, note, totals, place order. */
export function CartRoute() {
  const { t } = useTranslation();
  const categories = useCategories();
  const helpers = cartCatalogueHelpers(categories.data, (id) => t('cart.categoryNumber', { id }));
  return <CartPage fallbackImage={helpers.fallbackImage} categoryOf={helpers.categoryOf} />;
}
