import { and, eq } from 'drizzle-orm';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { formatMoney } from '@despacha/domain/validators/money';
import type { Db } from '../../db/client.ts';
import { serviceExpenses, servicePayments, serviceRefunds } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { lockService, refreshPaidTotal } from './queries.ts';

export type EntryKind = 'payments' | 'expenses' | 'refunds';

const tables = { payments: servicePayments, expenses: serviceExpenses, refunds: serviceRefunds };
/** How the activity line names the entry. */
const named = {
  payments: (n: number | undefined) => `o pagamento nº ${n}`,
  expenses: () => 'uma despesa',
  refunds: (n: number | undefined) => `a devolução de crédito nº ${n}`,
};

/**
 * Estorno: the entry stays, marked voided with who, when and why, and stops counting. Nothing in
 * the ledger is ever deleted, so a day's caixa can be told again as it was. The caller checked the
 * role (dispatcher only).
 */
export async function voidEntry(db: Db, actor: TenantActor, serviceId: string, kind: EntryKind, entryId: string, reason: string) {
  const { agencyId } = actor;
  if (!isUuid(entryId)) throw notFound();
  // One of three tables of the same ledger columns; typed as the payments' for the query builder.
  const table = tables[kind] as typeof servicePayments;
  return db.transaction(async (tx) => {
    const service = await lockService(tx, agencyId, serviceId);
    if (!service) throw notFound();
    const [entry] = await tx
      .select()
      .from(table)
      .where(and(eq(table.agencyId, agencyId), eq(table.serviceId, serviceId), eq(table.id, entryId)));
    if (!entry) throw notFound();
    if (entry.voidedAt) throw conflict('ALREADY_VOIDED', m.alreadyVoided);
    await tx
      .update(table)
      .set({ voidedAt: new Date(), voidedBy: actor.userId, voidReason: reason })
      .where(and(eq(table.agencyId, agencyId), eq(table.id, entryId)));
    await refreshPaidTotal(tx, { agencyId, serviceId });
    const what = named[kind]('number' in entry ? entry.number : undefined);
    await recordActivity(tx, agencyId, actor, {
      action: 'updated',
      entity: 'service',
      entityId: serviceId,
      summary: `Estornou ${what} de ${formatMoney(entry.amountCents)} no serviço nº ${service.number}: ${reason}`,
    });
  });
}
