/** A shipping method of a destination's zone and what it charges for a parcel, as the API
 * sends it (the checkout's quote, a painting's estimate). */
export type ShippingOffer = {
  id: number;
  name: string;
  zone: string;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  signature: boolean;
  /** Tax as the shop sets prices; null: this method does not carry the parcel. */
  price: number | string | null;
};
