import { BOUNDS, formatMs } from "./bounds";
import type { Failure } from "./failure";

/** React's own names for its loop errors; production builds give only the number. */
const REACT_LOOPS: Record<string, string> = {
  "185": "Maximum update depth exceeded",
  "301": "Too many re-renders",
};
const LOOP_TEXT = /Maximum update depth exceeded|Too many re-renders/;
const LOOP_NUMBER = /React error #(185|301)\b/;

interface Seen {
  count: number;
  first: number;
  last: number;
  /** The times of the latest errors, at most BOUNDS.floodCount of them. */
  recent: number[];
}

/** What one error line says, without the prefixes the browser or React add ("Uncaught Error: "). */
export function errorMessage(raw: string): string {
  const line = raw.split("\n", 1)[0]!.trim();
  return line.replace(/^(Uncaught )?(\w*Error: )?/, "").slice(0, 200);
}

/** The React loop an error is, quoted by its name ("'Maximum update depth exceeded' (React #185)"), or undefined. */
export function reactLoop(message: string): string | undefined {
  const number = LOOP_NUMBER.exec(message)?.[1];
  if (number) return `'${REACT_LOOPS[number]}' (React #${number})`;
  const text = LOOP_TEXT.exec(message)?.[0];
  return text && `'${text}'`;
}

/**
 * Counts the page and console errors of one visit by message. A loop repeats one error hundreds of
 * times: the first few are kept in full, the rest only counted, and the visit ends once the same
 * error comes BOUNDS.floodCount times within BOUNDS.floodWindowMs. The summaries name the cause.
 */
export class ErrorTally {
  private readonly seen = new Map<string, Seen>();

  /** Counts an error; true while it is among the first few of its message (worth keeping in full). */
  count(raw: string, at: number): boolean {
    const message = errorMessage(raw);
    const seen = this.seen.get(message) ?? { count: 0, first: at, last: at, recent: [] };
    seen.count++;
    seen.last = at;
    seen.recent.push(at);
    if (seen.recent.length > BOUNDS.floodCount) seen.recent.shift();
    this.seen.set(message, seen);
    return seen.count <= BOUNDS.keptPerMessage;
  }

  /** The message that came BOUNDS.floodCount times within the flood window, if one did. */
  flooding(): string | undefined {
    for (const [message, seen] of this.seen) {
      if (seen.recent.length === BOUNDS.floodCount && seen.last - seen.recent[0]! <= BOUNDS.floodWindowMs) return message;
    }
    return undefined;
  }

  /**
   * One failure per React loop error ("render loop: 'Maximum update depth exceeded' 214 times in
   * 5 s"), and one per other error that flooded, with how often and over how long it came.
   */
  summaries(): Failure[] {
    const failures: Failure[] = [];
    for (const [message, seen] of this.seen) {
      const loop = reactLoop(message);
      const flooded = seen.count >= BOUNDS.floodCount;
      if (!loop && !flooded) continue;
      const times = seen.count === 1 ? "once" : `${seen.count} times in ${formatMs(Math.max(100, Math.round((seen.last - seen.first) / 100) * 100))}`;
      failures.push(
        loop
          ? { kind: "render-loop", detail: `render loop: ${loop} ${times}` }
          : { kind: "error-flood", detail: `error flood: '${message}' ${times}` },
      );
    }
    return failures;
  }
}
