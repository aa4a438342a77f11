import { aliasedTable, and, asc, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { GuiaCandidate, GuiaDetail, GuiaListResponse, GuiaProcess, GuiaSortKey, GuiaSummary } from '@despacha/domain/guias/contracts';
import {
  GUIA_ITEMS_MAX,
  GUIA_PAGE_SIZE,
  PRIMEIRA_LICENCA_CAPA,
  PRIMEIRA_LICENCA_SERVICE,
  type GuiaKind,
  type GuiaOutcome,
  type GuiaStatus,
} from '@despacha/domain/guias/kinds';
import { parseBrDate } from '@despacha/domain/validators/date';
import { isPlate, toMercosulPlate } from '@despacha/domain/validators/plate';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { readyService, stageIs } from '../../db/index-predicates.ts';
import { fieldOptions, guiaItems, guias, owners, serviceCatalogDudaCodes, services, users, vehicles } from '../../db/schema/index.ts';
import { containing } from '../../lib/sql.ts';

// Tenant-scoped reads of the guias (decision 039): every function takes the agency first.

/** The kind's rule on a service: PL is primeira licença (by type or by cover), Geral the rest. */
export function kindRule(kind: GuiaKind): SQL {
  const pl = sql`(${services.servico} = ${PRIMEIRA_LICENCA_SERVICE} or ${services.capaProcesso} = ${PRIMEIRA_LICENCA_CAPA})`;
  return kind === 'pl' ? pl : sql`not ${pl}`;
}

/**
 * To take to DETRAN: the stage "na agência" (decision 058: in emissão and pendente, so neither
 * at DETRAN nor concluded) and in no open guia. The index's predicate is written out beside it so
 * the planner keeps using services_ready_idx.
 */
export function readyRule(agencyId: string): SQL {
  return and(
    eq(services.agencyId, agencyId),
    readyService,
    stageIs.agencia,
    sql`not exists (select 1 from guia_items gi where gi.agency_id = "services"."agency_id" and gi.service_id = "services"."id" and gi.open)`,
  )!;
}

const serviceLabel = sql<string>`coalesce(${fieldOptions.optionLabel}, ${services.servico})`;
const serviceTypeJoin = and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, services.servico));

/** What a typed search may be: a date, a number (guia or service), a plate, or part of an owner's name. */
function searchTerms(q: string) {
  const t = q.trim();
  const date = parseBrDate(t);
  const number = /^\d{1,9}$/.test(t) ? Number(t) : null;
  const compact = t.replace(/[^0-9a-z]/gi, '').toUpperCase();
  const plate = /\d/.test(compact) && isPlate(compact) ? toMercosulPlate(compact) : null;
  return { date, number, plate, renavam: /^\d{9,11}$/.test(t) ? t : null, words: !date && number === null && !plate && t.length >= 2 ? searchKey(t) : '' };
}

/**
 * The most "Nova guia" lists: a guia takes at most GUIA_ITEMS_MAX processes, so more rows could
 * never all be chosen; the search reaches the rest (the screen says so when the list is cut).
 */
export const CANDIDATES_MAX = GUIA_ITEMS_MAX;

/**
 * Services a new guia of the kind may take, by number; the search narrows them. The ready services
 * are chosen, ordered and cut in a subquery over `services_ready_idx`, with the search written as
 * conditions on the service, so only the rows listed are joined to their vehicle and owner.
 */
export async function guiaCandidates(db: Db, agencyId: string, kind: GuiaKind, q: string): Promise<{ rows: GuiaCandidate[]; truncated: boolean }> {
  const rows = await candidatesQuery(db, agencyId, kind, q);
  return {
    rows: rows.slice(0, CANDIDATES_MAX).map(({ createdAt, ...r }) => ({ ...r, openedOn: createdAt.toISOString() })),
    truncated: rows.length > CANDIDATES_MAX,
  };
}

