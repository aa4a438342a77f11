// Measured budgets. Prints its figures; exits non-zero only when an enforced budget is breached.
// BENCH_SHORT=1 runs the short form used by CI; BENCH_DATABASE_URL adds the PostgreSQL figures.
import { loginPageJavaScript } from './login-bundle.ts';
import { searchLatency } from './search.ts';
import { startupTime } from './startup.ts';
import { pdfRenderTimes } from './pdf.ts';
import { OTHER_REQUESTS_PER_SECOND, PRINTERS, pdfLoad } from './pdf-load.ts';

type Result = { name: string; value: number; unit: string; budget: number; enforced: boolean; note?: string };

const short = process.env.BENCH_SHORT === '1';
const vehicles = 200_000;
const results: Result[] = [];
const add = (r: Omit<Result, 'enforced'> & { enforced?: boolean }) => results.push({ enforced: true, ...r });

add({ name: 'login page JavaScript (gzip)', value: await loginPageJavaScript(), unit: 'KB', budget: 150 });
add({ name: 'start to healthy /api/health (fresh data folder)', value: await startupTime(), unit: 'ms', budget: 20_000 });

const pglite = await searchLatency({ vehicles, requests: short ? 100 : 400, concurrency: 1 });
add({ name: `registry search p95, PGlite, 1 user, ${vehicles} vehicles`, value: pglite.p95, unit: 'ms', budget: 50, note: `p50 ${pglite.p50.toFixed(1)} ms` });

for (const f of await pdfRenderTimes({ runs: short ? 30 : 60, warmup: short ? 5 : 10 })) {
  add({ name: `PDF ${f.type}, warm p95 of ${f.runs}`, value: f.p95, unit: 'ms', budget: 50, note: `p50 ${f.p50.toFixed(1)} ms` });
}

const load = await pdfLoad({ seconds: short ? 10 : 30 });
// When other requests alone already miss the budget, the machine is too busy to blame the PDFs.
const tooBusy = load.quiet.p99 > 50;
add({
  name: `other requests p99 while ${PRINTERS} clients print PDFs in a loop (GET /api/me, ${OTHER_REQUESTS_PER_SECOND}/s)`,
  value: load.printing.p99,
  unit: 'ms',
  budget: 50,
  enforced: !tooBusy,
  note: `p50 ${load.printing.p50} ms; alone p99 ${load.quiet.p99} ms, p50 ${load.quiet.p50} ms; ${load.pdfsPerSecond.toFixed(1)} PDFs/s${tooBusy ? '; machine too busy to judge' : ''}`,
});
add({ name: 'failed requests during the PDF load', value: load.printing.failures + load.quiet.failures + load.pdfFailures, unit: 'requests', budget: 0, note: `${load.pdfs} PDFs, ${load.printing.requests} other requests` });

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) {
  const pg = await searchLatency({ vehicles, requests: short ? 200 : 1000, concurrency: 20, databaseUrl });
  // Not met yet on a 2-core machine that also runs PostgreSQL and the load; see issue 4's note.
  add({ name: `registry search p95, PostgreSQL, 20 concurrent, ${vehicles} vehicles`, value: pg.p95, unit: 'ms', budget: 50, enforced: false, note: `p50 ${pg.p50.toFixed(1)} ms` });
} else {
  console.log('skip registry search on PostgreSQL: BENCH_DATABASE_URL not set');
}

let breached = false;
for (const r of results) {
  const ok = r.value <= r.budget;
  if (r.enforced) breached ||= !ok;
  const status = ok ? 'ok  ' : r.enforced ? 'FAIL' : 'OVER';
  console.log(`${status} ${r.name}: ${r.value.toFixed(1)} ${r.unit} (budget ${r.budget} ${r.unit}${r.enforced ? '' : ', reported only'})${r.note ? ` — ${r.note}` : ''}`);
}
process.exit(breached ? 1 : 0);
