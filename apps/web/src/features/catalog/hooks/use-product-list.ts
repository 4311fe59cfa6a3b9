import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useProductDetails } from '../api/get-product-details';
import { useCategories } from '../api/list-categories';
import { useProducts } from '../api/list-products';
import { findCategory, topLevelCode } from '../lib/category-tree';
import { type ProductQuery, readProductQuery, toListBody, writeProductQuery } from '../lib/product-query';
import { useSpecialPriceStore } from '../lib/special-price-store';

/**
 * The list of /products: the query (category, search, facets, sort, page) kept in the URL, the page of
 * products it selects, the chosen category, and each product's top-level category code.
 */
export function useProductList() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readProductQuery(params), [params]);
  const body = useMemo(() => toListBody(query), [query]);
  const products = useProducts(body);
  const categories = useCategories();

  const update = (change: Partial<ProductQuery>) => {
    // any change of filter or sort starts again on page one
    setParams(writeProductQuery({ ...query, page: 1, ...change }));
  };
  const goToPage = (page: number) => setParams(writeProductQuery({ ...query, page }));

  const category = query.categoryId !== undefined && categories.data ? findCategory(categories.data, query.categoryId) : null;
  const categoryTopCode = topLevelCode(categories.data, query.categoryId);

  // Without a category in the URL the list items carry no categoryId; in special-price mode the page's
  // products are asked for once more (details have categoryId) so each gets its own category's percentage.
  const specialOn = useSpecialPriceStore((s) => s.enabled);
  const items = products.data?.items ?? [];
  const ids = useMemo(() => items.map((p) => p.id), [items]);
  const details = useProductDetails(ids, specialOn && query.categoryId === undefined);
  const topCodeOf = (productId: number): string | null => {
    if (query.categoryId !== undefined) return categoryTopCode;
    const categoryId = details.data?.find((d) => d.id === productId)?.categoryId;
    return topLevelCode(categories.data, categoryId);
  };

  return { query, update, goToPage, products, category, topCodeOf };
}

export type ProductList = ReturnType<typeof useProductList>;