/** The statement of guiaCandidates: one row more than listed, to tell that the list was cut. */
export function candidatesQuery(db: Db, agencyId: string, kind: GuiaKind, q: string) {
  const s = searchTerms(q);
  // Raw SQL naming "services": in a one-table select drizzle writes columns unqualified (see containsService).
  const vehicleWith = (column: SQL, value: string) =>
    sql`"services"."vehicle_id" in (select v.id from vehicles v where v.agency_id = ${agencyId} and ${column} = ${value})`;
  const search = q.trim()
    ? or(
        s.number !== null ? eq(services.number, s.number) : undefined,
        s.renavam ? vehicleWith(sql`v.renavam`, s.renavam) : undefined,
        s.plate ? vehicleWith(sql`v.placa_mercosul`, s.plate) : undefined,
        s.words
          ? sql`exists (select 1 from owners o where o.agency_id = "services"."agency_id" and o.id = "services"."owner_id" and o.search_name like ${containing(s.words)})`
          : undefined,
        sql`false`,
      )
    : undefined;
  const ready = db
    .select({
      id: services.id,
      number: services.number,
      vehicleId: services.vehicleId,
      ownerId: services.ownerId,
      servico: services.servico,
      createdAt: services.createdAt,
    })
    .from(services)
    .where(and(readyRule(agencyId), kindRule(kind), search))
    .orderBy(asc(services.number))
    .limit(CANDIDATES_MAX + 1)
    .as('ready');
  return db
    .select({
      id: ready.id,
      number: ready.number,
      placa: vehicles.placa,
      renavam: vehicles.renavam,
      serviceLabel: sql<string>`coalesce(${fieldOptions.optionLabel}, ${ready.servico})`,
      ownerName: owners.nome,
      createdAt: ready.createdAt,
    })
    .from(ready)
    .innerJoin(vehicles, and(eq(vehicles.agencyId, agencyId), eq(vehicles.id, ready.vehicleId)))
    .innerJoin(owners, and(eq(owners.agencyId, agencyId), eq(owners.id, ready.ownerId)))
    .leftJoin(fieldOptions, and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, ready.servico)))
    .orderBy(asc(ready.number));
}

const summaryColumns = {
  id: guias.id,
  kind: guias.kind,
  number: guias.number,
  issuedOn: guias.issuedOn,
  destination: guias.destination,
  status: guias.status,
  deliveredOn: guias.deliveredOn,
  returnedOn: guias.returnedOn,
  itemCount: sql<number>`(select count(*) from guia_items gi where gi.agency_id = "guias"."agency_id" and gi.guia_id = "guias"."id")`.mapWith(Number),
};
type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & { kind: string; status: string };
const toSummary = (r: SummaryRow) => ({ ...r, kind: r.kind as GuiaKind, status: r.status as GuiaStatus }) as GuiaSummary;

/** A guia whose processes include the service number or the plate searched. */
// Raw SQL with its own aliases: in a one-table select drizzle writes columns unqualified, which
// a correlated subquery would read as its own.
function containsService(match: SQL): SQL {
  return sql`exists (select 1 from guia_items gi
      join services s on s.agency_id = gi.agency_id and s.id = gi.service_id
      join vehicles v on v.agency_id = s.agency_id and v.id = s.vehicle_id
      where gi.agency_id = "guias"."agency_id" and gi.guia_id = "guias"."id" and ${match})`;
}

const sortColumns: Record<GuiaSortKey, SQL | AnyColumn> = {
  number: guias.number,
  date: guias.issuedOn,
  destination: guias.destination,
  count: summaryColumns.itemCount,
  status: guias.status,
};

type ListFilters = { kind: GuiaKind; q: string; status: string; page: number; sort?: GuiaSortKey; dir?: 'asc' | 'desc' };

/**
 * The kind's guias, newest first unless another column is asked: number, date, status, or a
 * plate / service number inside.
 */
