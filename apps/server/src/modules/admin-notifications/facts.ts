import { and, eq } from 'drizzle-orm';
import { paymentMethodLabel } from '@despacha/domain/billing/payments';
import { monitoringLabels } from '@despacha/domain/monitoring/constants';
import type { IncidentFacts, NewClientFacts, PaymentFailureFacts } from '@despacha/domain/settings/admin-notification-mails';
import type { Db } from '../../db/client.ts';
import { agencies, invoices, monitoringIncidents, plans } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';

// What each event's e-mail says, read from the database once the event is committed.

export async function newClientFacts(db: Db, agencyId: string, createdBy: string | null): Promise<NewClientFacts | null> {
  const [row] = await db
    .select({ a: agencies, planName: plans.name })
    .from(agencies)
    .innerJoin(plans, eq(plans.id, agencies.planId))
    .where(eq(agencies.id, agencyId));
  if (!row) return null;
  return {
    name: row.a.name,
    cnpj: row.a.cnpj,
    email: row.a.email,
    planName: row.planName,
    status: row.a.status,
    trialEndsOn: row.a.trialEndsAt ? todayIso(row.a.trialEndsAt) : null,
    createdBy,
  };
}

export async function paymentFailureFacts(db: Db, agencyId: string, invoiceId: string, method: string | null): Promise<PaymentFailureFacts | null> {
  const [row] = await db
    .select({ client: agencies.name, number: invoices.number, amountCents: invoices.amountCents, dueOn: invoices.dueOn })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .where(and(eq(invoices.agencyId, agencyId), eq(invoices.id, invoiceId)));
  if (!row) return null;
  return { client: row.client, invoiceNumber: row.number, amountCents: row.amountCents, dueOn: row.dueOn, method: method ? paymentMethodLabel(method) : null };
}

const saoPauloMoment = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

export async function incidentFacts(db: Db, incidentId: string, openedBy: string | null): Promise<IncidentFacts | null> {
  const [i] = await db.select().from(monitoringIncidents).where(eq(monitoringIncidents.id, incidentId));
  if (!i) return null;
  return {
    title: i.title,
    severity: monitoringLabels.severity[i.severity as keyof typeof monitoringLabels.severity] ?? i.severity,
    description: i.description,
    automatic: i.source !== null,
    openedBy,
    at: saoPauloMoment.format(i.createdAt),
  };
}
