export {
  connectorFromConfig,
  type ErpConnector,
  type ErpOrderDocument,
  type ErpOrderLoader,
  type ErpOrderMessage,
  erpDeliveryHandler,
  httpConnector,
  SIGNATURE_HEADER,
  signErpBody,
  standaloneConnector,
  TIMESTAMP_HEADER,
  verifyErpSignature,
} from './connector';
export { ERP_QUEUE, type ErpDeliveryPayload, type ErpEventKind, erpDeliveriesCte, queueErpDelivery } from './queue';
