import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { importRowMessages as rm } from '@despacha/domain/imports/row-messages';
import { normalizeStatus, stageOf } from '@despacha/domain/process/stages';
import { toMercosulPlate } from '@despacha/domain/validators/plate';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { importRunErrors, importRuns, origins, owners, servicePayments, services, vehicles } from '../../db/schema/index.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import { bulkInsert, columnOf, type BulkColumn } from '../../lib/bulk-insert.ts';
import { todayIso } from '../../lib/dates.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { refreshPaidTotal } from '../ledger/public.ts';
import type { RowPlan, RunMemory } from './plan-batch.ts';
import { statementSlices } from '../../lib/raw-statement.ts';

// The import's writes for one batch (decision 060), in one transaction with the run's progress:
// a batch is saved whole or not at all, and a resumed run starts after the last saved one.
// Imported services are history: they open no exigência and send the customer no e-mail.

type Values = Record<string, string | number | null>;
export type BatchCounts = { create: number; update: number; skip: number; error: number };

const reasonOf = (p: RowPlan) => Object.values(p.errors).join(' ');

const cols = (type: BulkColumn['type'], names: string) => names.split(' ').map((name) => ({ name, type }));
const OWNER_COLUMNS = [
  ...cols('uuid', 'agency_id'),
  ...cols('text', 'nome search_name cpf cnpj email cel tel_res tel_com cep endereco numero complemento bairro municipio uf'),
  ...cols('date', 'nasc'),
];
const VEHICLE_COLUMNS = [
  ...cols('uuid', 'agency_id owner_id'),
  ...cols('text', 'placa placa_mercosul renavam chassis marca modelo ano_fabricacao ano_modelo cor combustivel especie tipo categoria'),
];
const SERVICE_COLUMNS = [
  ...cols('uuid', 'agency_id vehicle_id owner_id origin_id'),
  ...cols('int4', 'number valor_cents honorarios_cents valor_pago_cents'),
  ...cols('text', 'servico posicao status observacoes created_by'),
  ...cols('date', 'data_proc prazo'),
  ...cols('timestamptz', 'completed_at paid_at'),
];
const MOVEMENT_COLUMNS = [...cols('uuid', 'agency_id service_id'), ...cols('text', 'position stage note created_by'), ...cols('date', 'moved_on')];
const PAYMENT_COLUMNS = [
  ...cols('uuid', 'agency_id service_id'),
  ...cols('date', 'paid_on'),
  ...cols('text', 'method note created_by'),
  ...cols('int4', 'amount_cents number'),
];

/** A record's fields under their column names. */
const snake = (values: Values) => Object.fromEntries(Object.entries(values).map(([k, v]) => [columnOf(k), v]));

/** Noon in São Paulo of a day, as paid_at is kept (ledger/queries.ts). */
const noonOf = (day: string) => new Date(`${day}T12:00:00-03:00`);

