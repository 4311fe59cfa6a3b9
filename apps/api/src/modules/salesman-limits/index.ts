export type { DocumentLimitUse, LimitUse } from './limit-uses';
export { lockLimitShortfall, releaseSalesmanLimits } from './limits-ledger';
export { registerSalesmanLimitRoutes } from './salesman-limits.routes';
export { applyingLimitSql, limitConsumptionCtes } from './salesman-limits.sql';
export { type CellValue, readSpreadsheet, type SheetRow } from './spreadsheet';
