import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { accounts, agencies, profiles } from '../../apps/server/src/db/schema/index.ts';
import { demoAccounts, demoAgency } from '../../apps/server/src/db/seed/demo-accounts.ts';
import { todayIso } from '../../apps/server/src/lib/dates.ts';
import { validateRequest } from '../../apps/server/src/modules/requests/validate-request.ts';
import { cpfOf, renavamOf } from '../registry-data.ts';
import { withoutSecondaryIndexes } from '../registry-data.ts';
import { createOtherAgencies, generateOrigins, managerEmailOf, staffEmailOf } from './agencies.ts';
import { generateGuias, generateQuotes, generateReportRuns, generateRequests } from './back-office.ts';
import { generateLedger } from './ledger.ts';
import { countsFor, dropPlan, LARGE, MONTHS, otherAgencyVehicles, writePlan, type AgencyPlan } from './plan.ts';
import { generateMonitoring, generatePlatformBilling } from './platform.ts';
import { generateOwnersAndVehicles, generateServiceHistory, generateServices } from './registry.ts';
import { generateActivities, generateAuditTrail } from './trail.ts';

export { managerEmailOf, staffEmailOf } from './agencies.ts';

export type WorldOptions = {
  /** 1 = the numbers (200,000 vehicles at the large agency); 0.005 makes a world for tests. */
  scale?: number;
  /** Agencies besides the large one (499 by default), each of 1,000–5,000 vehicles × scale. */
  otherAgencies?: number;
  log?: (s: string) => void;
};

export type WorldSummary = {
  largeAgencyId: string;
  /** Every generated login has the demo password (DEMO_PASSWORD). */
  logins: { large: { manager: string; staff: string }; others: { agencyId: string; manager: string; staff: string }[] };
  counts: Record<string, number>;
  timingsMs: Record<string, number>;
  generationMs: number;
};

/** The tables the world fills: their secondary indexes and foreign keys are built once, at the end. */
export const WORLD_TABLES = [
  'owners',
  'vehicles',
  'services',
  'service_movements',
  'service_documents',
  'inspections',
  'exigencias',
  'service_payments',
  'service_expenses',
  'quotes',
  'guias',
  'guia_items',
  'requests',
  'report_runs',
  'audit_events',
  'activities',
  'origins',
  'invoices',
  'payments',
  'subscription_changes',
  'monitoring_hourly',
  'monitoring_incidents',
];

const largeDispatcher = demoAccounts.find((a) => a.role === 'dispatcher')!;
const largeStaff = demoAccounts.find((a) => a.role === 'user' && a.inAgency)!;

