// Measured budgets. Prints its figures; exits non-zero only when an enforced budget is breached.
// BENCH_SHORT=1 runs the short form used by CI; BENCH_DATABASE_URL adds the PostgreSQL figures.
import { bundleFigures, mainRoutes } from './login-bundle.ts';
import { WORK_BUDGETS, describeWork, lighthouseScores, workBudgetOf, type PageScore } from './lighthouse.ts';
import { describeKinds, kindRatios, pgliteSearch, searchAtScales } from './search.ts';
import { START_BUDGETS, startupTimes, type StartFigures, type StartupFigures } from './startup.ts';
import { idleMemory } from './memory.ts';
import { pdfRenderTimes } from './pdf.ts';
import { OTHER_REQUESTS_PER_SECOND, PRINTERS, pdfLoad } from './pdf-load.ts';
import { API_BUDGETS, apiBench, CONNECTIONS, cpuRatio, p99BudgetMs } from './api.ts';
import { reportExports } from './reports.ts';
import { importBench } from './import.ts';
import {
  ROUTE_BUDGETS,
  describeMixed,
  printRouteTable,
  recordShortRoutes,
  routeBench,
  routeBreaches,
  shortRoutes,
  type MixedFigures,
  type RouteFigures,
} from './routes.ts';
import { routeWorld } from './route-world.ts';

type Result = { name: string; value: number; unit: string; budget: number; enforced: boolean; note?: string };

const short = process.env.BENCH_SHORT === '1';
const vehicles = 200_000;
const results: Result[] = [];
const add = (r: Omit<Result, 'enforced'> & { enforced?: boolean }) => results.push({ enforced: true, ...r });
const benchStarted = performance.now();
/** Says when each section starts, as .ci/run does for its phases, so a slow bench shows which section grew. */
const section = (name: string) => console.log(`== bench: ${name} (at ${((performance.now() - benchStarted) / 1000).toFixed(0)} s)`);
/**
 * Measures again when the first figure breaches its budget, and judges by the second: a real
 * regression breaches twice, a moment of noise on a shared 2-core machine rarely does. The note
 * keeps the first figure, so a retried line is visible.
 */
async function confirmed<T>(measure: () => Promise<T>, breached: (figures: T) => boolean): Promise<{ figures: T; first?: T }> {
  const first = await measure();
  if (!breached(first)) return { figures: first };
  console.log('(a budget breached: measuring once more before judging)');
  return { figures: await measure(), first };
}

