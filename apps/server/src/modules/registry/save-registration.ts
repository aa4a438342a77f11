import { and, eq, sql } from 'drizzle-orm';
import type { OwnerData } from '@despacha/domain/contracts/registry/owner';
import type { VehicleData } from '@despacha/domain/contracts/registry/vehicle';
import type { ServiceData } from '@despacha/domain/contracts/registry/service';
import type { RegistrationData } from '@despacha/domain/contracts/registry/registration';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { quoteMessages } from '@despacha/domain/quotes/messages';
import { normalizeStatus, stageOf } from '@despacha/domain/process/stages';
import { toMercosulPlate } from '@despacha/domain/validators/plate';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { origins, owners, services, vehicles } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { auditRegistration, snapshotRegistration } from '../audit/public.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { toOwner, toService, toVehicle } from './mappers.ts';
import { newServiceFee, seedServiceChecklist } from '../service-catalog/public.ts';
import { linkQuoteInTransaction, quoteLinkError } from '../quotes/public.ts';
import { appendMovement } from './move-service.ts';

export type RegistrationInput = RegistrationData;

const duplicateFields: Record<string, [string, string]> = {
  owners_cpf_uq: ['owner.cpf', m.ownerDocumentTaken],
  owners_cnpj_uq: ['owner.cnpj', m.ownerDocumentTaken],
  vehicles_placa_uq: ['vehicle.placa', m.plateTaken],
  vehicles_renavam_uq: ['vehicle.renavam', m.renavamTaken],
  vehicles_chassis_uq: ['vehicle.chassis', m.chassisTaken],
};

/**
 * Cadastro do Sistema's "Salvar Cadastro": owner, vehicle and (optionally) service are saved
 * together or not at all. Ids present mean "update this record"; they must be the agency's.
 */
