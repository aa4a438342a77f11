import { sql, type SQL } from 'drizzle-orm';
import type { AuditEventItem, AuditFilters, AuditSortKey } from '@despacha/domain/audit/contracts';
import { auditMessages as m, type AuditActionValue } from '@despacha/domain/audit/messages';
import { isCnpj, normalizeCnpj } from '@despacha/domain/validators/cnpj';
import { isCpf } from '@despacha/domain/validators/cpf';
import { isPlate, toMercosulPlate } from '@despacha/domain/validators/plate';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import { rowsIn } from '../../lib/raw-rows.ts';

/** Whose events a viewer may read: one agency (a dispatcher), or the whole platform (an admin). */
export type AuditScope = { agencyId: string } | { platform: true };

type Row = {
  id: string | number;
  created_at: string | Date;
  agency_id: string | null;
  agency_name: string | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  changes: Record<string, { before: unknown; after: unknown }> | string | null;
  ip: string | null;
};

/** `alias.agency_id = agencyId`, or nothing for the whole platform. */
const inAgency = (alias: string, agencyId: string | null) => (agencyId ? sql`and ${sql.raw(alias)}.agency_id = ${agencyId}` : sql``);

/** The records a CPF, CNPJ or plate names in the viewer's scope, as audit (entity, id) conditions. */
function recordSearch(q: string, agencyId: string | null): SQL {
  const compact = normalizeCnpj(q).toUpperCase();
  const digits = q.replace(/\D/g, '');
  if (digits.length === 11 && compact.length === 11 && isCpf(digits)) return ownerEvents(sql`o.cpf = ${digits}`, agencyId);
  if (compact.length === 14 && isCnpj(compact)) return ownerEvents(sql`o.cnpj = ${compact}`, agencyId);
  if (isPlate(compact)) {
    const plate = toMercosulPlate(compact);
    return sql`(
      (e.entity = 'vehicle' and e.entity_id in (select v.id::text from vehicles v where v.placa_mercosul = ${plate} ${inAgency('v', agencyId)}))
      or (e.entity = 'service' and e.entity_id in (select s.id::text from services s join vehicles v on v.agency_id = s.agency_id and v.id = s.vehicle_id
                                                   where v.placa_mercosul = ${plate} ${inAgency('v', agencyId)}))
      or (e.entity = 'request' and e.entity_id in (select r.id::text from requests r where r.placa = ${plate} ${inAgency('r', agencyId)}))
    )`;
  }
  throw invalid({ q: m.searchInvalid }, m.searchInvalid);
}

/** A person's events: their owner record, their vehicles and their services. */
function ownerEvents(match: SQL, agencyId: string | null): SQL {
  const owners = sql`select o.agency_id, o.id from owners o where ${match} ${inAgency('o', agencyId)}`;
  return sql`(
    (e.entity = 'owner' and e.entity_id in (select x.id::text from (${owners}) x))
    or (e.entity = 'vehicle' and e.entity_id in (select v.id::text from vehicles v where (v.agency_id, v.owner_id) in (${owners})))
    or (e.entity = 'service' and e.entity_id in (select s.id::text from services s where (s.agency_id, s.owner_id) in (${owners})))
  )`;
}

