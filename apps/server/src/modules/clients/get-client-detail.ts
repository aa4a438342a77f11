import { desc, eq, sql } from 'drizzle-orm';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import type { ClientActivity, ClientDetailResponse, ClientInvoice } from '@despacha/domain/contracts/clients';
import type { Role } from '@despacha/domain/roles';
import type { Db } from '../../db/client.ts';
import { activities, agencies, invoices, plans, profiles } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/tenant.ts';
import { nextPaymentOn } from './next-payment.ts';

const ACTIVITY_LIMIT = 50;

const activityKind = (entity: string): ClientActivity['kind'] => (entity === 'client' || entity === 'subscription' || entity === 'user' ? entity : 'other');

/** Everything the client detail screen shows, computed from the client's rows. */
export async function getClientDetail(db: Db, id: string): Promise<ClientDetailResponse | null> {
  if (!isUuid(id)) return null;
  const [found] = await db.select().from(agencies).innerJoin(plans, eq(plans.id, agencies.planId)).where(eq(agencies.id, id));
  if (!found) return null;
  const { agencies: agency, plans: plan } = found;

  // Written out with aliases: drizzle drops table names in a single-table select, which would turn
  // "sessions.user_id = profiles.id" into "user_id = id" inside the subquery. Same rule as the
  // users list: the newest live session or recorded sign-in (sessions are deleted at sign-out).
  const lastSignIn = sql<Date | string | null>`greatest(
    (select max(s.updated_at) from sessions s where s.user_id = "profiles"."id"),
    (select max(a.created_at) from activities a
      where a.actor_id = "profiles"."id" and a.action = 'signed_in' and a.agency_id = "profiles"."agency_id"))`;
  const [userRows, invoiceRows, activityRows] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        email: profiles.email,
        role: profiles.role,
        active: profiles.active,
        createdAt: profiles.createdAt,
        lastSignInAt: lastSignIn,
      })
      .from(profiles)
      .where(eq(profiles.agencyId, id))
      .orderBy(profiles.name),
    db
      .select({ invoice: invoices, planName: plans.name })
      .from(invoices)
      .leftJoin(plans, eq(plans.id, invoices.planId))
      .where(eq(invoices.agencyId, id))
      .orderBy(desc(invoices.dueOn)),
    db.select().from(activities).where(eq(activities.agencyId, id)).orderBy(desc(activities.createdAt)).limit(ACTIVITY_LIMIT),
  ]);

  // Sign-ins are in the trail too (recorded when a session is created by signing in).
  const activity: ClientActivity[] = activityRows.map((a) => ({
    id: a.id,
    kind: a.action === 'signed_in' ? 'sign_in' : activityKind(a.entity),
    summary: a.summary,
    actorName: a.actorName,
    createdAt: a.createdAt.toISOString(),
  }));

  const clientInvoices: ClientInvoice[] = invoiceRows.map(({ invoice, planName }) => ({
    id: invoice.id,
    planId: invoice.planId,
    planName,
    amountCents: invoice.amountCents,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    status: invoice.status as ClientInvoice['status'],
    paidAt: invoice.paidAt?.toISOString() ?? null,
  }));
  const paid = invoiceRows.filter((r) => r.invoice.status === 'paid');
  const lastPaid = paid
    .map((r) => r.invoice.paidAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];

  return {
    id: agency.id,
    name: agency.name,
    email: agency.email,
    phone: agency.phone,
    cnpj: agency.cnpj,
    address: agency.address,
    city: agency.city,
    state: agency.state,
    zipCode: agency.zipCode,
    status: agency.status as AgencyStatus,
    additionalUsers: agency.additionalUsers,
    trialEndsAt: agency.trialEndsAt?.toISOString() ?? null,
    createdAt: agency.createdAt.toISOString(),
    plan: {
      id: plan.id,
      name: plan.name,
      priceCents: plan.priceCents,
      baseUsers: plan.baseUsers,
      additionalUserPriceCents: plan.additionalUserPriceCents,
    },
    seats: { base: plan.baseUsers, additional: agency.additionalUsers, total: plan.baseUsers + agency.additionalUsers },
    totalUsers: userRows.length,
    users: userRows.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      role: u.role as Role,
      active: u.active,
      createdAt: u.createdAt.toISOString(),
      lastSignInAt: u.lastSignInAt ? new Date(u.lastSignInAt).toISOString() : null,
    })),
    billing: {
      monthlyCents: plan.priceCents + agency.additionalUsers * plan.additionalUserPriceCents,
      invoices: clientInvoices,
      nextPaymentOn: nextPaymentOn({
        status: agency.status,
        createdAt: agency.createdAt,
        trialEndsAt: agency.trialEndsAt,
        openInvoiceDueDates: invoiceRows.filter((r) => r.invoice.status === 'pending' || r.invoice.status === 'overdue').map((r) => r.invoice.dueOn),
      }),
      lastPaymentAt: lastPaid?.toISOString() ?? null,
      totalPaidCents: paid.reduce((sum, r) => sum + r.invoice.amountCents, 0),
    },
    activity,
  };
}
