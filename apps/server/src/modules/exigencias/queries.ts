import { aliasedTable, and, asc, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { labelOf } from '@despacha/domain/options/option';
import { EXIGENCIA_PAGE_SIZE, isLate, type ExigenciaStatus, type QueueFilter } from '@despacha/domain/exigencias/rules';
import type { ExigenciaListResponse, ExigenciaRow, ExigenciaServiceOption, ExigenciaSummaryResponse, ResponsibleOption } from '@despacha/domain/exigencias/contracts';
import { normalizePlate, toMercosulPlate } from '@despacha/domain/validators/plate';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { exigencias, fieldOptions, owners, profiles, serviceDocuments, services, vehicles } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { containing } from '../../lib/sql.ts';
import { isUuid } from '../../lib/tenant.ts';

const responsible = aliasedTable(profiles, 'responsible');
const creator = aliasedTable(profiles, 'creator');
const returner = aliasedTable(profiles, 'returner');

const serviceLabel = sql<string>`coalesce(${fieldOptions.optionLabel}, ${services.servico})`;
/** Rows of the queue (or of one service's history) with everything the screen shows; the caller adds the agency's where. */
function selectRows(db: Db, today: string) {
  return db
    .select({
      e: exigencias,
      number: services.number,
      placa: vehicles.placa,
      ownerName: owners.nome,
      servico: serviceLabel,
      daysOpen: sql<number>`(coalesce(${exigencias.returnedOn}, ${today}::date) - ${exigencias.raisedOn})::int`,
      responsibleName: responsible.name,
      createdByName: creator.name,
      returnedByName: returner.name,
    })
    .from(exigencias)
    .innerJoin(services, and(eq(services.agencyId, exigencias.agencyId), eq(services.id, exigencias.serviceId)))
    .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .leftJoin(fieldOptions, and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, services.servico)))
    .leftJoin(responsible, eq(responsible.id, exigencias.responsibleId))
    .leftJoin(creator, eq(creator.id, exigencias.createdBy))
    .leftJoin(returner, eq(returner.id, exigencias.returnedBy))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The demanded items with their received mark, read from the services' checklists. */
async function toRows(db: Db, agencyId: string, today: string, rows: Selected[]): Promise<ExigenciaRow[]> {
  const serviceIds = [...new Set(rows.map((r) => r.e.serviceId))];
  const docs = serviceIds.length
    ? await db
        .select({ serviceId: serviceDocuments.serviceId, item: serviceDocuments.item, received: serviceDocuments.received })
        .from(serviceDocuments)
        .where(and(eq(serviceDocuments.agencyId, agencyId), inArray(serviceDocuments.serviceId, serviceIds)))
    : [];
  const received = new Set(docs.filter((d) => d.received).map((d) => `${d.serviceId}/${d.item}`));
  return rows.map(({ e, ...r }) => ({
    id: e.id,
    serviceId: e.serviceId,
    number: r.number,
    placa: r.placa,
    ownerName: r.ownerName,
    servico: r.servico,
    demand: e.demand,
    items: e.items.map((item) => ({ item, label: labelOf(documentChecklist, item, item), received: received.has(`${e.serviceId}/${item}`) })),
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

/** The number, plate or owner name a search box holds, as one condition. */
function searchCondition(q: string): SQL | undefined {
  const term = q.trim();
  if (!term) return undefined;
  const conditions: (SQL | undefined)[] = [ilike(owners.searchName, containing(searchKey(term)))];
  if (/^\d{1,9}$/.test(term)) conditions.push(eq(services.number, Number(term)));
  const plate = normalizePlate(term);
  if (plate.length >= 3) conditions.push(ilike(vehicles.placaMercosul, containing(toMercosulPlate(plate))), ilike(vehicles.placa, containing(plate)));
  return or(...conditions);
}

function statusCondition(status: QueueFilter, today: string): SQL | undefined {
  switch (status) {
    case 'open':
      return eq(exigencias.status, 'open');
    case 'late':
      return and(eq(exigencias.status, 'open'), lt(exigencias.deadline, today));
    case 'returned':
      return eq(exigencias.status, 'returned');
    case 'all':
      return undefined;
  }
}

export type ListFilters = { status: QueueFilter; responsible: string; q: string; page: number };

/** The queue: open ones by deadline (late first, no deadline last), returned ones latest first. */
export async function listExigencias(db: Db, agencyId: string, f: ListFilters): Promise<ExigenciaListResponse> {
  const today = todayIso();
  const where = and(
    eq(exigencias.agencyId, agencyId),
    statusCondition(f.status, today),
    f.responsible ? eq(exigencias.responsibleId, f.responsible) : undefined,
    searchCondition(f.q),
  );
  const order =
    f.status === 'returned'
      ? [desc(exigencias.returnedOn), desc(exigencias.createdAt)]
      : [desc(sql`${exigencias.status} = 'open'`), sql`${exigencias.deadline} asc nulls last`, asc(exigencias.raisedOn), asc(services.number)];
  const [rows, [count]] = await Promise.all([
    selectRows(db, today)
      .where(where)
      .orderBy(...order)
      .limit(EXIGENCIA_PAGE_SIZE)
      .offset((f.page - 1) * EXIGENCIA_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(exigencias)
      .innerJoin(services, and(eq(services.agencyId, exigencias.agencyId), eq(services.id, exigencias.serviceId)))
      .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
      .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
      .where(where),
  ]);
  return { total: Number(count?.n ?? 0), pageSize: EXIGENCIA_PAGE_SIZE, items: await toRows(db, agencyId, today, rows) };
}

/** One service's exigências, latest first. */
export async function exigenciasOfService(db: Db, agencyId: string, serviceId: string): Promise<ExigenciaRow[]> {
  const today = todayIso();
  const rows = await selectRows(db, today)
    .where(and(eq(exigencias.agencyId, agencyId), eq(exigencias.serviceId, serviceId)))
    .orderBy(desc(exigencias.raisedOn), desc(exigencias.createdAt));
  return toRows(db, agencyId, today, rows);
}

/** The dashboard card: open exigências and, among them, those past their deadline. */
export async function exigenciaSummary(db: Db, agencyId: string): Promise<ExigenciaSummaryResponse> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      late: sql<number>`count(*) filter (where ${exigencias.deadline} < ${todayIso()}::date)::int`,
    })
    .from(exigencias)
    .where(and(eq(exigencias.agencyId, agencyId), eq(exigencias.status, 'open')));
  return { open: Number(row?.open ?? 0), late: Number(row?.late ?? 0) };
}

const serviceColumns = {
  id: services.id,
  number: services.number,
  placa: vehicles.placa,
  ownerName: owners.nome,
  servico: serviceLabel,
  posicao: services.posicao,
  openExigencia: sql<boolean>`exists (select 1 from ${exigencias} where ${exigencias.agencyId} = ${services.agencyId} and ${exigencias.serviceId} = ${services.id} and ${exigencias.status} = 'open')`,
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

/** "Registrar exigência": services found by number, plate or owner, newest first. */
export async function lookupServices(db: Db, agencyId: string, q: string): Promise<ExigenciaServiceOption[]> {
  const search = searchCondition(q);
  if (!search) return [];
  const rows = await selectServices(db).where(and(eq(services.agencyId, agencyId), search)).orderBy(desc(services.number)).limit(10);
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
