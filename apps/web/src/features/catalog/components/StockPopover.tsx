import { Button, Loader, Popover, Table, Text } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductStocks } from '../api/get-product-stocks';

export function StockTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const stocks = useProductStocks(productId, true);
  if (stocks.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
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
            <Table.Td ta="end">
              {row.quantityText} {row.unitCode}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "Stock per warehouse", asked for only when opened. */
export function StockPopover({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconBuildingWarehouse size={14} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
        >
          {t('catalog.stock.perWarehouse')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>{opened && <StockTable productId={productId} />}</Popover.Dropdown>
    </Popover>
  );
}
