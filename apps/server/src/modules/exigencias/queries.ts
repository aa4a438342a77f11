import { and, asc, desc, eq, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { labelOf } from '@despacha/domain/options/option';
import { EXIGENCIA_PAGE_SIZE, isLate, type ExigenciaStatus, type QueueFilter } from '@despacha/domain/exigencias/rules';
import type {
  ExigenciaListResponse,
  ExigenciaRow,
  ExigenciaServiceOption,
  ExigenciaSummaryResponse,
  ResponsibleOption,
} from '@despacha/domain/exigencias/contracts';
import { normalizePlate, toMercosulPlate } from '@despacha/domain/validators/plate';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { exigencias, fieldOptions, owners, profiles, serviceDocuments, services, vehicles } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { containing } from '../../lib/sql.ts';
import { perDatabase } from '../../lib/raw-statement.ts';
import { isUuid } from '../../lib/tenant.ts';
import { openExigencia as isOpen, serviceInExigencia } from '../registry/public.ts';

const serviceLabel = sql<string>`coalesce(${fieldOptions.optionLabel}, ${services.servico})`;

// Names and the type's label as scalar subqueries, not joins: with three more profiles and the
// select list joined, PostgreSQL spent 11 ms planning this statement to run it in 2 (decision 047).
const profileName = (id: AnyPgColumn) => sql<string | null>`(select p.name from ${profiles} p where p.id = ${id})`;
const typeLabel = sql<string>`coalesce((select fo.option_label from ${fieldOptions} fo where fo.field_name = 'service_type' and fo.option_value = ${services.servico}), ${services.servico})`;
/** The items of the exigência's service the checklist marks received, over service_documents' key. */
const receivedItems = sql<string[]>`array(select sd.item from ${serviceDocuments} sd
  where sd.agency_id = ${exigencias.agencyId} and sd.service_id = ${exigencias.serviceId} and sd.received)`;

/**
 * Rows of the queue (or of one service's history) with everything the screen shows, the received
 * marks included, and `total` on each (the queue's count, run once as an init plan): one statement,
 * one round trip. The caller adds the agency's where.
 */
function selectRows(db: Db, today: Value, total = sql<number>`0`) {
  return db
    .select({
      e: exigencias,
      number: services.number,
      placa: vehicles.placa,
      ownerName: owners.nome,
      servico: typeLabel,
      daysOpen: sql<number>`(coalesce(${exigencias.returnedOn}, ${today}::date) - ${exigencias.raisedOn})::int`,
      responsibleName: profileName(exigencias.responsibleId),
      createdByName: profileName(exigencias.createdBy),
      returnedByName: profileName(exigencias.returnedBy),
      receivedItems,
      total,
    })
    .from(exigencias)
    .innerJoin(services, and(eq(services.agencyId, exigencias.agencyId), eq(services.id, exigencias.serviceId)))
    .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The demanded items with their received mark. */
function toRows(today: string, rows: Selected[]): ExigenciaRow[] {
  return rows.map(({ e, receivedItems: received, total: _total, ...r }) => ({
    id: e.id,
    serviceId: e.serviceId,
    number: r.number,
    placa: r.placa,
    ownerName: r.ownerName,
    servico: r.servico,
    demand: e.demand,
    items: e.items.map((item) => ({ item, label: labelOf(documentChecklist, item, item), received: received.includes(item) })),
    raisedOn: e.raisedOn,
    deadline: e.deadline,
    daysOpen: Number(r.daysOpen),
    late: isLate(e.status as ExigenciaStatus, e.deadline, today),
    responsibleId: e.responsibleId,
    responsibleName: r.responsibleName ?? '',
    status: e.status as ExigenciaStatus,
    returnedOn: e.returnedOn,
    returnNote: e.returnNote,
    createdByName: r.createdByName ?? '',
    returnedByName: r.returnedByName ?? '',
  }));
}

/** A name is searched by index from this many characters: the trigram index serves no shorter pattern. */
const NAME_MIN = 3;

type Terms = { number: number | null; plate: string | null; name: string };

/** What a search box's text can be: a service number, part of a plate, part of an owner's name. */
function searchTerms(q: string): Terms | null {
  const term = q.trim();
  if (!term) return null;
  const plate = normalizePlate(term);
  return { number: /^\d{1,9}$/.test(term) ? Number(term) : null, plate: plate.length >= 3 ? plate : null, name: searchKey(term) };
}

/**
 * The ids of the agency's services the terms find, one select per kind over its own index
 * (number: services_number_uq; plate: vehicles_placa_trgm; name: owners_search_name_trgm), as a
 * union for `id in (...)`. With `newest`, each kind keeps only its newest services: a lookup that
 * shows the newest ten needs at most ten of each. A name shorter than NAME_MIN is left out.
 */
function matchingServiceIds(agencyId: string, t: Terms, newest?: number): SQL | null {
  const bounded = (select: SQL) => (newest ? sql`(${select} order by s.number desc limit ${newest})` : sql`(${select})`);
  const kinds: SQL[] = [];
  if (t.number !== null) kinds.push(sql`(select s.id from ${services} s where s.agency_id = ${agencyId} and s.number = ${t.number})`);
  if (t.plate) {
    kinds.push(
      bounded(sql`select s.id from ${vehicles} v join ${services} s on s.agency_id = v.agency_id and s.vehicle_id = v.id
        where v.agency_id = ${agencyId} and (v.placa_mercosul ilike ${containing(toMercosulPlate(t.plate))} or v.placa ilike ${containing(t.plate)})`),
    );
  }
  if (t.name.length >= NAME_MIN) {
    kinds.push(
      bounded(sql`select s.id from ${owners} o join ${services} s on s.agency_id = o.agency_id and s.owner_id = o.id
        where o.agency_id = ${agencyId} and o.search_name ilike ${containing(t.name)}`),
    );
  }
  return kinds.length ? sql.join(kinds, sql` union all `) : null;
}

/**
 * The queue's search: the exigências whose service matches. Over the whole history (returned or
 * all), which grows with the years, a name of NAME_MIN characters or more goes through the indexes
 * (matchingServiceIds). Otherwise each exigência's own service, vehicle and owner are checked
 * (`offset 0` keeps the planner from joining the agency's every service first): that costs what
 * the filter holds, a few hundred open ones, and keeps a short name searchable.
 */
function queueSearch(agencyId: string, t: Terms, history: boolean): SQL {
  if (history && t.name.length >= NAME_MIN) return sql`${exigencias.serviceId} in (${matchingServiceIds(agencyId, t)})`;
  const kinds: SQL[] = [sql`o.search_name ilike ${containing(t.name)}`];
  if (t.number !== null) kinds.push(sql`s.number = ${t.number}`);
  if (t.plate) kinds.push(sql`v.placa_mercosul ilike ${containing(toMercosulPlate(t.plate))}`, sql`v.placa ilike ${containing(t.plate)}`);
  return sql`exists (select 1 from ${services} s
    join ${vehicles} v on v.agency_id = s.agency_id and v.id = s.vehicle_id
    join ${owners} o on o.agency_id = s.agency_id and o.id = s.owner_id
    where s.agency_id = ${agencyId} and s.id = ${exigencias.serviceId} and (${sql.join(kinds, sql` or `)}) offset 0)`;
}

// Open (registry/in-exigencia.ts, the one definition) and returned are written out, not bound: the planner
// matches them to the queue's indexes.

function statusCondition(status: QueueFilter, today: Value): SQL | undefined {
  switch (status) {
    case 'open':
      return isOpen;
    case 'late':
      return and(isOpen, lt(exigencias.deadline, today as string));
    case 'returned':
      return sql`${exigencias.status} = 'returned'`;
    case 'all':
      return undefined;
  }
}

export type ListFilters = { status: QueueFilter; responsible: string; q: string; page: number };

/** A value of the statement, or the placeholder it is bound to when the statement is prepared. */
type Value = string | number | Placeholder;
type QueueValues = { agencyId: Value; today: Value; responsible: Value | null; offset: Value; terms: Terms | null };

/**
 * The queue: open ones by deadline (late first, no deadline last), returned ones latest first.
 * Pages over exigencias_queue_order_idx / exigencias_returned_idx, and a search first finds the
 * matching services by index: neither the page nor the count reads the agency's other services.
 * The count reads exigencias alone: every one has its service, and every service its vehicle and
 * owner (foreign keys). The page's ids (exigencias and, for the order's last tie, the service's
 * number) and the count are subqueries of the statement that reads what the screen shows of those
 * fifty only.
 */
function queueQuery(db: Db, status: QueueFilter, v: QueueValues) {
  const where = and(
    eq(exigencias.agencyId, v.agencyId as string),
    statusCondition(status, v.today),
    v.responsible !== null ? eq(exigencias.responsibleId, v.responsible as string) : undefined,
    // A search is never prepared: its terms are values of the statement's text.
    v.terms ? queueSearch(v.agencyId as string, v.terms, status === 'returned' || status === 'all') : undefined,
  );
  const order =
    status === 'returned'
      ? [desc(exigencias.returnedOn), desc(exigencias.createdAt), desc(exigencias.id)]
      : [desc(isOpen), sql`${exigencias.deadline} asc nulls last`, asc(exigencias.raisedOn), asc(services.number)];
  const pageIds = db
    .select({ id: exigencias.id })
    .from(exigencias)
    .innerJoin(services, and(eq(services.agencyId, exigencias.agencyId), eq(services.id, exigencias.serviceId)))
    .where(where)
    .orderBy(...order)
    .limit(EXIGENCIA_PAGE_SIZE)
    .offset(v.offset as number);
  const count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(exigencias)
    .where(where);
  const rows = selectRows(db, v.today, sql<number>`(${count})`)
    .where(and(eq(exigencias.agencyId, v.agencyId as string), inArray(exigencias.id, pageIds)))
    .orderBy(...order);
  return { rows, count };
}

/**
 * The queue without a search, built once per database handle and filter (status, by responsible
 * or not) and prepared: building the statement through drizzle was ~15 % of the request's CPU
 * and a share of its garbage, for the same text every time.
 */
const preparedQueues = perDatabase((db) => {
  const byShape = new Map<string, ReturnType<ReturnType<typeof queueQuery>['rows']['prepare']>>();
  return (status: QueueFilter, byResponsible: boolean) => {
    const name = `exigencias_queue_${status}${byResponsible ? '_by_responsible' : ''}`;
    let prepared = byShape.get(name);
    if (!prepared) {
      const values = { agencyId: sql.placeholder('agencyId'), today: sql.placeholder('today'), offset: sql.placeholder('offset') };
      prepared = queueQuery(db, status, { ...values, responsible: byResponsible ? sql.placeholder('responsible') : null, terms: null }).rows.prepare(name);
      byShape.set(name, prepared);
    }
    return prepared;
  };
});

export async function listExigencias(db: Db, agencyId: string, f: ListFilters): Promise<ExigenciaListResponse> {
  const today = todayIso();
  const terms = searchTerms(f.q);
  const values = { agencyId, today, responsible: f.responsible || null, offset: (f.page - 1) * EXIGENCIA_PAGE_SIZE, terms };
  const query = () => queueQuery(db, f.status, values);
  const rows = terms ? await query().rows : await preparedQueues(db)(f.status, Boolean(f.responsible)).execute(values);
  // An empty first page is an empty queue; only a page past the end asks for the count alone.
  const total = rows.length ? Number(rows[0]!.total) : f.page === 1 ? 0 : Number((await query().count)[0]?.n ?? 0);
  return { total, pageSize: EXIGENCIA_PAGE_SIZE, items: toRows(today, rows) };
}

/** One service's exigências, latest first. */
export async function exigenciasOfService(db: Db, agencyId: string, serviceId: string): Promise<ExigenciaRow[]> {
  const today = todayIso();
  const rows = await selectRows(db, today)
    .where(and(eq(exigencias.agencyId, agencyId), eq(exigencias.serviceId, serviceId)))
    .orderBy(desc(exigencias.raisedOn), desc(exigencias.createdAt));
  return toRows(today, rows);
}

/** The dashboard card: open exigências and, among them, those past their deadline. */
export async function exigenciaSummary(db: Db, agencyId: string): Promise<ExigenciaSummaryResponse> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      late: sql<number>`count(*) filter (where ${exigencias.deadline} < ${todayIso()}::date)::int`,
    })
    .from(exigencias)
    .where(and(eq(exigencias.agencyId, agencyId), isOpen));
  return { open: Number(row?.open ?? 0), late: Number(row?.late ?? 0) };
}

