export { type Delivery, loadWarehouseRouting, type RoutableWarehouse, type WarehouseRule, warehousesFor } from './routing';
