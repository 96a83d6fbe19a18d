export type ParcelClass = "parcel" | "large_parcel" | "crated_art";

export type ShippingRate = { id: number; parcelClass: ParcelClass; upToGrams: number | null; price: number };

export type ShippingMethod = {
  id: number;
  name: string;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  freeOver: number | null;
  insurancePercent: number;
  signature: boolean;
  rates: ShippingRate[];
};

export type ShippingZone = {
  id: number;
  name: string;
  countries: { code: string; name: string }[];
  methods: ShippingMethod[];
};

export type ShippingTables = { zones: ShippingZone[]; parcelClasses: { value: ParcelClass; label: string }[] };

export type RateInput = { parcelClass: ParcelClass; upToGrams: number | null; price: string };
export type MethodInput = Partial<{
  name: string;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  freeOver: string | null;
  insurancePercent: string;
  signature: boolean;
}>;
