// Measured budgets. Prints its figures; exits non-zero only when a budget is breached.
// BENCH_SHORT=1 runs the short form used by CI.
import { loginPageJavaScript } from './login-bundle.ts';
import { startupTime } from './startup.ts';

type Result = { name: string; value: number; unit: string; budget: number };

const results: Result[] = [];
results.push({ name: 'login page JavaScript (gzip)', value: await loginPageJavaScript(), unit: 'KB', budget: 150 });
results.push({ name: 'start to healthy /api/health (fresh data folder)', value: await startupTime(), unit: 'ms', budget: 20_000 });

let breached = false;
for (const r of results) {
  const ok = r.value <= r.budget;
  breached ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.value.toFixed(1)} ${r.unit} (budget ${r.budget} ${r.unit})`);
}
process.exit(breached ? 1 : 0);
