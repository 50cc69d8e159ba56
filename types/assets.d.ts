// Stylesheets are bundled by esbuild; the import gives no value to TypeScript code.
declare module "*.css";
