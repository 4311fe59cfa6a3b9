export { activeLimits, consumeSalesmanLimits, type LimitUse, releaseSalesmanLimits } from './limits-ledger';
