export {
  connectorFromConfig,
  type ErpConnector,
  type ErpOrderMessage,
  erpDeliveryHandler,
  httpConnector,
  loadErpOrder,
  SIGNATURE_HEADER,
  signErpBody,
  standaloneConnector,
  TIMESTAMP_HEADER,
  verifyErpSignature,
} from './connector';
export { ERP_QUEUE, type ErpDeliveryPayload, type ErpEventKind, erpDeliveriesCte, queueErpDelivery } from './queue';
