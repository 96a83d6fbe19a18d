export { useShippingTables } from "./api/shipping-tables";
export { ZoneSection } from "./components/zone-section";
export type { ShippingTables, ShippingZone } from "./types";
