import { describe, expect, it } from "vitest";
import { createProgress } from "../../../cli/log";

/** A non-terminal stream that keeps what is written, and a clock the test moves by hand. */
function capture() {
  const lines: string[] = [];
  const stream = { isTTY: false, write: (text: string) => lines.push(...text.split("\n").filter(Boolean)) } as unknown as NodeJS.WriteStream;
  let time = 0;
  return { lines, stream, now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createProgress off a terminal", () => {
  it("prints at most one line every 10 s with count, rate and time left, then the last count and the summary", () => {
    const { lines, stream, now, advance } = capture();
    const progress = createProgress({ stream, now });
    progress.step("verify: render");
    for (let done = 1; done <= 100; done++) {
      advance(1000);
      progress.count(done, 100, "0 failing");
    }
    progress.done("verify: 100 samples — OK");
    expect(lines[0]).toBe("verify: render…");
    // Ten seconds pass every tenth sample: one line for each of them, none in between.
    expect(lines.slice(1, 3)).toEqual(["verify: render: 10/100, 0 failing, 1.0/s, 90 s left", "verify: render: 20/100, 0 failing, 1.0/s, 80 s left"]);
    expect(lines.filter((l) => l.startsWith("verify: render: "))).toHaveLength(10);
    expect(lines.at(-2)).toBe("verify: render: 100/100, 0 failing, 1.0/s, 0 s left");
    expect(lines.at(-1)).toBe("verify: 100 samples — OK");
  });
});
