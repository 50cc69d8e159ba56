import { SingleBar } from "cli-progress";

/** Where a long command is: a step name, and how far through its items (samples, pages) it is. */
export interface Progress {
  /** A new step without a count (generate, bundle, …). */
  step(name: string): void;
  /** `done` of `total` items of the current step, with a short note (failures so far). */
  count(done: number, total: number, note?: string): void;
  /** Ends the progress display and prints a line that stays. */
  done(summary: string): void;
}

export interface ProgressOptions {
  stream?: NodeJS.WriteStream;
  /** Off a terminal, the most often a progress line is printed. */
  intervalMs?: number;
  now?: () => number;
}

/**
 * On a terminal, a live bar (cli-progress) with the rate and the time left; elsewhere (CI, a pipe)
 * one plain line at most every 10 s, so a long run shows it is alive without flooding the log.
 */
export function createProgress(options: ProgressOptions = {}): Progress {
  const stream = options.stream ?? process.stderr;
  const live = Boolean(stream.isTTY) && !process.env.CI;
  return live ? terminalProgress(stream) : periodicProgress(stream, options.intervalMs ?? 10_000, options.now ?? (() => performance.now()));
}

function terminalProgress(stream: NodeJS.WriteStream): Progress {
  let name = "";
  const bar = new SingleBar(
    { stream, format: "{step} [{bar}] {value}/{total} {note}{rate}/s, {eta_formatted} left", hideCursor: true, clearOnComplete: true },
  );
  let started = false;
  let since = performance.now();
  return {
    step(next) {
      name = next;
      since = performance.now();
      if (started) bar.stop();
      started = false;
      stream.write(`\r\x1b[2K${next}…`);
    },
    count(done, total, note) {
      const rate = (done / Math.max(0.001, (performance.now() - since) / 1000)).toFixed(1);
      const payload = { step: name, note: note ? `${note}, ` : "", rate };
      if (!started) {
        stream.write("\r\x1b[2K");
        bar.start(total, done, payload);
        started = true;
      } else bar.update(done, payload);
    },
    done(summary) {
      if (started) bar.stop();
      started = false;
      stream.write(`\r\x1b[2K${summary}\n`);
    },
  };
}

function periodicProgress(stream: NodeJS.WriteStream, intervalMs: number, now: () => number): Progress {
  let name = "";
  let since = now();
  let last = -Infinity;
  const print = (line: string) => {
    last = now();
    stream.write(line + "\n");
  };
  return {
    step(next) {
      name = next;
      since = now();
      if (now() - last >= intervalMs) print(`${next}…`);
    },
    count(done, total, note) {
      if (now() - last < intervalMs && done < total) return;
      const seconds = (now() - since) / 1000;
      const rate = seconds > 0 ? done / seconds : 0;
      const left = rate > 0 ? Math.round((total - done) / rate) : 0;
      print(`${name}: ${done}/${total}${note ? `, ${note}` : ""}, ${rate.toFixed(1)}/s, ${left} s left`);
    },
    done(summary) {
      stream.write(summary + "\n");
    },
  };
}
