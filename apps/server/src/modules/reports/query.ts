import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ReportFilters } from '@despacha/domain/contracts/reports';
import type { ReportKind } from '@despacha/domain/reports/kinds';
import type { Db } from '../../db/client.ts';
import { origins, owners, services, vehicles } from '../../db/schema/index.ts';
import { stageIs } from '../../db/index-predicates.ts';
import { todayIso } from '../../lib/dates.ts';

// Which services a report reads (decision 026). "Opened in the period" is the service's
// created_at on the agency's calendar (America/Sao_Paulo), from the first day's midnight to the
// last day's end, so the index services(agency_id, created_at) bounds every query.

const dayStart = (iso: string) => sql`(${iso}::date::timestamp at time zone 'America/Sao_Paulo')`;
const nextDayStart = (iso: string) => sql`((${iso}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

/** The status a user sees: a service past its prazo and not completed is late (as the dashboard counts). */
export const effectiveStatusSql = (today: string) =>
  sql<string>`case when ${services.status} <> 'completed' and ${services.prazo} < ${today} then 'late' else ${services.status} end`;

function statusIs(status: ReportFilters['status'], today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === 'late') return sql`${services.status} <> 'completed' and ${services.prazo} < ${today}`;
  if (status === 'completed') return eq(services.status, 'completed');
  return sql`${services.status} = ${status} and (${services.prazo} is null or ${services.prazo} >= ${today})`;
}

/** DAP: the process cover says DAP. 0KM: a primeira licença, by its service type or by its cover. */
function kindIs(kind: ReportKind): SQL | undefined {
  if (kind === 'dap') return eq(services.capaProcesso, 'dap');
  if (kind === '0km') return sql`(${services.servico} = 'primeiro-emplacamento' or ${services.capaProcesso} = '1a_licenca')`;
  return undefined;
}

/** The WHERE of a report: the agency, the period, the kind's own rule, then each filter given. */
export function reportScope(agencyId: string, kind: ReportKind, f: ReportFilters, today = todayIso()): SQL {
  return and(
    eq(services.agencyId, agencyId),
    sql`${services.createdAt} >= ${dayStart(f.from)}`,
    sql`${services.createdAt} < ${nextDayStart(f.to)}`,
    kindIs(kind),
    f.originId ? eq(services.originId, f.originId) : undefined,
    f.servico ? eq(services.servico, f.servico) : undefined,
    f.etapa ? stageIs[f.etapa] : undefined,
    f.posicao ? eq(services.posicao, f.posicao) : undefined,
    statusIs(f.status, today),
    f.userId ? eq(services.createdBy, f.userId) : undefined,
  )!;
}

/** A fee "a confirmar" (null) adds nothing: the known part, as serviceMoney sums it (decision 078). */
const totalSql = sql`(coalesce(${services.valorCents}, 0) + ${services.honorariosCents} + ${services.duvidasCents} + ${services.extrasCents})`;
/**
 * Sums as serviceMoney computes each service: the balance never goes below zero (a credit is not
 * owed); the services whose fee is "a confirmar" are counted, for the totals to say so.
 */
const moneySums = {
  count: sql<string>`count(*)`,
  feesToConfirm: sql<string>`count(*) filter (where ${services.valorCents} is null)`,
  total: sql<string>`coalesce(sum(${totalSql}), 0)`,
  paid: sql<string>`coalesce(sum(${services.valorPagoCents}), 0)`,
  balance: sql<string>`coalesce(sum(greatest(${totalSql} - ${services.valorPagoCents}, 0)), 0)`,
};
const asNumbers = (r: { count: string; feesToConfirm: string; total: string; paid: string; balance: string } | undefined) => ({
  count: Number(r?.count ?? 0),
  feesToConfirm: Number(r?.feesToConfirm ?? 0),
  total: Number(r?.total ?? 0),
  paid: Number(r?.paid ?? 0),
  balance: Number(r?.balance ?? 0),
});

/**
 * A report's totals, and the first number of its services: its batches read from there and ask for
 * no more rows than are left, so that no index walk by number goes past the period's services into
 * the agency's others (decision 026).
 */
export async function scopeTotals(db: Db, scope: SQL) {
  const [row] = await db
    .select({ ...moneySums, firstNumber: sql<number | null>`min(${services.number})` })
    .from(services)
    .where(scope);
  return { ...asNumbers(row), firstNumber: Number(row?.firstNumber ?? 0) };
}

export type ServiceRow = {
  number: number;
  ownerName: string;
  document: string;
  plate: string;
  renavam: string;
  servico: string;
  posicao: string;
  status: string;
  prazo: string | null;
  openedOn: string;
  completedOn: string | null;
  /** The DETRAN fee; null: "a confirmar", left out of `total`. */
  valor: number | null;
  total: number;
  valorPago: number;
};

/** The fields of a ServiceRow, in the order serviceBatch's JSON arrays hold them. */
const serviceRowKeys = [
  'number',
  'ownerName',
  'document',
  'plate',
  'renavam',
  'servico',
  'posicao',
  'status',
  'prazo',
  'openedOn',
  'completedOn',
  'valor',
  'total',
  'valorPago',
] as const satisfies readonly (keyof ServiceRow)[];
type ValuesOf<K extends readonly (keyof ServiceRow)[]> = { -readonly [I in keyof K]: K[I] extends keyof ServiceRow ? ServiceRow[K[I]] : never };
type ServiceRowValues = ValuesOf<typeof serviceRowKeys>;

/**
 * One keyset batch of services in the period, by service number (unique per agency and the order
 * a clerk knows), after `afterNumber`: each batch is a short query of its own, so an export never
 * holds a transaction (PGlite has one connection) nor more than `size` rows. The batch comes back
 * as one JSON text: PGlite parses a result field by field in JavaScript, which cost twice as much
 * as PostgreSQL building the JSON and V8 parsing it. Each row is an array, not an object: the
 * field names written and parsed 1,000 times a batch cost 13 % of the query (130 against 150 ms
 * for 10,000 rows, warm).
 */
export async function serviceBatch(db: Db, scope: SQL, afterNumber: number, size: number): Promise<ServiceRow[]> {
  const batch = db
    .select({
      number: sql`${services.number}`.as('number'),
      ownerName: sql`${owners.nome}`.as('ownerName'),
      document: sql`case when ${owners.cnpj} <> '' then ${owners.cnpj} else ${owners.cpf} end`.as('document'),
      plate: sql`${vehicles.placa}`.as('plate'),
      renavam: sql`${vehicles.renavam}`.as('renavam'),
      servico: sql`${services.servico}`.as('servico'),
      posicao: sql`${services.posicao}`.as('posicao'),
      status: sql`${services.status}`.as('status'),
      prazo: sql`${services.prazo}::text`.as('prazo'),
      openedOn: sql`to_char(${services.createdAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`.as('openedOn'),
      completedOn: sql`to_char(${services.completedAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`.as('completedOn'),
      valor: sql`${services.valorCents}`.as('valor'),
      total: sql`${totalSql}`.as('total'),
      valorPago: sql`${services.valorPagoCents}`.as('valorPago'),
    } satisfies Record<(typeof serviceRowKeys)[number], unknown>)
    .from(services)
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
    .where(and(scope, gt(services.number, afterNumber)))
    .orderBy(asc(services.number))
    .limit(size)
    .as('batch');
  const fields = sql.join(
    serviceRowKeys.map((k) => sql`${batch[k]}`),
    sql`, `,
  );
  const [row] = await db.select({ json: sql<string | null>`json_agg(json_build_array(${fields}) order by "batch"."number")::text` }).from(batch);
  if (!row?.json) return [];
  // A literal object: one shape for every row, as V8 likes it, in serviceRowKeys' order.
  return (JSON.parse(row.json) as ServiceRowValues[]).map(
    ([number, ownerName, document, plate, renavam, servico, posicao, status, prazo, openedOn, completedOn, valor, total, valorPago]) => ({
      number,
      ownerName,
      document,
      plate,
      renavam,
      servico,
      posicao,
      status,
      prazo,
      openedOn,
      completedOn,
      valor,
      total,
      valorPago,
    }),
  );
}

/** POR ORIGEM: one row per origin that sent a service in the period, the services without one last. */
export async function originGroups(db: Db, agencyId: string, scope: SQL) {
  const rows = await db
    .select({ originId: services.originId, name: origins.nomeEmpresa, cnpj: origins.cnpj, ...moneySums })
    .from(services)
    .leftJoin(origins, and(eq(origins.agencyId, agencyId), eq(origins.id, services.originId)))
    .where(scope)
    .groupBy(services.originId, origins.nomeEmpresa, origins.cnpj)
    .orderBy(sql`${origins.nomeEmpresa} is null`, asc(origins.nomeEmpresa), asc(services.originId));
  return rows.map((r) => ({ originId: r.originId, name: r.name, cnpj: r.cnpj ?? '', ...asNumbers(r) }));
}

/** Services per week (Monday, agency calendar) and shown status, for the chart. */
export async function weeklyStatusCounts(db: Db, scope: SQL, today = todayIso()) {
  const week = sql<string>`to_char(date_trunc('week', ${services.createdAt} at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD')`;
  const status = effectiveStatusSql(today);
  const rows = await db
    .select({ week, status, count: sql<string>`count(*)` })
    .from(services)
    .where(scope)
    .groupBy(sql`1`, sql`2`);
  return rows.map((r) => ({ week: r.week, status: r.status, count: Number(r.count) }));
}
