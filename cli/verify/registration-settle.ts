/**
 * When two shots in a row of a sample's frame count as its settled look. Equal pixels alone are not
 * enough: on a busy machine a chart's transition-in can get no frame between two shots, and the two
 * equal shots show it half drawn (`charts/category-chart/annotations-final-value`: 197 pixels off in
 * one run of three). So the page is asked, before each shot, what it still has in hand: an animation
 * frame it requested and has not run is an animation under way, and so is a timeout of under 50 ms
 * waiting to fire (a chart defers its refresh that way).
 */

/** What the page reports just before a shot (registration-page-scripts.ts keeps the counts). */
export interface PageActivity {
  /** How long until the timeouts of 50 ms to 3 s pending now have fired, in ms (0: none). */
  timersDueIn: number;
  /** Animation frame callbacks requested and not yet run. */
  framesPending: number;
  /** Timeouts of under 50 ms set and not yet fired. */
  soonPending: number;
}

export interface Look {
  /** When the activity was read, just before the shot (performance.now of the runner). */
  at: number;
  activity: PageActivity;
}

/**
 * A frame that stays the same this long counts as settled even while the page keeps requesting
 * animation frames: a component that polls in requestAnimationFrame (a scroll watcher, a resize
 * observer of its own) never stops, and it draws nothing new. Longer than any stall seen mid
 * transition; only such samples pay it.
 */
export const STILL_WHILE_BUSY_MS = 3_000;

/** Whether `latest`, whose shot has the same pixels as every shot since `first`, is the settled look. */
export function isSettled(first: Look, latest: Look): boolean {
  if (latest.at < first.at + first.activity.timersDueIn) return false;
  const idle = latest.activity.framesPending === 0 && latest.activity.soonPending === 0;
  return idle || latest.at - first.at >= STILL_WHILE_BUSY_MS;
}
