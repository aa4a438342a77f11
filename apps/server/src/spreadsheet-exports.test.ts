import { afterAll, beforeAll, expect, it } from 'vitest';
import { billingReportKinds } from '@despacha/domain/billing/admin';
import { reportKinds } from '@despacha/domain/reports/kinds';
import { HEAD_NAMES, HOSTILE_HEADS, seedHostileRecords } from './testing/hostile-records.ts';
import { routeMatrix, fillUrl, type Probe } from './testing/route-matrix.ts';
import { buildWorld, type World } from './testing/route-matrix-world.ts';
import { isLive, sheetCellsOf } from './testing/spreadsheet-cells.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Issue 32 item 1: every route that answers a CSV, an XLSX or a ZIP of them, found from the route
// table, fed agency A's records whose texts start with = + - @, a tab and a CR: no cell a
// spreadsheet would run. Every GET route is called (and every export POST), with the route
// matrix's params, as A's manager or as the admin for admin routes; what answers a spreadsheet is
// read cell by cell. A spreadsheet route whose cells never show the six hostile heads fails too:
// it was not fed the hostile records, so it proves nothing yet.

/** At least this many routes answer spreadsheets today; fewer means discovery broke. */
const SPREADSHEET_ROUTES_MIN = 12;
const FORMATS = ['csv', 'xlsx'];
/** Params that pick what an export lists: every value, not the route matrix's one. */
const paramValues: Record<string, Record<string, readonly string[]>> = {
  'POST /api/reports/:kind/exports': { kind: reportKinds },
  'GET /api/admin/billing/reports/:kind': { kind: billingReportKinds },
};
/**
 * Spreadsheet routes that cannot show every hostile head, and why; their cells are still read for
 * live ones. Importar dados' (decision 060): a template holds only the import's own labels, and
 * the refused rows are the user's own upload, read with its cells trimmed (no tab or CR leads one).
 */
const partlyFed: Record<string, string> = {
  'GET /api/imports/templates/:kind': 'column labels only',
  'GET /api/imports/:id/errors.xlsx': 'an upload read trimmed',
};
/** Files an export request writes in the background and another route serves, by the id it answers. */
const servedFrom: Record<string, string> = {
  'GET /api/report-runs/:id/download': 'POST /api/reports/:kind/exports',
  'GET /api/lgpd/agency-export/:id/download': 'POST /api/lgpd/agency-export',
};

let t: TestApp;
let w: World;
let rewritten = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  rewritten = await seedHostileRecords(w);
}, 120_000);
afterAll(() => t.close());

type Call = { key: string; method: string; url: string; body?: unknown; probe: Probe };
type Answer = Awaited<ReturnType<TestApp['request']>>;

const probesOf = (key: string): Probe[] => [routeMatrix[key] ?? []].flat();
const cookieOf = (probe: Probe) => (probe.access === 'admin' ? w.actors.admin : w.actors.managerA).cookie;
const send = (c: Call) => t.request({ method: c.method, url: c.url, body: c.body, cookie: cookieOf(c.probe), headers: c.probe.headers, ip: t.nextIp() });

/** Each combination of the listed param values over the probe's own params. */
function paramSets(key: string, base: Record<string, string>): Record<string, string>[] {
  let sets = [base];
  for (const [name, values] of Object.entries(paramValues[key] ?? {})) sets = sets.flatMap((s) => values.map((v) => ({ ...s, [name]: v })));
  return sets;
}

/** The probe's query, and for an export (or a query naming a format) the same in each file format. */
function queries(url: string, query: string): string[] {
  const named = /[?&]format=([^&]*)/.exec(query)?.[1];
  if (named === undefined && !/export[^/]*$/.test(url)) return [query];
  const formats = [...new Set([named ?? '', ...FORMATS])];
  const withFormat = (f: string) =>
    named === undefined ? (f ? `${query}${query ? '&' : '?'}format=${f}` : query) : query.replace(/([?&])format=[^&]*/, `$1format=${f}`);
  return formats.map(withFormat);
}

/** The probe's body, and when it names a format the same in each file format. */
function bodies(body: unknown): unknown[] {
  if (!body || typeof body !== 'object' || !('format' in body)) return [body];
  return [body, ...FORMATS.filter((f) => f !== (body as { format: string }).format).map((format) => ({ ...body, format }))];
}

/** The file an answer carries, as a name whose extension says how to read it; null when none. */
function fileOf(res: Answer): string | null {
  const type = String(res.headers['content-type'] ?? '');
  const named = /filename="?([^";]+)/.exec(String(res.headers['content-disposition'] ?? ''))?.[1] ?? '';
  if (/text\/csv/.test(type)) return `${named || 'answer'}.csv`.replace(/\.csv\.csv$/, '.csv');
  if (/spreadsheetml/.test(type)) return `${named || 'answer'}.xlsx`.replace(/\.xlsx\.xlsx$/, '.xlsx');
  if (/zip/.test(type)) return `${named || 'answer'}.zip`.replace(/\.zip\.zip$/, '.zip');
  return /\.(csv|xlsx|zip)$/i.test(named) ? named : null;
}

