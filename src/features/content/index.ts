// The content area (operations/content): the agency profile's product name and the maintenance message, which the
// app shell shows on every page. The app and other features import it only through this file (the import rules).
export { MaintenanceBanner } from './MaintenanceBanner';
export { FALLBACK_PRODUCT_NAME, useProductName } from './useProductName';