section('front end');
// Front end (decisions 009, 045): /login's scripts, each main route's own chunks, main-thread work, Lighthouse mobile.
// The short form opens the heaviest routes of the last full run (all of them take 2 min) and the
// list screens that once went over by loading zod with their sort keys (/licenciamentos, /guia-pl).
const bundle = await bundleFigures({
  port: 3403,
  routes: short
    ? ['/dashboard', '/cadastro-sistema', '/admin/settings', '/admin/subscriptions', '/intencao-venda', '/admin/clients', '/licenciamentos', '/guia-pl']
    : mainRoutes,
});
add({ name: 'login page JavaScript (gzip)', value: bundle.login.kb, unit: 'KB', budget: 105 });
add({ name: 'login page script requests', value: bundle.login.requests, unit: 'requests', budget: 6 });
const overRoutes = bundle.routes.filter((r) => r.addedKb > 60).map((r) => `${r.path} ${r.addedKb.toFixed(1)}`);
const heaviest = bundle.routes.reduce((a, b) => (b.addedKb > a.addedKb ? b : a));
// Forms load zod and their contract (~26 KB) at the first interaction, not with the page (decision 009).
add({
  name: `JavaScript a main route adds beyond /login and the app entry (gzip; heaviest of ${bundle.routes.length}: ${heaviest.path})`,
  value: heaviest.addedKb,
  unit: 'KB',
  budget: 60,
  note: `the app entry adds ${bundle.appEntryKb.toFixed(1)} KB once${overRoutes.length ? `; over: ${overRoutes.join(', ')}` : ''}`,
});
for (const page of await lighthouseScores({ runs: short ? 1 : 3, port: 3401 })) {
  // Main-thread work of the load, CPU time from a Chrome trace (decision 045): the judged figures.
  const budget = WORK_BUDGETS[page.path]!;
  const firstTraces = page.firstWork
    ? `; first runs: total ${page.firstWork.totalMs.toFixed(0)} ms, longest task ${page.firstWork.longestTaskMs.toFixed(0)} ms, measured again`
    : '';
  add({
    name: `main-thread work loading ${page.path} (CPU: scripting, style and layout, parsing, paint)`,
    value: page.work.totalMs,
    unit: 'ms',
    budget: budget.totalMs,
    note: `${describeWork(page.work)}${firstTraces}`,
  });
  if (budget.longestTaskMs !== undefined)
    add({ name: `longest main-thread task loading ${page.path} (CPU)`, value: page.work.longestTaskMs, unit: 'ms', budget: budget.longestTaskMs });
  // Scores count down from 100 so that, like every budget here, lower is better. Reported only
  // since decision 045: Lighthouse multiplies the wall-clock task lengths it observes by 4, so on
  // this shared 2-core machine other processes' work moves the score by 20 points (CI: 83/77/74,
  // a quiet machine 100/99/99 for the same build).
  const note = `reported, not judged: the score follows the machine's load (decision 045); runs ${page.runs.join(', ')}; LCP ${page.lcp.toFixed(0)} ms, FCP ${page.fcp.toFixed(0)} ms, TBT ${page.tbt.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}`;
  add({
    name: `Lighthouse mobile performance ${page.path}, points under 100`,
    value: 100 - page.performance,
    unit: 'points',
    budget: 2,
    enforced: false,
    note,
  });
  add({ name: `Lighthouse accessibility ${page.path}, points under 100`, value: 100 - page.accessibility, unit: 'points', budget: 0 });
}
/**
 * A screen signed in on the five-year agency (issue 31 part 4): its load's main-thread work against
 * issue 40's goal for a signed-in screen and its Lighthouse score, reported (decision 045); its
 * accessibility held, as on the demo pages.
 */
function addVolumePage(page: PageScore, database: string) {
  const goal = workBudgetOf(page.path);
  const screen = `${page.path.split('?')[0]} on the five-year agency, ${database}`;
  add({
    name: `main-thread work loading ${screen}`,
    value: page.work.totalMs,
    unit: 'ms',
    budget: goal.totalMs,
    enforced: false,
    note: describeWork(page.work),
  });
  add({ name: `longest main-thread task loading ${screen}`, value: page.work.longestTaskMs, unit: 'ms', budget: goal.longestTaskMs ?? 50, enforced: false });
  const note = `issue 31 asks 95 or more; reported, not judged: the score follows the machine's load (decision 045); runs ${page.runs.join(', ')}; LCP ${page.lcp.toFixed(0)} ms, FCP ${page.fcp.toFixed(0)} ms, TBT ${page.tbt.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}`;
  add({ name: `Lighthouse mobile performance ${screen}, points under 100`, value: 100 - page.performance, unit: 'points', budget: 5, enforced: false, note });
  add({ name: `Lighthouse accessibility ${screen}, points under 100`, value: 100 - page.accessibility, unit: 'points', budget: 0 });
}

/** Issue 40 part 5: the daily screens together at 20 connections, each route's own p99 beside the whole's. */
function addMixedRun(mixed: MixedFigures, database: string, factor: number) {
  add({
    name: `the daily screens requested together, p99 at ${mixed.run.connections} connections, ${database}`,
    value: mixed.run.p99,
    unit: 'ms',
    budget: ROUTE_BUDGETS.mixedP99Ms * factor,
    enforced: false,
    note: `${describeMixed(mixed)}; reported (issue 40 part 5, decision 044)`,
  });
}

