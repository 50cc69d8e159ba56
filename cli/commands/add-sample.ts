import { Command } from "commander";
import { addSample } from "../scaffold/add-sample";
import { isInteractive, terminalPrompts } from "../scaffold/prompts";
import { runAction } from "./run";

interface Options {
  heading?: string;
  description?: string;
  from?: string;
  yes?: boolean;
}

export const addSampleCommand = new Command("add-sample")
  .description("create samples/<group>/<component>/<sample>/ from a template (or a copy of a sample), then regenerate")
  .argument("<id>", "the new sample's id: group/component/sample, each lowercase kebab-case")
  .option("--heading <heading>", "a descriptive title shown above the sample (the menu always shows the slug in title case)")
  .option("--description <text>", "one sentence, 10 to 200 characters, saying what the sample shows (asked on a terminal)")
  .option("--from <id>", "start from a copy of this sample's folder instead of a template")
  .option("-y, --yes", "add a new group or component to samples.config.yaml without asking")
  .action((id: string, options: Options) =>
    runAction(async () => {
      // Off a terminal (CI, scripts, pipes) the command never waits for input: missing values are errors.
      const prompts = isInteractive() ? terminalPrompts() : undefined;
      try {
        const result = await addSample(process.cwd(), { id, ...options }, prompts);
        const out = (line: string) => process.stdout.write(`${line}\n`);
        const source = "from" in result.source ? `a copy of ${result.source.from}` : `the ${result.source.family} template (${result.source.component})`;
        out(`created ${result.dir}/ (${result.files.join(", ")}) from ${source}`);
        if (result.configChange !== "none") out(`added the ${result.configChange} to samples.config.yaml`);
        out("regenerated generated/");
        out(`see it with \`gallery dev\` at ${result.url}`);
      } finally {
        prompts?.close();
      }
    }),
  );
