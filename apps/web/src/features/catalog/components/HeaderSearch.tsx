import { PRODUCT_SEARCH_MIN_LENGTH, type SearchResultGroup } from '@dealerport/contract';
import { Badge, Box, Group, Image, Loader, Paper, ScrollArea, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useProductSearch } from '../api/search-products-by-text';
import type { AddToCartHandler } from './AddToCart';
import { ProductDetailModal } from './ProductDetailModal';

/** Spec 01 §9: search from 3 characters, a 500 px panel; the input waits 300 ms for typing to pause. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PANEL_HEIGHT = 500;
/** The search-by-text call answers with at most this many products a group. */
const PRODUCTS_PER_GROUP = 5;

type Option =
  | { kind: 'product'; groupId: number; productId: number; label: string }
  | { kind: 'showAll'; groupId: number; label: string; href: string };

function showAllHref(categoryId: number, q: string) {
  return `/products?${new URLSearchParams({ category: String(categoryId), searchText: q }).toString()}`;
}

function optionsOf(groups: readonly SearchResultGroup[], q: string, showAllLabel: (g: SearchResultGroup) => string): Option[] {
  return groups.flatMap((group): Option[] => [
    ...group.products
      .slice(0, PRODUCTS_PER_GROUP)
      .map((p): Option => ({ kind: 'product', groupId: group.id, productId: p.id, label: p.name })),
    { kind: 'showAll', groupId: group.id, label: showAllLabel(group), href: showAllHref(group.id, q) },
  ]);
}

/**
 * The header product search (spec 01 §2, 02 §2): only with a selected customer and not on /products.
 * Results are grouped by category; arrows move, Enter opens, Escape closes.
 */
interface HeaderSearchProps {
  renderFavorite?: (productId: number, name: string) => ReactNode;
  /** The cart's add call for the detail modal, supplied by the app. */
  onAddToCart?: AddToCartHandler;
}

export function HeaderSearch({ renderFavorite, onAddToCart }: HeaderSearchProps) {
  const { pathname } = useLocation();
  const selected = useCustomerStore((s) => s.selected !== null);
  if (!selected || pathname === '/products') return null;
  return <HeaderSearchBox renderFavorite={renderFavorite} onAddToCart={onAddToCart} />;
}

function HeaderSearchBox({ renderFavorite, onAddToCart }: HeaderSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [productId, setProductId] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const enough = debounced.length >= PRODUCT_SEARCH_MIN_LENGTH;
  const search = useProductSearch(enough ? debounced : '');
  const groups = search.data ?? [];
  const options = useMemo(
    () => optionsOf(search.data ?? [], debounced, (g) => t('catalog.search.showAll', { count: g.totalCount })),
    [search.data, debounced, t],
  );
  const visible = open && enough;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: Option | undefined) => {
    if (!option) return;
    setOpen(false);
    setActive(-1);
    if (option.kind === 'product') setProductId(option.productId);
    else navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
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

  let index = -1;
  return (
    <Box pos="relative" w={{ base: 180, sm: 260, lg: 360 }}>
      <TextInput
        size="sm"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={t('catalog.search.placeholder')}
        leftSection={search.isFetching ? <Loader size={14} /> : <IconSearch size={16} aria-hidden />}
        role="combobox"
        aria-label={t('catalog.search.label')}
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
      />
      {visible && (
        <Paper
          shadow="md"
          withBorder
          pos="absolute"
          top="calc(100% + 4px)"
          left={0}
          w={{ base: 320, sm: 420 }}
          style={{ zIndex: 300 }}
          // keep the focus in the input when an option is clicked
          onMouseDown={(event) => event.preventDefault()}
        >
          <ScrollArea.Autosize mah={SEARCH_PANEL_HEIGHT} type="auto">
            <Box id={`${id}-listbox`} role="listbox" aria-label={t('catalog.search.results')} p={4}>
              {search.isPending && (
                <Text size="sm" c="dimmed" p="sm">
                  {t('common.loading')}
                </Text>
              )}
              {search.isError && (
                <Text size="sm" c="red" p="sm">
                  {t('catalog.search.error')}
                </Text>
              )}
              {search.isSuccess && groups.length === 0 && (
                <Text size="sm" c="dimmed" p="sm" role="status">
                  {t('catalog.search.empty', { q: debounced })}
                </Text>
              )}
              {groups.map((group) => (
                <Box key={group.id} role="group" aria-label={group.name} mb={4}>
                  <Group justify="space-between" px="xs" py={4}>
                    <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                      {group.name}
                    </Text>
                    <Badge size="xs" variant="light" color="gray">
                      {group.totalCount}
                    </Badge>
                  </Group>
                  {group.products.slice(0, PRODUCTS_PER_GROUP).map((product) => {
                    index += 1;
                    const i = index;
                    return (
                      <UnstyledButton
                        key={product.id}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        tabIndex={-1}
                        onMouseEnter={() => setActive(i)}
                        onClick={() => choose(options[i])}
                        w="100%"
                        px="xs"
                        py={4}
                        style={{ borderRadius: 4, background: i === active ? 'var(--mantine-color-default-hover)' : undefined }}
                      >
                        <Group gap="sm" wrap="nowrap">
                          <Image src={product.imageUrl} alt="" w={36} h={36} fit="contain" />
                          <Box style={{ minWidth: 0 }}>
                            <Text size="sm" lineClamp={1}>
                              {product.name}
                            </Text>
                            <Text size="xs" c="dimmed" ff="monospace">
                              {product.code}
                            </Text>
                          </Box>
                        </Group>
                      </UnstyledButton>
                    );
                  })}
                  {(() => {
                    index += 1;
                    const i = index;
                    return (
                      <UnstyledButton
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        tabIndex={-1}
                        onMouseEnter={() => setActive(i)}
                        onClick={() => choose(options[i])}
                        w="100%"
                        px="xs"
                        py={4}
                        style={{ borderRadius: 4, background: i === active ? 'var(--mantine-color-default-hover)' : undefined }}
                      >
                        <Text size="sm" c="blue">
                          {options[i]?.label}
                        </Text>
                      </UnstyledButton>
                    );
                  })()}
                </Box>
              ))}
            </Box>
          </ScrollArea.Autosize>
        </Paper>
      )}
      <ProductDetailModal
        productId={productId}
        onClose={() => setProductId(null)}
        renderFavorite={renderFavorite}
        onAddToCart={onAddToCart}
      />
    </Box>
  );
}