/** True once a world was generated into the database (its first generated vehicle exists). */
export async function hasWorld(db: Db): Promise<boolean> {
  const res = (await db.execute(sql`select 1 from vehicles where id = md5('v1')::uuid limit 1`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

/**
 * Adds the five-year world on top of the demo seed (seedDemo must have run): the demo dispatcher's
 * agency becomes the large agency, and `otherAgencies` more agencies get proportional data.
 */
export async function generateWorld(db: Db, opts: WorldOptions = {}): Promise<WorldSummary> {
  const scale = opts.scale ?? 1;
  const otherCount = opts.otherAgencies ?? 499;
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const timingsMs: Record<string, number> = {};
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    timingsMs[name] = Math.round(performance.now() - t0);
    log(`${name}: ${(timingsMs[name]! / 1000).toFixed(1)} s`);
  };
  if (await hasWorld(db)) throw new Error('this database already holds the generated world');
  const today = todayIso();

  const agency = await db.query.agencies.findFirst({ where: eq(agencies.cnpj, demoAgency.cnpj) });
  if (!agency) throw new Error('the demo seed must run before the world is generated (seedDemo)');
  const manager = await db.query.profiles.findFirst({ where: and(eq(profiles.email, largeDispatcher.email), eq(profiles.agencyId, agency.id)) });
  const staff = await db.query.profiles.findFirst({ where: and(eq(profiles.email, largeStaff.email), eq(profiles.agencyId, agency.id)) });
  const credential = manager && (await db.query.accounts.findFirst({ where: eq(accounts.userId, manager.id) }));
  if (!manager || !staff || !credential?.password) throw new Error('the demo dispatcher and attendant are missing');

  const others = await (async () => {
    let created: Awaited<ReturnType<typeof createOtherAgencies>> = [];
    await step('agencies and logins', async () => (created = await createOtherAgencies(db, otherCount, today, credential.password!)));
    return created;
  })();

  // The large agency has been a client for the whole five years.
  const firstMonth = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  firstMonth.setUTCMonth(firstMonth.getUTCMonth() - (MONTHS - 1));
  const largeStartedOn = firstMonth.toISOString().slice(0, 10);
  await db
    .update(agencies)
    .set({ createdAt: new Date(`${largeStartedOn}T12:00:00Z`) })
    .where(eq(agencies.id, agency.id));

  const maxOf = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(query)) as unknown as { rows: { m: number | string | null }[] }).rows[0]?.m ?? 0);
  const spanDays = (from: string) => Math.round((Date.parse(today) - Date.parse(from)) / 86_400_000);
  const plans: AgencyPlan[] = [];
  let gBase = 0;
  let sBase = 0;
  const add = async (
    n: number,
    agencyId: string,
    vehicles: number,
    owners: number | undefined,
    startedOn: string,
    people: Pick<AgencyPlan, 'managerId' | 'managerName' | 'staffId' | 'staffName'>,
  ) => {
    const counts = countsFor(vehicles, owners);
    plans.push({
      n,
      agencyId,
      ...counts,
      gBase,
      sBase,
      startedOn,
      spanDays: spanDays(startedOn),
      ...people,
      serviceNumberBase: await maxOf(sql`select max(number) as m from services where agency_id = ${agencyId}`),
      paymentNumberBase: await maxOf(sql`select max(number) as m from service_payments where agency_id = ${agencyId}`),
      quoteNumberBase: await maxOf(sql`select max(number) as m from quotes where agency_id = ${agencyId}`),
      guiaNumberBase: await maxOf(sql`select max(number) as m from guias where agency_id = ${agencyId}`),
    });
    gBase += 2 * Math.max(counts.owners, Math.ceil(vehicles / 2));
    sBase += counts.services;
  };
  const largeVehicles = Math.max(2, 2 * Math.round((LARGE.vehicles * scale) / 2));
  await add(0, agency.id, largeVehicles, Math.round(LARGE.owners * scale), largeStartedOn, {
    managerId: manager.id,
    managerName: manager.name,
    staffId: staff.id,
    staffName: staff.name,
  });
  for (const o of others) await add(o.k, o.agencyId, otherAgencyVehicles(o.k, scale), undefined, o.startedOn, o);
  await writePlan(db, plans);

  const templates = requestTemplates();
  try {
    await withoutSecondaryIndexes(db, WORLD_TABLES, async () => {
      await step('origins', () => generateOrigins(db));
      await step('owners and vehicles', () => generateOwnersAndVehicles(db));
      await step('services', () => generateServices(db, today));
      // Statistics of the freshly filled tables, so the joins that follow (by primary key) are planned as such.
      await step('analyze', async () => {
        for (const table of ['owners', 'vehicles', 'services']) await db.execute(sql.raw(`analyze ${table}`));
      });
      await step('movements, checklists, vistorias, exigências', () => generateServiceHistory(db, today));
      await step('ledger', () => generateLedger(db, today));
      await step('quotes', () => generateQuotes(db, today));
      await step('guias', async () => {
        await db.execute(sql`analyze world_agencies`);
        await generateGuias(db, today);
      });
      await step('requests', () => generateRequests(db, templates));
      await step('report runs', () => generateReportRuns(db, today));
      await step('activities', () => generateActivities(db));
      await step('audit events', () => generateAuditTrail(db, today, log));
      await step('platform billing', () => generatePlatformBilling(db, today));
      // Platform-wide, so not proportional to agencies: a small world keeps a month of it.
      await step('monitoring', () => generateMonitoring(db, today, Math.max(1, Math.min(MONTHS, Math.round(MONTHS * scale)))));
      log('rebuilding indexes and foreign keys ...');
    });
    timingsMs['indexes and foreign keys'] = Math.round(performance.now() - started - Object.values(timingsMs).reduce((a, b) => a + b, 0));
    await step('vacuum analyze', async () => {
      for (const table of WORLD_TABLES) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
    });
  } finally {
    await dropPlan(db);
  }

  const counts: Record<string, number> = {};
  for (const table of [...WORLD_TABLES, 'agencies', 'profiles']) {
    counts[table] = Number(((await db.execute(sql.raw(`select count(*) as c from ${table}`))) as unknown as { rows: { c: number | string }[] }).rows[0]!.c);
  }
  return {
    largeAgencyId: agency.id,
    logins: {
      large: { manager: largeDispatcher.email, staff: largeStaff.email },
      others: others.map((o) => ({ agencyId: o.agencyId, manager: managerEmailOf(o.k), staff: staffEmailOf(o.k) })),
    },
    counts,
    timingsMs,
    generationMs: Math.round(performance.now() - started),
  };
}

/** Two request forms as the API stores them (validated): the generator swaps vehicle, owner and requester. */
function requestTemplates() {
  const requester = {
    nomeRequerente: demoAgency.name,
    cpfCnpjRequerente: '11.222.333/0001-81',
    enderecoRequerente: demoAgency.address,
    cepRequerente: '20071-002',
    telefoneRequerente: '(21) 98765-4321',
    emailRequerente: demoAgency.email,
  };
  const vehicle = {
    placaVeiculo: 'AAB1W00',
    chassi: '9BW00000000000001',
    renavam: renavamOf(1),
    marcaModelo: 'VW/Gol 1.0',
    anoFabricacao: '2015',
    anoModelo: '2016',
  };
  const informacao = validateRequest('informacao-venda', {
    ...requester,
    ...vehicle,
    finalidadeInformacao: 'Verificação de propriedade',
    tipoInformacao: 'Última comunicação de venda registrada',
    periodoConsulta: '6meses',
    declaracao: true,
  }).values;
  const certidao = validateRequest('certidao-propriedade', {
    ...requester,
    ...vehicle,
    finalidadeCertidao: 'Venda do veículo',
    tipoCertidao: 'Certidão de propriedade atual',
    numeroVias: '1',
    relacionamentoVeiculo: 'Procurador',
    nomeProprietario: 'José Silva',
    cpfCnpjProprietario: cpfOf(1).replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
    formaEntrega: 'Retirada presencial',
    declaracao: true,
  }).values;
  return { informacao, certidao };
}
