// The CPU time the benches' browser spends, read from /proc: on a machine shared with other work,
// wall-clock latencies grow with the load, the CPU a change costs far less.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** pid → [parent pid, command, user+system ticks] of every process /proc shows. */
function processes() {
  const table = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command sits in parentheses and may hold spaces; the fields after it are space-separated.
      const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.set(Number(entry), [Number(fields[1]), command, Number(fields[11]) + Number(fields[12])]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return table;
}

/** Milliseconds of CPU (user and system) used so far by this process's Chromium descendants, or undefined without /proc. */
export function browserCpuMs() {
  let table;
  try {
    table = processes();
  } catch {
    return undefined;
  }
  const descends = (pid) => {
    for (let at = pid; at > 1; at = table.get(at)?.[0] ?? 0) if (at === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, [, command, used]] of table) if (pid !== process.pid && /^chrom/i.test(command) && descends(pid)) ticks += used;
  return (ticks * 1000) / TICKS_PER_SECOND;
}