/** The id an answer names, at its top or one level down ({ run: { id } }, { export: { id } }). */
function idIn(json: Record<string, unknown>): string | undefined {
  const inner = Object.values(json).find((v): v is { id: string } => !!v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string');
  return typeof json.id === 'string' ? json.id : inner?.id;
}

/** A background file is served once it is written: 409 "not ready" until then. */
async function whenWritten(c: Call): Promise<Answer> {
  for (let i = 0; ; i++) {
    const res = await send(c);
    if (res.statusCode !== 409 || !/RUNNING|NOT_READY/.test(res.body) || i >= 400) return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Per route: answers and files read, and the hostile heads its CSV and its XLSX cells showed. */
type Seen = { answers: number; files: number; cells: number; heads: Map<'csv' | 'xlsx', Set<string>>; live: string[] };

it('writes no live cell in any CSV or XLSX a route answers, whatever the records hold', async () => {
  expect(rewritten, 'hostile values seeded').toBeGreaterThan(50);
  const routes = t.app.routeTable.map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
  const unprobed = routes.filter((r) => r.url.startsWith('/api/') && !(r.key in routeMatrix)).map((r) => r.key);
  const answered = new Map<string, number[]>();
  const spreadsheets = new Map<string, Seen>();
  const made = new Map<string, string[]>();

  async function record(c: Call, res: Answer) {
    answered.set(c.key, [...(answered.get(c.key) ?? []), res.statusCode]);
    const file = res.statusCode < 300 ? fileOf(res) : null;
    if (!file) return;
    const seen: Seen = spreadsheets.get(c.key) ?? { answers: 0, files: 0, cells: 0, heads: new Map(), live: [] };
    spreadsheets.set(c.key, seen);
    seen.answers++;
    const cells = sheetCellsOf(res.rawPayload, file);
    seen.files += new Set(cells.map((cell) => cell.part.split('!')[0])).size;
    seen.cells += cells.length;
    for (const cell of cells) {
      if (isLive(cell)) seen.live.push(`${c.method} ${c.url} ${cell.part}: ${JSON.stringify(cell.text).slice(0, 90)}`);
      const shown = cell.text.startsWith("'") ? cell.text.slice(1) : cell.text;
      const head = HOSTILE_HEADS.findIndex((h) => shown.startsWith(h));
      const format = cell.type === undefined ? 'csv' : 'xlsx';
      const heads = seen.heads.get(format) ?? seen.heads.set(format, new Set()).get(format)!;
      if (head >= 0) heads.add(HEAD_NAMES[head]!);
    }
  }

  // Export requests first: those that write in the background leave ids for the routes serving them.
  for (const r of routes.filter((r) => r.method !== 'GET' && /export/.test(r.url))) {
    for (const probe of probesOf(r.key)) {
      for (const params of paramSets(r.key, probe.params ? await probe.params(w) : {})) {
        for (const body of bodies(probe.body?.(w, 'managerA'))) {
          const c = { key: r.key, method: r.method, url: fillUrl(r.url, params) + (probe.query?.(w) ?? ''), body, probe };
          const res = await send(c);
          await record(c, res);
          const id = res.statusCode < 300 && /json/.test(String(res.headers['content-type'])) ? idIn(res.json()) : undefined;
          if (id) made.set(r.key, [...(made.get(r.key) ?? []), id]);
        }
      }
    }
  }
  for (const r of routes.filter((r) => r.method === 'GET')) {
    for (const probe of probesOf(r.key)) {
      const source = servedFrom[r.key];
      const sets = source ? (made.get(source) ?? []).map((id) => ({ id })) : paramSets(r.key, probe.params ? await probe.params(w) : {});
      for (const params of sets) {
        for (const query of queries(r.url, probe.query?.(w) ?? '')) {
          const c = { key: r.key, method: r.method, url: fillUrl(r.url, params) + query, probe };
          await record(c, source ? await whenWritten(c) : await send(c));
        }
      }
    }
  }

  const headsOf = (heads: Set<string> | undefined) => (heads ? HEAD_NAMES.filter((h) => heads.has(h)).join(' ') || 'none' : '');
  const table = [...spreadsheets].map(([key, s]) => ({
    route: key,
    answers: s.answers,
    files: s.files,
    cells: s.cells,
    csv: headsOf(s.heads.get('csv')),
    xlsx: headsOf(s.heads.get('xlsx')),
    live: s.live.length,
  }));
  console.log(`hostile values seeded: ${rewritten}; routes called: ${answered.size}; spreadsheet routes: ${table.length}`);
  console.table(table);

  expect(unprobed, 'API routes without a probe in testing/route-matrix.ts').toEqual([]);
  const unmade = Object.entries(servedFrom)
    .filter(([, source]) => !made.get(source)?.length)
    .map(([key, source]) => `${key} (from ${source})`);
  expect(unmade, 'background files no export request made').toEqual([]);
  expect(spreadsheets.size, 'routes answering a CSV, XLSX or ZIP').toBeGreaterThanOrEqual(SPREADSHEET_ROUTES_MIN);
  const neverServed = routes
    .filter((r) => /export/.test(r.url) && !(answered.get(r.key) ?? []).some((s) => s < 300))
    .map((r) => `${r.key} ${(answered.get(r.key) ?? []).join(',')}`);
  expect(neverServed, 'export routes that never answered 2xx').toEqual([]);
  // Each kind of file a route answered (the agency export's ZIP holds only CSVs) showed all six.
  const unfed = [...spreadsheets]
    .filter(([key]) => !(key in partlyFed))
    .flatMap(([key, s]) => [...s.heads].filter(([, heads]) => heads.size < HEAD_NAMES.length).map(([f, heads]) => `${key} ${f}: ${headsOf(heads)}`));
  expect(unfed, 'spreadsheet routes whose cells did not show every hostile head').toEqual([]);
  expect([...spreadsheets.values()].flatMap((s) => s.live).slice(0, 40), 'live cells').toEqual([]);
}, 300_000);
