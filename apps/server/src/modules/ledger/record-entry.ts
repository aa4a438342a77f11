import { and, eq, sql } from 'drizzle-orm';
import type { ExpenseData, PaymentData } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { expenseKindLabel, ledgerMethodLabel } from '@despacha/domain/ledger/options';
import { moneyMessages } from '@despacha/domain/money/messages';
import { serviceMoney } from '@despacha/domain/money/service-money';
import { formatMoney } from '@despacha/domain/validators/money';
import type { Db } from '../../db/client.ts';
import { profiles, serviceExpenses, servicePayments } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import { HttpError, invalid, notFound } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { amountsOf, lockService, refreshPaidTotal } from './queries.ts';

/**
 * A payment received for a service. Beyond the open balance it becomes the customer's credit only
 * once the user confirmed it (decision 017, now asked here rather than in Cadastro). The agency row
 * is locked first (the receipt number is the agency's next), then the service row (its cached
 * valor pago is rewritten in the same transaction).
 */
export async function recordPayment(db: Db, actor: TenantActor, serviceId: string, input: PaymentData) {
  const { agencyId } = actor;
  return db.transaction(async (tx) => {
    await lockAgency(tx, agencyId);
    const service = await lockService(tx, agencyId, serviceId);
    if (!service) throw notFound();
    const receivedBy = input.receivedBy || actor.userId;
    if (!(await isActiveMember(tx, agencyId, receivedBy))) throw invalid({ receivedBy: m.receiverNotFound });

    const after = serviceMoney({ ...amountsOf(service), valorPago: service.valorPagoCents + input.amount });
    if (after.credit > serviceMoney(amountsOf(service)).credit && !input.confirmOverpayment) {
      const message = moneyMessages.overpayment(after.paid, after.total);
      throw new HttpError(400, 'OVERPAYMENT', message, { amount: message });
    }

    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${servicePayments.number}), 0) + 1` })
      .from(servicePayments)
      .where(eq(servicePayments.agencyId, agencyId))) as [{ next: number }];
    const [payment] = await tx
      .insert(servicePayments)
      .values({
        agencyId,
        serviceId,
        number: Number(next),
        paidOn: input.paidOn,
        method: input.method,
        amountCents: input.amount,
        note: input.note,
        receivedBy,
        createdBy: actor.userId,
      })
      .returning();
    const updated = await refreshPaidTotal(tx, { agencyId, serviceId });
    await recordActivity(tx, agencyId, actor, {
      action: 'created',
      entity: 'service',
      entityId: serviceId,
      summary: `Registrou o pagamento nº ${payment!.number} de ${formatMoney(input.amount)} (${ledgerMethodLabel(input.method)}) no serviço nº ${service.number}`,
    });
    return { service: updated, payment: payment! };
  });
}

/** An amount the agency paid on the customer's behalf (DETRAN fees, cartório, IPVA, plates). */
export async function recordExpense(db: Db, actor: TenantActor, serviceId: string, input: ExpenseData) {
  const { agencyId } = actor;
  return db.transaction(async (tx) => {
    const service = await lockService(tx, agencyId, serviceId);
    if (!service) throw notFound();
    const [expense] = await tx
      .insert(serviceExpenses)
      .values({
        agencyId,
        serviceId,
        paidOn: input.paidOn,
        kind: input.kind,
        method: input.method,
        amountCents: input.amount,
        note: input.note,
        createdBy: actor.userId,
      })
      .returning();
    await refreshPaidTotal(tx, { agencyId, serviceId });
    await recordActivity(tx, agencyId, actor, {
      action: 'created',
      entity: 'service',
      entityId: serviceId,
      summary: `Registrou a despesa ${expenseKindLabel(input.kind)} de ${formatMoney(input.amount)} no serviço nº ${service.number}`,
    });
    return { service, expense: expense! };
  });
}

async function isActiveMember(tx: Db, agencyId: string, userId: string) {
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.agencyId, agencyId), eq(profiles.active, true)));
  return !!row;
}
