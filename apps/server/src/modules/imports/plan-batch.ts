import type { ImportMapping, ImportRowAction } from '@despacha/domain/contracts/imports';
import type { ImportFieldKey } from '@despacha/domain/imports/field-keys';
import { importRowMessages as rm } from '@despacha/domain/imports/row-messages';
import { readImportRow } from '@despacha/domain/imports/read-row';
import type { ImportRowRead } from '@despacha/domain/imports/row-read';
import { toMercosulPlate } from '@despacha/domain/validators/plate';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import type { TableRow } from './read-table.ts';
import { findOwners, findServices, findVehicles, type ExistingOwner, type ExistingService, type ExistingVehicle } from './lookups.ts';
import { statementSlices } from '../../lib/raw-statement.ts';

// Importar dados (decision 060): what each row of a batch does, decided the same way by the
// analysis (which writes nothing) and by the import (which writes the plan). Rows match existing
// records by natural key: the owner by CPF/CNPJ, the vehicle by plate or RENAVAM, the service by
// vehicle, type and date. A matched record's blank fields are filled; its filled ones are
// replaced only with "sobrescrever".

type Values = Record<string, string | number | null>;
export type OwnerPlan = { doc: string; create?: Values; update?: { id: string; set: Values } };
export type VehiclePlan = {
  key: string;
  ownerDoc: string;
  existingId?: string;
  create?: Values;
  /** `linkOwnerDoc`: an existing vehicle with no owner gets the one this import creates for it. */
  update?: { id: string; set: Values; linkOwnerDoc?: string };
};
export type ServicePlan = {
  vehicleKey: string;
  ownerDoc: string;
  originName: string;
  existingId?: string;
  create?: Values;
  update?: { id: string; set: Values };
  paidCents: number;
  paidOn: string;
};
export type RowPlan = {
  line: number;
  cells: string[];
  action: ImportRowAction;
  values: Partial<Record<ImportFieldKey, string>>;
  errors: Partial<Record<ImportFieldKey, string>>;
  owner?: OwnerPlan;
  vehicle?: VehiclePlan;
  service?: ServicePlan;
};

/** What a run has seen so far: the keys of its rows (a repeated one is refused) and the records it plans to create. */
export class RunMemory {
  readonly lines = new Map<string, number>();
  readonly ownersToCreate = new Set<string>();
  readonly vehiclesToCreate = new Map<string, string>();
  /** Origins by searchKey(name): their id, or '' for one the import will create. */
  origins = new Map<string, string>();
}

export type PlanContext = {
  db: Db;
  agencyId: string;
  mapping: ImportMapping;
  overwrite: boolean;
  serviceTypes: readonly { value: string; label: string }[];
  memory: RunMemory;
};

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== 0;

/** The fields of `incoming` to write onto `current`: its blank ones, or every different one with overwrite. */
export function fieldsToSet(current: Record<string, unknown>, incoming: Values, overwrite: boolean): Values {
  const set: Values = {};
  for (const [k, v] of Object.entries(incoming)) {
    if (!filled(v)) continue;
    const now = current[k];
    if (!filled(now) || (overwrite && now !== v)) set[k] = v;
  }
  return set;
}

function cellsOf(row: TableRow, mapping: ImportMapping): Partial<Record<ImportFieldKey, string>> {
  const cells: Partial<Record<ImportFieldKey, string>> = {};
  mapping.forEach((key, i) => {
    if (key && row.cells[i]) cells[key] = row.cells[i];
  });
  return cells;
}

const vehicleKeyOf = (v: { placa?: string; renavam?: string }) => (v.placa ? `p:${toMercosulPlate(v.placa)}` : v.renavam ? `r:${v.renavam}` : '');
const docOf = (read: ImportRowRead) => read.owner?.cpf || read.owner?.cnpj || read.ownerDocument || '';

