// Lighthouse simulates the phone from the tasks it observes on the host, so anything else the host
// runs at the same time (another build, a test run, a CPU hog) stretches those tasks and the
// simulated phone looks slower than it is. The benchmark index does not see it: it is a short
// single-threaded loop that finds the idle core. So the measurement runs ahead of the rest, in
// real-time round-robin scheduling at its lowest priority (SCHED_RR 1): the server and every
// Chromium this process starts inherit it (a child keeps its parent's policy, and Chromium's own
// niceness settings do not move a real-time thread). On an idle host that changes nothing; on a
// busy one, other processes get the CPU the measurement leaves (the kernel keeps 5 % of each
// second for them even then). The app's own work still counts in full. Niceness would not do:
// Chromium sets its processes' niceness itself. Without the right to (root or CAP_SYS_NICE), or
// without `chrt` (util-linux), the run goes on at the usual priority and says so.
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
