// Which GET routes the route bench measures, as whom, with what parameters: every GET route of
// the app's own route table (bench/loop-probe.mjs reads it) is measured or skipped with its reason
// here. A route with a :param this file cannot fill fails the bench: a new route cannot slip by.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import type { RouteKey } from '../apps/server/src/route-table.ts';
import { demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { agencyToday, weekOf } from '@despacha/domain/agency-calendar';

export type Caller = 'manager' | 'admin' | 'anonymous';
export type Planned = { route: string; path: string; as: Caller; enforced: boolean };
export type Skipped = { route: string; reason: string };

const LONG_WORK = 'file, PDF or export: long work, measured by the PDF and report benches';

/** Skipped routes, each with its reason; checked in order against `GET url`. */
const SKIPS: [RegExp, string][] = [
  [/^\/api\/auth\/\*$/, "better-auth's wildcard: its reads are session checks, which /api/me stands for"],
  [/^\/metrics$/, 'scraped with the metrics token by monitoring, not a screen'],
  [/^\/(acompanhar|orcamento)\/\*$/, 'catch-all for malformed links, answers 404'],
  [/\/api\/invoices\/:invoiceId\/pix$/, "PIX code of an invoice: needs the platform's PIX settings, renders a QR code"],
  [/(\.pdf|\/pdf|\/download|\/export|\/reports\/:kind)$/, LONG_WORK],
  [/^\/api\/files\/:id$/, LONG_WORK],
  // Importar dados' files (decision 060): the refused rows and the empty templates, written as XLSX.
  [/^\/api\/imports\/(:id\/errors\.xlsx|templates\/:kind)$/, LONG_WORK],
  // NFS-e (decision 073): the bench's world issues none (there is no Sefin to authorise one).
  [/^\/api\/nfse\/:id\/xml$/, 'XML of an authorised NFS-e: the bench world has none (no Sefin); one stored text read by its key'],
  // The month's authorised XMLs (decision 075): a file, and the bench world has no authorised NFS-e (404).
  [/^\/api\/nfse\/xml\.zip$/, LONG_WORK],
];

/** Reads without a screen behind them, reported against the budgets but not held to them. */
const REPORTED_ONLY = new Set(['/api/health']);

/**
 * Screens still over budget at the five-year volume, each with its figure and why (issue 31):
 * reported, not held, until their fix lands; a listed route that meets its budget says so, so the
 * list only shrinks. Written by hand, never by a run. "GET /x" is over on both databases;
 * "GET /x on PGlite" (or "on PostgreSQL") on that one only, and the route is held on the other.
 */
export const KNOWN_OVER: Record<string, string> = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'routes-over-budget.json'), 'utf8')) as { routes: Record<string, string> }
).routes;

/** Why `route` is not held on `database`, or undefined when it is. */
export const knownOver = (route: string, database: 'PostgreSQL' | 'PGlite'): string | undefined => KNOWN_OVER[route] ?? KNOWN_OVER[`${route} on ${database}`];

/** Public pages a customer opens from a link: no session. */
const ANONYMOUS = new Set(['/api/health', '/api/public-settings', '/acompanhar/:token', '/orcamento/:token']);

