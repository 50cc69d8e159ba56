/** Progress that redraws one line on a terminal and stays silent elsewhere, so CI logs keep only summaries. */
export function createProgress(stream: NodeJS.WriteStream = process.stderr) {
  const live = Boolean(stream.isTTY) && !process.env.CI;
  return {
    live,
    update(text: string) {
      if (live) stream.write(`\r\x1b[2K${text}`);
    },
    done(summary: string) {
      if (live) stream.write("\r\x1b[2K");
      stream.write(summary + "\n");
    },
  };
}
