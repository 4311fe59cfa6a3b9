import { ActionIcon, Badge, Group, Select, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MoveButtonKeys, MoveButtons, useDragReorder } from '../../../components/ReorderControls';
import { useProductSearch } from '../api/search-products';
import { moved, movedTo, type PickedProduct, SEARCH_DEBOUNCE_MS } from '../lib/bundle-form';

const MOVE_KEYS: MoveButtonKeys = {
  up: 'bundles.moveUp',
  down: 'bundles.moveDown',
  upNamed: 'bundles.moveUpNamed',
  downNamed: 'bundles.moveDownNamed',
};

interface ProductPickerProps {
  value: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  error?: string | undefined;
}

/**
 * The bundle's products: search by code or name to add one, drag a row or use up and down (the keyboard's
 * way) to order them, × to drop one.
 */
export function ProductPicker({ value, onChange, error }: ProductPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const dragProps = useDragReorder((from, to) => onChange(movedTo(value, from, to)));
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useProductSearch(debounced);
  const picked = useMemo(() => new Set(value.map((p) => p.code)), [value]);
  const options = useMemo(
    () =>
      (found.data?.items ?? [])
        .filter((p) => !picked.has(p.code))
        .map((p) => ({ value: p.code, label: `${p.code} · ${p.name}`, name: p.name, isActive: p.isActive })),
    [found.data, picked],
  );

  const add = (code: string | null) => {
    const option = options.find((o) => o.value === code);
    if (option) onChange([...value, { code: option.value, name: option.name, isActive: option.isActive }]);
    setSearch('');
  };

  return (
    <div>
      <Select
        label={t('bundles.addProduct')}
        description={t('bundles.addProductHint')}
        placeholder={t('bundles.searchProducts')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        value={null}
        onChange={add}
        data={options}
        filter={({ options: all }) => all}
        nothingFoundMessage={debounced.trim().length >= 2 && !found.isFetching ? t('bundles.noProductFound') : undefined}
        error={error}
      />
      {value.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('bundles.noProducts')}
        </Text>
      ) : (
        <Table mt="xs" striped withTableBorder aria-label={t('bundles.products')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('bundles.code')}</Table.Th>
              <Table.Th>{t('bundles.name')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.map((p, i) => (
              <Table.Tr key={p.code} data-testid={`bundle-product-${p.code}`} {...dragProps(i, p.code)}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{p.code}</Table.Td>
                <Table.Td>
                  {p.name}{' '}
                  {!p.isActive && (
                    <Badge size="xs" color="gray" variant="outline">
                      {t('bundles.productInactive')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={2} justify="flex-end" wrap="nowrap">
                    <MoveButtons
                      index={i}
                      count={value.length}
                      name={p.code}
                      keys={MOVE_KEYS}
                      onMove={(by) => onChange(moved(value, i, by))}
                    />
                    <Tooltip label={t('bundles.removeProduct')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('bundles.removeProductNamed', { name: p.code })}
                        onClick={() => onChange(value.filter((x) => x.code !== p.code))}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
