import { describe, expect, it } from "vitest";
import { isSettled, STILL_WHILE_BUSY_MS, type Look, type PageActivity } from "../../../cli/verify/registration-settle";

const QUIET: PageActivity = { timersDueIn: 0, framesRun: 40, framesPending: 0, soonPending: 0 };
const look = (at: number, activity: Partial<PageActivity> = {}): Look => ({ at, activity: { ...QUIET, ...activity } });

describe("isSettled", () => {
  it("settles two equal shots of a page with nothing in hand", () => {
    const first = look(1000);
    expect(isSettled(first, first, look(1300))).toBe(true);
  });

  it("does not settle a transition that got no frame between two equal shots: a frame is still requested", () => {
    const first = look(1000, { framesPending: 1 });
    expect(isSettled(first, first, look(1300, { framesPending: 1 }))).toBe(false);
  });

  it("does not settle while frames ran since the shot before, and settles once they stop", () => {
    const first = look(1000, { framesRun: 40 });
    const animating = look(1300, { framesRun: 52 });
    expect(isSettled(first, first, animating)).toBe(false);
    expect(isSettled(first, animating, look(1600, { framesRun: 52 }))).toBe(true);
  });

  it("does not settle while a deferred refresh (a timeout of under 50 ms) has not fired", () => {
    const first = look(1000, { soonPending: 1 });
    expect(isSettled(first, first, look(1300, { soonPending: 1 }))).toBe(false);
  });

  it("waits for the timeouts pending at the first of the equal shots", () => {
    const first = look(1000, { timersDueIn: 500 });
    expect(isSettled(first, first, look(1300))).toBe(false);
    expect(isSettled(first, look(1300), look(1600))).toBe(true);
  });

  it("settles a frame that polls animation frames forever once it has looked the same long enough", () => {
    const first = look(1000, { framesRun: 10, framesPending: 1 });
    const previous = look(1000 + STILL_WHILE_BUSY_MS - 300, { framesRun: 100, framesPending: 1 });
    expect(isSettled(first, previous, look(1000 + STILL_WHILE_BUSY_MS - 1, { framesRun: 110, framesPending: 1 }))).toBe(false);
    expect(isSettled(first, previous, look(1000 + STILL_WHILE_BUSY_MS, { framesRun: 110, framesPending: 1 }))).toBe(true);
  });
});
