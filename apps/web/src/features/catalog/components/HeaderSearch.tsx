import type { SearchResultGroup } from '@dealerport/contract';
import { Badge, Box, Group, Image, Loader, Paper, ScrollArea, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SearchOption } from '../../../components/SearchOption';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { type HeaderSearchState, PRODUCTS_PER_GROUP, useHeaderSearch } from '../hooks/use-header-search';
import type { AddToCartHandler } from './AddToCart';
import { ProductDetailModal } from './ProductDetailModal';

/** Spec 01 §9: a 500 px panel. */
const SEARCH_PANEL_HEIGHT = 500;

/**
 * The header product search (spec 01 §2, 02 §2): only with a selected customer and not on /products.
 * Results are grouped by category; arrows move, Enter opens, Escape closes.
 */
interface HeaderSearchProps {
  renderFavorite?: (productId: number, name: string) => ReactNode;
  /** The cart's add call for the detail modal, supplied by the app. */
  onAddToCart?: AddToCartHandler;
  /**
   * The phone's search, opened over the header row: as wide as its box, results as wide as the field, the
   * input focused when it opens, and Escape with no results open asks to close it.
   */
  phone?: { onDismiss: () => void };
}

/** Whether the header search shows: with a selected customer, and not on /products (which has its own). */
export function useHeaderSearchShown(): boolean {
  const { pathname } = useLocation();
  const selected = useCustomerStore((s) => s.selected !== null);
  return selected && pathname !== '/products';
}

export function HeaderSearch(props: HeaderSearchProps) {
  if (!useHeaderSearchShown()) return null;
  return <HeaderSearchBox {...props} />;
}

function HeaderSearchBox({ renderFavorite, onAddToCart, phone }: HeaderSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const state = useHeaderSearch();
  const { visible, active } = state;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <Box pos="relative" w={phone ? '100%' : { base: 180, sm: 260, lg: 360 }}>
      <TextInput
        size="sm"
        value={state.value}
        onChange={(event) => state.type(event.currentTarget.value)}
        onFocus={state.openResults}
        onBlur={state.closeResults}
        onKeyDown={(event) => {
          if (phone && event.key === 'Escape' && !visible) phone.onDismiss();
          else state.onKeyDown(event);
        }}
        // the phone's search opens on the user's tap of its button, to be typed in at once
        autoFocus={phone !== undefined}
        placeholder={t('catalog.search.placeholder')}
        leftSection={state.search.isFetching ? <Loader size={14} /> : <IconSearch size={16} aria-hidden />}
        role="combobox"
        aria-label={t('catalog.search.label')}
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
      />
      {visible && <SearchResultsPanel listboxId={`${id}-listbox`} optionId={optionId} state={state} fullWidth={phone !== undefined} />}
      <ProductDetailModal
        productId={state.productId}
        onClose={state.closeProduct}
        renderFavorite={renderFavorite}
        onAddToCart={onAddToCart}
      />
    </Box>
  );
}

interface SearchResultsPanelProps {
  listboxId: string;
  optionId: (index: number) => string;
  state: HeaderSearchState;
  /** As wide as the field (the phone's), rather than a panel of its own width. */
  fullWidth: boolean;
}

/** The results under the input: the search's state, then the groups, each a category. */
function SearchResultsPanel({ listboxId, optionId, state, fullWidth }: SearchResultsPanelProps) {
  const { t } = useTranslation();
  const { search } = state;
  const groups = search.data ?? [];
  // the option indexes run on across the groups: the arrows walk the rows of every group in turn
  let next = 0;
  return (
    <Paper
      shadow="md"
      withBorder
      pos="absolute"
      top="calc(100% + 4px)"
      left={0}
      w={fullWidth ? '100%' : { base: 320, sm: 420 }}
      style={{ zIndex: 300 }}
      // keep the focus in the input when an option is clicked
      onMouseDown={(event) => event.preventDefault()}
    >
      <ScrollArea.Autosize mah={SEARCH_PANEL_HEIGHT} type="auto">
        <Box id={listboxId} role="listbox" aria-label={t('catalog.search.results')} p={4}>
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
              {t('catalog.search.empty', { q: state.debounced })}
            </Text>
          )}
          {groups.map((group) => {
            const first = next;
            next += Math.min(group.products.length, PRODUCTS_PER_GROUP) + 1;
            return <ResultGroup key={group.id} group={group} first={first} optionId={optionId} state={state} />;
          })}
        </Box>
      </ScrollArea.Autosize>
    </Paper>
  );
}

interface ResultGroupProps {
  group: SearchResultGroup;
  /** The index of the group's first option. */
  first: number;
  optionId: (index: number) => string;
  state: HeaderSearchState;
}

/** A category's results: its name and count, its first products, then "show all" in the category. */
function ResultGroup({ group, first, optionId, state }: ResultGroupProps) {
  const products = group.products.slice(0, PRODUCTS_PER_GROUP);
  const showAll = first + products.length;
  const optionProps = (i: number) => ({
    id: optionId(i),
    active: i === state.active,
    onActivate: () => state.setActive(i),
    onChoose: () => state.choose(state.options[i]),
  });
  return (
    <Box role="group" aria-label={group.name} mb={4}>
      <Group justify="space-between" px="xs" py={4}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {group.name}
        </Text>
        <Badge size="xs" variant="light" color="gray">
          {group.totalCount}
        </Badge>
      </Group>
      {products.map((product, n) => (
        <SearchOption key={product.id} {...optionProps(first + n)}>
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
        </SearchOption>
      ))}
      <SearchOption {...optionProps(showAll)}>
        <Text size="sm" c="blue">
          {state.options[showAll]?.label}
        </Text>
      </SearchOption>
    </Box>
  );
}