export async function saveRegistration(db: Db, actor: TenantActor, input: RegistrationInput) {
  const { agencyId } = actor;
  try {
    return await db.transaction(async (tx) => {
      // A new service takes the agency's next number (max + 1 below). Locking the agency row first
      // makes concurrent creations wait for each other, so each sees the number the previous one
      // committed: consecutive numbers and no unique-index error. A counter row would do the same
      // with a migration and a backfill; the number is taken once per service, so the wait is short.
      if (input.service && !input.service.id) await lockAgency(tx, agencyId);
      const before = await snapshotRegistration(tx, agencyId, input);
      const owner = await upsertOwner(tx, agencyId, input.owner);
      const vehicle = await upsertVehicle(tx, agencyId, { ...input.vehicle, ownerId: owner.id });
      const service = input.service ? await upsertService(tx, actor, { ...input.service, ownerId: owner.id, vehicleId: vehicle.id }) : null;
      if (input.quoteId) {
        if (!service) throw invalid({ quoteId: quoteMessages.serviceNeeded });
        await linkQuoteInTransaction(tx, actor, input.quoteId, service);
      }
      const created = !input.owner.id || !input.vehicle.id || (input.service && !input.service.id);
      const label = service ? `serviço nº ${service.number} (${vehicle.placa})` : `veículo ${vehicle.placa}`;
      await recordActivity(
        tx,
        agencyId,
        actor,
        {
          action: created ? 'created' : 'updated',
          entity: service ? 'service' : 'vehicle',
          entityId: service?.id ?? vehicle.id,
          summary: `${created ? 'Cadastrou' : 'Atualizou'} ${label} de ${owner.nome}`,
        },
        false,
      );
      await auditRegistration(tx, actor, before, { owner, vehicle, service });
      return { owner: toOwner(owner), vehicle: toVehicle(vehicle), service: service ? toService(service) : null };
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    const field = constraint !== null ? duplicateFields[constraint] : undefined;
    if (field) throw new HttpError(409, 'DUPLICATE', field[1], { [field[0]]: field[1] });
    throw quoteLinkError(err);
  }
}

async function upsertOwner(db: Db, agencyId: string, { id, ...data }: OwnerData & { id?: string | undefined }) {
  if (id && !isUuid(id)) throw notFound();
  const values = { ...data, searchName: searchKey(data.nome), updatedAt: new Date() };
  if (id) {
    const [row] = await db
      .update(owners)
      .set(values)
      .where(and(eq(owners.agencyId, agencyId), eq(owners.id, id)))
      .returning();
    if (!row) throw notFound();
    return row;
  }
  const [row] = await db
    .insert(owners)
    .values({ ...values, agencyId })
    .returning();
  return row!;
}

async function upsertVehicle(db: Db, agencyId: string, { id, ...data }: VehicleData & { id?: string | undefined }) {
  if (id && !isUuid(id)) throw notFound();
  const values = { ...data, placaMercosul: toMercosulPlate(data.placa), updatedAt: new Date() };
  if (id) {
    const [row] = await db
      .update(vehicles)
      .set(values)
      .where(and(eq(vehicles.agencyId, agencyId), eq(vehicles.id, id)))
      .returning();
    if (!row) throw notFound();
    return row;
  }
  const [row] = await db
    .insert(vehicles)
    .values({ ...values, agencyId })
    .returning();
  return row!;
}

type ServiceInput = ServiceData & { id?: string | undefined };

/**
 * The service's fields and charges. Valor pago is never written here: it is the ledger's sum of
 * live payments (decision 025), so a save cannot overwrite a payment recorded meanwhile.
 */
async function upsertService(db: Db, actor: TenantActor, { id, valor, honorarios, duvidas, extras, originId, ...data }: ServiceInput) {
  const { agencyId } = actor;
  if (id && !isUuid(id)) throw notFound();
  // Blank on an edit is "a confirmar" too (null, decision 078): the fee is never turned into 0 unasked.
  const valorCents = id ? valor : await newServiceFee(db, data.servico, valor);
  const values = {
    ...data,
    originId: originId || null,
    valorCents,
    honorariosCents: honorarios,
    duvidasCents: duvidas,
    extrasCents: extras,
    // Pendente is only a process at the agency (decision 058).
    status: normalizeStatus(data.posicao, data.status),
    completedAt: data.status === 'completed' ? new Date() : null,
    updatedAt: new Date(),
  };
  if (originId && !(await originExists(db, agencyId, originId))) throw invalid({ 'service.originId': m.originNotFound });
  if (id) {
    const current = await db.query.services.findFirst({ where: and(eq(services.agencyId, agencyId), eq(services.id, id)) });
    if (!current) throw notFound();
    const [row] = await db
      .update(services)
      .set({
        ...values,
        completedAt: data.status === 'completed' ? (current.completedAt ?? new Date()) : null,
      })
      .where(and(eq(services.agencyId, agencyId), eq(services.id, id)))
      .returning();
    if (current.posicao !== row!.posicao || stageOf(current) !== stageOf(row!)) await appendMovement(db, actor, row!.id, row!.posicao, stageOf(row!), '');
    return row!;
  }
  // The caller holds the agency lock (see saveRegistration); the unique index stays as a backstop.
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${services.number}), 0) + 1` })
    .from(services)
    .where(eq(services.agencyId, agencyId))) as [{ next: number }];
  const [row] = await db
    .insert(services)
    .values({ ...values, agencyId, number: Number(next), createdBy: actor.userId })
    .returning();
  await appendMovement(db, actor, row!.id, row!.posicao, stageOf(row!), 'Abertura do serviço');
  await seedServiceChecklist(db, agencyId, row!.id, row!.servico);
  return row!;
}

async function originExists(db: Db, agencyId: string, originId: string) {
  if (!isUuid(originId)) return false;
  return !!(await db.query.origins.findFirst({ where: and(eq(origins.agencyId, agencyId), eq(origins.id, originId)) }));
}
