import { and, asc, count, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import { billingAdminMessages } from '@despacha/domain/billing/admin';
import type { ClientListItem, ClientListResponse, ClientSortKey, ClientSummary, SubscriptionChangeItem } from '@despacha/domain/contracts/clients';
import type { SortDirection } from '@despacha/domain/contracts/lists';
import type { ChangeType } from '@despacha/domain/statuses';
import { normalizeCnpj } from '@despacha/domain/validators/cnpj';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { agencies, plans, profiles, subscriptionChanges, users } from '../../db/schema/index.ts';
import { containing } from '../../lib/sql.ts';
import { isUuid } from '../../lib/tenant.ts';

// Admin queries are platform-wide by design: only routes behind app.requireAdmin call them.

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** Lower case without accents in SQL, matching searchKey() on the typed side (the table is small: no index). */
const folded = (column: SQLWrapper) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

export type ClientFilter = { q: string; status: AgencyStatus | '' };
export type ClientSort = { sort: ClientSortKey; dir: SortDirection };

function filterCondition({ q, status }: ClientFilter): SQL | undefined {
  const key = searchKey(q);
  const conditions: (SQL | undefined)[] = [status ? eq(agencies.status, status) : undefined];
  if (key) {
    const pattern = containing(key);
    const cnpj = normalizeCnpj(q);
    conditions.push(
      or(
        sql`${folded(agencies.name)} like ${pattern}`,
        sql`${folded(agencies.email)} like ${pattern}`,
        // A CNPJ typed with or without punctuation; only when it has digits, so words do not match it.
        /\d/.test(cnpj) && cnpj.length >= 4 ? sql`${agencies.cnpj} like ${containing(cnpj)}` : undefined,
      ),
    );
  }
  return and(...conditions);
}

// Aliased by hand: drizzle leaves column names unqualified in some selects, which would make the
// subquery compare its own columns.
const totalUsers = sql<number>`(select count(*)::int from profiles p where p.agency_id = "agencies"."id")`;

const listColumns = {
  id: agencies.id,
  name: agencies.name,
  email: agencies.email,
  phone: agencies.phone,
  cnpj: agencies.cnpj,
  city: agencies.city,
  state: agencies.state,
  planId: agencies.planId,
  planName: plans.name,
  status: agencies.status,
  createdAt: agencies.createdAt,
  totalUsers,
};

// Each whitelisted key is one expression; names sort case- and accent-blind, as a reader expects.
const sortExpressions: Record<ClientSortKey, SQLWrapper> = {
  name: folded(agencies.name),
  cnpj: agencies.cnpj,
  plan: folded(plans.name),
  status: agencies.status,
  users: totalUsers,
  createdAt: agencies.createdAt,
};

/** The chosen order, then the id so pages never repeat or skip a row between equal values. */
function orderOf({ sort, dir }: ClientSort): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(sql`${sortExpressions[sort]}`), by(agencies.id)];
}

type ListRow = Awaited<ReturnType<typeof selectClients>>[number];

export const toListItem = (row: ListRow): ClientListItem => ({
  ...row,
  status: row.status as AgencyStatus,
  createdAt: row.createdAt.toISOString(),
  totalUsers: Number(row.totalUsers),
});

function selectClients(db: Db, filter: ClientFilter, sort: ClientSort) {
  return db
    .select(listColumns)
    .from(agencies)
    .innerJoin(plans, eq(plans.id, agencies.planId))
    .where(filterCondition(filter))
    .orderBy(...orderOf(sort));
}

/** Counts over every client, whatever the filter: the summary cards of the list. */
export async function clientSummary(db: Db): Promise<ClientSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${agencies.status} = 'active'))::int`,
      suspended: sql<number>`(count(*) filter (where ${agencies.status} = 'suspended'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${agencies.status} = 'cancelled'))::int`,
    })
    .from(agencies);
  return { total: Number(row!.total), active: Number(row!.active), suspended: Number(row!.suspended), cancelled: Number(row!.cancelled) };
}

export async function listClients(
  db: Db,
  { page, pageSize, sort, dir, ...filter }: ClientFilter & Partial<ClientSort> & { page: number; pageSize: number },
): Promise<ClientListResponse> {
  const [rows, [counted], summary] = await Promise.all([
    selectClients(db, filter, { sort: sort ?? 'createdAt', dir: dir ?? 'desc' })
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(agencies).where(filterCondition(filter)),
    clientSummary(db),
  ]);
  return { items: rows.map(toListItem), total: Number(counted!.total), page, pageSize, summary };
}

/** The filtered list without pages, for the export (bounded: a spreadsheet, not a dump). */
export async function listClientsForExport(db: Db, { sort, dir, ...filter }: ClientFilter & Partial<ClientSort>, limit = 50_000): Promise<ClientListItem[]> {
  const rows = await selectClients(db, filter, { sort: sort ?? 'createdAt', dir: dir ?? 'desc' }).limit(limit);
  return rows.map(toListItem);
}

export async function getClientListItem(db: Db, id: string): Promise<ClientListItem | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(listColumns).from(agencies).innerJoin(plans, eq(plans.id, agencies.planId)).where(eq(agencies.id, id));
  return row ? toListItem(row) : null;
}

const oldPlans = alias(plans, 'old_plans');
const newPlans = alias(plans, 'new_plans');

/** The history of plan/status changes, newest first, with the client (when it still exists) and the changer. */
export async function listSubscriptionChanges(
  db: Db,
  { clientId, changeId, limit = 500 }: { clientId?: string; changeId?: string; limit?: number },
): Promise<SubscriptionChangeItem[]> {
  if ((clientId && !isUuid(clientId)) || (changeId && !isUuid(changeId))) return [];
  const rows = await db
    .select({
      id: subscriptionChanges.id,
      clientId: subscriptionChanges.agencyId,
      clientName: agencies.name,
      clientEmail: agencies.email,
      oldPlan: subscriptionChanges.oldPlan,
      newPlan: subscriptionChanges.newPlan,
      oldPlanName: oldPlans.name,
      newPlanName: newPlans.name,
      oldStatus: subscriptionChanges.oldStatus,
      newStatus: subscriptionChanges.newStatus,
      changeType: subscriptionChanges.changeType,
      changeReason: subscriptionChanges.changeReason,
      // No user: billing's own jobs made the change (setStatusBySystem); the history reads "Sistema".
      changedByName: sql<
        string | null
      >`case when ${subscriptionChanges.changedBy} is null then ${billingAdminMessages.system} else coalesce(${profiles.name}, ${users.name}) end`,
      createdAt: subscriptionChanges.createdAt,
    })
    .from(subscriptionChanges)
    .leftJoin(agencies, eq(agencies.id, subscriptionChanges.agencyId))
    .leftJoin(oldPlans, eq(oldPlans.id, subscriptionChanges.oldPlan))
    .leftJoin(newPlans, eq(newPlans.id, subscriptionChanges.newPlan))
    .leftJoin(profiles, eq(profiles.id, subscriptionChanges.changedBy))
    .leftJoin(users, eq(users.id, subscriptionChanges.changedBy))
    .where(and(clientId ? eq(subscriptionChanges.agencyId, clientId) : undefined, changeId ? eq(subscriptionChanges.id, changeId) : undefined))
    .orderBy(desc(subscriptionChanges.createdAt), desc(subscriptionChanges.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, changeType: r.changeType as ChangeType, createdAt: r.createdAt.toISOString() }));
}
