import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SettleCommissionsData } from '@despacha/domain/commissions/contracts';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { commissionCents, ruleFor } from '@despacha/domain/commissions/rules';
import { formatMoney } from '@despacha/domain/validators/money';
import type { Db } from '../../db/client.ts';
import { commissionEntries, origins, services } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { originOf, settingsOf } from './queries.ts';

const LIVE_UNIQUE = 'commission_entries_live_service_uq';
const isLiveDuplicate = (e: unknown) => {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = err.cause ?? err;
  return c.code === '23505' && (c.constraint === LIVE_UNIQUE || !c.constraint);
};

/**
 * Records the commission of each chosen open service of the origin, paid to it or received from it
 * on one day, as the origin's rules give it now. All or nothing: a service of another origin,
 * already settled or without commission refuses the whole settlement.
 */
export async function settleCommissions(db: Db, actor: TenantActor, input: SettleCommissionsData) {
  const { agencyId } = actor;
  const origin = await originOf(db, agencyId, input.originId);
  if (!origin) throw notFound();
  const ids = [...new Set(input.serviceIds)];
  if (!ids.every(isUuid)) throw notFound();
  try {
    return await db.transaction(async (tx) => {
      const settings = await settingsOf(tx, agencyId, origin.id);
      if (settings.direction === 'none') throw invalid({ originId: m.noCommission }, m.noCommission);
      const rows = await tx
        .select({ id: services.id, number: services.number, originId: services.originId, servico: services.servico, honorariosCents: services.honorariosCents })
        .from(services)
        .where(and(eq(services.agencyId, agencyId), inArray(services.id, ids)))
        .orderBy(services.number)
        .for('update');
      if (rows.length !== ids.length) throw notFound();
      const live = await tx
        .select({ serviceId: commissionEntries.serviceId })
        .from(commissionEntries)
        .where(and(eq(commissionEntries.agencyId, agencyId), inArray(commissionEntries.serviceId, ids), isNull(commissionEntries.voidedAt)));
      const settled = new Set(live.map((e) => e.serviceId));
      const values = rows.map((s) => {
        if (s.originId !== origin.id) throw invalid({ serviceIds: m.settleNotOrigin(s.number) }, m.settleNotOrigin(s.number));
        if (settled.has(s.id)) throw conflict('COMMISSION_SETTLED', m.settleAlready(s.number));
        const amountCents = commissionCents(ruleFor(settings.rules, s.servico), s.honorariosCents);
        if (amountCents <= 0) throw invalid({ serviceIds: m.settleZero(s.number) }, m.settleZero(s.number));
        return {
          agencyId,
          originId: origin.id,
          serviceId: s.id,
          direction: settings.direction,
          amountCents,
          paidOn: input.paidOn,
          method: input.method,
          note: input.note,
          createdBy: actor.userId,
        };
      });
      const inserted = await tx.insert(commissionEntries).values(values).returning({ id: commissionEntries.id });
      const totalCents = values.reduce((n, v) => n + v.amountCents, 0);
      const verb = settings.direction === 'pay' ? 'Registrou o pagamento' : 'Registrou o recebimento';
      const what = values.length === 1 ? `da comissão do serviço nº ${rows[0]!.number}` : `das comissões de ${values.length} serviços`;
      await recordActivity(tx, agencyId, actor, {
        action: 'created',
        entity: 'origin',
        entityId: origin.id,
        summary: `${verb} ${what} (${formatMoney(totalCents)}) ${settings.direction === 'pay' ? 'à' : 'da'} origem ${origin.nomeEmpresa}`,
      });
      return { count: values.length, totalCents, entryIds: inserted.map((e) => e.id), message: m.settled(values.length) };
    });
  } catch (e) {
    // Two settlements of the same service at once: the partial unique index lets one through.
    if (isLiveDuplicate(e)) throw conflict('COMMISSION_SETTLED', m.settleRace);
    throw e;
  }
}

/** Estorno: the entry stays, marked voided with who, when and why, and stops counting; the service can be settled again. */
export async function voidCommission(db: Db, actor: TenantActor, entryId: string, reason: string) {
  const { agencyId } = actor;
  if (!isUuid(entryId)) throw notFound();
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({
        id: commissionEntries.id,
        serviceId: commissionEntries.serviceId,
        originId: commissionEntries.originId,
        amountCents: commissionEntries.amountCents,
        voidedAt: commissionEntries.voidedAt,
        number: services.number,
        originName: origins.nomeEmpresa,
      })
      .from(commissionEntries)
      .innerJoin(services, and(eq(services.agencyId, agencyId), eq(services.id, commissionEntries.serviceId)))
      .innerJoin(origins, and(eq(origins.agencyId, agencyId), eq(origins.id, commissionEntries.originId)))
      .where(and(eq(commissionEntries.agencyId, agencyId), eq(commissionEntries.id, entryId)))
      .for('update', { of: commissionEntries });
    if (!entry) throw notFound();
    if (entry.voidedAt) throw conflict('ALREADY_VOIDED', m.alreadyVoided);
    const voidedAt = new Date();
    await tx
      .update(commissionEntries)
      .set({ voidedAt, voidedBy: actor.userId, voidReason: reason })
      .where(and(eq(commissionEntries.agencyId, agencyId), eq(commissionEntries.id, entryId)));
    await recordActivity(tx, agencyId, actor, {
      action: 'updated',
      entity: 'origin',
      entityId: entry.originId,
      summary: `Estornou a comissão de ${formatMoney(entry.amountCents)} do serviço nº ${entry.number} (origem ${entry.originName}): ${reason}`,
    });
    return { entryId: entry.id, serviceId: entry.serviceId, voidedAt: voidedAt.toISOString(), message: m.voided };
  });
}
