declare module "*.svg" {
  const url: string;
  export default url;
}
declare module "*.png" {
  const url: string;
  export default url;
}
declare module "*.jpg" {
  const url: string;
  export default url;
}
declare module "*.webp" {
  const url: string;
  export default url;
}
declare module "*.css";

/** Where webpack fetches the lazy chunks from: main.tsx sets it (webpack.config.js says why). */
declare let __webpack_public_path__: string;
