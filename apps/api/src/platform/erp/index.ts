export {
  connectorFromConfig,
  type ErpConnector,
  type ErpConnectorSource,
  type ErpOrderDocument,
  type ErpOrderLoader,
  type ErpOrderMessage,
  type ErpTarget,
  erpDeliveryHandler,
  httpConnector,
  SIGNATURE_HEADER,
  signErpBody,
  TIMESTAMP_HEADER,
  verifyErpSignature,
} from './connector';
export { ERP_QUEUE, type ErpDeliveryPayload, type ErpEventKind, queueErpDelivery } from './queue';
