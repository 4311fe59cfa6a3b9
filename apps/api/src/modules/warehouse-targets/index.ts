export {
  type Delivery,
  type DeliveryTable,
  deliveryTable,
  deliveryWarehousesSql,
  loadWarehouseRouting,
  type RoutableWarehouse,
  type WarehouseRule,
  warehousesFor,
} from './routing';
export { registerWarehouseTargetRoutes } from './warehouse-targets.routes';
