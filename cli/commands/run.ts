import { formatProblems, GalleryError } from "../errors";

/** One error handler for every command: a GalleryError prints its problems, anything else its stack. */
export async function runAction(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (error instanceof GalleryError) {
      process.stderr.write(`error: ${error.message}\n`);
      if (error.problems.length) process.stderr.write(formatProblems(error.problems) + "\n");
      process.exitCode = error.code;
    } else {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 1;
    }
  }
}
