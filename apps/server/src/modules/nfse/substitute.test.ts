import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { danfseLabels as L } from '@despacha/domain/nfse/danfse';
import { nfseIssueMessages as m } from '@despacha/domain/nfse/issue-messages';
import { todayBr } from '@despacha/domain/validators/date';
import { auditEvents, nfseDocuments, services } from '../../db/schema/index.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SEFIN_ERRORS } from './fake-sefin.ts';
import { runPendingNfse } from './issue-job.ts';
import { AGENCY_A_CNPJ, configureNfse, pfxOf, PFX_PASSWORD, startSefinWorld, twoAgencies, type SefinWorld } from './issue-test-world.ts';

// "Substituir" an authorised NFS-e (decision 082) through app.inject, against the fake Sefin: a new
// DPS with the TCSubstituicao group, XSD-validated and signed, which the Sefin authorises and, in the
// same act, cancels the one it names.

let t: TestApp;
let sefin: SefinWorld;
let ana: string; // dispatcher of A
let beto: string; // staff of A
let bia: string; // dispatcher of B

const JUSTIFICATION = 'Honorários corrigidos: o valor combinado era outro';
const issueBody = () => ({ description: 'Honorários de despachante: transferência', competence: todayBr() });
const substituteBody = (over: Record<string, unknown> = {}) => ({ ...issueBody(), reason: '99', justification: JUSTIFICATION, ...over });
const substitute = (cookie: string, id: string, body: unknown = substituteBody()) =>
  t.request({ method: 'POST', url: `/api/nfse/${id}/substitute`, cookie, body });
const row = async (id: string) => (await t.db.select().from(nfseDocuments).where(eq(nfseDocuments.id, id)))[0]!;
const preview = async (serviceId: string) => (await t.request({ url: `/api/services/${serviceId}/nfse`, cookie: ana })).json();

let holder: { owner: { id: string }; vehicle: { id: string } } | undefined;

/** A new service of A's (on the first one's owner and vehicle) with an authorised NFS-e of R$ 300,00. */
async function authorisedNote(): Promise<{ serviceId: string; id: string; accessKey: string; nfseNumber: string }> {
  const saved = await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie: ana,
    body: registration({ owner: { ...holder?.owner }, vehicle: { ...holder?.vehicle }, service: { honorarios: '300,00' } }),
  });
  expect(saved.statusCode).toBe(200);
  holder = { owner: { id: saved.json().owner.id }, vehicle: { id: saved.json().vehicle.id } };
  const serviceId = saved.json().service.id as string;
  const issued = await t.request({ method: 'POST', url: `/api/services/${serviceId}/nfse`, cookie: ana, body: issueBody() });
  expect(issued.statusCode).toBe(201);
  return { serviceId, ...issued.json().document };
}

beforeAll(async () => {
  sefin = await startSefinWorld();
  t = await createTestApp({ nfseGateway: sefin.factory });
  ({ ana, beto, bia } = await twoAgencies(t, '11.444.777/0001-61'));
  await configureNfse(t, ana, { cnpj: AGENCY_A_CNPJ, pfx: pfxOf(sefin.pki.client), password: PFX_PASSWORD });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sefin?.stop();
});
beforeEach(() => {
  sefin.mode.current = 'normal';
});

