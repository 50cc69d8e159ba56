import { Command } from "commander";
import { runAction } from "./run";

export const buildCommand = new Command("build")
  .description("generate, then bundle the shell and every sample into dist/")
  .option("--out <dir>", "output folder", "dist")
  .option("--sourcemaps", "write source maps beside the chunks (not linked from them), for `gallery verify --dist` to name the source line of an error")
  .action((options: { out: string; sourcemaps?: boolean }) =>
    runAction(async () => {
      const { buildSite, folderSize } = await import("../bundle/build");
      const { formatEditSizes } = await import("../bundle/edit-size-report");
      const { formatTopSizes } = await import("../bundle/size-report");
      const { committedCoverage } = await import("../controls/controls-manifests");
      const { formatComponentShares, formatCoverage } = await import("../controls/coverage");
      const { createProgress } = await import("../log");
      const progress = createProgress();
      const start = performance.now();
      // The coverage line parses every sample file: it runs while esbuild bundles, not after the build.
      const coverage = committedCoverage(process.cwd());
      coverage.catch(() => undefined);
      const result = await buildSite(process.cwd(), {
        outDir: options.out,
        sourcemaps: Boolean(options.sourcemaps),
        onStep: (step) => progress.step(`build: ${step}`),
        onSources: (done, total) => progress.count(done, total, "samples' sources"),
      });
      const seconds = ((performance.now() - start) / 1000).toFixed(1);
      const size = (await folderSize(result.outDir)) / 1024 / 1024;
      progress.done(
        `built ${result.catalog.samples.length} samples into ${options.out}/ in ${seconds} s (${size.toFixed(1)} MB; ` +
          Object.entries(result.timings).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(", ") + ")",
      );
      process.stdout.write(`heaviest samples (download beyond the shell; all in ${options.out}/size-report.json):\n${formatTopSizes(result.sizes)}\n`);
      if (result.editSizes) {
        process.stdout.write(`the Edit panel's chunks (loaded on the first Edit only; download beyond the shell; in ${options.out}/edit-size-report.json):\n${formatEditSizes(result.editSizes)}\n`);
      }
      const shares = await coverage;
      process.stdout.write(`controls: ${formatCoverage(shares)[0]}\n${formatComponentShares(shares).join("\n")}\n`);
    }),
  );
