// The main thread's own work for a page's load, from a Chrome trace (decision 045): what the
// page's renderer main thread ran, in CPU time of that thread, from the navigation to the end of
// the trace (Lighthouse's, which runs until the network and the CPU are quiet). Lighthouse's score
// and TBT scale wall-clock task lengths, which stretch whenever another process holds the core; a
// thread's CPU time (`tdur`) does not count the time it waited for one, so it moves far less
// with the machine's load.
import { taskNameToGroup } from 'lighthouse/core/lib/tracehouse/task-groups.js';

/**
 * Figures are observed CPU time on this machine, not multiplied: Lighthouse's own breakdown
 * (`mainthread-work-breakdown`) is the observed time x4 and its `long-tasks` are Lantern's simulated
 * timings, both from wall-clock durations.
 */
const CPU_SLOWDOWN = 1;

export type MainThreadWork = {
  /** Scripting + style and layout + HTML/CSS parsing + paint, ms (CPU time). */
  totalMs: number;
  /** The longest top-level task, ms (CPU time). */
  longestTaskMs: number;
  /** Per Lighthouse task group (scriptEvaluation, styleLayout, ...), ms ; `other` is not in the total. */
  groups: Record<string, number>;
  /** The same total and longest task from wall-clock durations, for comparison: these stretch with load. */
  wallTotalMs: number;
  wallLongestTaskMs: number;
};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat?: string;
  args?: { data?: Record<string, unknown>; name?: string };
};

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** Work of the page's renderer main thread in `events` from its (last) navigation to `pagePath`. */
export function mainThreadWork(events: TraceEvent[], pagePath: string): MainThreadWork {
  // The page's renderer: the process the browser committed the navigation to, its main thread.
  const commit = events.filter((e) => e.name === 'FrameCommittedInBrowser' && URL.parse(String(e.args?.data?.url))?.pathname === pagePath).at(-1);
  const pid = commit ? Number(commit.args!.data!.processId) : undefined;
  const tid = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain')?.tid;
  if (pid === undefined || tid === undefined) throw new Error(`no renderer main thread for ${pagePath} in the trace`);
  // From its navigationStart. That event is now and then missing from the trace (the new
  // renderer's tracing starting late); the process is the page's own (a fresh context), so
  // then from its first event.
  const onPageThread = events.filter((e) => e.pid === pid && e.tid === tid);
  const navigationStart = onPageThread
    .filter((e) => e.name === 'navigationStart' && URL.parse(String(e.args?.data?.documentLoaderURL))?.pathname === pagePath)
    .at(-1);
  const start = navigationStart ?? { pid, tid, ts: onPageThread.reduce((min, e) => (e.ph === 'M' ? min : Math.min(min, e.ts)), Number.POSITIVE_INFINITY) };
  const onThread = events
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts >= start.ts && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const groups: Record<string, number> = {};
  let longest = 0;
  let wallLongest = 0;
  let wallTotal = 0;
  // Self CPU time per event: its tdur less its children's, children found by wall-clock nesting.
  const stack: { end: number; group: string; childCpu: number; cpu: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.end <= upTo) {
      const done = stack.pop()!;
      groups[done.group] = (groups[done.group] ?? 0) + Math.max(0, done.cpu - done.childCpu);
    }
  };
  for (const e of onThread) {
    close(e.ts);
    const cpu = (e.tdur ?? e.dur!) / 1000;
    if (!stack.length) {
      if (!TOP_LEVEL.has(e.name)) continue; // events outside a task (trace bookkeeping)
      longest = Math.max(longest, cpu);
      wallLongest = Math.max(wallLongest, e.dur! / 1000);
      wallTotal += e.dur! / 1000;
    }
    const parent = stack.at(-1);
    if (parent) parent.childCpu += cpu;
    const group = taskNameToGroup[e.name]?.id ?? parent?.group ?? 'other';
    stack.push({ end: e.ts + e.dur!, group, childCpu: 0, cpu });
  }
  close(Number.POSITIVE_INFINITY);
  const scaled = Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, v * CPU_SLOWDOWN]));
  const totalMs = Object.entries(scaled).reduce((sum, [k, v]) => (k === 'other' ? sum : sum + v), 0);
  return {
    totalMs,
    longestTaskMs: longest * CPU_SLOWDOWN,
    groups: scaled,
    wallTotalMs: wallTotal * CPU_SLOWDOWN,
    wallLongestTaskMs: wallLongest * CPU_SLOWDOWN,
  };
}
