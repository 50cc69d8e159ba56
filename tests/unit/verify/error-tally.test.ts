import { describe, expect, it } from "vitest";
import { BOUNDS } from "../../../cli/verify/bounds";
import { errorMessage, ErrorTally, reactLoop } from "../../../cli/verify/error-tally";

describe("ErrorTally", () => {
  it("keeps the first few of a repeated error and counts the rest", () => {
    const tally = new ErrorTally();
    const kept = Array.from({ length: 10 }, (_, i) => tally.count("Error: boom\n    at x.js:1:2", i * 1000));
    expect(kept.filter(Boolean)).toHaveLength(BOUNDS.keptPerMessage);
    expect(kept.slice(0, BOUNDS.keptPerMessage).every(Boolean)).toBe(true);
    // Ten errors over ten seconds is neither a flood nor a loop.
    expect(tally.flooding()).toBeUndefined();
    expect(tally.summaries()).toEqual([]);
  });

  it("calls the same error a flood once it comes floodCount times within the window, and says how often", () => {
    const tally = new ErrorTally();
    for (let i = 0; i < BOUNDS.floodCount - 1; i++) tally.count("Uncaught Error: fixture: thrown from a timer", i * 4);
    expect(tally.flooding()).toBeUndefined();
    tally.count("Error: fixture: thrown from a timer", 1000);
    expect(tally.flooding()).toBe("fixture: thrown from a timer");
    expect(tally.summaries()).toEqual([{ kind: "error-flood", detail: `error flood: 'fixture: thrown from a timer' ${BOUNDS.floodCount} times in 1 s` }]);
  });

  it("does not call errors spread over more than the window a flood", () => {
    const tally = new ErrorTally();
    const step = (BOUNDS.floodWindowMs * 2) / BOUNDS.floodCount;
    for (let i = 0; i < BOUNDS.floodCount; i++) tally.count("Error: slow drip", i * step);
    expect(tally.flooding()).toBeUndefined();
  });

  it("names a React render loop even when it came once, by React's own words for the minified number", () => {
    const tally = new ErrorTally();
    tally.count("Error: Minified React error #185; visit https://react.dev/errors/185 for the full message", 0);
    expect(tally.summaries()).toEqual([{ kind: "render-loop", detail: "render loop: 'Maximum update depth exceeded' (React #185) once" }]);
    for (let i = 1; i <= 213; i++) tally.count("Error: Minified React error #185; visit https://react.dev/errors/185 for the full message", i * 23);
    expect(tally.summaries()[0]!.detail).toBe("render loop: 'Maximum update depth exceeded' (React #185) 214 times in 4.9 s");
  });
});

describe("errorMessage and reactLoop", () => {
  it("strips what the browser adds before the message", () => {
    expect(errorMessage("Uncaught TypeError: x is not a function\n    at a.js:1:1")).toBe("x is not a function");
    expect(errorMessage("Unhandled promise rejection: Error: late")).toBe("Unhandled promise rejection: Error: late");
  });

  it("knows React's loop errors in development and production words, and nothing else", () => {
    expect(reactLoop("Maximum update depth exceeded. This can happen when a component calls setState")).toBe("'Maximum update depth exceeded'");
    expect(reactLoop("Minified React error #301; visit https://react.dev/errors/301")).toBe("'Too many re-renders' (React #301)");
    expect(reactLoop("Minified React error #418; visit https://react.dev/errors/418")).toBeUndefined();
  });
});
