export {
  activeLimits,
  consumeSalesmanLimits,
  type DocumentLimitUse,
  type LimitUse,
  limitConsumptionCtes,
  lockLimitShortfall,
  releaseSalesmanLimits,
} from './limits-ledger';