export async function writeBatch(db: Db, actor: TenantActor, runId: string, plans: RowPlan[], memory: RunMemory): Promise<BatchCounts> {
  const { agencyId } = actor;
  const counts: BatchCounts = { create: 0, update: 0, skip: 0, error: 0 };
  for (const p of plans) counts[p.action]++;
  const lastLine = plans.length ? plans[plans.length - 1]!.line : 0;
  const slice = statementSlices(db);
  await db.transaction(async (tx) => {
    await lockAgency(tx, agencyId);
    const ok = plans.filter((p) => p.action !== 'error');

    // Owners, then every document of the batch to its id (new ones included).
    const newOwners = ok.flatMap((p) => (p.owner?.create ? [p.owner.create] : []));
    await bulkInsert(
      tx,
      'owners',
      OWNER_COLUMNS,
      newOwners.map((o) => ({ ...snake(o), agency_id: agencyId, search_name: searchKey(String(o.nome)) })),
    );
    await slice();
    for (const p of ok) {
      const u = p.owner?.update;
      if (u)
        await tx
          .update(owners)
          .set({ ...u.set, ...(u.set.nome ? { searchName: searchKey(String(u.set.nome)) } : {}), updatedAt: new Date() })
          .where(and(eq(owners.agencyId, agencyId), eq(owners.id, u.id)));
    }
    const docs = [...new Set(ok.flatMap((p) => [p.owner?.doc, p.vehicle?.ownerDoc, p.service?.ownerDoc]).filter((d): d is string => !!d))];
    const ownerIds = new Map<string, string>();
    if (docs.length) {
      const rows = await tx
        .select({ id: owners.id, cpf: owners.cpf, cnpj: owners.cnpj })
        .from(owners)
        .where(
          and(eq(owners.agencyId, agencyId), or(and(ne(owners.cpf, ''), inArray(owners.cpf, docs)), and(ne(owners.cnpj, ''), inArray(owners.cnpj, docs)))),
        );
      for (const r of rows) ownerIds.set(r.cpf || r.cnpj, r.id);
      await slice();
    }

    // Vehicles, linked to their owner; then every vehicle key of the batch to its id and owner.
    const newVehicles: Values[] = ok.flatMap((p) => (p.vehicle?.create ? [{ ...p.vehicle.create, ownerId: ownerIds.get(p.vehicle.ownerDoc) ?? null }] : []));
    await bulkInsert(
      tx,
      'vehicles',
      VEHICLE_COLUMNS,
      newVehicles.map((v) => ({ ...snake(v), agency_id: agencyId, placa_mercosul: toMercosulPlate(String(v.placa)) })),
    );
    await slice();
    for (const p of ok) {
      const u = p.vehicle?.update;
      if (!u) continue;
      const set: Values = { ...u.set };
      if (u.linkOwnerDoc) set.ownerId = ownerIds.get(u.linkOwnerDoc) ?? null;
      await tx
        .update(vehicles)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(vehicles.agencyId, agencyId), eq(vehicles.id, u.id)));
    }
    const serviceRows = ok.filter((p) => p.service);
    if (serviceRows.length) await writeServices(tx, actor, serviceRows, ownerIds, memory);
    await slice();

    const refused = plans.filter((p) => p.action === 'error');
    if (refused.length)
      await tx
        .insert(importRunErrors)
        .values(refused.map((p) => ({ agencyId, runId, line: p.line, reason: reasonOf(p) })))
        .onConflictDoNothing();
    await tx
      .update(importRuns)
      .set({
        rowsDone: sql`${importRuns.rowsDone} + ${plans.length}`,
        created: sql`${importRuns.created} + ${counts.create}`,
        updated: sql`${importRuns.updated} + ${counts.update}`,
        skipped: sql`${importRuns.skipped} + ${counts.skip}`,
        errors: sql`${importRuns.errors} + ${counts.error}`,
        lastLine: lastLine,
        heartbeatAt: new Date(),
      })
      .where(and(eq(importRuns.agencyId, agencyId), eq(importRuns.id, runId)));
  });
  return counts;
}

