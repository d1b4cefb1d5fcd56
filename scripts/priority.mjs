// Lighthouse simulates the phone from the tasks it observes, and the journeys time the taps on it,
// so another process's CPU would count as the app's. Both therefore run in real-time round-robin
// scheduling (SCHED_RR 1), which the server and Chromium inherit (Chromium resets niceness, not a
// real-time policy); the kernel still leaves other processes 5 % of each second. Without
// root/CAP_SYS_NICE or `chrt` it says so and runs at the usual priority.
import { spawnSync } from 'node:child_process';

/** Puts this process (its main thread, which starts the children) in real-time scheduling;
 *  answers the scheduling the measurement runs at, for the log. */
export function raisePriority(log = console.log) {
  const chrt = spawnSync('chrt', ['--rr', '--pid', '1', String(process.pid)], { stdio: 'pipe' });
  if (chrt.status === 0) return 'real-time priority (SCHED_RR 1)';
  const why = chrt.error?.code ?? chrt.stderr.toString().trim();
  log(`Could not raise the priority (${why}): other processes' CPU will count as the app's.`);
  return 'the usual priority';
}

/** The variable that tells the processes started after raisePriorityOnce that they inherit it. */
const RAISED = 'MEASURE_PRIORITY';

/** raisePriority, once for this process and those it starts (they inherit the priority and
 *  RAISED): answers the scheduling when this call raised it, undefined when it was already. */
export function raisePriorityOnce(log = console.log) {
  if (process.env[RAISED]) return undefined;
  process.env[RAISED] = raisePriority(log);
  return process.env[RAISED];
}
