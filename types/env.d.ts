// esbuild defines this at build time (cli/bundle/esbuild-options.ts).
interface ImportMeta {
  readonly env: { readonly PROD: boolean };
}
