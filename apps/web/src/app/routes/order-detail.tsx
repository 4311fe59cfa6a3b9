import { useParams } from 'react-router';
import { OrderDetailPage } from '../../features/orders/components/OrderDetailPage';

/** /orders/:docNo and /orders/:docNo/:paymentOrderId (any signed-in user who may read the order). */
export function OrderDetailRoute() {
  const { docNo = '', paymentOrderId } = useParams();
  // a new document number is a new page (its dialogs and state start afresh)
  return <OrderDetailPage key={docNo} docNo={docNo} paymentOrderId={paymentOrderId} />;
}