/** The WHERE of a list or an export: scope first (the tenant rule), then each filter given. */
export function auditWhere(scope: AuditScope, f: AuditFilters): SQL {
  const parts: SQL[] = [];
  let agencyId: string | null = null;
  if ('agencyId' in scope) {
    agencyId = scope.agencyId;
    parts.push(sql`e.agency_id = ${agencyId}`);
  } else if (f.agency === 'platform') {
    parts.push(sql`e.agency_id is null`);
  } else if (f.agency) {
    if (!isUuid(f.agency)) throw invalid({ agency: m.filterInvalid }, m.filterInvalid);
    agencyId = f.agency;
    parts.push(sql`e.agency_id = ${agencyId}`);
  }
  if (f.actor) parts.push(sql`e.actor_id = ${f.actor}`);
  if (f.action) parts.push(sql`e.action = ${f.action}`);
  if (f.entity) parts.push(sql`e.entity = ${f.entity}`);
  if (f.entityId) parts.push(sql`e.entity_id = ${f.entityId}`);
  if (f.q) parts.push(recordSearch(f.q.trim(), agencyId));
  // Days are the agency's (São Paulo) calendar days.
  if (f.from) parts.push(sql`e.created_at >= (${f.from}::date)::timestamp at time zone 'America/Sao_Paulo'`);
  if (f.to) parts.push(sql`e.created_at < (${f.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function toItem(r: Row): AuditEventItem {
  const changes = typeof r.changes === 'string' ? (JSON.parse(r.changes) as Record<string, { before: unknown; after: unknown }>) : r.changes;
  return {
    id: String(r.id),
    createdAt: new Date(r.created_at).toISOString(),
    agencyId: r.agency_id,
    agencyName: r.agency_name,
    actorId: r.actor_id,
    actorName: r.actor_name,
    actorRole: r.actor_role,
    action: r.action as AuditActionValue,
    entity: r.entity,
    entityId: r.entity_id,
    summary: r.summary,
    changes: changes ? Object.entries(changes).map(([field, c]) => ({ field, before: c.before, after: c.after })) : [],
    ip: r.ip,
  };
}

/**
 * What each sort key orders by, written over `e` (the event) and `a` (its agency). Absent values
 * order as '' so the keyset's row comparison never meets a null. "when" is the id: events are
 * numbered as they are written, and the id is what the default (newest first) order always used.
 */
const sortExpressions: Record<AuditSortKey, SQL> = {
  when: sql`e.id`,
  agency: sql`coalesce(a.name, '')`,
  who: sql`coalesce(e.actor_name, '')`,
  action: sql`e.action`,
  record: sql`e.entity`,
  summary: sql`e.summary`,
  ip: sql`coalesce(e.ip, '')`,
};

export type AuditOrder = { sort: AuditSortKey; dir: 'asc' | 'desc' };
const NEWEST_FIRST: AuditOrder = { sort: 'when', dir: 'desc' };

/**
 * The page's keyset: the events after the cursor's event in the order asked, the id breaking ties
 * (so no event is skipped or repeated). Newest first is the plain `e.id < cursor`; another column
 * compares (value, id) with the cursor event's own, read by its id under the same filters and scope
 * (another agency's event id as a cursor gives nothing, so it cannot be probed by ordering).
 */
function keysetAfter(where: SQL, before: number | null, order: AuditOrder): SQL {
  if (before === null) return sql``;
  const after = order.dir === 'asc' ? sql`>` : sql`<`;
  if (order.sort === 'when') return sql`and e.id ${after} ${before}`;
  const value = sortExpressions[order.sort];
  return sql`and (${value}, e.id) ${after} (select ${value}, e.id from audit_events e left join agencies a on a.id = e.agency_id where ${where} and e.id = ${before})`;
}

/** `limit` events after the cursor event `before` (keyset, no OFFSET), newest first unless another order is asked. */
export async function auditPage(db: Db, where: SQL, before: number | null, limit: number, order: AuditOrder = NEWEST_FIRST): Promise<AuditEventItem[]> {
  const direction = order.dir === 'asc' ? sql`asc` : sql`desc`;
  const orderBy = order.sort === 'when' ? sql`e.id ${direction}` : sql`${sortExpressions[order.sort]} ${direction}, e.id ${direction}`;
  const result = await db.execute(sql`
    select e.id, e.created_at, e.agency_id, a.name as agency_name, e.actor_id, e.actor_name, e.actor_role,
           e.action, e.entity, e.entity_id, e.summary, e.changes, e.ip
      from audit_events e left join agencies a on a.id = e.agency_id
     where ${where} ${keysetAfter(where, before, order)}
     order by ${orderBy}
     limit ${limit}`);
  return rowsIn<Row>(result).map(toItem);
}

export async function auditList(db: Db, scope: AuditScope, f: AuditFilters & { cursor: string; limit: number } & Partial<AuditOrder>) {
  const where = auditWhere(scope, f);
  const order: AuditOrder = { sort: f.sort ?? NEWEST_FIRST.sort, dir: f.dir ?? NEWEST_FIRST.dir };
  const items = await auditPage(db, where, f.cursor ? Number(f.cursor) : null, f.limit + 1, order);
  const more = items.length > f.limit;
  const page = more ? items.slice(0, f.limit) : items;
  return { items: page, nextCursor: more ? page[page.length - 1]!.id : null };
}

/** Who the "Pessoa" filter offers: the agency's users, or (admin) the administrators and, with an agency chosen, its users. */
export async function auditPeople(db: Db, scope: AuditScope, agency: string) {
  const where = 'agencyId' in scope ? sql`p.agency_id = ${scope.agencyId}` : agency && isUuid(agency) ? sql`p.agency_id = ${agency}` : sql`p.role = 'admin'`;
  const result = await db.execute(sql`select p.id, p.name from profiles p where ${where} order by p.name limit 500`);
  return { items: rowsIn<{ id: unknown; name: unknown }>(result).map((r) => ({ id: String(r.id), name: String(r.name) })) };
}

/** The agencies an admin may pick, by name (a bounded list). */
export async function auditAgencies(db: Db) {
  const result = await db.execute(sql`select id, name from agencies order by name limit 1000`);
  return { items: rowsIn<{ id: string; name: string }>(result).map((r) => ({ id: String(r.id), name: r.name })) };
}
