import { Badge, Button, Group, SegmentedControl, Select, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFilter, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductSortParams } from '../api/list-product-sort-params';
import type { ProductList } from '../hooks/use-product-list';
import type { ProductView } from './ProductCard';
import { ProductSearchField } from './ProductSearchField';

interface ProductsHeaderProps {
  list: ProductList;
  /** The category has facets: below the sm breakpoint they open in a drawer behind a Filters button. */
  hasFacets: boolean;
  onOpenFilters: () => void;
  view: ProductView;
  onViewChange: (view: ProductView) => void;
}

/** The top of /products: what is listed and how many, then the search, the filters button, the sort and the view. */
export function ProductsHeader({ list, hasFacets, onOpenFilters, view, onViewChange }: ProductsHeaderProps) {
  const { t } = useTranslation();
  const { query, category, products } = list;
  // the count changes with the cards (they render in a deferred pass, so it is deferred too) and, while
  // the next list loads, says so instead of standing beside cards it does not count
  const count = useDeferredValue(products.data?.totalCount);
  const loading = products.isPlaceholderData && products.isFetching;
  const heading = category?.name ?? (query.searchText ? t('catalog.list.searchTitle', { q: query.searchText }) : t('catalog.list.title'));
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {heading}
        </Title>
        {category && query.searchText && (
          <Text c="dimmed" size="sm">
            {t('catalog.list.searchTitle', { q: query.searchText })}
          </Text>
        )}
        {count !== undefined && (
          <Text c="dimmed" size="sm" aria-live="polite">
            {loading ? t('catalog.list.counting') : t('catalog.list.count', { count })}
          </Text>
        )}
      </Stack>
      <Group gap="sm" align="flex-end">
        <ProductSearchField value={query.searchText} categoryName={category?.name} onSearch={(searchText) => list.update({ searchText })} />
        {hasFacets && <FiltersButton selected={query.detailIds.length} onClick={onOpenFilters} />}
        <SortSelect value={query.sort ?? null} onChange={(value) => list.update({ sort: value ?? undefined })} />
        <ViewSwitch value={view} onChange={onViewChange} />
      </Group>
    </Group>
  );
}

function FiltersButton({ selected, onClick }: { selected: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      hiddenFrom="sm"
      variant="default"
      leftSection={<IconFilter size={16} aria-hidden />}
      rightSection={
        selected > 0 ? (
          <Badge size="sm" circle aria-label={t('catalog.facets.selected', { count: selected })}>
            {selected}
          </Badge>
        ) : undefined
      }
      onClick={onClick}
      aria-haspopup="dialog"
    >
      {t('catalog.facets.title')}
    </Button>
  );
}

function SortSelect({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  const sortParams = useProductSortParams();
  return (
    <Select
      label={t('catalog.list.sort')}
      placeholder={t('catalog.list.sortDefault')}
      data={(sortParams.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
      value={value}
      onChange={onChange}
      clearable
      allowDeselect
      w={220}
    />
  );
}

function ViewSwitch({ value, onChange }: { value: ProductView; onChange: (view: ProductView) => void }) {
  const { t } = useTranslation();
  const option = (view: ProductView, Icon: typeof IconList, label: string) => ({
    value: view,
    label: (
      <>
        <Icon size={16} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </>
    ),
  });
  return (
    <SegmentedControl
      aria-label={t('catalog.list.view')}
      value={value}
      onChange={(next) => onChange(next as ProductView)}
      data={[option('grid', IconLayoutGrid, t('catalog.list.grid')), option('list', IconList, t('catalog.list.list'))]}
    />
  );
}