/** Decides every row of a batch, reading the records they match in three queries. */
export async function planBatch(ctx: PlanContext, batch: readonly TableRow[]): Promise<RowPlan[]> {
  const reads = batch.map((row) => ({ row, read: readImportRow(cellsOf(row, ctx.mapping), { serviceTypes: ctx.serviceTypes }) }));
  const docs = new Set<string>();
  const plates = new Set<string>();
  const renavams = new Set<string>();
  const chassis = new Set<string>();
  for (const { read } of reads) {
    const doc = docOf(read);
    if (doc) docs.add(doc);
    if (read.vehicle?.placa) plates.add(toMercosulPlate(read.vehicle.placa));
    if (read.vehicle?.renavam) renavams.add(read.vehicle.renavam);
    if (read.vehicle?.chassis) chassis.add(read.vehicle.chassis);
  }
  const slice = statementSlices(ctx.db);
  const owners = await findOwners(ctx.db, ctx.agencyId, [...docs]);
  await slice();
  const vehicles = await findVehicles(ctx.db, ctx.agencyId, [...plates], [...renavams], [...chassis]);
  await slice();
  const services = await findServices(
    ctx.db,
    ctx.agencyId,
    vehicles.all.map((v) => v.id),
  );
  return reads.map(({ row, read }) => planRow(ctx, row, read, { owners, vehicles, services }));
}

type Found = { owners: Map<string, ExistingOwner>; vehicles: Awaited<ReturnType<typeof findVehicles>>; services: ExistingService[] };

