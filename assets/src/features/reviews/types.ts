export type Review = {
  _id: number;
  name: string;
  review: string;
};
