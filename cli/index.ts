import { Command, CommanderError } from "commander";
import { addSampleCommand } from "./commands/add-sample";
import { buildCommand } from "./commands/build";
import { controlsCommand } from "./commands/controls";
import { devCommand } from "./commands/dev";
import { exportCommand } from "./commands/export";
import { generateCommand } from "./commands/generate";
import { listCommand } from "./commands/list";
import { mergeReportsCommand } from "./commands/merge-reports";
import { serveCommand } from "./commands/serve";
import { verifyCommand } from "./commands/verify";

// A reader that stops early (`gallery list --json | head`) closes the pipe: end quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(0);
  });
}

const program = new Command("gallery")
  .description("Build, serve and check the Ignite UI for React samples gallery")
  .exitOverride()
  .configureOutput({ outputError: (text, write) => write(text) });

for (const command of [generateCommand, buildCommand, devCommand, serveCommand, listCommand, verifyCommand, mergeReportsCommand, addSampleCommand, exportCommand, controlsCommand]) {
  program.addCommand(command.exitOverride());
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version exit 0; every other parse failure is a usage error.
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else {
    throw error;
  }
}