/** The query string each screen sends on its first load (the web's defaults, on the agency's calendar). */
function firstQuery(url: string, rows: WorldRows): string {
  // São Paulo's day, as the screens ask: the machine's UTC day is already tomorrow from 21:00 there,
  // and would measure a quiet day's caixa and the wrong week.
  const today = agencyToday();
  const week = weekOf(today);
  const queries: Record<string, string> = {
    '/api/agenda': `?from=${week.from}&to=${week.to}`,
    // The late deadlines' second page: the first "Carregar mais" under the agenda's 25.
    '/api/agenda/late': '?kind=deadlines&offset=25',
    '/api/caixa': `?from=${today}&to=${today}`,
    '/api/guias': '?kind=geral',
    '/api/guias/candidates': '?kind=geral',
    '/api/exigencias': '?status=all',
    // Notas fiscais opens on every month, newest first (decision 075).
    '/api/nfse': '?by=competencia&sort=issued&dir=desc',
    '/api/exigencias/services': '?q=1',
    // Licenciamentos on its whole year (every final due; decision 084): its default, this month and
    // the next, may hold no due final at all (November and December on 2026's calendar).
    '/api/licensing': `?year=${today.slice(0, 4)}`,
    // Licenciamentos asks for its page's last reminders (decision 066): one vehicle stands for the page's fifty probes.
    '/api/licensing/reminders/last': `?ids=${rows.vehicle ?? ''}`,
    '/api/registry/search': '?q=silva',
    '/api/library/services': '?q=silva',
    '/api/origins': '?q=',
    '/api/admin/clients': '?page=1',
    '/api/admin/billing/invoices': '?page=1',
    '/api/admin/billing/period-summary': `?from=${today.slice(0, 8)}01&to=${today}`,
    '/api/report-runs': '?page=1',
    // Comissões opens on the current month of the origin the user picks: the one bringing the most services.
    '/api/commissions': `?originId=${rows.commissionOrigin ?? rows.origin}`,
  };
  return queries[url] ?? '';
}

/** The rows the parameters name: the large agency's newest of each, read before the server starts. */
export type WorldRows = Record<string, string | null>;

export async function readWorldRows(o: { dataDir: string; databaseUrl?: string }): Promise<WorldRows> {
  const config = loadConfig({ DATA_DIR: o.dataDir });
  const database = await openDatabase({ databaseUrl: o.databaseUrl, pgliteDir: o.databaseUrl ? null : config.pgliteDir });
  const manager = demoAccounts.find((a) => a.role === 'dispatcher')!.email;
  const one = async (query: ReturnType<typeof sql>) => {
    const { rows } = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return rows[0] ? String(Object.values(rows[0])[0]) : null;
  };
  try {
    const agencyId = await one(sql`select agency_id from profiles where email = ${manager}`);
    const newest = (table: string, extra = '') =>
      one(sql.raw(`select id from ${table} where agency_id = '${agencyId}' ${extra} order by created_at desc, id limit 1`));
    const service = await newest('services');
    return {
      agencyId,
      managerUserId: await one(sql`select id from profiles where email = ${manager}`),
      planId: await one(sql`select plan_id from agencies where id = ${agencyId}`),
      service,
      owner: await one(sql`select owner_id from services where id = ${service}`),
      vehicle: await one(sql`select vehicle_id from services where id = ${service}`),
      origin: await newest('origins'),
      commissionOrigin: await one(
        sql`select origin_id from services where agency_id = ${agencyId} and origin_id is not null group by origin_id order by count(*) desc, origin_id limit 1`,
      ),
      request: await newest('requests'),
      quote: await newest('quotes'),
      // Only an accepted quote has a conversion to show; any other answers 409.
      acceptedQuote: await newest('quotes', "and status = 'aceito'"),
      guia: await newest('guias'),
      reportRun: await newest('report_runs', "and status = 'done'"),
      exigenciaService: await one(
        sql`select service_id from exigencias where agency_id = ${agencyId} and returned_on is null order by created_at desc limit 1`,
      ),
      // The vehicle with the longest history: Cadastro opened on five years of one vehicle's services.
      historyVehicle: await one(
        sql`select vehicle_id from services where agency_id = ${agencyId} group by vehicle_id order by count(*) desc, vehicle_id limit 1`,
      ),
      // The catalog's type with the longest fee history: an admin's "Histórico de alterações".
      serviceType:
        (await one(sql`select service_type from service_catalog_fee_history group by service_type order by count(*) desc, service_type limit 1`)) ??
        'licenciamento',
    };
  } finally {
    await database.close();
  }
}