section('start-up and memory');
// Start-up and memory of the real server as `npm start` runs it (decision 011). Medians. Held on
// the server's CPU time until healthy, measured once more on a breach; wall time, which follows
// the machine's load, is reported against its idle-machine target (issue 40's 1.5 s on an existing folder).
const startBreached = (s: StartupFigures) => s.fresh.cpuMs > START_BUDGETS.freshCpuMs || s.existing.cpuMs > START_BUDGETS.existingCpuMs;
const { figures: starts, first: firstStarts } = await confirmed(() => startupTimes({ runs: short ? 2 : 5, port: 3540 }), startBreached);
const startNote = (f: StartFigures, first?: StartFigures) =>
  `wall ${f.ms.toFixed(0)} ms (runs ${f.runs.map((ms) => ms.toFixed(0)).join(', ')})${first ? `; first measurement CPU ${first.cpuMs.toFixed(0)} ms` : ''}`;
add({
  name: 'start to healthy /api/health, fresh data folder, server CPU (median)',
  value: starts.fresh.cpuMs,
  unit: 'ms',
  budget: START_BUDGETS.freshCpuMs,
  note: startNote(starts.fresh, firstStarts?.fresh),
});
add({
  name: 'start to healthy /api/health, existing data folder, server CPU (median)',
  value: starts.existing.cpuMs,
  unit: 'ms',
  budget: START_BUDGETS.existingCpuMs,
  note: startNote(starts.existing, firstStarts?.existing),
});
add({
  name: 'start to healthy /api/health, fresh data folder, wall (median)',
  value: starts.fresh.ms,
  unit: 'ms',
  budget: START_BUDGETS.freshWallMs,
  enforced: false,
  note: "reported: follows the machine's load",
});
add({
  name: 'start to healthy /api/health, existing data folder, wall (median)',
  value: starts.existing.ms,
  unit: 'ms',
  budget: START_BUDGETS.existingWallMs,
  enforced: false,
  note: "issue 40's goal, reported: follows the machine's load",
});
// Idle memory moves with when the collector last ran: the same build gave 289 to 339 MB on PGlite
// in three starts. A breach is measured once more, like the timings.
const memoryNote = (f: { peakMb: number }, first?: { rssMb: number }) =>
  `peak ${f.peakMb.toFixed(0)} MB${first ? `; first measurement ${first.rssMb.toFixed(1)} MB` : ''}`;
const pgliteMemory = await confirmed(
  () => idleMemory({ port: 3541 }),
  (f) => f.rssMb > 350,
);
add({
  name: 'resident memory idle after start and first requests, PGlite',
  value: pgliteMemory.figures.rssMb,
  unit: 'MB',
  budget: 350,
  note: memoryNote(pgliteMemory.figures, pgliteMemory.first),
});
if (process.env.BENCH_DATABASE_URL) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const pg = await confirmed(
    () => idleMemory({ port: 3542, databaseUrl }),
    (f) => f.rssMb > 150,
  );
  add({
    name: 'resident memory idle after start and first requests, PostgreSQL',
    value: pg.figures.rssMb,
    unit: 'MB',
    budget: 150,
    note: memoryNote(pg.figures, pg.first),
  });
}

section('registry search on PGlite');
// Registry search over HTTP against the real server, one request at a time (decision 012).
const pglite = await pgliteSearch({ vehicles, perKind: short ? 15 : 60, port: 3610 });
add({
  name: `registry search p95, PGlite, 1 user, ${vehicles} vehicles`,
  value: pglite.p95,
  unit: 'ms',
  budget: 50,
  note: `p50 ${pglite.p50.toFixed(1)} ms; p50 by kind: ${describeKinds(pglite)}`,
});

