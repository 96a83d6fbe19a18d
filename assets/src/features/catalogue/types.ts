/** A painting tool as the API sends it. */
export type Tool = {
  _id: number;
  name: string;
  description: string;
  img: string;
  price: number;
  minimumOrderQuantity: number;
  availableQuantity: number;
};