export async function listGuias(db: Db, agencyId: string, f: ListFilters): Promise<GuiaListResponse> {
  const s = searchTerms(f.q);
  const order = (f.dir ?? 'desc') === 'asc' ? asc : desc;
  const search = f.q.trim()
    ? or(
        s.date ? eq(guias.issuedOn, s.date) : undefined,
        s.number !== null ? or(eq(guias.number, s.number), containsService(sql`s.number = ${s.number}`)) : undefined,
        s.plate ? containsService(sql`v.placa_mercosul = ${s.plate}`) : undefined,
        s.words ? sql`${guias.destination} ilike ${containing(f.q.trim())}` : undefined,
        sql`false`,
      )
    : undefined;
  const where = and(eq(guias.agencyId, agencyId), eq(guias.kind, f.kind), f.status ? eq(guias.status, f.status) : undefined, search);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(guias)
      .where(where)
      // The number is unique for the agency and kind (guias_number_uq): ties keep one order across pages.
      .orderBy(order(sortColumns[f.sort ?? 'number']), desc(guias.number))
      .limit(GUIA_PAGE_SIZE)
      .offset((f.page - 1) * GUIA_PAGE_SIZE),
    db.select({ n: count() }).from(guias).where(where),
  ]);
  return { rows: rows.map(toSummary), total: Number(total?.n ?? 0), page: f.page, pageSize: GUIA_PAGE_SIZE };
}

export const getGuiaRow = (db: Db, agencyId: string, id: string) => db.query.guias.findFirst({ where: and(eq(guias.agencyId, agencyId), eq(guias.id, id)) });

/** The guia's processes in the order they were chosen, with the DUDA codes of each service type. */
export async function guiaProcesses(db: Db, agencyId: string, guiaId: string): Promise<GuiaProcess[]> {
  const rows = await db
    .select({
      serviceId: services.id,
      vehicleId: services.vehicleId,
      serviceNumber: services.number,
      placa: vehicles.placa,
      renavam: vehicles.renavam,
      servico: services.servico,
      serviceLabel,
      ownerName: owners.nome,
      outcome: guiaItems.outcome,
      outcomeNote: guiaItems.outcomeNote,
    })
    .from(guiaItems)
    .innerJoin(services, and(eq(services.agencyId, guiaItems.agencyId), eq(services.id, guiaItems.serviceId)))
    .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .leftJoin(fieldOptions, serviceTypeJoin)
    .where(and(eq(guiaItems.agencyId, agencyId), eq(guiaItems.guiaId, guiaId)))
    .orderBy(asc(guiaItems.position));
  const types = [...new Set(rows.map((r) => r.servico))];
  const codes = types.length
    ? await db
        .select({ serviceType: serviceCatalogDudaCodes.serviceType, code: serviceCatalogDudaCodes.code, verified: serviceCatalogDudaCodes.verified })
        .from(serviceCatalogDudaCodes)
        .where(inArray(serviceCatalogDudaCodes.serviceType, types))
        .orderBy(asc(serviceCatalogDudaCodes.code))
    : [];
  return rows.map((r) => ({
    ...r,
    outcome: r.outcome as GuiaOutcome | null,
    dudaCodes: codes.filter((c) => c.serviceType === r.servico).map(({ code, verified }) => ({ code, verified })),
  }));
}

const deliverer = aliasedTable(users, 'deliverer');
const returner = aliasedTable(users, 'returner');

export async function guiaDetail(db: Db, agencyId: string, id: string): Promise<GuiaDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      note: guias.note,
      deliveredByName: sql<string>`coalesce(${deliverer.name}, '')`,
      returnedByName: sql<string>`coalesce(${returner.name}, '')`,
    })
    .from(guias)
    .leftJoin(deliverer, eq(deliverer.id, guias.deliveredBy))
    .leftJoin(returner, eq(returner.id, guias.returnedBy))
    .where(and(eq(guias.agencyId, agencyId), eq(guias.id, id)));
  if (!row) return null;
  const items = await guiaProcesses(db, agencyId, id);
  return { ...toSummary(row), note: row.note, deliveredByName: row.deliveredByName, returnedByName: row.returnedByName, items };
}