/** Calls to the running server that make what the world may lack (links are stored hashed). */
export type Maker = (what: 'trackingToken' | 'quoteToken' | 'guia' | 'reportRun' | 'importRun', rows: WorldRows) => Promise<string>;

/** What fills each :param of a route: a row of the world, or a maker's answer. */
function paramSource(url: string, param: string): keyof WorldRows | 'trackingToken' | 'quoteToken' | 'importRun' | undefined {
  if (url.startsWith('/api/services/:id')) return param === 'id' ? 'service' : undefined;
  if (url.startsWith('/api/exigencias/services/:id')) return 'exigenciaService';
  if (url === '/api/quotes/:id/conversion') return 'acceptedQuote';
  const byPrefix: [string, keyof WorldRows | 'trackingToken' | 'quoteToken' | 'importRun'][] = [
    ['/api/owners/', 'owner'],
    ['/api/vehicles/', 'vehicle'],
    ['/api/origins/', 'origin'],
    ['/api/requests/', 'request'],
    ['/api/quotes/', 'quote'],
    ['/api/guias/', 'guia'],
    ['/api/report-runs/', 'reportRun'],
    ['/api/agencies/', 'agencyId'],
    ['/api/admin/clients/', 'agencyId'],
    ['/api/admin/users/', 'managerUserId'],
    ['/api/admin/plans/', 'planId'],
    ['/api/admin/service-catalog/', 'serviceType'],
    ['/api/imports/', 'importRun'],
    ['/acompanhar/', 'trackingToken'],
    ['/orcamento/', 'quoteToken'],
  ];
  return byPrefix.find(([prefix]) => url.startsWith(prefix))?.[1];
}

/** Every GET route of the table, planned or skipped; throws on a route it cannot fill. */
export async function planRoutes(
  table: RouteKey[],
  rows: WorldRows,
  make: Maker,
  database: 'PostgreSQL' | 'PGlite',
): Promise<{ planned: Planned[]; skipped: Skipped[] }> {
  const planned: Planned[] = [];
  const skipped: Skipped[] = [];
  const unfillable: string[] = [];
  let staticFiles = 0;
  for (const { url } of table.filter((r) => r.method === 'GET')) {
    const route = `GET ${url}`;
    // The web build, each file a route of its own: served from memory, measured by Lighthouse.
    if (!/^\/(api|acompanhar|orcamento|metrics)(\/|$)/.test(url)) {
      staticFiles++;
      continue;
    }
    const skip = SKIPS.find(([pattern]) => pattern.test(url));
    if (skip) {
      skipped.push({ route, reason: skip[1] });
      continue;
    }
    let path = url;
    for (const [, param] of url.matchAll(/:([A-Za-z]+)/g)) {
      const source = paramSource(url, param!);
      let value: string | null = null;
      if (source === 'trackingToken' || source === 'quoteToken' || source === 'guia' || source === 'reportRun' || source === 'importRun')
        value = rows[source] ?? (rows[source] = await make(source, rows));
      else if (source) value = rows[source] ?? null;
      if (!value) {
        unfillable.push(`${route} (:${param}${source ? `: the world has no ${source}` : ': no rule in bench/route-params.ts'})`);
        break;
      }
      path = path.replace(`:${param}`, encodeURIComponent(value));
    }
    if (path.includes(':') || path.includes('*')) continue;
    const as: Caller = ANONYMOUS.has(url) ? 'anonymous' : url.startsWith('/api/admin/') ? 'admin' : 'manager';
    planned.push({ route, path: path + firstQuery(url, rows), as, enforced: !REPORTED_ONLY.has(url) && knownOver(route, database) === undefined });
  }
  if (unfillable.length) throw new Error(`the route bench cannot fill these routes' parameters:\n  ${unfillable.join('\n  ')}`);
  if (staticFiles) skipped.push({ route: `GET ${staticFiles} files of the web build`, reason: 'static files served from memory: measured by Lighthouse' });
  return { planned, skipped };
}