section('PDFs');
// Each form is its own figure: one over budget is measured again alone and judged by that second
// measurement, as `confirmed` does; the others keep their first (re-measuring all eight let a
// moment of noise on any one fail the run, though each had passed once).
const pdfOptions = { runs: short ? 30 : 60, warmup: short ? 5 : 10 };
const firstPdfs = await pdfRenderTimes(pdfOptions);
const overPdfs = firstPdfs.filter((f) => f.p95 > 50).map((f) => f.type);
if (overPdfs.length) console.log(`(a budget breached: measuring ${overPdfs.join(', ')} once more before judging)`);
const againPdfs = overPdfs.length ? await pdfRenderTimes({ ...pdfOptions, only: overPdfs }) : [];
const pdfs = {
  figures: firstPdfs.map((f) => againPdfs.find((g) => g.type === f.type) ?? f),
  first: firstPdfs.filter((f) => overPdfs.includes(f.type)),
};
for (const f of pdfs.figures) {
  const first = pdfs.first.find((g) => g.type === f.type);
  add({
    name: `PDF ${f.type}, warm p95 of ${f.runs}`,
    value: f.p95,
    unit: 'ms',
    budget: 50,
    note: `p50 ${f.p50.toFixed(1)} ms${first ? `; first measurement p95 ${first.p95.toFixed(1)} ms` : ''}`,
  });
}

const { figures: load, first: firstLoad } = await confirmed(
  () => pdfLoad({ seconds: short ? 6 : 30 }),
  (figures) => figures.printing.p99 > 50 && figures.quiet.p99 <= 50,
);
// When other requests alone already miss the budget, the machine is too busy to blame the PDFs.
const tooBusy = load.quiet.p99 > 50;
add({
  name: `other requests p99 while ${PRINTERS} clients print PDFs in a loop (GET /api/me, ${OTHER_REQUESTS_PER_SECOND}/s)`,
  value: load.printing.p99,
  unit: 'ms',
  budget: 50,
  enforced: !tooBusy,
  note: `p50 ${load.printing.p50} ms; alone p99 ${load.quiet.p99} ms, p50 ${load.quiet.p50} ms; ${load.pdfsPerSecond.toFixed(1)} PDFs/s${tooBusy ? '; machine too busy to judge' : ''}${firstLoad ? `; first measurement p99 ${firstLoad.printing.p99} ms` : ''}`,
});
add({
  name: 'failed requests during the PDF load',
  value: load.printing.failures + load.quiet.failures + load.pdfFailures,
  unit: 'requests',
  budget: 0,
  note: `${load.pdfs} PDFs, ${load.printing.requests} other requests`,
});

section('reports');
// Reports (decision 026): 10,000 and 100,000 services to XLSX in the background, on PGlite.
const reportBudget = { smallMs: 1_000, largeMs: 10_000, growthMb: 100 };
const reports = await reportExports({
  port: 3350,
  breached: (f) => f.small.ms > reportBudget.smallMs || f.large.ms > reportBudget.largeMs || f.large.rssGrowthMb > reportBudget.growthMb,
});
for (const [f, budget] of [
  [reports.figures.small, reportBudget.smallMs],
  [reports.figures.large, reportBudget.largeMs],
] as const) {
  const first = reports.first && (f === reports.figures.small ? reports.first.small : reports.first.large);
  add({
    name: `report export to XLSX, ${f.services.toLocaleString('en')} services (request to stored file)`,
    value: f.ms,
    unit: 'ms',
    budget,
    note: `server CPU ${f.cpuMs.toFixed(0)} ms; ${f.fileKb.toFixed(0)} KB; ${f.progressSteps} progress figures; /api/health meanwhile p99 ${f.healthP99.toFixed(0)} ms, max ${f.healthMax.toFixed(0)} ms${first ? `; first measurement ${first.ms.toFixed(0)} ms` : ''}`,
  });
}
add({
  name: 'resident memory growth during the 100,000-service export',
  value: reports.figures.large.rssGrowthMb,
  unit: 'MB',
  budget: reportBudget.growthMb,
  note: `data generated in ${(reports.generationMs / 1000).toFixed(0)} s${reports.first ? `; first measurement ${reports.first.large.rssGrowthMb.toFixed(1)} MB` : ''}`,
});

