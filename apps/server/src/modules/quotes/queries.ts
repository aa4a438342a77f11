import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { QuoteListQuery, QuoteResponse, QuoteSortKey } from '@despacha/domain/quotes/contracts';
import { effectiveQuoteStatus } from '@despacha/domain/quotes/options';
import { normalizePlate, toMercosulPlate } from '@despacha/domain/validators/plate';
import type { Db } from '../../db/client.ts';
import { fieldOptions, quotes, services, vehicles } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { containing } from '../../lib/sql.ts';
import { isUuid } from '../../lib/tenant.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export const QUOTES_PAGE_SIZE = 20;

const columns = {
  quote: quotes,
  serviceLabel: fieldOptions.optionLabel,
  serviceNumber: services.number,
  serviceVehicleId: services.vehicleId,
};

/** The quote joined with its service type's label and, once converted, its service. */
const selectQuotes = (db: Db) =>
  db
    .select(columns)
    .from(quotes)
    .leftJoin(fieldOptions, and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, quotes.serviceType)))
    .leftJoin(services, and(eq(services.agencyId, quotes.agencyId), eq(services.id, quotes.serviceId)));

type Joined = { quote: QuoteRow; serviceLabel: string | null; serviceNumber: number | null; serviceVehicleId: string | null };

export function toQuote({ quote: q, serviceLabel, serviceNumber, serviceVehicleId }: Joined, today = todayIso()): QuoteResponse {
  return {
    id: q.id,
    number: q.number,
    customerName: q.customerName,
    customerDocument: q.customerDocument,
    customerPhone: q.customerPhone,
    customerEmail: q.customerEmail,
    plate: q.plate,
    serviceType: q.serviceType,
    serviceLabel: serviceLabel ?? q.serviceType,
    detranFee: q.detranFeeCents,
    honorarios: q.honorariosCents,
    extras: q.extras.map((e) => ({ label: e.label, amount: e.cents })),
    extrasTotal: q.extrasCents,
    total: q.totalCents,
    validUntil: q.validUntil,
    status: effectiveQuoteStatus(q.status, q.validUntil, today),
    note: q.note,
    shared: q.tokenHash !== null,
    sharedAt: q.sharedAt?.toISOString() ?? null,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    serviceId: q.serviceId,
    serviceNumber: serviceNumber ?? null,
    vehicleId: serviceVehicleId ?? null,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** "expirado" is read from the validity date; the stored statuses match as stored. */
function statusFilter(status: QuoteListQuery['status'], today: string): SQL | undefined {
  const open = inArray(quotes.status, ['rascunho', 'enviado']);
  if (!status) return undefined;
  if (status === 'expirado') return and(open, lt(quotes.validUntil, today));
  if (status === 'rascunho' || status === 'enviado') return and(eq(quotes.status, status), gte(quotes.validUntil, today));
  return eq(quotes.status, status);
}

/** The column each sort key orders by; the status as shown (an open quote past its date reads "expirado"). */
const sortColumns = (today: string): Record<QuoteSortKey, SQL | AnyColumn> => ({
  number: quotes.number,
  customer: quotes.customerName,
  service: sql`coalesce(${fieldOptions.optionLabel}, ${quotes.serviceType})`,
  total: quotes.totalCents,
  valid: quotes.validUntil,
  status: sql`case when ${quotes.status} in ('rascunho', 'enviado') and ${quotes.validUntil} < ${today} then 'expirado' else ${quotes.status} end`,
});

type ListQuery = { q: string; status?: QuoteListQuery['status']; page: number; sort?: QuoteSortKey; dir?: 'asc' | 'desc' };

/** The agency's quotes, a page at a time, by the column asked (newest number first by default). */
export async function listQuotes(db: Db, agencyId: string, query: ListQuery) {
  const today = todayIso();
  const order = (query.dir ?? 'desc') === 'asc' ? asc : desc;
  const term = query.q.trim();
  const digits = term.replace(/\D/g, '');
  const plate = normalizePlate(term);
  const match = term
    ? or(
        ilike(quotes.customerName, containing(term)),
        plate.length >= 3 ? ilike(quotes.plate, containing(plate)) : undefined,
        /^\d{1,9}$/.test(term) ? eq(quotes.number, Number(term)) : undefined,
        digits.length >= 11 ? eq(quotes.customerDocument, digits) : undefined,
      )
    : undefined;
  const where = and(eq(quotes.agencyId, agencyId), match, statusFilter(query.status, today));
  const [rows, [count]] = await Promise.all([
    selectQuotes(db)
      .where(where)
      // The number is unique in the agency: ties keep one order from page to page.
      .orderBy(order(sortColumns(today)[query.sort ?? 'number']), desc(quotes.number))
      .limit(QUOTES_PAGE_SIZE)
      .offset((query.page - 1) * QUOTES_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(where),
  ]);
  return { items: rows.map((r) => toQuote(r, today)), total: Number(count?.n ?? 0), page: query.page, pageSize: QUOTES_PAGE_SIZE };
}

/** One quote of the agency, or null (another agency's id reads as not found). */
export async function findQuote(db: Db, agencyId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await selectQuotes(db).where(and(eq(quotes.agencyId, agencyId), eq(quotes.id, id)));
  return row ?? null;
}

/**
 * The agency's vehicle carrying the quote's plate (old or Mercosul form), if any. Every vehicle's
 * `placa_mercosul` is the Mercosul form of its `placa` (save-registration.ts), so comparing the
 * Mercosul forms finds either spelling through `vehicles_placa_uq (agency_id, placa_mercosul)`;
 * an `or` on `placa`, which no index serves, made the planner read the agency's every vehicle.
 */
export async function vehicleOfPlate(db: Db, agencyId: string, plate: string) {
  if (!plate) return null;
  const [row] = await vehicleOfPlateQuery(db, agencyId, plate);
  return row ?? null;
}

export const vehicleOfPlateQuery = (db: Db, agencyId: string, plate: string) =>
  db
    .select({ id: vehicles.id, ownerId: vehicles.ownerId })
    .from(vehicles)
    .where(and(eq(vehicles.agencyId, agencyId), eq(vehicles.placaMercosul, toMercosulPlate(plate))))
    .limit(1);

export async function quoteResponse(db: Db, agencyId: string, id: string) {
  const row = await findQuote(db, agencyId, id);
  return row ? toQuote(row) : null;
}