const serviceColumns = {
  id: services.id,
  number: services.number,
  placa: vehicles.placa,
  ownerName: owners.nome,
  servico: serviceLabel,
  posicao: services.posicao,
  openExigencia: sql<boolean>`${serviceInExigencia}`,
};

function selectServices(db: Db) {
  return db
    .select(serviceColumns)
    .from(services)
    .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .leftJoin(fieldOptions, and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, services.servico)))
    .$dynamic();
}

const LOOKUP_LIMIT = 10;

/**
 * "Registrar exigência": services found by number, plate or owner, newest first. Each kind reads
 * at most its newest ten over its index; a name needs NAME_MIN characters (a shorter one would
 * have to read every service of the agency to find none).
 */
export async function lookupServices(db: Db, agencyId: string, q: string): Promise<ExigenciaServiceOption[]> {
  const terms = searchTerms(q);
  const matching = terms && matchingServiceIds(agencyId, terms, LOOKUP_LIMIT);
  if (!matching) return [];
  const rows = await selectServices(db)
    .where(and(eq(services.agencyId, agencyId), sql`${services.id} in (${matching})`))
    .orderBy(desc(services.number))
    .limit(LOOKUP_LIMIT);
  return rows.map((r) => ({ ...r, openExigencia: Boolean(r.openExigencia) }));
}

export async function serviceOption(db: Db, agencyId: string, serviceId: string): Promise<ExigenciaServiceOption | null> {
  if (!isUuid(serviceId)) return null;
  const [row] = await selectServices(db).where(and(eq(services.agencyId, agencyId), eq(services.id, serviceId)));
  return row ? { ...row, openExigencia: Boolean(row.openExigencia) } : null;
}

/** Who may be responsible: the agency's active users, by name. */
export async function responsibleOptions(db: Db, agencyId: string): Promise<ResponsibleOption[]> {
  return db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.agencyId, agencyId), eq(profiles.active, true)))
    .orderBy(asc(profiles.name));
}