const databaseUrl = process.env.BENCH_DATABASE_URL;

section('spreadsheet import');
const IMPORT_ME_P99_MS = 50;
// Importar dados (issue 33, decision 060): 100,000 vehicle rows with owners within 60 s on
// PostgreSQL and 120 s on PGlite, held per row; the full run imports 200,000. The short form
// imports 10,000 on PostgreSQL only (CI's 30 minutes). /api/me's p99 meanwhile is held on both:
// on PGlite, whose statements share the event loop with the requests, since GIN's pending list
// is flushed in small pieces and analyze runs a table at a time (decision 060).
for (const url of short ? (databaseUrl ? [databaseUrl] : [undefined]) : [undefined, ...(databaseUrl ? [databaseUrl] : [])]) {
  const rows = short ? 10_000 : 200_000;
  const perRowBudget = (url ? 60_000 : 120_000) / 100_000;
  // The p99 of a few dozen requests is nearly their maximum: one stall of the machine breaches it,
  // so a breach is measured once more, like every timing here.
  const { figures: f, first } = await confirmed(
    () => importBench({ port: 3820, rows, databaseUrl: url }),
    (m) => m.importMs / rows > perRowBudget || m.meP99 > IMPORT_ME_P99_MS,
  );
  const again = first ? `; first measurement ${(first.importMs / 1000).toFixed(1)} s, /api/me p99 ${first.meP99.toFixed(1)} ms` : '';
  add({
    name: `spreadsheet import, ${rows.toLocaleString('en')} vehicle rows with owners, ${f.database}, per row`,
    value: f.importMs / rows,
    unit: 'ms',
    budget: perRowBudget,
    note: `${(f.importMs / 1000).toFixed(1)} s (analysis ${(f.analyseMs / 1000).toFixed(1)} s); server CPU ${(f.cpuMs / 1000).toFixed(1)} s; ${JSON.stringify(f.counts)}${again}`,
  });
  add({
    name: `GET /api/me p99 during the import, ${f.database}`,
    value: f.meP99,
    unit: 'ms',
    budget: IMPORT_ME_P99_MS,
    note: `max ${f.meMax.toFixed(0)} ms over ${f.meRequests} requests${again}`,
  });
  add({ name: `rows not imported in the import bench, ${f.database}`, value: rows - f.counts.create, unit: 'rows', budget: 0 });
}

