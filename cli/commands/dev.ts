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
      // A stop ends the build under way first: esbuild's own process would otherwise go on writing
      // into .cache/dev after this one is gone. A second signal, or 5 s, ends it at once.
      const stop = () => {
        process.once("SIGINT", () => process.exit(130));
        process.once("SIGTERM", () => process.exit(143));
        setTimeout(() => process.exit(1), 5000).unref();
        void server.close().then(() => process.exit(0));
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    }),
  );
