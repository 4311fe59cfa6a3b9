import { useParams } from 'react-router';
import { ReorderButton } from '../../features/baskets/components/ReorderButton';
import { OrderHandOffAlert } from '../../features/integrations/components/OrderHandOffAlert';
import { OrderDetailPage } from '../../features/orders/components/OrderDetailPage';
import { PaymentStateAlert } from '../../features/payments/components/PaymentStateAlert';
import { PayOnlineButton } from '../../features/payments/components/PayOnlineButton';

/** /orders/:docNo and /orders/:docNo/:paymentOrderId (any signed-in user who may read the order). */
export function OrderDetailRoute() {
  const { docNo = '', paymentOrderId } = useParams();
  // a new document number is a new page (its dialogs and state start afresh)
  return (
    <OrderDetailPage
      key={docNo}
      docNo={docNo}
      paymentOrderId={paymentOrderId}
      payAction={(order) => <PayOnlineButton docNumber={order.b2BDocNo} />}
      reorderAction={(order) => <ReorderButton docNumber={order.b2BDocNo} />}
      paymentState={(id) => <PaymentStateAlert paymentOrderId={id} />}
      erpState={(order, refresh) => (
        <OrderHandOffAlert orderId={order.id} docNumber={order.b2BDocNo} handOff={order.erpHandOff} onResent={refresh} />
      )}
    />
  );
}