function planRow(ctx: PlanContext, row: TableRow, read: ImportRowRead, found: Found): RowPlan {
  const plan: RowPlan = { line: row.line, cells: row.cells, action: 'skip', values: read.values, errors: { ...read.errors } };
  const refuse = (key: ImportFieldKey, message: string) => {
    plan.errors[key] ??= message;
  };
  const { memory, overwrite } = ctx;
  const doc = docOf(read);

  // A repeated row is reported with the line it repeats, once per kind of record the row is about.
  const primary =
    read.service && read.vehicle
      ? `s:${vehicleKeyOf(read.vehicle)}:${read.service.servico}:${read.service.dataProc}`
      : read.vehicle
        ? `v:${vehicleKeyOf(read.vehicle)}`
        : doc
          ? `o:${doc}`
          : '';
  if (primary) {
    const first = memory.lines.get(primary);
    if (first !== undefined) refuse(read.service ? 'service.servico' : read.vehicle ? 'vehicle.placa' : 'owner.cpfCnpj', rm.repeatedRow(first));
    else if (!Object.keys(plan.errors).length) memory.lines.set(primary, row.line);
  }
  if (!read.owner && !read.vehicle && !read.service) refuse('owner.cpfCnpj', rm.nothingToImport);

  // The owner: matched by document, or new (a new one needs its name).
  let ownerExisting: ExistingOwner | undefined;
  if (read.owner && doc) {
    ownerExisting = found.owners.get(doc);
    const data = read.owner as Values;
    if (ownerExisting) {
      const set = fieldsToSet(ownerExisting, data, overwrite);
      plan.owner = { doc, ...(Object.keys(set).length ? { update: { id: ownerExisting.id, set } } : {}) };
    } else if (memory.ownersToCreate.has(doc)) plan.owner = { doc };
    else if (!read.owner.nome) refuse('owner.nome', rm.ownerNameNeeded);
    else plan.owner = { doc, create: data };
  } else if (read.owner && !doc && !read.vehicle) refuse('owner.cpfCnpj', rm.ownerDocumentNeeded);

  // The vehicle: matched by plate, RENAVAM or chassis, all pointing at the same one.
  let vehicleKey = '';
  let vehicleOwnerDoc = doc;
  if (read.vehicle) {
    const v = read.vehicle;
    const byPlate = v.placa ? found.vehicles.byPlate.get(toMercosulPlate(v.placa)) : undefined;
    const byRenavam = v.renavam ? found.vehicles.byRenavam.get(v.renavam) : undefined;
    const byChassis = v.chassis ? found.vehicles.byChassis.get(v.chassis) : undefined;
    const matches = new Set([byPlate, byRenavam, byChassis].filter((x): x is ExistingVehicle => !!x).map((x) => x.id));
    vehicleKey = vehicleKeyOf(v);
    if (matches.size > 1) refuse('vehicle.placa', rm.vehicleKeysDisagree);
    const existing = byPlate ?? byRenavam ?? byChassis;
    if (existing) {
      const { placa: _placa, ...rest } = v as Values;
      const set = fieldsToSet(existing, rest, overwrite);
      const owner = ownerExisting?.id;
      if (owner && owner !== existing.ownerId && (!existing.ownerId || overwrite)) set.ownerId = owner;
      const linkOwnerDoc = !existing.ownerId && !ownerExisting && doc && (plan.owner?.create || memory.ownersToCreate.has(doc)) ? doc : undefined;
      vehicleOwnerDoc = doc || existing.ownerDoc;
      const changes = Object.keys(set).length > 0 || linkOwnerDoc !== undefined;
      plan.vehicle = {
        key: vehicleKey,
        ownerDoc: doc,
        existingId: existing.id,
        ...(changes ? { update: { id: existing.id, set, ...(linkOwnerDoc ? { linkOwnerDoc } : {}) } } : {}),
      };
      if (!doc && !existing.ownerId && read.service) refuse('owner.cpfCnpj', rm.serviceOwnerNeeded);
    } else if (memory.vehiclesToCreate.has(vehicleKey)) {
      vehicleOwnerDoc = doc || memory.vehiclesToCreate.get(vehicleKey)!;
      plan.vehicle = { key: vehicleKey, ownerDoc: doc };
    } else if (!v.placa) refuse('vehicle.placa', rm.plateNeeded);
    else if (!v.renavam) refuse('vehicle.renavam', rm.renavamNeeded);
    else plan.vehicle = { key: vehicleKey, ownerDoc: doc, create: v as Values };
  }

  // The service: on its vehicle, matched by type and date; it needs an owner.
  if (read.service) {
    const s = read.service;
    if (!read.vehicle) refuse('service.servico', rm.serviceVehicleNeeded);
    else if (!vehicleOwnerDoc && !plan.vehicle?.existingId) refuse('owner.cpfCnpj', rm.serviceOwnerNeeded);
    const originName = s.originName.trim();
    const existing = plan.vehicle?.existingId
      ? found.services.find((e) => e.vehicleId === plan.vehicle!.existingId && e.servico === s.servico && (e.dataProc ?? '') === s.dataProc)
      : undefined;
    const data: Values = {
      servico: s.servico,
      posicao: s.posicao,
      status: s.status,
      dataProc: s.dataProc || null,
      prazo: s.prazo || null,
      valorCents: s.valorCents,
      honorariosCents: s.honorariosCents,
      observacoes: s.observacoes,
    };
    if (originName && !memory.origins.has(searchKey(originName))) memory.origins.set(searchKey(originName), '');
    const paidOn = s.dataProc || new Date().toISOString().slice(0, 10);
    if (existing) {
      const { servico: _s, dataProc: _d, ...rest } = data;
      const set = fieldsToSet(existing, rest, overwrite);
      const paidCents = existing.valorPagoCents === 0 ? s.valorPagoCents : 0;
      plan.service = {
        vehicleKey,
        ownerDoc: vehicleOwnerDoc,
        originName,
        existingId: existing.id,
        paidCents,
        paidOn,
        ...(Object.keys(set).length ? { update: { id: existing.id, set } } : {}),
      };
    } else plan.service = { vehicleKey, ownerDoc: vehicleOwnerDoc, originName, create: data, paidCents: s.valorPagoCents, paidOn };
  }

  if (Object.keys(plan.errors).length) {
    plan.action = 'error';
    delete plan.owner;
    delete plan.vehicle;
    delete plan.service;
    return plan;
  }
  if (plan.owner?.create) memory.ownersToCreate.add(plan.owner.doc);
  if (plan.vehicle?.create) memory.vehiclesToCreate.set(plan.vehicle.key, doc);
  const parts = [plan.owner, plan.vehicle, plan.service];
  plan.action = parts.some((p) => p?.create) ? 'create' : parts.some((p) => p?.update) || (plan.service?.paidCents ?? 0) > 0 ? 'update' : 'skip';
  return plan;
}
