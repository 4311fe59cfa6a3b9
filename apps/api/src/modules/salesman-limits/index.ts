export {
  applyingLimitSql,
  consumeSalesmanLimits,
  type DocumentLimitUse,
  type LimitUse,
  limitConsumptionCtes,
  lockLimitShortfall,
  releaseSalesmanLimits,
} from './limits-ledger';
