import { and, asc, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUserItem,
  type AdminUserSortKey,
  type AdminUsersResponse,
  type AgencyUserItem,
  type UserClientOption,
} from '@despacha/domain/contracts/users';
import type { SortDirection } from '@despacha/domain/contracts/lists';
import type { Role } from '@despacha/domain/roles';
import type { Db, Tx } from '../../db/client.ts';
import { activities, agencies, plans, profiles, sessions, users } from '../../db/schema/index.ts';
import { containing } from '../../lib/sql.ts';
import { readSettings } from '../settings/public.ts';

/**
 * Last access: the newest of the user's live sessions and recorded sign-ins (a session row is
 * deleted at sign-out, the agency's sign-in trail stays).
 */
const lastAccess = sql<Date | string | null>`greatest(
  (select max(${sessions.updatedAt}) from ${sessions} where ${sessions.userId} = ${profiles.id}),
  (select max(${activities.createdAt}) from ${activities}
    where ${activities.actorId} = ${profiles.id} and ${activities.action} = 'signed_in' and ${activities.agencyId} = ${profiles.agencyId})
)`;

const itemColumns = {
  id: profiles.id,
  name: profiles.name,
  email: profiles.email,
  phone: profiles.phone,
  role: profiles.role,
  active: profiles.active,
  clientId: profiles.agencyId,
  clientName: agencies.name,
  createdAt: users.createdAt,
  lastAccess,
};

type ItemRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  active: boolean;
  clientId: string | null;
  clientName: string | null;
  createdAt: Date;
  lastAccess: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toItem = (r: ItemRow): AdminUserItem => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  role: r.role as Role,
  status: r.active ? 'active' : 'inactive',
  clientId: r.clientId,
  clientName: r.clientName,
  createdAt: r.createdAt.toISOString(),
  lastAccess: iso(r.lastAccess),
});

// Each whitelisted key is one expression; text sorts case-blind, as a reader expects.
const sortExpressions: Record<AdminUserSortKey, SQLWrapper> = {
  name: sql`lower(${profiles.name})`,
  email: profiles.email,
  role: profiles.role,
  client: sql`lower(${agencies.name})`,
  status: profiles.active,
  createdAt: users.createdAt,
  lastAccess,
};

/** The chosen order, then the id so pages never repeat or skip a row between equal values. */
function orderOf(sort: AdminUserSortKey, dir: SortDirection): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  // Never-signed-in users (null) and users without an agency stay last whichever the direction.
  const nullsLast = sort === 'lastAccess' || sort === 'client';
  const expression = sql`${sortExpressions[sort]}`;
  return [nullsLast ? sql`${expression} ${sql.raw(dir)} nulls last` : by(expression), asc(profiles.id)];
}

/** Platform-wide list (admins only): search by name or e-mail, filter by agency, cards over every user. */
export async function listAdminUsers(
  db: Db,
  o: { q: string; clientId: string; page: number; sort?: AdminUserSortKey; dir?: SortDirection },
): Promise<AdminUsersResponse> {
  const filters: (SQL | undefined)[] = [];
  if (o.q) filters.push(or(ilike(profiles.name, containing(o.q)), ilike(profiles.email, containing(o.q))));
  if (o.clientId) filters.push(eq(sql`${profiles.agencyId}::text`, o.clientId));
  const where = and(...filters);

  const [rows, [filtered], [summary]] = await Promise.all([
    db
      .select(itemColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .leftJoin(agencies, eq(agencies.id, profiles.agencyId))
      .where(where)
      .orderBy(...orderOf(o.sort ?? 'createdAt', o.dir ?? 'desc'))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((o.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ total: count() }).from(profiles).where(where),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${profiles.active})::int`,
        admins: sql<number>`count(*) filter (where ${profiles.role} = 'admin')::int`,
        uniqueClients: sql<number>`count(distinct ${profiles.agencyId})::int`,
      })
      .from(profiles),
  ]);
  return {
    items: rows.map(toItem),
    total: filtered?.total ?? 0,
    page: o.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    summary: summary!,
  };
}

export async function getAdminUser(db: Db, id: string): Promise<AdminUserDetail | null> {
  const [row] = await db
    .select({
      ...itemColumns,
      emailVerified: users.emailVerified,
      mustChangePassword: profiles.mustChangePassword,
      activeSessions: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${profiles.id} and ${sessions.expiresAt} > now())`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(agencies, eq(agencies.id, profiles.agencyId))
    .where(eq(profiles.id, id));
  if (!row) return null;
  return { ...toItem(row), emailVerified: row.emailVerified, mustChangePassword: row.mustChangePassword, activeSessions: row.activeSessions };
}

/** The agency's own users (tenant-scoped), active first, then by name. */
export async function listAgencyUsers(db: Db, { agencyId }: { agencyId: string }): Promise<AgencyUserItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(agencies, eq(agencies.id, profiles.agencyId))
    .where(eq(profiles.agencyId, agencyId))
    .orderBy(desc(profiles.active), asc(profiles.name));
  return rows.map((r) => {
    const { clientId: _c, clientName: _n, ...item } = toItem(r);
    return item;
  });
}

export type UserRow = typeof profiles.$inferSelect;

/** One profile; with agencyId, only when it belongs to that agency (another agency's user reads as missing). */
export async function findProfile(db: Db | Tx, { id, agencyId }: { id: string; agencyId?: string }): Promise<UserRow | null> {
  const row = await db.query.profiles.findFirst({
    where: agencyId ? and(eq(profiles.id, id), eq(profiles.agencyId, agencyId)) : eq(profiles.id, id),
  });
  return row ?? null;
}

/** Active dispatchers of an agency: the agency must keep at least one. */
export async function countActiveDispatchers(db: Db | Tx, agencyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.agencyId, agencyId), eq(profiles.role, 'dispatcher'), eq(profiles.active, true)));
  return row?.n ?? 0;
}

/** Every agency, by name, with its seats: the admin's client filter and new-user select. */
export async function listUserClients(db: Db): Promise<UserClientOption[]> {
  // The platform's maxUsersPerClient caps what a plan sells (create-user.ts agencySeats).
  const cap = (await readSettings(db)).platform.maxUsersPerClient;
  const rows = await db
    .select({
      id: agencies.id,
      name: agencies.name,
      seatsTotal: sql<number>`least(${plans.baseUsers} + ${agencies.additionalUsers}, ${cap})::int`,
      seatsUsed: sql<number>`(select count(*)::int from ${profiles} where ${profiles.agencyId} = ${agencies.id} and ${profiles.active})`,
    })
    .from(agencies)
    .innerJoin(plans, eq(plans.id, agencies.planId))
    .orderBy(asc(agencies.name));
  return rows;
}
