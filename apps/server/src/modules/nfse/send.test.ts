import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { danfseConsultationUrl, groupedAccessKey } from '@despacha/domain/nfse/danfse';
import { nfseSendMessages as m } from '@despacha/domain/nfse/send-messages';
import { auditEvents, mailOutbox, nfseDocuments, owners } from '../../db/schema/index.ts';
import { registration } from '../../testing/registry-factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bareServices, storedNfse, twoAgencies } from './issue-test-world.ts';

// "Enviar ao cliente" (decision 081) through app.inject: e-mail only with the owner's consent and
// an address, the wa.me link otherwise, authorised notes only, each sending audited.

let t: TestApp;
let ana: string;
let beto: string;
let bia: string;
let agencyA: string;
let ownerId: string;
let serviceId: string;
let authorised: { id: string; accessKey: string };
let pending: string;
let cancelled: string;

const OWNER_EMAIL = 'cliente.nfse@exemplo.com.br';
const send = (cookie: string, id: string, channel: unknown) => t.request({ method: 'POST', url: `/api/nfse/${id}/send`, cookie, body: { channel } });
const consent = (granted: boolean) => t.request({ method: 'PUT', url: `/api/services/${serviceId}/tracking/consent`, cookie: ana, body: { email: granted } });
const setOwner = (values: { email?: string; cel?: string }) => t.db.update(owners).set(values).where(eq(owners.id, ownerId));
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const sendEvents = () =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.agencyId, agencyA), eq(auditEvents.entity, 'nfse'), eq(auditEvents.entityId, authorised.id)))
    .orderBy(desc(auditEvents.createdAt));

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, beto, bia, agencyA } = await twoAgencies(t, '11.444.777/0001-61'));
  const saved = (
    await t.request({ method: 'POST', url: '/api/registrations', cookie: ana, body: registration({ owner: { email: OWNER_EMAIL, cel: '(21) 98765-4321' } }) })
  ).json();
  ownerId = saved.owner.id;
  serviceId = saved.service.id;
  const [doc] = await t.db
    .insert(nfseDocuments)
    .values(storedNfse({ agencyId: agencyA, serviceId, number: 7, status: 'autorizada' }))
    .returning({ id: nfseDocuments.id, accessKey: nfseDocuments.accessKey });
  authorised = { id: doc!.id, accessKey: doc!.accessKey! };
  const others = await bareServices(t.db, { agencyId: agencyA, vehicleId: saved.vehicle.id, ownerId, firstNumber: 800, count: 2 });
  const rows = await t.db
    .insert(nfseDocuments)
    .values([
      storedNfse({ agencyId: agencyA, serviceId: others[0]!, number: 8 }),
      storedNfse({ agencyId: agencyA, serviceId: others[1]!, number: 9, status: 'cancelada' }),
    ])
    .returning({ id: nfseDocuments.id });
  [pending, cancelled] = [rows[0]!.id, rows[1]!.id];
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/nfse/:id/send by e-mail', () => {
  it('refuses without the owner’s consent, and mails nothing', async () => {
    const res = await send(ana, authorised.id, 'email');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(m.noConsent);
    expect(await mailsTo(OWNER_EMAIL)).toHaveLength(0);
  });

  it('refuses an owner with consent but no e-mail, saying so', async () => {
    expect((await consent(true)).statusCode).toBe(200);
    await setOwner({ email: '' });
    const res = await send(ana, authorised.id, 'email');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(m.noEmail);
    await setOwner({ email: OWNER_EMAIL });
  });

  it('queues the e-mail with the number, the chave and the consultation URL, and audits it', async () => {
    const res = await send(beto, authorised.id, 'email');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ channel: 'email', message: m.sentByEmail('c***@exemplo.com.br'), url: null });
    const [mail] = await mailsTo(OWNER_EMAIL);
    expect(mail!.subject).toBe('NFS-e nº 7 — Agência A');
    expect(mail!.text).toContain('NFS-e nº 7');
    expect(mail!.text).toContain(`Chave de acesso: ${groupedAccessKey(authorised.accessKey)}`);
    expect(mail!.text).toContain(danfseConsultationUrl(authorised.accessKey, 'homologacao')!);
    expect(mail!.text).toContain('SEM VALIDADE JURÍDICA');
    expect(mail!.html).toContain(groupedAccessKey(authorised.accessKey));
    // The DANFSe goes attached, as "Baixar DANFSe" prints it (the outbox keeps its name and size).
    expect(mail!.text).toContain(m.danfseAttached);
    const [event] = await sendEvents();
    expect(event).toMatchObject({ action: 'exported', actorName: 'Beto', summary: 'Enviou a NFS-e nº 7 ao cliente por e-mail para c***@exemplo.com.br' });
    // The same file as the button's (downloaded after the event above is read: it is audited too).
    const danfse = await t.request({ url: `/api/nfse/${authorised.id}/danfse.pdf`, cookie: ana });
    expect(mail!.attachments).toEqual([{ filename: 'danfse-7.pdf', contentType: 'application/pdf', bytes: danfse.rawPayload.length }]);
  });

  it('stops once the consent is revoked', async () => {
    expect((await consent(false)).statusCode).toBe(200);
    const before = (await mailsTo(OWNER_EMAIL)).length;
    expect((await send(ana, authorised.id, 'email')).statusCode).toBe(422);
    expect(await mailsTo(OWNER_EMAIL)).toHaveLength(before);
  });
});

describe('POST /api/nfse/:id/send by WhatsApp', () => {
  it('answers the wa.me link to the owner’s mobile with the same facts, and audits it', async () => {
    const res = await send(ana, authorised.id, 'whatsapp');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5521987654321');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Agência A emitiu a NFS-e nº 7');
    expect(text).toContain(groupedAccessKey(authorised.accessKey));
    expect(text).toContain(danfseConsultationUrl(authorised.accessKey, 'homologacao')!);
    const [event] = await sendEvents();
    expect(event).toMatchObject({ action: 'exported', actorName: 'Ana', summary: 'Enviou a NFS-e nº 7 ao cliente por WhatsApp' });
  });

  it('refuses an owner without a mobile', async () => {
    await setOwner({ cel: '(21) 2555-1234' });
    const res = await send(ana, authorised.id, 'whatsapp');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(m.noMobile);
    await setOwner({ cel: '(21) 98765-4321' });
  });
});

describe('what is not sent', () => {
  it('a pending or cancelled note is 409', async () => {
    for (const id of [pending, cancelled]) {
      const res = await send(ana, id, 'whatsapp');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(m.notAuthorised);
    }
  });

  it('another agency’s note is 404, and leaves no event', async () => {
    const events = (await sendEvents()).length;
    expect((await send(bia, authorised.id, 'whatsapp')).statusCode).toBe(404);
    expect((await send(bia, 'nao-e-um-id', 'whatsapp')).statusCode).toBe(404);
    expect(await sendEvents()).toHaveLength(events);
  });

  it('a channel other than e-mail or WhatsApp is 400 in pt-BR', async () => {
    const res = await send(ana, authorised.id, 'sms');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(m.channelInvalid);
  });
});
