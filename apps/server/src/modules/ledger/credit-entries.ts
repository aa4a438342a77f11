import { and, eq, or, sql } from 'drizzle-orm';
import type { CreditTransferData, RefundData } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { ledgerMethodLabel } from '@despacha/domain/ledger/options';
import { moneyMessages } from '@despacha/domain/money/messages';
import { serviceMoney } from '@despacha/domain/money/service-money';
import { formatMoney } from '@despacha/domain/validators/money';
import type { Db, Tx } from '../../db/client.ts';
import { serviceCreditTransfers, serviceRefunds } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import { conflict, HttpError, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { amountsOf, lockService, refreshPaidTotal, type ServiceRow } from './queries.ts';

// The customer's credit given back (refund: money out of the caixa) or carried to another open
// service of the same owner (transfer: no money moves). Decision 059.

const creditExceeded = (credit: number) => {
  const message = m.creditExceeded(credit);
  return new HttpError(400, 'CREDIT_EXCEEDED', message, { amount: message });
};

/**
 * Devolver crédito: at most the service's credit as the locked row holds it. The agency row is
 * locked first (the refund receipt's number is the agency's next), then the service.
 */
export async function recordRefund(db: Db, actor: TenantActor, serviceId: string, input: RefundData) {
  const { agencyId } = actor;
  return db.transaction(async (tx) => {
    await lockAgency(tx, agencyId);
    const service = await lockService(tx, agencyId, serviceId);
    if (!service) throw notFound();
    const { credit } = serviceMoney(amountsOf(service));
    if (input.amount > credit) throw creditExceeded(credit);
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${serviceRefunds.number}), 0) + 1` })
      .from(serviceRefunds)
      .where(eq(serviceRefunds.agencyId, agencyId))) as [{ next: number }];
    const [refund] = await tx
      .insert(serviceRefunds)
      .values({
        agencyId,
        serviceId,
        number: Number(next),
        paidOn: input.paidOn,
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
      summary: `Devolveu ${formatMoney(input.amount)} de crédito ao cliente (${ledgerMethodLabel(input.method)}, recibo de devolução nº ${refund!.number}) no serviço nº ${service.number}`,
    });
    return refund!;
  });
}

/** Both services locked in one order (by id), whichever side the caller names: two transfers never wait on each other. */
async function lockBoth(tx: Tx, agencyId: string, a: string, b: string): Promise<Map<string, ServiceRow>> {
  const locked = new Map<string, ServiceRow>();
  for (const id of [a, b].sort()) {
    const row = await lockService(tx, agencyId, id);
    if (row) locked.set(id, row);
  }
  return locked;
}

/**
 * Transferir crédito: the source's credit falls by the amount and the target's paid rises by it.
 * The target must be another open service of the same owner; beyond its balance the user confirms
 * the credit it makes there, as for a payment.
 */
export async function recordCreditTransfer(db: Db, actor: TenantActor, serviceId: string, input: CreditTransferData) {
  const { agencyId } = actor;
  const toId = input.toServiceId;
  if (!isUuid(serviceId)) throw notFound();
  if (!isUuid(toId) || toId === serviceId) throw invalid({ toServiceId: m.targetNotOpen });
  return db.transaction(async (tx) => {
    const locked = await lockBoth(tx, agencyId, serviceId, toId);
    const source = locked.get(serviceId);
    const target = locked.get(toId);
    if (!source) throw notFound();
    if (!target || target.ownerId !== source.ownerId || target.status === 'completed') throw invalid({ toServiceId: m.targetNotOpen });
    const { credit } = serviceMoney(amountsOf(source));
    if (input.amount > credit) throw creditExceeded(credit);
    const before = serviceMoney(amountsOf(target));
    const after = serviceMoney({ ...amountsOf(target), valorPago: target.valorPagoCents + input.amount });
    if (after.credit > before.credit && !input.confirmOverpayment) {
      const message = moneyMessages.overpayment(after.paid, after.total);
      throw new HttpError(400, 'OVERPAYMENT', message, { amount: message });
    }
    const [transfer] = await tx
      .insert(serviceCreditTransfers)
      .values({
        agencyId,
        fromServiceId: serviceId,
        toServiceId: toId,
        paidOn: input.paidOn,
        amountCents: input.amount,
        note: input.note,
        createdBy: actor.userId,
      })
      .returning();
    await refreshPaidTotal(tx, { agencyId, serviceId });
    await refreshPaidTotal(tx, { agencyId, serviceId: toId });
    const amount = formatMoney(input.amount);
    await recordActivity(tx, agencyId, actor, {
      action: 'created',
      entity: 'service',
      entityId: serviceId,
      summary: `Transferiu ${amount} de crédito do cliente do serviço nº ${source.number} para o serviço nº ${target.number}`,
    });
    await recordActivity(tx, agencyId, actor, {
      action: 'created',
      entity: 'service',
      entityId: toId,
      summary: `Recebeu ${amount} de crédito do cliente transferido do serviço nº ${source.number}`,
    });
    return transfer!;
  });
}

/**
 * Estorno of a transfer, from either service's ledger: one row, so both sides are undone at once.
 * Refused (and rolled back) when the target already refunded or carried on the credit it received.
 */
export async function voidCreditTransfer(db: Db, actor: TenantActor, serviceId: string, transferId: string, reason: string) {
  const { agencyId } = actor;
  if (!isUuid(serviceId) || !isUuid(transferId)) throw notFound();
  const t = serviceCreditTransfers;
  const mine = and(eq(t.agencyId, agencyId), eq(t.id, transferId), or(eq(t.fromServiceId, serviceId), eq(t.toServiceId, serviceId)));
  return db.transaction(async (tx) => {
    const [seen] = await tx.select().from(t).where(mine);
    if (!seen) throw notFound();
    const locked = await lockBoth(tx, agencyId, seen.fromServiceId, seen.toServiceId);
    // Read again under the services' locks: every write to this transfer holds them.
    const [entry] = await tx.select().from(t).where(mine);
    if (!entry) throw notFound();
    if (entry.voidedAt) throw conflict('ALREADY_VOIDED', m.alreadyVoided);
    await tx
      .update(t)
      .set({ voidedAt: new Date(), voidedBy: actor.userId, voidReason: reason })
      .where(and(eq(t.agencyId, agencyId), eq(t.id, transferId)));
    await refreshPaidTotal(tx, { agencyId, serviceId: entry.fromServiceId });
    await refreshPaidTotal(tx, { agencyId, serviceId: entry.toServiceId });
    const from = locked.get(entry.fromServiceId)!.number;
    const to = locked.get(entry.toServiceId)!.number;
    for (const id of [entry.fromServiceId, entry.toServiceId]) {
      await recordActivity(tx, agencyId, actor, {
        action: 'updated',
        entity: 'service',
        entityId: id,
        summary: `Estornou a transferência de ${formatMoney(entry.amountCents)} de crédito do serviço nº ${from} para o serviço nº ${to}: ${reason}`,
      });
    }
  });
}
