import { Command } from "commander";
import { generate } from "../catalog/generate";
import { runAction } from "./run";

export const generateCommand = new Command("generate")
  .description("scan samples/, validate every sample.json and the config, and write generated/")
  .action(() =>
    runAction(async () => {
      const { catalog, changed } = await generate(process.cwd());
      const what = changed.length ? `wrote ${changed.join(", ")}` : "generated/ is up to date";
      process.stdout.write(`${catalog.samples.length} samples; ${what}\n`);
    }),
  );