async function writeServices(tx: Db, actor: TenantActor, rows: RowPlan[], ownerIds: Map<string, string>, memory: RunMemory) {
  const { agencyId } = actor;
  const keys = rows.map((p) => p.service!.vehicleKey);
  const plates = keys.filter((k) => k.startsWith('p:')).map((k) => k.slice(2));
  const renavams = keys.filter((k) => k.startsWith('r:')).map((k) => k.slice(2));
  const found = await tx
    .select({ id: vehicles.id, ownerId: vehicles.ownerId, placaMercosul: vehicles.placaMercosul, renavam: vehicles.renavam })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.agencyId, agencyId),
        or(inArray(vehicles.placaMercosul, plates.length ? plates : ['']), inArray(vehicles.renavam, renavams.length ? renavams : [''])),
      ),
    );
  const vehicleOf = new Map<string, { id: string; ownerId: string | null }>();
  for (const v of found) {
    vehicleOf.set(`p:${v.placaMercosul}`, v);
    vehicleOf.set(`r:${v.renavam}`, v);
  }

  // Origins named by the file and not yet the agency's are created once.
  const newOrigins = [...new Set(rows.map((p) => p.service!.originName).filter((n) => n && !memory.origins.get(searchKey(n))))];
  if (newOrigins.length) {
    const made = await tx
      .insert(origins)
      .values(newOrigins.map((nomeEmpresa) => ({ agencyId, nomeEmpresa })))
      .returning({ id: origins.id, name: origins.nomeEmpresa });
    for (const o of made) memory.origins.set(searchKey(o.name), o.id);
  }

  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${services.number}), 0) + 1` })
    .from(services)
    .where(eq(services.agencyId, agencyId))) as [{ next: number }];
  let number = Number(next);
  const creates = rows.filter((p) => p.service!.create);
  const inserted = await bulkInsert<{ id: string; number: number }>(
    tx,
    'services',
    SERVICE_COLUMNS,
    creates.map((p) => {
      const s = p.service!;
      const c = s.create!;
      const vehicle = vehicleOf.get(s.vehicleKey)!;
      const status = normalizeStatus(String(c.posicao), String(c.status));
      return {
        ...snake(c),
        agency_id: agencyId,
        number: number++,
        vehicle_id: vehicle.id,
        owner_id: ownerIds.get(s.ownerDoc) ?? vehicle.ownerId,
        origin_id: s.originName ? memory.origins.get(searchKey(s.originName)) || null : null,
        status,
        completed_at: status === 'completed' ? noonOf(String(c.dataProc ?? todayIso())) : null,
        valor_pago_cents: s.paidCents,
        paid_at: s.paidCents > 0 ? noonOf(s.paidOn) : null,
        created_by: actor.userId,
      };
    }),
    ['id', 'number'],
  );
  // RETURNING's order is not promised: the numbers tie each new service to its row.
  const createdBy = new Map(inserted.map((r) => [Number(r.number), r.id]));
  const firstNumber = Number(next);
  const idOf = (i: number) => createdBy.get(firstNumber + i)!;
  await bulkInsert(
    tx,
    'service_movements',
    MOVEMENT_COLUMNS,
    creates.map((p, i) => {
      const c = p.service!.create!;
      const status = normalizeStatus(String(c.posicao), String(c.status));
      return {
        agency_id: agencyId,
        service_id: idOf(i),
        position: c.posicao,
        stage: stageOf({ posicao: String(c.posicao), status }),
        moved_on: c.dataProc ?? todayIso(),
        note: rm.importedNote,
        created_by: actor.userId,
      };
    }),
  );
  for (const p of rows) {
    const u = p.service!.update;
    if (u)
      await tx
        .update(services)
        .set({ ...u.set, updatedAt: new Date() })
        .where(and(eq(services.agencyId, agencyId), eq(services.id, u.id)));
  }

  // What the customer had paid before Despacha: one payment each, "não informado", on the service's date.
  const paid = [
    ...creates.map((p, i) => ({ serviceId: idOf(i), cents: p.service!.paidCents, paidOn: p.service!.paidOn, refresh: false })),
    ...rows.flatMap((p) =>
      p.service!.existingId ? [{ serviceId: p.service!.existingId, cents: p.service!.paidCents, paidOn: p.service!.paidOn, refresh: true }] : [],
    ),
  ].filter((x) => x.cents > 0);
  if (paid.length) {
    const [{ next: receipt }] = (await tx
      .select({ next: sql<number>`coalesce(max(${servicePayments.number}), 0) + 1` })
      .from(servicePayments)
      .where(eq(servicePayments.agencyId, agencyId))) as [{ next: number }];
    let n = Number(receipt);
    await bulkInsert(
      tx,
      'service_payments',
      PAYMENT_COLUMNS,
      paid.map((x) => ({
        agency_id: agencyId,
        service_id: x.serviceId,
        paid_on: x.paidOn,
        method: 'nao_informado',
        amount_cents: x.cents,
        note: rm.paidNote,
        number: n++,
        created_by: actor.userId,
      })),
    );
    for (const x of paid) if (x.refresh) await refreshPaidTotal(tx, { agencyId, serviceId: x.serviceId });
  }
}
