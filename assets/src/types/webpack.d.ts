/** Where webpack fetches the lazy chunks from: main.tsx sets it (webpack.config.js says why). */
declare let __webpack_public_path__: string;
