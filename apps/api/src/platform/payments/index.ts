export { createDemoGateway, DEMO_GATEWAY_PATH, DEMO_TEST_CARDS, type DemoGateway, demoGatewayPage } from './demo-gateway';
export { createPayPalProvider, forgetPayPalTokens, PAYPAL_LIVE_URL, PAYPAL_SANDBOX_URL } from './paypal';
export {
  escapeHtml,
  type PaymentProviderAdapter,
  PaymentProviderError,
  type ProviderPayment,
  type StartedPayment,
  sameAmount,
  type Verification,
} from './provider';
export { queueOrderRefund, REFUND_ATTEMPTS, REFUND_QUEUE, type RefundPayload } from './refund-queue';
export { createVirtualPosProvider, POS_RESPONSE_FIELDS, posFormFields, posFormHtml, posHash } from './virtual-pos';
