// POST /api/nfse/:id/send (issue 37, decision 081): "Enviar ao cliente" of an authorised NFS-e, to
// the service's owner. E-mail only with the owner's e-mail consent (owner_consents, as the
// licensing reminders and the tracking notices); WhatsApp as a wa.me link the dispatcher sends by
// hand (WhatsApp offers no sending without its paid API), recorded when the link is made, as the
// reminders' WhatsApp. Any member of the agency, as the DANFSe and the XML.
import { and, eq } from 'drizzle-orm';
import { danfseConsultationUrl, groupedAccessKey } from '@despacha/domain/nfse/danfse';
import type { NfseSendInput, NfseSendResponse } from '@despacha/domain/nfse/issue-contracts';
import { nfseSendLines, nfseSendMessages as m, type NfseSendChannel, type NfseSendFacts } from '@despacha/domain/nfse/send-messages';
import { whatsappMobile, whatsappUrl } from '@despacha/domain/tracking/present';
import type { Db } from '../../db/client.ts';
import { agencies, owners, services } from '../../db/schema/index.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import { mailName } from '../../lib/mail-templates.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { emailConsentOf } from '../tracking/public.ts';
import { danfseFile } from './danfse.ts';
import { documentOf } from './issue-records.ts';

export type SendDeps = { db: Db; mailer: Mailer };

const refused = (code: string, message: string) => new HttpError(422, code, message);
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The owner's address as the answer and the audit name it: enough to recognise it, not the whole of it. */
export const maskedEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

async function recipientOf(db: Db, agencyId: string, serviceId: string) {
  const [row] = await db
    .select({
      serviceNumber: services.number,
      ownerId: owners.id,
      email: owners.email,
      cel: owners.cel,
      anonymisedAt: owners.anonymisedAt,
      agencyName: agencies.name,
    })
    .from(services)
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .innerJoin(agencies, eq(agencies.id, services.agencyId))
    .where(and(eq(services.agencyId, agencyId), eq(services.id, serviceId)));
  // The NFS-e's service is the agency's by the table's foreign key; a missing row is the anonymised case.
  if (!row || row.anonymisedAt) throw refused('NFSE_NO_OWNER', m.noOwner);
  return row;
}

export async function sendNfseToCustomer(deps: SendDeps, actor: TenantActor, id: string, body: NfseSendInput, ip: string): Promise<NfseSendResponse> {
  // Another agency's is 404, as none (documentOf); only an authorised note is worth sending.
  const doc = await documentOf(deps.db, actor.agencyId, id);
  if (doc.status !== 'autorizada' || !doc.accessKey) throw conflict('NFSE_NOT_AUTHORISED', m.notAuthorised);
  const to = await recipientOf(deps.db, actor.agencyId, doc.serviceId);
  const number = doc.nfseNumber ?? String(doc.number);
  const facts: NfseSendFacts = {
    agencyName: mailName(to.agencyName),
    nfseNumber: number,
    serviceNumber: to.serviceNumber,
    accessKey: groupedAccessKey(doc.accessKey),
    // The address the DANFSe's QR code opens (decision 080), of the note's own environment.
    consultationUrl: danfseConsultationUrl(doc.accessKey, doc.environment === 'producao' ? 'producao' : 'homologacao'),
    homologacao: doc.environment !== 'producao',
  };
  const channel: NfseSendChannel = body.channel;
  let answer: NfseSendResponse;
  let where: string;
  if (channel === 'email') {
    // Consent first: without it the address on file is not asked about (the refusal says what to do).
    if (!(await emailConsentOf(deps.db, actor.agencyId, to.ownerId)).granted) throw refused('NFSE_NO_CONSENT', m.noConsent);
    const email = to.email.trim();
    if (!email) throw refused('NFSE_NO_EMAIL', m.noEmail);
    // The DANFSe goes attached, as the "Baixar DANFSe" button prints it. The consultation URL is
    // public (the chave is printed on every DANFSe), so no `link` field is needed to keep it out of logs.
    const danfse = await danfseFile(doc);
    const lines = [...nfseSendLines(facts), m.danfseAttached];
    const sent = await deps.mailer.send({
      to: email,
      subject: m.mailSubject(facts.agencyName, number),
      text: [...lines, '', facts.agencyName].join('\n'),
      html: [...lines.map((l) => `<p>${escape(l)}</p>`), `<p>${escape(facts.agencyName)}</p>`].join(''),
      attachments: [{ filename: danfse.fileName, contentType: 'application/pdf', content: danfse.pdf }],
    });
    if (!sent) throw new HttpError(429, 'MAIL_LIMIT', m.mailLimit);
    where = `por e-mail para ${maskedEmail(email)}`;
    answer = { channel, message: m.sentByEmail(maskedEmail(email)), url: null };
  } else {
    const mobile = whatsappMobile(to.cel);
    if (!mobile) throw refused('NFSE_NO_MOBILE', m.noMobile);
    where = 'por WhatsApp';
    answer = { channel, message: '', url: whatsappUrl(mobile, nfseSendLines(facts).join('\n\n')) };
  }
  await recordActorAudit(deps.db, actor, {
    action: 'exported',
    entity: 'nfse',
    entityId: id,
    summary: `Enviou a NFS-e nº ${number} ao cliente ${where}`,
    ip,
  });
  return answer;
}
