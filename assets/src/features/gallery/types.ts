export type Painting = {
  _id: number;
  title: string;
  artist: string;
  img: string;
};
