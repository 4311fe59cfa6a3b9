import { PRODUCT_SEARCH_MIN_LENGTH, type SearchResultGroup } from '@dealerport/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProductSearch } from '../api/search-products-by-text';

/** Spec 01 §9: search from 3 characters; the input waits 300 ms for typing to pause. */
const SEARCH_DEBOUNCE_MS = 300;
/** The search-by-text call answers with at most this many products a group. */
export const PRODUCTS_PER_GROUP = 5;

/** One row of the results, in the order the arrows walk them: a group's products, then its "show all". */
type ResultOption =
  | { kind: 'product'; groupId: number; productId: number; label: string }
  | { kind: 'showAll'; groupId: number; label: string; href: string };

function showAllHref(categoryId: number, q: string) {
  return `/products?${new URLSearchParams({ category: String(categoryId), searchText: q }).toString()}`;
}

function optionsOf(groups: readonly SearchResultGroup[], q: string, showAllLabel: (g: SearchResultGroup) => string): ResultOption[] {
  return groups.flatMap((group): ResultOption[] => [
    ...group.products
      .slice(0, PRODUCTS_PER_GROUP)
      .map((p): ResultOption => ({ kind: 'product', groupId: group.id, productId: p.id, label: p.name })),
    { kind: 'showAll', groupId: group.id, label: showAllLabel(group), href: showAllHref(group.id, q) },
  ]);
}

/**
 * The header search's state: the typed text (searched once typing pauses), whether the results are open,
 * the active row, and the product whose detail is open. Arrows move, Enter opens, Escape closes.
 */
export function useHeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [productId, setProductId] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const enough = debounced.length >= PRODUCT_SEARCH_MIN_LENGTH;
  const search = useProductSearch(enough ? debounced : '');
  const options = useMemo(
    () => optionsOf(search.data ?? [], debounced, (g) => t('catalog.search.showAll', { count: g.totalCount })),
    [search.data, debounced, t],
  );
  const visible = open && enough;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: ResultOption | undefined) => {
    if (!option) return;
    close();
    if (option.kind === 'product') setProductId(option.productId);
    else navigate(option.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return close();
    if (!visible && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) setOpen(true);
    if (options.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && visible && active >= 0) {
      event.preventDefault();
      choose(options[active]);
    }
  };
  const type = (next: string) => {
    setValue(next);
    setOpen(true);
    setActive(-1);
  };

  return {
    value,
    type,
    onKeyDown,
    openResults: () => setOpen(true),
    closeResults: () => setOpen(false),
    search,
    debounced,
    options,
    visible,
    active,
    setActive,
    choose,
    productId,
    closeProduct: () => setProductId(null),
  };
}

export type HeaderSearchState = ReturnType<typeof useHeaderSearch>;
