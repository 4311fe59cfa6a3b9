export {
  type Delivery,
  type DeliveryTable,
  deliveryTable,
  type RoutableWarehouse,
  type WarehouseRule,
  warehousesFor,
} from './routing';
export { loadRouting, orderableWarehouses, type Routing, routingSubscriber, warehousesForDelivery } from './routing-cache';
export { registerWarehouseTargetRoutes } from './warehouse-targets.routes';
export { loadWarehouseRouting } from './warehouse-targets.service';
export { deliveryWarehousesSql } from './warehouse-targets.sql';
