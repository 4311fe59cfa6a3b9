export { applyingLimitSql, consumeSalesmanLimits, type LimitUse, releaseSalesmanLimits } from './limits-ledger';
