import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { serviceMoney } from '@despacha/domain/money/service-money';
import type { LgpdCounts } from '@despacha/domain/lgpd/contracts';
import { lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import type { Db } from '../../db/client.ts';
import { owners, requests, serviceFiles, servicePayments, services, vehicles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { amountsOf, expensesOf, paymentsOf } from '../ledger/public.ts';
import { toOwner, toService, toVehicle } from '../registry/public.ts';
import { checklistOf, inspectionOf, movementsOf } from '../services/public.ts';
import { findLinked, linkedData } from './linked-records.ts';
import { partiesOf } from './request-parties.ts';

// Everything the agency holds about one CPF/CNPJ (LGPD art. 18, decision 036): the owner record,
// its vehicles and services with their money, movements, checklist, vistoria and ledger, the
// request forms naming the person, the services where they were the previous owner, and the list
// of uploaded files (names, sizes, dates: the files themselves stay in the agency's folder); and
// their quotes, exigências, consent and customer e-mails (linked-records.ts).

type Scope = { agencyId: string; document: string };

/** Rows pointing at the person: owner records, their services, requests naming them. */
export async function findPerson(db: Db, { agencyId, document }: Scope) {
  const ownerRows = await db
    .select()
    .from(owners)
    .where(and(eq(owners.agencyId, agencyId), document.length === 11 ? eq(owners.cpf, document) : eq(owners.cnpj, document)))
    .orderBy(asc(owners.createdAt));
  const ownerIds = ownerRows.map((o) => o.id);
  const serviceRows = ownerIds.length
    ? await db
        .select()
        .from(services)
        .where(and(eq(services.agencyId, agencyId), inArray(services.ownerId, ownerIds)))
        .orderBy(asc(services.number))
    : [];
  const serviceIds = serviceRows.map((s) => s.id);
  // A form keeps a CPF/CNPJ as typed ("529.982.247-25"): with punctuation and spaces gone from
  // the stored JSON, the document is a quoted value. The parties check below keeps only the forms
  // where it is a person's document (not a number that happens to match).
  const candidates = await db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.agencyId, agencyId),
        or(
          sql`upper(regexp_replace(${requests.data}::text, '[^0-9A-Za-z"]', '', 'g')) like ${`%"${document}"%`}`,
          serviceIds.length ? inArray(requests.serviceId, serviceIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(requests.createdAt));
  const requestRows = candidates.filter((r) => (r.serviceId && serviceIds.includes(r.serviceId)) || partiesOf(r.data, document).length > 0);
  const previousOwnerOf = await db
    .select({ id: services.id, number: services.number, exProp: services.exProp, cpfCnpjAnt: services.cpfCnpjAnt })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), eq(services.cpfCnpjAnt, document)))
    .orderBy(asc(services.number));
  const vehicleRows = ownerIds.length
    ? await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.agencyId, agencyId), inArray(vehicles.ownerId, ownerIds)))
        .orderBy(asc(vehicles.createdAt))
    : [];
  const fileRows = serviceIds.length
    ? await db
        .select()
        .from(serviceFiles)
        .where(and(eq(serviceFiles.agencyId, agencyId), inArray(serviceFiles.serviceId, serviceIds)))
        .orderBy(asc(serviceFiles.createdAt))
    : [];
  const linked = await findLinked(db, { agencyId, document, ownerIds, serviceIds });
  return { ownerRows, vehicleRows, serviceRows, requestRows, previousOwnerOf, fileRows, ...linked };
}

export type FoundPerson = Awaited<ReturnType<typeof findPerson>>;

export const isEmpty = (p: FoundPerson) => !p.ownerRows.length && !p.requestRows.length && !p.previousOwnerOf.length && !p.quoteRows.length;

/** The person or 404: another agency's CPF/CNPJ is "not found", like any unknown one. */
export async function requirePerson(db: Db, scope: Scope): Promise<FoundPerson> {
  const found = await findPerson(db, scope);
  if (isEmpty(found)) throw notFound(m.notFound);
  return found;
}

export async function countsOf(db: Db, agencyId: string, p: FoundPerson): Promise<LgpdCounts> {
  const serviceIds = p.serviceRows.map((s) => s.id);
  const [row] = serviceIds.length
    ? await db
        .select({ n: count() })
        .from(servicePayments)
        .where(and(eq(servicePayments.agencyId, agencyId), inArray(servicePayments.serviceId, serviceIds)))
    : [{ n: 0 }];
  return {
    owners: p.ownerRows.length,
    vehicles: p.vehicleRows.length,
    services: p.serviceRows.length,
    payments: Number(row?.n ?? 0),
    requests: p.requestRows.length,
    files: p.fileRows.length,
    quotes: p.quoteRows.length,
  };
}

/** The name to show: the owner record's, else the first request, service or quote naming them. */
export function displayName(p: FoundPerson): string {
  return p.ownerRows[0]?.nome ?? p.requestRows[0]?.subject ?? p.previousOwnerOf[0]?.exProp ?? p.quoteRows[0]?.customerName ?? '';
}

/** The export's content, as plain JSON (money in centavos, dates ISO). */
export async function personData(db: Db, agencyId: string, document: string, p: FoundPerson) {
  const serviceDetails = [];
  for (const row of p.serviceRows) {
    const scope = { agencyId, serviceId: row.id };
    const [movements, checklist, inspection, payments, expenses] = await Promise.all([
      movementsOf(db, scope),
      checklistOf(db, scope),
      inspectionOf(db, scope),
      paymentsOf(db, scope),
      expensesOf(db, scope),
    ]);
    serviceDetails.push({ ...toService(row), money: serviceMoney(amountsOf(row)), movements, checklist, inspection, payments, expenses });
  }
  return {
    document,
    generatedAt: new Date().toISOString(),
    owners: p.ownerRows.map(toOwner),
    vehicles: p.vehicleRows.map(toVehicle),
    services: serviceDetails,
    previousOwnerOf: p.previousOwnerOf,
    requests: p.requestRows.map((r) => ({
      id: r.id,
      type: r.type,
      placa: r.placa,
      subject: r.subject,
      serviceId: r.serviceId,
      createdAt: r.createdAt.toISOString(),
      createdByName: r.createdByName,
      data: r.data,
    })),
    files: p.fileRows.map((f) => ({
      id: f.id,
      serviceId: f.serviceId,
      item: f.item,
      name: f.originalName,
      mimeType: f.mimeType,
      sizeBytes: f.sizeBytes,
      createdAt: f.createdAt.toISOString(),
    })),
    ...linkedData(p),
  };
}

export type PersonData = Awaited<ReturnType<typeof personData>>;
