import type { OrderDetail } from '@dealerport/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReorderButton } from '../../features/baskets/components/ReorderButton';
import { OrderHandOffAlert } from '../../features/integrations/components/OrderHandOffAlert';
import { SaveAsListButton } from '../../features/lists/components/SaveAsListButton';
import { OrderDetailPage } from '../../features/orders/components/OrderDetailPage';
import { PaymentStateAlert } from '../../features/payments/components/PaymentStateAlert';
import { PayOnlineButton } from '../../features/payments/components/PayOnlineButton';

/** /orders/:docNo and /orders/:docNo/:paymentOrderId (any signed-in user who may read the order). */
export function OrderDetailRoute() {
  const { t } = useTranslation();
  const { docNo = '', paymentOrderId } = useParams();
  // the whole order, or (with line ids) the lines chosen on it
  const reorderAction = (order: OrderDetail, lineIds?: number[]) =>
    lineIds ? (
      <ReorderButton docNumber={order.b2BDocNo} lineIds={lineIds} label={t('lists.reorder.selected', { count: lineIds.length })} />
    ) : (
      <ReorderButton docNumber={order.b2BDocNo} />
    );
  // a new document number is a new page (its dialogs and state start afresh)
  return (
    <OrderDetailPage
      key={docNo}
      docNo={docNo}
      paymentOrderId={paymentOrderId}
      payAction={(order) => <PayOnlineButton docNumber={order.b2BDocNo} />}
      reorderAction={reorderAction}
      listAction={(order) => (
        <SaveAsListButton source={{ fromOrder: order.b2BDocNo }} defaultName={t('lists.save.orderName', { docNumber: order.b2BDocNo })} />
      )}
      paymentState={(id) => <PaymentStateAlert paymentOrderId={id} />}
      erpState={(order, refresh) => (
        <OrderHandOffAlert orderId={order.id} docNumber={order.b2BDocNo} handOff={order.erpHandOff} onResent={refresh} />
      )}
    />
  );
}