describe('Substituir NFS-e', () => {
  it('sends a new DPS naming the authorised one with today’s values; the Sefin authorises it and the old one is substituted', async () => {
    const old = await authorisedNote();
    // The honorários were wrong: the agency corrects the service, then substitutes its NFS-e.
    await t.db.update(services).set({ honorariosCents: 35000 }).where(eq(services.id, old.serviceId));
    expect((await preview(old.serviceId)).substituteProblems).toEqual([]);

    const res = await substitute(ana, old.id, substituteBody({ reason: '05' }));
    expect(res.statusCode).toBe(201);
    const doc = res.json().document;
    expect(doc).toMatchObject({ status: 'autorizada', honorariosCents: 35000, substitutesId: old.id, substitutionReason: '05' });
    expect(res.json().message).toBe(m.substituted(old.nfseNumber, doc.nfseNumber));
    const signed = (await row(doc.id)).signedDpsXml;
    expect(signed).toContain(
      `<cLocEmi>3304557</cLocEmi><subst><chSubstda>${old.accessKey}</chSubstda><cMotivo>05</cMotivo><xMotivo>${JUSTIFICATION}</xMotivo></subst><prest>`,
    );
    expect(signed).toContain('<vServ>350.00</vServ>');
    // The Sefin cancelled the old one by substitution; so does the database.
    expect(sefin.fake.issued.get(old.accessKey)).toMatchObject({ cancelled: true, substitutedBy: doc.accessKey });
    expect(await row(old.id)).toMatchObject({ status: 'substituida', substitutedById: doc.id });
    expect((await row(old.id)).cancelledAt).toBeInstanceOf(Date);

    const shown = await preview(old.serviceId);
    expect(shown.documents.map((d: { id: string; status: string }) => [d.id, d.status])).toEqual([
      [old.id, 'substituida'],
      [doc.id, 'autorizada'],
    ]);
    expect(shown.problems[0]).toBe(m.alreadyAuthorised(doc.nfseNumber));
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'nfse'), eq(auditEvents.entityId, doc.id)));
    expect(events.map((e) => e.summary)).toEqual([expect.stringContaining(`Pediu a substituição da NFS-e nº ${old.nfseNumber} (${JUSTIFICATION})`)]);

    // The substituted one still prints, saying so and by which note.
    const danfse = await t.request({ url: `/api/nfse/${old.id}/danfse.pdf`, cookie: ana });
    expect(danfse.statusCode).toBe(200);
    const text = pdfText(danfse.rawPayload);
    expect(text).toContain(L.substituted);
    expect(text).toContain(`pela NFS-e nº ${doc.nfseNumber}`);

    // A substituted note is neither substituted nor cancelled again; the new one can be.
    expect((await substitute(ana, old.id)).json().error.message).toBe(m.notSubstitutable);
    const cancel = await t.request({ method: 'POST', url: `/api/nfse/${old.id}/cancel`, cookie: ana, body: { reason: '1', justification: JUSTIFICATION } });
    expect(cancel.statusCode).toBe(409);
    expect((await substitute(ana, doc.id)).statusCode).toBe(201);
  });

  it('a substitute left pending keeps the old one authorised, blocks a second substitution and its cancel, and completes in the background', async () => {
    const old = await authorisedNote();
    sefin.mode.current = 'down';
    const res = await substitute(ana, old.id);
    expect(res.statusCode).toBe(202);
    const pending = res.json().document;
    expect(pending).toMatchObject({ status: 'pendente', substitutesId: old.id });
    expect((await row(old.id)).status).toBe('autorizada');

    expect((await preview(old.serviceId)).substituteProblems).toEqual([m.substitutionPending]);
    const again = await substitute(ana, old.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.substitutionPending);
    const cancel = await t.request({ method: 'POST', url: `/api/nfse/${old.id}/cancel`, cookie: ana, body: { reason: '1', justification: JUSTIFICATION } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(m.cancelWhileSubstituting);
    const issue = await t.request({ method: 'POST', url: `/api/services/${old.serviceId}/nfse`, cookie: ana, body: issueBody() });
    expect(issue.json().error.message).toBe(m.alreadyPending);

    sefin.mode.current = 'normal';
    const deps = { db: t.db, certKey: t.config.nfseCertKey, environment: 'homologacao' as const, gatewayFor: sefin.factory };
    expect(await runPendingNfse({ ...deps, now: () => new Date(Date.now() + 10 * 60_000) })).toMatchObject({ sent: 1, authorised: 1 });
    expect(await row(pending.id)).toMatchObject({ status: 'autorizada' });
    expect(await row(old.id)).toMatchObject({ status: 'substituida', substitutedById: pending.id });
  });

  it('a substitution the Sefin refuses is stored rejected with its code, and the old one stays authorised', async () => {
    const old = await authorisedNote();
    // Cancelled at the Sefin by some other way (its own portal): the Sefin refuses to substitute it.
    sefin.fake.issued.get(old.accessKey)!.cancelled = true;
    const res = await substitute(ana, old.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().document).toMatchObject({ status: 'rejeitada', rejectionCode: SEFIN_ERRORS.substitutedCancelled.Codigo });
    expect(res.json().message).toBe(m.rejected(SEFIN_ERRORS.substitutedCancelled.Codigo, SEFIN_ERRORS.substitutedCancelled.Descricao));
    expect((await row(old.id)).status).toBe('autorizada');
  });

  it('is the dispatcher’s; another agency’s note is 404; the reason and the justification are checked', async () => {
    const old = await authorisedNote();
    const staff = await substitute(beto, old.id);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.message).toBe(m.staffMayNotCancel);
    expect((await substitute(bia, old.id)).statusCode).toBe(404);
    expect((await substitute(ana, 'not-a-uuid')).statusCode).toBe(404);
    const short = await substitute(ana, old.id, substituteBody({ justification: 'curta' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.justification).toBe(m.substitutionJustificationLength);
    const reason = await substitute(ana, old.id, substituteBody({ reason: '9' }));
    expect(reason.statusCode).toBe(400);
    expect(reason.json().error.fields.reason).toBe(m.substitutionReasonInvalid);
    const nul = await substitute(ana, old.id, substituteBody({ justification: `${JUSTIFICATION}\u0000` }));
    expect(nul.statusCode).toBe(400);
    const future = await substitute(ana, old.id, substituteBody({ competence: '01/01/2099' }));
    expect(future.json().error.message).toBe(m.competenceFuture);
    // None of these reached the Sefin or changed the note.
    expect((await row(old.id)).status).toBe('autorizada');
    expect((await preview(old.serviceId)).documents).toHaveLength(1);
  });
});
