import { and, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import { ANONYMISED_NAME, ERASED_TEXT } from '@despacha/domain/lgpd/messages';
import type { Tx } from '../../db/client.ts';
import { auditEvents, owners } from '../../db/schema/index.ts';
import { eraseChanges, textEraser, valuesOf } from './audit-erasure.ts';
import { docLabels, documentSpellings } from './doc-label.ts';
import type { FoundPerson } from './person-data.ts';
import { identifiersIn, namesIn, partiesOf } from './request-parties.ts';

// Decision 051: the anonymisation rewrites, in its own transaction, the audit events about the
// person's records (owner, vehicles, services and their tracking links, requests, files, quotes,
// exigências) and the LGPD exports of their document: who did what to which record and when stay;
// their name, document, contacts and file names leave the summary, the before/after values and,
// for a customer's answer on a quote link, the actor's name. The table's trigger lets exactly that
// through (migration 0032).

type Pairs = [string, string][];

export const FILE_GONE = 'arquivo removido (LGPD)';

/** Kinds whose events name a record by its id; the entity index leads with the kind. */
const KINDS = ['owner', 'vehicle', 'service', 'tracking_link', 'request', 'file', 'quote', 'exigencia'];

// Every owner column is the person's except these: a column added later is blanked in the trail
// without anyone listing it. The UF stays, as on the record (decision 036).
const OWNER_KEPT = new Set(['id', 'agencyId', 'uf', 'searchName', 'anonymisedAt', 'createdAt', 'updatedAt', 'createdBy']);
const ownerFields = new Map(
  Object.keys(getTableColumns(owners))
    .filter((f) => !OWNER_KEPT.has(f))
    .map((f) => [f, f === 'nome' ? ANONYMISED_NAME : ERASED_TEXT]),
);
/** Fields of the person's other records blanked whole: free text and the customer's contact. */
const FIELDS: Record<string, Map<string, string>> = {
  owner: ownerFields,
  service: new Map([['observacoes', ERASED_TEXT]]),
  quote: new Map([
    ['customerName', ANONYMISED_NAME],
    ...['customerDocument', 'customerPhone', 'customerEmail', 'plate', 'note'].map((f) => [f, ERASED_TEXT] as [string, string]),
  ]),
  exigencia: new Map([
    ['demand', ERASED_TEXT],
    ['returnNote', ERASED_TEXT],
  ]),
  request: new Map([['data', ERASED_TEXT]]),
  file: new Map([['originalName', FILE_GONE]]),
};
const NONE = new Map<string, string>();
const CONTACT_FIELDS = ['email', 'telCom', 'telRes', 'cel', 'cnh', 'endereco'] as const;

type Row = Pick<typeof auditEvents.$inferSelect, 'id' | 'actorId' | 'actorName' | 'entity' | 'entityId' | 'summary' | 'changes'>;

/** A phone or a document also as bare digits, the way a text may hold it. */
const withDigits = (v: string) => {
  const digits = v.replace(/\D/g, '');
  return digits.length >= 8 && digits !== v ? [v, digits] : [v];
};

/** Each value of the person the trail may hold, and what it becomes; names first. */
function replacements(document: string, p: FoundPerson, rows: Row[], own: (r: Row) => boolean): Pairs {
  const names: string[] = [...p.ownerRows.map((o) => o.nome), ...p.quoteRows.map((q) => q.customerName), ...p.previousOwnerOf.map((s) => s.exProp)];
  const contacts: string[] = [];
  for (const o of p.ownerRows) for (const f of CONTACT_FIELDS) contacts.push(o[f]);
  for (const q of p.quoteRows) contacts.push(q.customerPhone, q.customerEmail);
  for (const r of p.requestRows) {
    const parties = partiesOf(r.data, document);
    names.push(...namesIn(r.data, parties));
    contacts.push(...identifiersIn(r.data, parties));
  }
  // What the trail recorded before the record last changed: a former name, e-mail or phone.
  for (const r of rows.filter(own)) {
    if (r.entity === 'owner') {
      names.push(...valuesOf(r.changes, 'nome'));
      for (const f of CONTACT_FIELDS) contacts.push(...valuesOf(r.changes, f));
    }
    if (r.entity === 'quote') {
      names.push(...valuesOf(r.changes, 'customerName'));
      contacts.push(...valuesOf(r.changes, 'customerPhone'), ...valuesOf(r.changes, 'customerEmail'));
      // A customer's answer on the link: they were the actor.
      if (r.actorId === null && r.actorName) names.push(r.actorName);
    }
  }
  return [
    ...names.filter((n) => n && n !== ANONYMISED_NAME).map((n): [string, string] => [n, ANONYMISED_NAME]),
    ...docLabels(document).map((l): [string, string] => [l, ANONYMISED_NAME]),
    ...documentSpellings(document).map((d): [string, string] => [d, ERASED_TEXT]),
    ...contacts
      .filter(Boolean)
      .flatMap(withDigits)
      .map((c): [string, string] => [c, ERASED_TEXT]),
    ...p.fileRows.map((f): [string, string] => [f.originalName, FILE_GONE]),
  ];
}

/** Rewrites the person's audit events inside the anonymisation's transaction; answers how many changed. */
export async function eraseAuditTrail(tx: Tx, agencyId: string, document: string, p: FoundPerson): Promise<number> {
  const theirs = {
    owner: p.ownerRows.map((o) => o.id),
    service: p.serviceRows.map((s) => s.id),
    quote: p.quoteRows.map((q) => q.id),
    exigencia: p.exigenciaRows.map((r) => r.e.id),
    request: p.requestRows.map((r) => r.id),
    file: p.fileRows.map((f) => f.id),
  } as Record<string, string[]>;
  const ids = [
    ...Object.values(theirs).flat(),
    // Their vehicles, also one sold since whose services were theirs, and the services where
    // they were the previous owner (that service's events name them as such).
    ...p.vehicleRows.map((v) => v.id),
    ...p.serviceRows.map((s) => s.vehicleId),
    ...p.previousOwnerOf.map((s) => s.id),
  ];
  const uniqueIds = [...new Set(ids)];
  // An LGPD export of someone with no owner record names no record: found by its document label.
  const exportsOf = and(
    eq(auditEvents.entity, 'owner'),
    isNull(auditEvents.entityId),
    or(...docLabels(document).map((l) => sql`position(${l} in ${auditEvents.summary}) > 0`)),
  );
  const rows: Row[] = await tx
    .select({
      id: auditEvents.id,
      actorId: auditEvents.actorId,
      actorName: auditEvents.actorName,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      summary: auditEvents.summary,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.agencyId, agencyId),
        or(uniqueIds.length ? and(inArray(auditEvents.entity, KINDS), inArray(auditEvents.entityId, uniqueIds)) : undefined, exportsOf),
      ),
    );
  if (!rows.length) return 0;

  // A record is the person's own when its kind's ids hold it (a tracking link's event names their service).
  const own = (r: Row) => Boolean(r.entityId && (theirs[r.entity === 'tracking_link' ? 'service' : r.entity] ?? []).includes(r.entityId));
  const erase = textEraser(replacements(document, p, rows, own));
  // The trigger lets the texts of an event change in this transaction only (migration 0032).
  await tx.execute(sql`select set_config('despacha.audit_anonymise', 'on', true)`);
  let changed = 0;
  for (const r of rows) {
    const summary = erase(r.summary);
    const changes = eraseChanges(r.changes, own(r) ? (FIELDS[r.entity] ?? NONE) : NONE, erase);
    const actorName = r.actorId === null && r.actorName ? erase(r.actorName) : r.actorName;
    if (summary === r.summary && actorName === r.actorName && JSON.stringify(changes) === JSON.stringify(r.changes)) continue;
    await tx.update(auditEvents).set({ summary, changes, actorName }).where(eq(auditEvents.id, r.id));
    changed++;
  }
  return changed;
}
