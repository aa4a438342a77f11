import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nfseIssueMessages as m } from '@despacha/domain/nfse/issue-messages';
import { todayBr } from '@despacha/domain/validators/date';
import { auditEvents, nfseDocuments, nfseDpsSequences, owners, services } from '../../db/schema/index.ts';
import { registration } from '../../testing/registry-factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runPendingNfse } from './issue-job.ts';
import { AGENCY_A_CNPJ, configureNfse, NFSE_TEST_SETTINGS, pfxOf, PFX_PASSWORD, startSefinWorld, twoAgencies, type SefinWorld } from './issue-test-world.ts';

// Issuing from the service (decision 073) through app.inject, against the fake Sefin on loopback
// (mTLS with its test CA, XSD and signature checked there).

let t: TestApp;
let sefin: SefinWorld;
let ana: string; // dispatcher of A (CNPJ 11.222.333/0001-81)
let beto: string; // staff of A
let bia: string; // dispatcher of B
let agencyA: string;
let holder: { owner: { id: string }; vehicle: { id: string } } | undefined;

const SETTINGS = { ...NFSE_TEST_SETTINGS, cnpj: AGENCY_A_CNPJ };
const body = (over: Record<string, unknown> = {}) => ({ description: 'Honorários de despachante: transferência', competence: todayBr(), ...over });
const issue = (cookie: string, serviceId: string, b: unknown = body()) =>
  t.request({ method: 'POST', url: `/api/services/${serviceId}/nfse`, cookie, body: b });
const preview = (cookie: string, serviceId: string) => t.request({ url: `/api/services/${serviceId}/nfse`, cookie });
const sequence = async () => (await t.db.select().from(nfseDpsSequences).where(eq(nfseDpsSequences.agencyId, agencyA)))[0]?.lastNumber ?? 0;

/** A new service of A's, on the same owner and vehicle after the first. */
async function newService(cookie = ana, honorarios = '300,00'): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie,
    body: registration({ owner: { ...holder?.owner }, vehicle: { ...holder?.vehicle }, service: { honorarios, valor: '250,00' } }),
  });
  if (res.statusCode !== 200) throw new Error(`registration ${res.statusCode} ${res.body}`);
  const saved = res.json();
  holder = { owner: { id: saved.owner.id }, vehicle: { id: saved.vehicle.id } };
  return saved.service.id;
}

beforeAll(async () => {
  sefin = await startSefinWorld();
  t = await createTestApp({ nfseGateway: sefin.factory });
  ({ ana, beto, bia, agencyA } = await twoAgencies(t, '11.444.777/0001-61'));
  await configureNfse(t, ana, { cnpj: AGENCY_A_CNPJ, pfx: pfxOf(sefin.pki.client), password: PFX_PASSWORD });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sefin?.stop();
});
beforeEach(() => {
  sefin.mode.current = 'normal';
});

