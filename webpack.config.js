const fs = require("node:fs");
const path = require("node:path");
const MiniCssExtractPlugin = require("mini-css-extract-plugin");
const CssMinimizerPlugin = require("css-minimizer-webpack-plugin");

const SRC_DIR = path.resolve(__dirname, "assets/src");
const BUILD_DIR = path.resolve(__dirname, "assets/build");
const STATIC_DIR = path.join(BUILD_DIR, "static");
const BUNDLE_DIR = path.join(STATIC_DIR, "bundle");

/**
 * Writes assets/build/manifest.json (outside the cleaned bundle directory):
 * {"entrypoints": {"<name>": {"js": [...], "css": [...]}}} with every initial
 * file of each entrypoint, runtime first and the entry chunk last, and
 * {"chunks": {"<name>": {"js": [...], "css": [...]}}} with the files of each named
 * lazy chunk (a route's code), as paths relative to assets/build/static/. Django
 * reads it to render the page, and to preload the chunk of the page's route.
 */
class EntrypointManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise("EntrypointManifestPlugin", async (compilation) => {
      const prefix = path.relative(STATIC_DIR, compilation.outputOptions.path).split(path.sep).join("/");
      const entrypoints = {};
      for (const [name, entrypoint] of compilation.entrypoints) {
        const entryChunk = entrypoint.getEntrypointChunk();
        const rank = (chunk) => (chunk.hasRuntime() && chunk !== entryChunk ? 0 : chunk === entryChunk ? 2 : 1);
        const chunks = [...entrypoint.chunks].sort((a, b) => rank(a) - rank(b));
        const files = chunks.flatMap((chunk) => [...chunk.files]);
        const withPrefix = (file) => `${prefix}/${file}`;
        entrypoints[name] = {
          js: files.filter((file) => file.endsWith(".js")).map(withPrefix),
          css: files.filter((file) => file.endsWith(".css")).map(withPrefix),
        };
      }
      const chunks = {};
      for (const chunk of [...compilation.chunks].sort((a, b) => String(a.name).localeCompare(String(b.name)))) {
        if (!chunk.name || chunk.canBeInitial()) continue;
        const files = [...chunk.files].map((file) => `${prefix}/${file}`);
        chunks[chunk.name] = {
          js: files.filter((file) => file.endsWith(".js")),
          css: files.filter((file) => file.endsWith(".css")),
        };
      }
      await fs.promises.mkdir(BUILD_DIR, { recursive: true });
      await fs.promises.writeFile(
        path.join(BUILD_DIR, "manifest.json"),
        `${JSON.stringify({ entrypoints, chunks }, null, 2)}\n`,
      );
    });
  }
}

function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist", "production");
  return {
    "react-router$": path.join(dist, "index.mjs"),
    "react-router/dom$": path.join(dist, "dom-export.mjs"),
  };
}

module.exports = (_env, argv) => {
  const isProduction = argv.mode !== "development";
  const cssLoaders = (withPostcss) => [
    MiniCssExtractPlugin.loader,
    { loader: "css-loader", options: { importLoaders: withPostcss ? 1 : 0 } },
    ...(withPostcss ? ["postcss-loader"] : []),
  ];

  return {
    mode: isProduction ? "production" : "development",
    context: __dirname,
    entry: {
      main: "./assets/src/main.tsx",
      // Home asks for main's files through this once its first picture has painted
      // (templates/web/index.html); its own few lines carry no runtime.
      "after-first-picture": { import: "./assets/src/after-first-picture.js", runtime: false },
    },
    output: {
      path: BUNDLE_DIR,
      // main.tsx sets it to its own script's folder, wherever the static files are served
      // from (DJANGO_STATIC_URL): webpack's "auto" finds it with 0.2 KB more runtime.
      publicPath: "",
      filename: "[name].[contenthash:8].js",
      // The array the chunks push themselves onto, named in every file of every page: short
      // ("webpackChunkbrush_and_canvas" by default), and still no other script's.
      chunkLoadingGlobal: "__bc",
      // Lazy chunks by id, not name: the runtime then maps ids to hashes only (no table of
      // names: 260 bytes of Home's budget). The manifest still names each route's chunk.
      chunkFilename: "[id].[contenthash:8].chunk.js",
      assetModuleFilename: "[name].[contenthash:8][ext]",
      clean: true,
    },
    devtool: isProduction ? false : "eval-cheap-module-source-map",
    resolve: {
      extensions: [".tsx", ".ts", ".mjs", ".js"],
      alias: {
        "@": SRC_DIR,
        // react-router's package exports only its development build (dev warnings on);
        // production bundles take the identical build with the warnings compiled out.
        ...(isProduction ? reactRouterProductionBuild() : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          include: SRC_DIR,
          use: { loader: "babel-loader", options: { cacheDirectory: true } },
        },
        // Our stylesheet goes through Tailwind; third-party CSS (swiper) is used as shipped.
        { test: /\.css$/, include: SRC_DIR, use: cssLoaders(true) },
        { test: /\.css$/, exclude: SRC_DIR, use: cssLoaders(false) },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: "asset/resource" },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: "[name].[contenthash:8].css",
        chunkFilename: "[id].[contenthash:8].chunk.css",
      }),
      new EntrypointManifestPlugin(),
    ],
    optimization: {
      runtimeChunk: "single",
      moduleIds: "deterministic",
      chunkIds: "deterministic",
      splitChunks: {
        chunks: "all",
        cacheGroups: {
          // No automatic async splits: a library or module used by lazy routes stays in
          // (is copied into) each route's chunk, so the home page loads a single chunk
          // (its code and swiper) besides the entry's files.
          defaultVendors: false,
          default: false,
          // The libraries every page needs, cached apart from our code.
          vendor: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|react-toastify|clsx|cookie|set-cookie-parser)[\\/]/,
            name: "vendor",
            chunks: "initial",
            priority: 20,
            enforce: true,
          },
        },
      },
      minimizeOptions: {
        javascript: {
          ecma: 2020,
          module: true,
          compress: { passes: 3, pure_getters: true },
          format: { comments: false },
        },
      },
      minimizer: ["...", new CssMinimizerPlugin()],
    },
    // Raw sizes, a hint only: the budget that counts is Home's gzipped JavaScript, which
    // bench/bundle-size checks in `make test`. The entry's CSS has every page's utilities.
    performance: {
      hints: isProduction ? "warning" : false,
      maxEntrypointSize: 450 * 1024,
      maxAssetSize: 400 * 1024,
    },
    stats: isProduction ? "normal" : "minimal",
  };
};
