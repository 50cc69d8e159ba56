import { describe, expect, it } from "vitest";
import { isSettled, STILL_WHILE_BUSY_MS, type Look, type PageActivity } from "../../../cli/verify/registration-settle";

const QUIET: PageActivity = { timersDueIn: 0, framesPending: 0, soonPending: 0 };
const look = (at: number, activity: Partial<PageActivity> = {}): Look => ({ at, activity: { ...QUIET, ...activity } });

describe("isSettled", () => {
  it("settles two equal shots of a page with nothing in hand", () => {
    expect(isSettled(look(1000), look(1300))).toBe(true);
  });

  it("does not settle a transition that got no frame between two equal shots: it still has a frame requested", () => {
    expect(isSettled(look(1000, { framesPending: 1 }), look(1300, { framesPending: 1 }))).toBe(false);
  });

  it("settles once the frames requested at the first shot have run and none is requested again", () => {
    expect(isSettled(look(1000, { framesPending: 2 }), look(1300))).toBe(true);
  });

  it("does not settle while a deferred refresh (a timeout of under 50 ms) has not fired", () => {
    expect(isSettled(look(1000), look(1300, { soonPending: 1 }))).toBe(false);
  });

  it("waits for the timeouts pending at the first of the equal shots", () => {
    const first = look(1000, { timersDueIn: 500 });
    expect(isSettled(first, look(1300))).toBe(false);
    expect(isSettled(first, look(1500))).toBe(true);
  });

  it("settles a frame that polls animation frames forever once it has looked the same long enough", () => {
    const first = look(1000, { framesPending: 1 });
    expect(isSettled(first, look(1000 + STILL_WHILE_BUSY_MS - 1, { framesPending: 1 }))).toBe(false);
    expect(isSettled(first, look(1000 + STILL_WHILE_BUSY_MS, { framesPending: 1 }))).toBe(true);
  });
});
