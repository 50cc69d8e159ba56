import { createInterface } from "node:readline/promises";
import { GalleryError } from "../errors";

/** The questions add-sample may ask; tests pass scripted answers, the command a terminal. */
export interface Prompts {
  /** Asks for a line of text; an empty answer gives `fallback` (or ""). */
  ask(question: string, fallback?: string): Promise<string>;
  /** Asks a yes/no question; an empty answer is no. */
  confirm(question: string): Promise<boolean>;
  close(): void;
}

/** True when both ends are a terminal: only then may a command wait for an answer. */
export function isInteractive(): boolean {
  return Boolean(process.stdin.isTTY && process.stdout.isTTY);
}

export function terminalPrompts(): Prompts {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  // Ctrl+C or Ctrl+D at a question ends the command before it has changed anything.
  const question = (text: string) =>
    rl.question(text).catch((error: unknown) => {
      throw (error as Error).name === "AbortError" ? new GalleryError("cancelled: nothing was changed") : error;
    });
  return {
    async ask(text, fallback) {
      const answer = (await question(fallback ? `${text} (${fallback}): ` : `${text}: `)).trim();
      return answer || fallback || "";
    },
    async confirm(text) {
      const answer = (await question(`${text} [y/N] `)).trim().toLowerCase();
      return answer === "y" || answer === "yes";
    },
    close: () => rl.close(),
  };
}

/** Answers from a list, in order, for tests; running out of answers is a test bug and throws. */
export function scriptedPrompts(answers: readonly (string | boolean)[]): Prompts & { asked: string[] } {
  const queue = [...answers];
  const asked: string[] = [];
  const next = (question: string) => {
    asked.push(question);
    if (queue.length === 0) throw new Error(`no scripted answer for: ${question}`);
    return queue.shift()!;
  };
  return {
    asked,
    async ask(question, fallback) {
      const answer = String(next(question)).trim();
      return answer || fallback || "";
    },
    async confirm(question) {
      const answer = next(question);
      return answer === true || answer === "y" || answer === "yes";
    },
    close: () => undefined,
  };
}
