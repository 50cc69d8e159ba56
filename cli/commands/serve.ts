import { Command } from "commander";
import { existsSync } from "node:fs";
import path from "node:path";
import { samplesPagePath } from "../../contract/urls";
import { loadConfig } from "../catalog/config";
import { CONFIG_FILE } from "../catalog/generate";
import { GalleryError } from "../errors";
import { createStaticServer, listen } from "../server/static";
import { parsePort } from "./options";
import { runAction } from "./run";

export const serveCommand = new Command("serve")
  .description("serve dist/ on 127.0.0.1 under the base path, with history fallback")
  .option("--port <port>", "port to listen on", parsePort, 4200)
  .option("--dir <dir>", "folder to serve", "dist")
  .action((options: { port: number; dir: string }) =>
    runAction(async () => {
      const root = path.resolve(options.dir);
      if (!existsSync(path.join(root, "index.html"))) {
        throw new GalleryError(`${options.dir}/index.html not found`, [
          { file: options.dir, message: "no build to serve", fix: "run `gallery build` first" },
        ]);
      }
      const { config, problems } = await loadConfig(path.resolve(CONFIG_FILE));
      if (!config) throw new GalleryError("samples.config.yaml is invalid", problems);
      const server = createStaticServer({ root, base: config.basePath });
      const actual = await listen(server, options.port);
      process.stdout.write(`serving ${options.dir}/ at http://127.0.0.1:${actual}${samplesPagePath(config)}\n`);
    }),
  );
