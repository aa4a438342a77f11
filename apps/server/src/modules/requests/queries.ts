import { and, asc, count, desc, eq, gte, isNotNull, like, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@despacha/domain/contracts/requests/idempotency';
import type { SortDirection } from '@despacha/domain/contracts/lists';
import { REQUESTS_PAGE_SIZE, type RequestDetail, type RequestSortKey, type RequestSummary } from '@despacha/domain/contracts/requests/request-record';
import { getRequestType, requestTypes, type RequestType } from '@despacha/domain/contracts/requests/request-types';
import { isPlate, normalizePlate, toMercosulPlate } from '@despacha/domain/validators/plate';
import type { Db } from '../../db/client.ts';
import { requests, services } from '../../db/schema/index.ts';
import { foldedText } from '../../lib/sql.ts';
import { isUuid } from '../../lib/tenant.ts';

type RequestRow = typeof requests.$inferSelect;
type Scope = { agencyId: string };

export const toRequestSummary = (row: RequestRow): RequestSummary => ({
  id: row.id,
  type: row.type as RequestType,
  title: getRequestType(row.type as RequestType)?.title ?? row.type,
  placa: row.placa,
  subject: row.subject,
  serviceId: row.serviceId,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});

export const toRequestDetail = (row: RequestRow): RequestDetail => ({ ...toRequestSummary(row), data: row.data });

export type NewRequest = {
  type: RequestType;
  data: Record<string, unknown>;
  placa: string;
  subject: string;
  serviceId: string | null;
  createdBy: string;
  createdByName: string;
  idempotencyKey: string | null;
};

/**
 * Inserts the request, or nothing when its idempotency key is already taken in the agency (then
 * null): the unique index decides, so parallel submits of one key cannot both insert.
 */
export async function insertRequest(db: Db, { agencyId, ...values }: Scope & NewRequest): Promise<RequestRow | null> {
  const [row] = await db
    .insert(requests)
    .values({ agencyId, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findRequestByKey(db: Db, { agencyId, key }: Scope & { key: string }) {
  return (await db.query.requests.findFirst({ where: and(eq(requests.agencyId, agencyId), eq(requests.idempotencyKey, key)) })) ?? null;
}

/** Keys older than the TTL stop answering replays and leave the index (decision 018). */
export async function releaseExpiredKeys(db: Db, { agencyId }: Scope) {
  await db
    .update(requests)
    .set({ idempotencyKey: null })
    .where(
      and(
        eq(requests.agencyId, agencyId),
        isNotNull(requests.idempotencyKey),
        lt(requests.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`),
      ),
    );
}

export async function serviceExists(db: Db, { agencyId, id }: Scope & { id: string }) {
  if (!isUuid(id)) return false;
  const row = await db.query.services.findFirst({ columns: { id: true }, where: and(eq(services.agencyId, agencyId), eq(services.id, id)) });
  return Boolean(row);
}

export async function getRequestRow(db: Db, { agencyId, id }: Scope & { id: string }) {
  if (!isUuid(id)) return null;
  return (await db.query.requests.findFirst({ where: and(eq(requests.agencyId, agencyId), eq(requests.id, id)) })) ?? null;
}

export type RequestFilters = { type?: RequestType | ''; placa?: string; from?: string; to?: string; page: number; sort?: RequestSortKey; dir?: SortDirection };

/** São Paulo midnight (UTC−3, no daylight saving since 2019) of a yyyy-mm-dd day. */
const startOfDay = (iso: string) => new Date(`${iso}T00:00:00-03:00`);
const nextDay = (iso: string) => new Date(startOfDay(iso).getTime() + 86_400_000);

/** Stored plates are Mercosul; an old-format plate finds them, a partial plate matches the start. */
function plateCondition(input: string | undefined) {
  const plate = normalizePlate(input ?? '');
  if (!plate) return undefined;
  if (isPlate(plate)) return eq(requests.placa, toMercosulPlate(plate));
  return like(requests.placa, `${plate}%`);
}

// The title is not stored: the code's titles are ranked once in pt-BR order and the type code
// maps to its rank, so the order is the one the reader sees (never text from the request).
const titleCollator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const titleRanks = [...requestTypes].sort((a, b) => titleCollator.compare(a.title, b.title)).map((t, rank) => sql`when ${t.type} then ${rank}`);
const titleRank = sql`(case ${requests.type} ${sql.join(titleRanks, sql` `)} else ${titleRanks.length} end)`;

// Each whitelisted key is one expression; `blank` marks text columns that may be empty, which
// stay last in both directions (as in the browser-sorted lists).
const sortExpressions: Record<RequestSortKey, { by: SQLWrapper; blank?: SQLWrapper }> = {
  title: { by: titleRank },
  placa: { by: requests.placa, blank: requests.placa },
  subject: { by: foldedText(requests.subject), blank: requests.subject },
  createdAt: { by: requests.createdAt },
  createdByName: { by: foldedText(requests.createdByName), blank: requests.createdByName },
};

/** The chosen order, then the id so pages never repeat or skip a row between equal values. */
function orderOf(sort: RequestSortKey, dir: SortDirection): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const { by: value, blank } = sortExpressions[sort];
  const order = [by(sql`${value}`), by(requests.id)];
  return blank ? [asc(sql`(${blank} = '')`), ...order] : order;
}

export async function listRequests(db: Db, { agencyId, type, placa, from, to, page, sort = 'createdAt', dir = 'desc' }: Scope & RequestFilters) {
  const where = and(
    eq(requests.agencyId, agencyId),
    type ? eq(requests.type, type) : undefined,
    plateCondition(placa),
    from ? gte(requests.createdAt, startOfDay(from)) : undefined,
    to ? lt(requests.createdAt, nextDay(to)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(where)
      .orderBy(...orderOf(sort, dir))
      .limit(REQUESTS_PAGE_SIZE)
      .offset((page - 1) * REQUESTS_PAGE_SIZE),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  return { items: rows.map(toRequestSummary), total: total?.n ?? 0, page, pageSize: REQUESTS_PAGE_SIZE };
}
