import type { OrderListRow } from '@dealerport/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ReorderButton } from '../../features/baskets/components/ReorderButton';
import { OrdersPage } from '../../features/orders/components/OrdersPage';

/** /orders (authority selectedCustomer): the acting customer's order history, each order to order again. */
export function OrdersRoute() {
  const { t } = useTranslation();
  // stable: the list's memoised columns hold it
  const reorder = useCallback(
    (row: OrderListRow) => (
      <ReorderButton docNumber={row.docNumber} compact label={t('lists.reorder.rowNamed', { docNumber: row.docNumber })} />
    ),
    [t],
  );
  return <OrdersPage rowAction={reorder} />;
}
