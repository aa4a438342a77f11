// Lighthouse 12's default mobile run (simulated throttling: slow 4G, 4x CPU) against the real
// server in its own process, with Debian's Chromium; signed-in pages get the session cookie.
// From the same run's trace, each page's main-thread work (main-thread.ts, decision 045), which is
// what the bench judges: the score moves with the machine's load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mainThreadWork, type MainThreadWork } from './main-thread.ts';
import { signIn, startServer } from './server-process.ts';

// As playwright.config.ts's chromiumArgs, which Lighthouse's launcher needs without the user-data flag.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type PageScore = {
  path: string;
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Every run's performance score, best first. */
  runs: number[];
  /** Main-thread work of the page's load (per figure, the median of the runs), what the bench judges. */
  work: MainThreadWork;
  /** The first runs' work, when it breached WORK_BUDGETS and the page was measured again. */
  firstWork?: MainThreadWork;
};

/**
 * Main-thread work per page, CPU ms of the renderer's main thread for the load (decision 045):
 * issue 40's budgets, enforced. /login is judged on its total, as issue 40 set it (its longest task
 * is printed with it). A page over its budget is traced again before it is judged.
 */
type WorkBudget = { totalMs: number; longestTaskMs?: number };
export const WORK_BUDGETS: Record<string, WorkBudget> = {
  '/login': { totalMs: 150 },
  '/dashboard': { totalMs: 300, longestTaskMs: 50 },
  '/cadastro-sistema': { totalMs: 300, longestTaskMs: 50 },
};

/**
 * The budget of a page by its path (a query string aside): the screens measured at the five-year
 * volume (issue 31) have /dashboard's, issue 40's budget for a signed-in screen.
 */
export const workBudgetOf = (pagePath: string) => WORK_BUDGETS[pagePath.split('?')[0]!] ?? WORK_BUDGETS['/dashboard']!;

export const workBreached = (path: string, w: MainThreadWork) => {
  const budget = workBudgetOf(path);
  return w.totalMs > budget.totalMs || (budget.longestTaskMs !== undefined && w.longestTaskMs > budget.longestTaskMs);
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Per figure, the median over the traces. */
function medianWork(all: MainThreadWork[]): MainThreadWork {
  const groups = [...new Set(all.flatMap((w) => Object.keys(w.groups)))];
  return {
    totalMs: median(all.map((w) => w.totalMs)),
    longestTaskMs: median(all.map((w) => w.longestTaskMs)),
    groups: Object.fromEntries(groups.map((g) => [g, median(all.map((w) => w.groups[g] ?? 0))])),
    wallTotalMs: median(all.map((w) => w.wallTotalMs)),
    wallLongestTaskMs: median(all.map((w) => w.wallLongestTaskMs)),
  };
}

export const LIGHTHOUSE_PAGES = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/cadastro-sistema', signedIn: true },
] as const;

async function audit(port: number, url: string, cookie?: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}: the page measured is not the one asked for`);
  }
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // The page's trace from Lighthouse's own load: no second load of the page to measure it.
  const { traceEvents } = (result.artifacts as { Trace: { traceEvents: Parameters<typeof mainThreadWork>[0] } }).Trace;
  return {
    work: mainThreadWork(traceEvents, new URL(url).pathname),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** A page to audit: its URL path (a query allowed) and the session cookie when signed in. */
export type AuditPage = { path: string; cookie?: string };

/**
 * Scores and main-thread work of each page: `runs` Lighthouse audits; the median run by
 * performance reported (with an even count, the better middle one) and, per figure, the median
 * work. A page whose work breaches WORK_BUDGETS is audited `runs` times more and judged by those
 * alone, as run.ts's `confirmed` judges every other figure. The score is only reported, so a low
 * one is not measured again (until decision 045 a score under 98 took 5 more audits).
 */
export async function scorePages({ base, pages, runs }: { base: string; pages: AuditPage[]; runs: number }): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumArgs });
  try {
    const scores: PageScore[] = [];
    for (const page of pages) {
      const url = `${base}${page.path}`;
      const audits = async () => {
        const results: Awaited<ReturnType<typeof audit>>[] = [];
        for (let i = 0; i < runs; i++) {
          const once = () => audit(chrome.port, url, page.cookie);
          // A run Lighthouse itself gives up on (a trace it could not read) is tried once more.
          results.push(await once().catch(once));
        }
        return results.sort((a, b) => b.performance - a.performance);
      };
      let results = await audits();
      let firstWork: MainThreadWork | undefined;
      if (workBreached(page.path, medianWork(results.map((r) => r.work)))) {
        console.log(`(${page.path}: main-thread work over budget, measuring once more before judging)`);
        firstWork = medianWork(results.map((r) => r.work));
        results = await audits();
      }
      const { work: _, ...reported } = results[Math.floor((results.length - 1) / 2)]!;
      scores.push({
        path: page.path,
        ...reported,
        runs: results.map((r) => r.performance),
        work: medianWork(results.map((r) => r.work)),
        ...(firstWork ? { firstWork } : {}),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

/** LIGHTHOUSE_PAGES on the demo seed, in a server of their own. */
export async function lighthouseScores({ runs, port }: { runs: number; port: number }): Promise<PageScore[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-lighthouse-'));
  const server = await startServer({ port, env: { DATA_DIR: dataDir, DEMO_SEED: '1', AUTH_SIGNIN_PER_MINUTE: '500' } });
  try {
    const cookie = await signIn(server.base);
    return await scorePages({ base: server.base, runs, pages: LIGHTHOUSE_PAGES.map((p) => ({ path: p.path, ...(p.signedIn ? { cookie } : {}) })) });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures of a trace for a note: total, longest task, per group, and the wall-clock figures beside. */
export function describeWork(w: MainThreadWork): string {
  const groups = Object.entries(w.groups)
    .filter(([id]) => id !== 'other')
    .sort((a, b) => b[1] - a[1])
    .map(([id, ms]) => `${id} ${ms.toFixed(0)}`)
    .join(', ');
  return `total ${w.totalMs.toFixed(0)} ms CPU (${groups}; other ${(w.groups.other ?? 0).toFixed(0)} not counted), longest task ${w.longestTaskMs.toFixed(0)} ms; wall clock ${w.wallTotalMs.toFixed(0)} / ${w.wallLongestTaskMs.toFixed(0)} ms`;
}

if (process.argv[1] === import.meta.filename) {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
  for (const s of await lighthouseScores({ runs, port: Number(process.env.LIGHTHOUSE_PORT ?? 3401) })) {
    console.log(
      `${s.path}: main-thread work ${describeWork(s.work)}; performance ${s.performance} (runs ${s.runs.join(', ')}), accessibility ${s.accessibility}, LCP ${s.lcp.toFixed(0)} ms, FCP ${s.fcp.toFixed(0)} ms, TBT ${s.tbt.toFixed(0)} ms, CLS ${s.cls.toFixed(3)}`,
    );
  }
}
