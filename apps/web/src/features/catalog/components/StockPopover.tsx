import { Anchor, Popover, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useProductStocks } from '../api/get-product-stocks';

export function StockTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const stocks = useProductStocks(productId, true);
  if (stocks.isPending) return <LoadingSpinner size="sm" />;
  if (stocks.isError) return <Text c="red">{t('catalog.stock.loadError')}</Text>;
  if (stocks.data.stocks.length === 0) return <Text c="dimmed">{t('catalog.stock.none')}</Text>;
  return (
    <Table withRowBorders striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('catalog.stock.warehouse')}</Table.Th>
          <Table.Th ta="end">{t('catalog.stock.quantity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stocks.data.stocks.map((row) => (
          <Table.Tr key={row.warehouseId}>
            <Table.Td>{row.warehouseName}</Table.Td>
            {/* "Out of stock", not "Out of stock AD": a unit only follows a quantity */}
            <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
              {row.quantity > 0 ? `${row.quantityText} ${row.unitCode}` : row.quantityText}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * "Stock per warehouse", asked for only when opened. A card has one each, so the closed state is a single
 * link-styled button: the dropdown (and its portal) exists only while open.
 */
export function StockPopover({ productId, className }: { productId: number; className?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Anchor component="button" type="button" size="xs" className={className} onClick={() => setOpened((o) => !o)}>
          {t('catalog.stock.perWarehouse')}
        </Anchor>
      </Popover.Target>
      {opened && (
        <Popover.Dropdown>
          <StockTable productId={productId} />
        </Popover.Dropdown>
      )}
    </Popover>
  );
}