if (databaseUrl) {
  section('API against the bare baseline');
  // Per-request cost over HTTP: the real server against bare Fastify + pg running the same SQL
  // (decision 010). Ratios and CPU per request hold up on a busy machine better than rates do.
  // The short form measures the connection counts a budget holds (10 and 20); 1's are reported only.
  const connections = short ? CONNECTIONS.filter((c) => c !== 1) : CONNECTIONS;
  const api = await apiBench({ databaseUrl, vehicles, seconds: short ? 1.5 : 8, rounds: short ? 2 : 3, missRequests: short ? 3000 : 10_000, connections });
  // The baseline imports no product module (issue 40): its own SQL text, checked equal to the
  // product's, and its own row-to-JSON code; both answers are compared byte for byte first.
  for (const f of api.routes) {
    const label = f.route === 'search' ? 'plate search' : 'GET /api/me';
    const cpu = `server CPU ${f.product.cpuMsPerRequest.toFixed(3)} vs ${f.baseline.cpuMsPerRequest.toFixed(3)} ms/request (×${cpuRatio(f).toFixed(2)})`;
    const first = f.first ? `; first measurement ${f.first.ratio.toFixed(2)}, CPU ×${f.first.cpuRatio.toFixed(2)}, p99 ${f.first.p99} ms` : '';
    const held = f.connections === API_BUDGETS.ratioConnections;
    // Printed as baseline/product, so that like every budget here lower is better.
    add({
      name: `${label}, baseline/product throughput, ${f.connections} connection${f.connections > 1 ? 's' : ''}`,
      value: f.baseline.rps / f.product.rps,
      unit: '×',
      budget: 1 / API_BUDGETS.ratio,
      enforced: held,
      note: `product/baseline ${f.ratio.toFixed(2)}; ${f.product.rps.toFixed(0)} vs ${f.baseline.rps.toFixed(0)} req/s; ${cpu}; p99 ${f.product.p99} vs ${f.baseline.p99} ms${first}`,
    });
    if (!held) continue;
    const otherRuns = api.routes.filter((o) => o.route === f.route && o.connections !== f.connections);
    const others = `${otherRuns.map((o) => o.connections).join(' and ')} connections: ${otherRuns.map((o) => `×${cpuRatio(o).toFixed(2)}`).join(', ')}`;
    add({
      name: `${label}, server CPU per request, product/baseline, ${f.connections} connections`,
      value: cpuRatio(f),
      unit: '×',
      budget: API_BUDGETS.cpuRatio,
      note: `${cpu}; at ${others} (reported)`,
    });
  }
  const search20 = api.routes.find((f) => f.route === 'search' && f.connections === API_BUDGETS.p99Connections)!;
  add({
    name: `plate search p99, PostgreSQL, ${API_BUDGETS.p99Connections} connections, ${vehicles} vehicles, over HTTP`,
    value: search20.product.p99,
    unit: 'ms',
    budget: p99BudgetMs(search20),
    note: `baseline ${search20.baseline.p99} ms in the same interleaved rounds; the budget is the larger of ${API_BUDGETS.p99Ms} ms and ${API_BUDGETS.p99OverBaseline} × the baseline's p99, so a busy machine, which slows both, does not fail it and a slower product still does${search20.first ? `; first measurement ${search20.first.p99} ms` : ''}`,
  });
  add({
    name: 'GET /api/me with a session-cache miss, server CPU per request',
    value: api.miss.cpuMsPerRequest,
    unit: 'ms',
    budget: 0.5,
    note: `${api.miss.requests} distinct sessions`,
  });
  add({
    name: 'failed requests in the API bench',
    value: api.routes.reduce((s, f) => s + f.product.failures + f.baseline.failures, 0) + api.miss.failures,
    unit: 'requests',
    budget: 0,
  });
} else {
  console.log('skip the API bench on PostgreSQL: BENCH_DATABASE_URL not set');
}

// The full run only: CI's short form has no room left in its 30 minutes for generating the larger
// registry (decisions 012, 057); the search's p95 at 200,000 on PGlite and its p99 against the bare
// baseline on PostgreSQL are held in CI.
if (databaseUrl && !short) {
  section('registry search as the registry grows');
  // Registry search as the registry grows: one database and server per size, measured interleaved.
  const growth = (f: Awaited<ReturnType<typeof searchAtScales>>) => f[f.length - 1]!.p50 / f[0]!.p50;
  const { figures: scales, first: firstScales } = await confirmed(
    () => searchAtScales({ databaseUrl, scales: [20_000, 200_000, 1_000_000], perKind: 200, firstPort: 3600 }),
    (figures) => growth(figures) > 1.2,
  );
  for (const f of scales) {
    add({
      name: `registry search p50, PostgreSQL, 1 user, ${f.vehicles} vehicles`,
      value: f.p50,
      unit: 'ms',
      budget: 50,
      enforced: false,
      note: `p95 ${f.p95.toFixed(1)} ms; p50 by kind: ${describeKinds(f)}; generated in ${(f.generationMs / 1000).toFixed(0)} s`,
    });
  }
  const [small, large] = [scales[0]!, scales[scales.length - 1]!];
  const sizes = `${large.vehicles.toLocaleString('en-US')} vehicles / p50 at ${small.vehicles.toLocaleString('en-US')}`;
  add({
    name: `registry search p50 at ${sizes}, PostgreSQL`,
    value: large.p50 / small.p50,
    unit: '×',
    budget: 1.2,
    note: `p50 ${small.p50.toFixed(2)} → ${large.p50.toFixed(2)} ms${firstScales ? `; first measurement ${growth(firstScales).toFixed(2)} ×` : ''}`,
  });
  const ratios = kindRatios(small, large);
  const [worstKind, worst] = ratios.reduce((a, b) => (b[1] > a[1] ? b : a));
  add({
    name: `registry search p50 at ${sizes}, worst term kind (${worstKind})`,
    value: worst,
    unit: '×',
    budget: 1.2,
    enforced: false,
    note: ratios.map(([k, r]) => `${k} ${r.toFixed(2)}`).join(', '),
  });
}

