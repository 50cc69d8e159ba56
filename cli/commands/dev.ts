import { Command } from "commander";
import { parsePort } from "./options";
import { runAction } from "./run";

export const devCommand = new Command("dev")
  .description("serve the gallery on 127.0.0.1, rebuild on change and reload the page")
  .option("--port <port>", "port to listen on", parsePort, 4200)
  .action((options: { port: number }) =>
    runAction(async () => {
      const { startDevServer } = await import("../server/dev");
      const log = (line: string) => process.stdout.write(`${line}\n`);
      const server = await startDevServer(process.cwd(), options.port, log);
      log(`gallery dev at ${server.url}`);
    }),
  );
