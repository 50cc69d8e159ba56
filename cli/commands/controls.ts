import { Command } from "commander";
import { runAction } from "./run";

export const controlsCommand = new Command("controls")
  .description("read the Ignite UI packages' declarations and write the Controls panel's manifests (generated/controls/)")
  .option("--coverage", "print each component's share of properties with an input")
  .action((options: { coverage?: boolean }) =>
    runAction(async () => {
      const { writeControlsManifests } = await import("../controls/controls-manifests");
      const { formatCoverage } = await import("../controls/coverage");
      const result = await writeControlsManifests(process.cwd());
      const [samplesLine, ...componentLines] = formatCoverage(result.coverage);
      const lines = [`${result.manifests.length} component manifests; ${result.changed.length ? `wrote ${result.changed.length} files` : "generated/controls/ is up to date"}`, samplesLine!];
      if (options.coverage) lines.push(...componentLines);
      if (result.missing.length) lines.push(`no declarations found for: ${result.missing.join(", ")}`);
      process.stdout.write(`${lines.join("\n")}\n`);
    }),
  );
