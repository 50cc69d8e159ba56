import { Command } from "commander";
import { loadCatalog } from "../catalog/generate";
import { runAction } from "./run";

export const listCommand = new Command("list")
  .description("list groups, components and samples")
  .option("--json", "print the navigation tree as JSON")
  .action((options: { json?: boolean }) =>
    runAction(async () => {
      const { manifest } = await loadCatalog(process.cwd());
      if (options.json) {
        process.stdout.write(JSON.stringify(manifest.navigation, null, 2) + "\n");
        return;
      }
      for (const group of manifest.navigation) {
        process.stdout.write(`${group.name}\n`);
        for (const component of group.components) {
          const links = component.routes.filter((r) => r.showLink || !r.path.includes(`${component.slug}-`));
          process.stdout.write(`  ${component.name} (${links.length})\n`);
          for (const route of links) process.stdout.write(`    ${route.path}  ${route.name}\n`);
        }
      }
    }),
  );
