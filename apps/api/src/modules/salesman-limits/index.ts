export {
  applyingLimitSql,
  type DocumentLimitUse,
  type LimitUse,
  limitConsumptionCtes,
  lockLimitShortfall,
  releaseSalesmanLimits,
} from './limits-ledger';
export { registerSalesmanLimitRoutes } from './salesman-limits.routes';
