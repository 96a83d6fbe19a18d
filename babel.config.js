// One Babel config for webpack (babel-loader) and Jest (babel-jest).
// Jest sets NODE_ENV=test: compile to CommonJS for the current Node there;
// webpack keeps ES modules (babel-loader tells preset-env it supports them)
// and targets the "browserslist" entry of package.json.
module.exports = (api) => {
  const isTest = api.env("test");
  return {
    presets: [
      [
        "@babel/preset-env",
        isTest ? { targets: { node: "current" } } : { bugfixes: true },
      ],
      ["@babel/preset-react", { runtime: "automatic" }],
      "@babel/preset-typescript",
    ],
  };
};
