// The main thread's own work for a page's load, from a Chrome trace (decision 045): what the
// browser's renderer ran, in CPU time of that thread, from the navigation until the app has the
// page and the network is idle. Lighthouse's score and TBT scale wall-clock task lengths, which
// stretch whenever another process holds the core; a thread's CPU time (`tdur`) does not count
// the time it waited for one, so it moves far less with the machine's load.
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { taskNameToGroup } from 'lighthouse/core/lib/tracehouse/task-groups.js';

// As playwright.config.ts's chromiumArgs.
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; cat?: string; args?: { data?: Record<string, unknown>; name?: string } };

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** Work of the page's main thread in `events` after its (last) main-frame navigation start. */
export function mainThreadWork(events: TraceEvent[], pagePath: string): MainThreadWork {
  const starts = events.filter(
    (e) => e.name === 'navigationStart' && e.args?.data?.isOutermostMainFrame !== false && URL.parse(String(e.args?.data?.documentLoaderURL))?.pathname === pagePath,
  );
  const start = starts.at(-1);
  if (!start) throw new Error(`no navigationStart for ${pagePath} in the trace`);
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
  return { totalMs, longestTaskMs: longest * CPU_SLOWDOWN, groups: scaled, wallTotalMs: wallTotal * CPU_SLOWDOWN, wallLongestTaskMs: wallLongest * CPU_SLOWDOWN };
}

const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel', '__metadata'];

/**
 * Loads `url` in a fresh context (empty cache, as Lighthouse loads it), traced, and waits until the
 * app has taken over the server-rendered page (decision 042), the network is idle and the page's
 * heading is there; then half a second more for what the answers trigger.
 */
export async function traceLoad(browser: Browser, url: string, cookie?: string, options: { categories?: string[]; savePath?: string } = {}): Promise<MainThreadWork> {
  const context = await browser.newContext();
  try {
    if (cookie) {
      const { origin } = new URL(url);
      await context.addCookies(cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      }));
    }
    const page = await context.newPage();
    await browser.startTracing(page, { categories: options.categories ?? categories });
    let buffer: Buffer;
    try {
      await page.goto(url, { waitUntil: 'networkidle' });
      // Polled over CDP, not with Playwright's locators: those evaluate Playwright's injected
      // script in the page's renderer (~15 ms of main-thread work that would count as the page's).
      // /login's pre-rendered root, or a signed-in page's server-rendered fieldset, stays inert
      // until hydrated or replaced (decision 042).
      const cdp = await context.newCDPSession(page);
      const ready = `!document.querySelector('#root[inert], #root > fieldset[inert]') && !!document.querySelector('h1, h2')`;
      for (const started = Date.now(); !(await cdp.send('Runtime.evaluate', { expression: ready, returnByValue: true })).result.value; ) {
        if (Date.now() - started > 30_000) throw new Error(`${url}: the app did not take the page over within 30 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      buffer = await browser.stopTracing();
    }
    if (options.savePath) fs.writeFileSync(options.savePath, buffer);
    const finalPath = new URL(page.url()).pathname;
    const wanted = new URL(url).pathname;
    if (finalPath !== wanted) throw new Error(`${url} ended on ${finalPath}: the page measured is not the one asked for`);
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return mainThreadWork(traceEvents, wanted);
  } finally {
    await context.close();
  }
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}
