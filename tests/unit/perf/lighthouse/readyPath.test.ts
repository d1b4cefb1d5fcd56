import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Lantern } from '../../../../perf/lighthouse/private.mjs';
import {
  clearDump,
  mainThreadBefore,
  readDump,
  startupWindows,
  waitedChain,
  writeDump,
  writeDumpServerTimes,
  // @ts-expect-error: plain .mjs build scripts, without types
} from '../../../../perf/lighthouse/readyPath.mjs';
import { mobileSimulator, node as pageNode } from './lanternGraph';

const { NetworkNode, CPUNode } = Lantern.Graph;

/** A request `at` ms into the observed load; neither the document nor a call is a picture. */
const node = (path: string, transferSize: number, at: number) =>
  pageNode(path, transferSize, at, 1, 'Image');
const task = (atMs: number, durMs: number) =>
  new CPUNode({ name: 'RunTask', ts: atMs * 1000, dur: durMs * 1000, args: {} } as never, []);

function simulate(root: InstanceType<typeof NetworkNode>) {
  return mobileSimulator().simulate(root, { label: 'test' }).nodeTimings;
}

describe("what a run's app-ready waited for (perf/lighthouse/readyPath.mjs)", () => {
  // The document; login from a task; then the render, which waits on login's answer; and a
  // picture, which nothing that app-ready waits for waits on.
  const build = () => {
    const documentNode = node('/', 2400, 0);
    const start = task(20, 5);
    const login = node('/api/login', 300, 30);
    const picture = node('/banner.png', 60_000, 40);
    const render = task(60, 10);
    documentNode.addDependent(start);
    start.addDependent(login);
    start.addDependent(picture);
    login.addDependent(render);
    return { documentNode, start, login, picture, render };
  };

  it('walks back from the node that ends at app-ready, through what each waited on last', () => {
    const g = build();
    const timings = simulate(g.documentNode);
    const ready = timings.get(g.render)!.endTime;
    const chain = waitedChain(timings, ready);
    expect(chain.map((step: { node: unknown }) => step.node)).toEqual([
      g.documentNode,
      g.start,
      g.login,
      g.render,
    ]);
    // Earliest first, each with its simulated times.
    expect(chain[3].endTime).toBe(ready);
    expect(chain[2].endTime).toBeLessThanOrEqual(chain[3].startTime);
  });

  it('adds up the simulated main-thread time of the tasks begun before the mark', () => {
    const g = build();
    const timings = simulate(g.documentNode);
    const simulated = (n: InstanceType<typeof CPUNode>) =>
      timings.get(n)!.endTime - timings.get(n)!.startTime;
    // At 4× CPU: the 5 ms task is 20 ms of the phone, the 10 ms one 40.
    expect(mainThreadBefore(timings, 30_000)).toBe(simulated(g.start));
    expect(mainThreadBefore(timings, 70_000)).toBe(simulated(g.start) + simulated(g.render));
    expect(simulated(g.start)).toBeCloseTo(20, 0);
  });

  it('keeps the runs of one collection: written in audit order, read back so, cleared before the next', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lhci-dump-'));
    try {
      // The folder may hold anything: only a collection's own files are taken out.
      writeFileSync(join(folder, 'notes.txt'), 'mine');
      const artifacts = (n: number) => ({
        Trace: { traceEvents: [{ name: `run ${n}` }] },
        DevtoolsLog: [],
        GatherContext: { gatherMode: 'navigation' },
        URL: { finalDisplayedUrl: `https://app.example/${n}` },
        settings: { throttling: { cpuSlowdownMultiplier: 6 } },
        Stacks: ['not kept'],
      });
      for (const n of [0, 1, 2, 10]) writeDump(folder, n, `https://app.example/${n}`, artifacts(n));
      writeDumpServerTimes(folder, [{ name: 'GET /api/user', ms: 2 }]);
      const { runs, serverTimes } = readDump(folder);
      expect(runs.map((r: { url: string }) => r.url)).toEqual(
        [0, 1, 2, 10].map((n) => `https://app.example/${n}`),
      );
      expect(runs[3].Trace.traceEvents[0].name).toBe('run 10');
      expect(runs[0]).not.toHaveProperty('Stacks');
      expect(serverTimes).toEqual([{ name: 'GET /api/user', ms: 2 }]);

      clearDump(folder);
      expect(readdirSync(folder)).toEqual(['notes.txt']);
      expect(readDump(folder)).toEqual({ runs: [], serverTimes: [] });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe('the main thread busy in each window of startup (startupWindows)', () => {
    // A load on the page's main thread (pid 1, tid 1), in ms: a task on another thread, which is
    // not the page's, and tasks that straddle a cut, which each window gets its share of.
    const ms = (n: number) => n * 1000;
    const send = (id: string, url: string, at: number) => ({
      name: 'ResourceSendRequest',
      pid: 1,
      tid: 1,
      ts: ms(at),
      args: { data: { requestId: id, url } },
    });
    const finish = (id: string, at: number) => ({
      name: 'ResourceFinish',
      pid: 1,
      tid: 1,
      ts: ms(at),
      args: { data: { requestId: id } },
    });
    const runTask = (at: number, dur: number, tid = 1) => ({
      name: 'RunTask',
      pid: 1,
      tid,
      ts: ms(at),
      dur: ms(dur),
      args: {},
    });
    const mark = (name: string, at: number) => ({
      name,
      cat: 'blink.user_timing',
      pid: 1,
      tid: 1,
      ts: ms(at),
      args: {},
    });
    const load = [
      { name: 'navigationStart', pid: 1, tid: 1, ts: 0, args: {} },
      runTask(10, 20), // 10-30, before the first paint
      { name: 'firstContentfulPaint', pid: 1, tid: 1, ts: ms(40), args: {} },
      runTask(35, 10), // 35-45: 5 before the first paint, 5 after
      runTask(50, 8, 2), // another thread's
      send('login', 'https://app.example/api/authorization/login', 60),
      runTask(70, 4),
      finish('login', 200),
      send('home', 'https://app.example/api/home', 205),
      send('user', 'https://app.example/api/user', 206),
      send('banner', 'https://app.example/images/banner.svg', 207),
      finish('home', 350),
      finish('user', 360),
      finish('banner', 380),
      runTask(365, 12),
      mark('app-ready', 380),
    ];

    it('cuts at the first paint, login, the step-7 calls and app-ready, and sums the busy ms between', () => {
      expect(startupWindows(load)).toEqual([
        { until: 'first paint', busyMs: 25, wallMs: 40 },
        { until: 'login sent', busyMs: 5, wallMs: 20 },
        { until: 'login in', busyMs: 4, wallMs: 140 },
        { until: 'calls sent', busyMs: 0, wallMs: 5 },
        // The last call answered: a picture is not a call.
        { until: 'calls in', busyMs: 0, wallMs: 155 },
        { until: 'app-ready', busyMs: 12, wallMs: 20 },
      ]);
    });

    it("adds the snapshot's cut on a repeat open, and has no windows for a page without login", () => {
      const windows = startupWindows([...load, mark('home-snapshot', 100)]);
      expect(windows.map((w: { until: string }) => w.until)).toEqual([
        'first paint',
        'login sent',
        'snapshot',
        'login in',
        'calls sent',
        'calls in',
        'app-ready',
      ]);
      expect(windows[2]).toEqual({ until: 'snapshot', busyMs: 4, wallMs: 40 });
      expect(startupWindows(load.filter((e) => e.name !== 'ResourceSendRequest'))).toEqual([]);
    });
  });
});
