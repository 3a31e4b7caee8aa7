// What the app and other features may use of the payments area (orders and payments); they import it only through
// this file (the import rules).
export { paymentsRoutes } from './routes';
export { QueueFeeSection } from './account/QueueFeeSection';
export { UpgradeSection } from './account/UpgradeSection';
export { AgencyFeeOrders } from './AgencyFeeOrders';