describe('Emitir NFS-e', () => {
  let authorised: { id: string; accessKey: string; serviceId: string };

  it('issues the honorários alone, values from the database, authorised with chave, number and XML; audited', async () => {
    const serviceId = await newService();
    const shown = (await preview(ana, serviceId)).json();
    expect(shown.problems).toEqual([]);
    expect(shown.preview).toMatchObject({ tomadorDocument: '52998224725', honorariosCents: 30000, competence: todayBr(), environment: 'homologacao' });
    const posts = sefin.fake.postCount;
    // A value in the body is not what is declared: the database's honorários are.
    const res = await issue(ana, serviceId, body({ honorariosCents: 1, tomadorDocument: '11144477735' }));
    expect(res.statusCode).toBe(201);
    const doc = res.json().document;
    expect(doc).toMatchObject({ status: 'autorizada', honorariosCents: 30000, tomadorDocument: '52998224725', hasXml: true, createdByName: 'Ana' });
    expect(doc.accessKey).toMatch(/^\d{50}$/);
    expect(res.json().message).toBe(m.authorised(doc.nfseNumber));
    expect(sefin.fake.postCount - posts).toBe(1);
    const [row] = await t.db.select().from(nfseDocuments).where(eq(nfseDocuments.id, doc.id));
    expect(row!.signedDpsXml).toContain('<vServ>300.00</vServ>');
    expect(sefin.fake.issued.get(doc.accessKey)?.dpsId).toBe(row!.dpsId);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'nfse'), eq(auditEvents.entityId, doc.id)));
    expect(events.map((e) => e.action)).toEqual(['created']);

    const again = await issue(ana, serviceId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyAuthorised(doc.nfseNumber));
    const xml = await t.request({ url: `/api/nfse/${doc.id}/xml`, cookie: ana });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toContain('.xml');
    expect(xml.body).toContain(`<nNFSe>${doc.nfseNumber}</nNFSe>`);
    authorised = { id: doc.id, accessKey: doc.accessKey, serviceId };
  });

  it('a rejection (E0310) is stored with its code; the service is then issued with the next number', async () => {
    const serviceId = await newService();
    await t.request({ method: 'PUT', url: '/api/nfse/settings', cookie: ana, body: { ...SETTINGS, cTribNac: '990101' } });
    const rejected = await issue(ana, serviceId);
    await t.request({ method: 'PUT', url: '/api/nfse/settings', cookie: ana, body: SETTINGS });
    expect(rejected.statusCode).toBe(201);
    expect(rejected.json().document).toMatchObject({ status: 'rejeitada', rejectionCode: 'E0310', accessKey: null });
    expect(rejected.json().message).toMatch(/^A Sefin Nacional recusou a DPS \(E0310\): O código de tributação nacional/);
    const second = await issue(ana, serviceId);
    expect(second.statusCode).toBe(201);
    expect(second.json().document.status).toBe('autorizada');
    expect(second.json().document.number).toBe(rejected.json().document.number + 1);
  });

  it('exactly once: an unanswered send stays pending (202); "Enviar de novo" finds it by its Id, no second POST nor number', async () => {
    const serviceId = await newService();
    sefin.mode.current = 'answerLost';
    const res = await issue(ana, serviceId);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: m.pending, document: { status: 'pendente', attempts: 1, accessKey: null } });
    const pending = res.json().document;
    expect(pending.nextAttemptAt).not.toBeNull();
    const posts = sefin.fake.postCount;
    const numbers = await sequence();

    sefin.mode.current = 'normal';
    const retried = await t.request({ method: 'POST', url: `/api/nfse/${pending.id}/retry`, cookie: beto });
    expect(retried.statusCode).toBe(201);
    const issuedAtSefin = [...sefin.fake.issued.values()].filter((i) => i.dpsId === pending.dpsId);
    expect(issuedAtSefin).toHaveLength(1);
    expect(retried.json().document).toMatchObject({ status: 'autorizada', number: pending.number, accessKey: issuedAtSefin[0]!.accessKey });
    expect(sefin.fake.postCount).toBe(posts);
    expect(await sequence()).toBe(numbers);
    expect((await t.request({ method: 'POST', url: `/api/nfse/${pending.id}/retry`, cookie: ana })).statusCode).toBe(409);
  });

  it('the background send takes each due pending once, across two runs at the same time', async () => {
    const serviceId = await newService();
    sefin.mode.current = 'down';
    const res = await issue(ana, serviceId);
    expect(res.statusCode).toBe(202);
    const id = res.json().document.id as string;
    const deps = { db: t.db, certKey: t.config.nfseCertKey, environment: 'homologacao' as const, gatewayFor: sefin.factory };
    // Not due yet: the first retry waits for its backoff.
    expect(await runPendingNfse({ ...deps, now: () => new Date() })).toEqual({ sent: 0, authorised: 0, failed: 0 });
    sefin.mode.current = 'normal';
    const later = () => new Date(Date.now() + 10 * 60_000);
    const posts = sefin.fake.postCount;
    const runs = await Promise.all([runPendingNfse({ ...deps, now: later }), runPendingNfse({ ...deps, now: later })]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(sefin.fake.postCount - posts).toBe(1);
    const [row] = await t.db.select().from(nfseDocuments).where(eq(nfseDocuments.id, id));
    expect(row).toMatchObject({ status: 'autorizada', attempts: 2, sendingUntil: null });
  });

  it('two simultaneous "Emitir" of one service: one issues, the other is refused with 409', async () => {
    const serviceId = await newService();
    const answers = await Promise.all([issue(ana, serviceId), issue(ana, serviceId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(nfseDocuments).where(eq(nfseDocuments.serviceId, serviceId))).toHaveLength(1);
  });

  it('staff issue only where the dispatcher allowed it (decision 075), and never cancel', async () => {
    const serviceId = await newService(beto);
    const numbers = await sequence();
    expect((await preview(beto, serviceId)).json()).toMatchObject({ issueDenied: m.staffMayNotIssue, cancelDenied: m.staffMayNotCancel });
    const refused = await issue(beto, serviceId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.staffMayNotIssue);
    expect(await sequence()).toBe(numbers);
    expect((await preview(ana, serviceId)).json()).toMatchObject({ issueDenied: null, cancelDenied: null });

    await t.request({ method: 'PUT', url: '/api/nfse/settings', cookie: ana, body: { ...SETTINGS, staffMayIssue: true } });
    try {
      expect((await preview(beto, serviceId)).json().issueDenied).toBeNull();
      const res = await issue(beto, serviceId);
      expect(res.statusCode).toBe(201);
      expect(res.json().document).toMatchObject({ status: 'autorizada', createdByName: 'Beto' });
      const cancel = await t.request({
        method: 'POST',
        url: `/api/nfse/${res.json().document.id}/cancel`,
        cookie: beto,
        body: { reason: '1', justification: 'Honorários lançados em duplicidade' },
      });
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().error.message).toBe(m.staffMayNotCancel);
    } finally {
      await t.request({ method: 'PUT', url: '/api/nfse/settings', cookie: ana, body: SETTINGS });
    }
  });

  it('lists why it cannot issue, and POST answers 422 with it: no honorários, owner without CPF, agency without settings', async () => {
    const noFees = await newService(ana, '0,00');
    const numbers = await sequence();
    expect((await preview(ana, noFees)).json().problems).toEqual([m.honorariosZero]);
    const refused = await issue(ana, noFees);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(m.honorariosZero);

    const noCpf = await newService();
    const [svc] = await t.db.select({ ownerId: services.ownerId }).from(services).where(eq(services.id, noCpf));
    await t.db.update(owners).set({ cpf: '' }).where(eq(owners.id, svc!.ownerId));
    expect((await preview(ana, noCpf)).json().problems).toEqual([m.ownerDocumentMissing]);
    expect((await issue(ana, noCpf)).json().error.message).toBe(m.ownerDocumentMissing);
    await t.db.update(owners).set({ cpf: '52998224725' }).where(eq(owners.id, svc!.ownerId));
    expect(await sequence()).toBe(numbers);
    expect(await t.db.select().from(nfseDocuments).where(eq(nfseDocuments.serviceId, noFees))).toEqual([]);

    const ofB = (await t.request({ method: 'POST', url: '/api/registrations', cookie: bia, body: registration() })).json().service.id;
    const problemsOfB = (await preview(bia, ofB)).json().problems;
    expect(problemsOfB).toEqual([m.settingsMissing, m.certificateMissing]);
    expect((await issue(bia, ofB)).statusCode).toBe(422);
  });

  it('agency B gets 404 on every route of A’s service and NFS-e', async () => {
    const id = authorised.id;
    expect((await preview(bia, authorised.serviceId)).statusCode).toBe(404);
    expect((await issue(bia, authorised.serviceId)).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/nfse/${id}/retry`, cookie: bia })).statusCode).toBe(404);
    const cancel = { reason: '1', justification: 'Honorários lançados em duplicidade' };
    expect((await t.request({ method: 'POST', url: `/api/nfse/${id}/cancel`, cookie: bia, body: cancel })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/nfse/${id}/xml`, cookie: bia })).statusCode).toBe(404);
    expect(sefin.fake.issued.get(authorised.accessKey)?.cancelled).toBe(false);
  });

  it('cancels an authorised NFS-e with its justification; the service may then be issued again', async () => {
    const url = `/api/nfse/${authorised.id}/cancel`;
    const short = await t.request({ method: 'POST', url, cookie: ana, body: { reason: '1', justification: 'curta' } });
    expect(short.statusCode).toBe(400);
    const res = await t.request({ method: 'POST', url, cookie: ana, body: { reason: '1', justification: 'Honorários lançados em duplicidade' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ status: 'cancelada', cancelJustification: 'Honorários lançados em duplicidade' });
    expect(sefin.fake.issued.get(authorised.accessKey)?.cancelled).toBe(true);
    expect((await t.request({ method: 'POST', url, cookie: ana, body: { reason: '1', justification: 'Honorários lançados em duplicidade' } })).statusCode).toBe(
      409,
    );
    expect((await preview(ana, authorised.serviceId)).json().problems).toEqual([]);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'nfse'), eq(auditEvents.entityId, authorised.id)));
    expect(events.map((e) => e.action).sort()).toEqual(['created', 'exported', 'updated']);
  });
});