// Every GET route of the route table (issue 31), on PGlite and on PostgreSQL: p95 at 1 connection,
// p99 at 10 and the event loop's longest delay. Only breached routes are measured again.
// CI's short form measures the ten slowest of the last full run (BENCH_ROUTES_RECORD=1 records them).
const routeFigures: RouteFigures[] = [];
// CI's short form measures them on PostgreSQL alone, at the five-year scale and its stricter
// budgets: PGlite's world took ~90 s of CI's 30 minutes, which ran at 1,789 s on a slow day
// (decision 057). The full run, and a short run without PostgreSQL, measure PGlite too.
const routeDatabases = short && databaseUrl ? [databaseUrl] : [undefined, ...(databaseUrl ? [databaseUrl] : [])];
for (const adminUrl of routeDatabases) {
  section(`route bench, ${adminUrl ? 'PostgreSQL' : 'PGlite'}: the five-year world${short && !adminUrl ? ' at a quarter of the large agency' : ''}`);
  // CI's short form makes PGlite's world at a quarter of the large agency: generating it whole
  // took ~100 s of CI's 30 minutes, and the same routes are measured whole on PostgreSQL. The
  // full run measures both whole.
  const scale = short && !adminUrl ? 0.25 : 1;
  const world = await routeWorld(adminUrl, { scale });
  try {
    let routes = short ? shortRoutes() : undefined;
    // Issue 31 part 4, the screens on the five-year agency in Lighthouse, with the first
    // measurement only. Not in CI's short form: six audits a database cost ~90 s of CI's 30
    // minutes; the demo-data pages above keep the short form's front-end figures.
    let pageRuns = short ? 0 : 3;
    // Issue 40 part 5, with the first measurement only, as the pages.
    let mixed = true;
    const breaches = (f: RouteFigures) => f.rows.filter((r) => r.enforced && routeBreaches(r, f.database).length);
    const { figures, first } = await confirmed(
      async () => {
        const f = await routeBench({ dataDir: world.dataDir, databaseUrl: world.databaseUrl, routes, seconds: short ? 1 : 3, port: 3700, pageRuns, mixed });
        routes = breaches(f).map((r) => r.route);
        pageRuns = 0;
        mixed = false;
        return f;
      },
      (f) => breaches(f).length > 0,
    );
    // The first measurement, with the breached routes' second one in their place.
    const judged = first ? { ...first, rows: first.rows.map((r) => figures.rows.find((again) => again.route === r.route) ?? r) } : figures;
    printRouteTable(judged);
    routeFigures.push(judged);
    const factor = judged.database === 'PGlite' ? ROUTE_BUDGETS.pgliteFactor : 1;
    for (const row of judged.rows) {
      const firstRow = first?.rows.find((r) => r.route === row.route && r !== row);
      const one = row.runs.find((r) => r.connections === 1)!;
      const ten = row.runs.find((r) => r.connections === 10)!;
      const again = firstRow ? `; first measurement p95 ${firstRow.runs[0]!.p95.toFixed(1)}, p99 at 10 ${firstRow.runs[1]!.p99.toFixed(1)} ms` : '';
      const note = `p50 ${one.p50.toFixed(1)} ms; at 10: p50 ${ten.p50.toFixed(1)}, p99 ${ten.p99.toFixed(1)} ms; CPU ${one.cpuMsPerRequest.toFixed(2)} ms/request${row.rowsPerRequest === undefined ? '' : `; ${row.rowsPerRequest.toFixed(0)} rows read/request`}${row.largeSeqScans?.length ? `; seq scan of ${row.largeSeqScans.join(', ')}` : ''}${again}`;
      add({
        name: `${row.route} p95, 1 connection, ${judged.database}`,
        value: one.p95,
        unit: 'ms',
        budget: ROUTE_BUDGETS.p95At1Ms * factor,
        enforced: row.enforced,
        note,
      });
      add({
        name: `${row.route} p99, 10 connections, ${judged.database}`,
        value: ten.p99,
        unit: 'ms',
        budget: ROUTE_BUDGETS.p99At10Ms * factor,
        enforced: row.enforced,
      });
    }
    // Routes in bench/routes-over-budget.json are reported in the table, not held here either.
    const longest = judged.rows.filter((r) => r.enforced).reduce((a, b) => (b.loopMaxMs > a.loopMaxMs ? b : a));
    add({
      name: `longest event-loop delay during any GET route at 1 connection, ${judged.database}`,
      value: longest.loopMaxMs,
      unit: 'ms',
      budget: ROUTE_BUDGETS.loopMs,
      note: longest.route,
    });
    if (judged.mixed) addMixedRun(judged.mixed, judged.database, factor);
    const { startMs, idleRssMb, afterRssMb } = judged.server;
    // Not held: wall time on a shared machine. The first start on a freshly generated folder took
    // 8.5 s on 2026-11-28 (issue 31), the boot's jobs then ran before the health check (decision 011).
    if (judged.database === 'PGlite')
      add({ name: 'start to healthy on the five-year PGlite folder (first start)', value: startMs, unit: 'ms', budget: 3_000, enforced: false });
    add({
      name: `resident memory after every GET route / idle, ${judged.database}`,
      value: afterRssMb / idleRssMb,
      unit: '×',
      budget: 1.5,
      // Held on PostgreSQL since the server bounds its heap's growth (lib/heap-growth.ts, decision
      // 011); issue 31 asks PGlite's figure reported (its WebAssembly memory is outside V8's heap).
      enforced: judged.database === 'PostgreSQL',
      note: `${idleRssMb.toFixed(0)} → ${afterRssMb.toFixed(0)} MB`,
    });
    for (const page of first?.pages.length ? first.pages : figures.pages) addVolumePage(page, judged.database);
    add({
      name: `server errors in the route bench, ${judged.database}`,
      value: judged.rows.reduce((s, r) => s + r.runs.reduce((t, run) => t + run.serverErrors, 0), 0),
      unit: 'requests',
      budget: 0,
    });
  } finally {
    await world.drop();
  }
}
if (!short && process.env.BENCH_ROUTES_RECORD === '1') console.log(`bench/routes-short.json now lists: ${recordShortRoutes(routeFigures).join(', ')}`);

section('done');
let breached = false;
for (const r of results) {
  const ok = r.value <= r.budget;
  if (r.enforced) breached ||= !ok;
  const status = ok ? 'ok  ' : r.enforced ? 'FAIL' : 'OVER';
  console.log(
    `${status} ${r.name}: ${r.value.toFixed(r.unit === '×' ? 2 : 1)} ${r.unit} (budget ${r.budget} ${r.unit}${r.enforced ? '' : ', reported only'})${r.note ? ` — ${r.note}` : ''}`,
  );
}
process.exit(breached ? 1 : 0);
