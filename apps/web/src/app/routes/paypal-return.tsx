import { useParams } from 'react-router';
import { PaymentReturnPage } from '../../features/payments/components/PaymentReturnPage';

/** /paypal/:docNo/:paymentOrderId: the payment provider's return (any signed-in user who may read the order). */
export function PaypalReturnRoute() {
  const { docNo = '', paymentOrderId = '' } = useParams();
  return <PaymentReturnPage key={`${docNo}/${paymentOrderId}`} docNo={docNo} paymentOrderId={paymentOrderId} />;
}
