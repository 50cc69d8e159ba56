import { defineConfig } from "vitest/config";

/** Playwright specs against a production build (GALLERY_DIST, default dist/), one browser at a time. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
