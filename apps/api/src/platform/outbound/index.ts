export { assertDestination, guarded } from './destination-check';
export {
  createOutboundGuard,
  type OutboundGuard,
  OutboundRefusedError,
  parseAllowList,
  type RefusalReason,
  type ResolvedAddress,
} from './outbound';
export { type Destination, type SecretChange, sameDestination, secretToKeep, secretToUse, urlDestination } from './secret-destination';
