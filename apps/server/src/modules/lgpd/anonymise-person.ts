import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LgpdAnonymiseResponse } from '@despacha/domain/lgpd/contracts';
import { ANONYMISED_NAME } from '@despacha/domain/lgpd/messages';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { activities, mailOutbox, owners, requests, serviceFiles, services, users } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage.ts';
import { eraseAuditTrail, FILE_GONE } from './anonymise-audit.ts';
import type { FoundPerson } from './person-data.ts';
import { eraseLinked } from './linked-records.ts';
import { eraseParties, namesIn, partiesOf } from './request-parties.ts';

// Anonymisation (decision 036): the person's identifying fields are erased where the agency keeps
// them; services, vehicles, movements and the ledger stay, so the books still add up. Their
// uploaded documents (RG, CNH, proof of address, signed forms: the scans of the person) are
// deleted from storage once the erasure is committed. Running it again finds nothing to do.

/** The owner columns after erasure: the name marks the record, the rest is blank. */
const erasedOwner = () => ({
  nome: ANONYMISED_NAME,
  searchName: searchKey(ANONYMISED_NAME),
  cpf: '',
  cnpj: '',
  endereco: '',
  numero: '',
  complemento: '',
  bairro: '',
  cep: '',
  municipio: '',
  orgao: '',
  emissao: null,
  cnh: '',
  nacionalidade: '',
  naturalidade: '',
  nasc: null,
  estadoCivil: '',
  email: '',
  telCom: '',
  ramal: '',
  telRes: '',
  cel: '',
  anonymisedAt: new Date(),
  updatedAt: new Date(),
});

type Deps = { db: Db; storage: Storage; log: FastifyBaseLogger };
type Actor = { userId: string; name: string };

export async function anonymisePerson(
  { db, storage, log }: Deps,
  agencyId: string,
  actor: Actor,
  document: string,
  p: FoundPerson,
): Promise<LgpdAnonymiseResponse> {
  const ownerIds = p.ownerRows.map((o) => o.id);
  const serviceIds = p.serviceRows.map((s) => s.id);
  const names = new Set([...p.ownerRows.map((o) => o.nome), ...p.quoteRows.map((q) => q.customerName)].filter(Boolean));
  const emails = [...new Set(p.ownerRows.map((o) => o.email.trim().toLowerCase()).filter(Boolean))];
  let requestCount = 0;
  let quoteCount = 0;
  const removedKeys = await db.transaction(async (tx) => {
    if (ownerIds.length)
      await tx
        .update(owners)
        .set(erasedOwner())
        .where(and(eq(owners.agencyId, agencyId), inArray(owners.id, ownerIds)));
    // Their services keep number, type, position and money; the free-text note may name them.
    if (serviceIds.length)
      await tx
        .update(services)
        .set({ observacoes: '', updatedAt: new Date() })
        .where(and(eq(services.agencyId, agencyId), inArray(services.id, serviceIds)));
    // Where they were the previous owner on someone else's service.
    await tx
      .update(services)
      .set({ exProp: '', cpfCnpjAnt: '', updatedAt: new Date() })
      .where(and(eq(services.agencyId, agencyId), eq(services.cpfCnpjAnt, document)));
    for (const r of p.requestRows) {
      const parties = partiesOf(r.data, document);
      if (!parties.length) continue;
      for (const n of namesIn(r.data, parties)) names.add(n);
      const subjectIsTheirs = namesIn(r.data, parties).some((n) => n.trim().toLowerCase() === r.subject.trim().toLowerCase());
      await tx
        .update(requests)
        .set({ data: eraseParties(r.data, parties), ...(subjectIsTheirs ? { subject: ANONYMISED_NAME } : {}) })
        .where(and(eq(requests.agencyId, agencyId), eq(requests.id, r.id)));
      requestCount++;
    }
    quoteCount = (await eraseLinked(tx, agencyId, actor, p, serviceIds)).quotes;
    // The recent-activities feed names people ("Cadastrou cliente de José…") and files by name;
    // only the lines about the person's own records change (another "José" keeps his name).
    const files = p.fileRows;
    const theirs = [
      ...ownerIds,
      ...serviceIds,
      ...p.vehicleRows.map((v) => v.id),
      ...p.requestRows.map((r) => r.id),
      ...files.map((f) => f.id),
      ...p.quoteRows.map((q) => q.id),
    ];
    const about = theirs.length ? inArray(activities.entityId, theirs) : sql`false`;
    for (const name of names) {
      if (name === ANONYMISED_NAME || !name.trim()) continue;
      await tx
        .update(activities)
        .set({ summary: sql`replace(${activities.summary}, ${name}, ${ANONYMISED_NAME})` })
        .where(and(eq(activities.agencyId, agencyId), about, sql`position(${name} in ${activities.summary}) > 0`));
    }
    for (const f of files) {
      await tx
        .update(activities)
        .set({ summary: sql`replace(${activities.summary}, ${f.originalName}, ${FILE_GONE})` })
        .where(and(eq(activities.agencyId, agencyId), about, sql`position(${f.originalName} in ${activities.summary}) > 0`));
    }
    // The audit trail's texts about them go too (decision 051): the agency's export would name them.
    await eraseAuditTrail(tx, agencyId, document, p);
    if (files.length)
      await tx.delete(serviceFiles).where(
        and(
          eq(serviceFiles.agencyId, agencyId),
          inArray(
            serviceFiles.id,
            files.map((f) => f.id),
          ),
        ),
      );
    // Customer e-mails waiting in the outbox (no SMTP) are addressed to them; a staff address is not theirs to erase.
    for (const email of emails) {
      const staff = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (!staff.length) await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
    }
    return files.map((f) => f.storageKey);
  });
  let filesDeleted = 0;
  for (const key of removedKeys) {
    // The rows are gone with the erasure; an object storage kept is logged for the operator.
    await storage.remove(key).then(
      () => filesDeleted++,
      (err: unknown) => log.error({ err, storageKey: key }, 'anonymised file left in storage'),
    );
  }
  return { owners: ownerIds.length, services: serviceIds.length, requests: requestCount, quotes: quoteCount, filesDeleted };
}
