import { type CartLine, type CategoryNode, fallbackImageUrl } from '@dealerport/contract';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { CartPage } from '../../features/baskets/components/CartPage';
import type { SpecialPriceRule } from '../../features/baskets/lib/special-prices';
import { useCategories } from '../../features/catalog/api/list-categories';
import { PriceExplanationButton } from '../../features/catalog/components/PriceExplanationButton';
import { findTopLevel, topLevelCode } from '../../features/catalog/lib/category-tree';
import { applySpecialPriceCents, type SpecialPriceSettings } from '../../features/catalog/lib/special-price';
import { useSpecialPriceStore } from '../../features/catalog/lib/special-price-store';
import { SaveAsListButton } from '../../features/lists/components/SaveAsListButton';

/** The catalogue's pieces the cart screen shows: fallback images, the top-level category of a line, special prices. */
export function cartCatalogueHelpers(
  tree: readonly CategoryNode[] | undefined,
  fallbackName: (id: number) => string,
  special: SpecialPriceSettings | null = null,
) {
  const specialPrice: SpecialPriceRule | null = special
    ? (cents, categoryId) => applySpecialPriceCents(cents, topLevelCode(tree, categoryId), special)
    : null;
  return {
    fallbackImage: (categoryId: number) => fallbackImageUrl(topLevelCode(tree, categoryId)),
    categoryOf: (categoryId: number) => {
      const top = tree ? findTopLevel(tree, categoryId) : null;
      return top ? { id: top.id, name: top.name } : { id: categoryId, name: fallbackName(categoryId) };
    },
    specialPrice,
  };
}

/** "Why this price" of a cart line: at its quantity, with its payment method's discount. */
const renderPriceExplanation = (line: CartLine) => (
  <PriceExplanationButton productId={line.productId} quantity={line.quantity} paymentMethodCode={line.paymentMethodCode} name={line.name} />
);

/** /cart (authority selectedCustomer): lines, payment methods, delivery address, note, totals, place order; save as a list. */
export function CartRoute() {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  // Spec 01 §4: while special-price mode is on, every shown price carries it, the cart's too.
  const special = useSpecialPriceStore(
    useShallow((s) => (s.enabled ? { percentages: s.percentages, fixedExpense: s.fixedExpense } : null)),
  );
  const helpers = cartCatalogueHelpers(categories.data, (id) => t('cart.categoryNumber', { id }), special);
  // today as the reader's calendar has it
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' }).format(new Date());
  return (
    <CartPage
      fallbackImage={helpers.fallbackImage}
      categoryOf={helpers.categoryOf}
      specialPrice={helpers.specialPrice}
      actions={<SaveAsListButton source={{ fromCart: true }} defaultName={t('lists.save.cartName', { date: today })} />}
      renderPriceExplanation={renderPriceExplanation}
    />
  );
}
