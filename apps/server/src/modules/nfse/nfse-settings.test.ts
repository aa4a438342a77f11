import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfseSettingsMessages as m } from '@despacha/domain/nfse/settings-messages';
import { auditEvents, nfseCertificates } from '../../db/schema/index.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { readA1 } from './certificate-read.ts';
import { loadAgencyCertificate } from './public.ts';
import { AGENCY_A_CNPJ, NFSE_TEST_SETTINGS, twoAgencies, uploadCertificate } from './issue-test-world.ts';
import { makeTestPfx } from './test-certificates.ts';

let t: TestApp;
let ana: string; // dispatcher of A (CNPJ 11.222.333/0001-81)
let beto: string; // staff of A
let bia: string; // dispatcher of B (alphanumeric CNPJ)
let agencyA: string;

const DAY = 86_400_000;
// The shared settings, with an inscrição typed with its punctuation (kept as typed).
const SETTINGS = { ...NFSE_TEST_SETTINGS, cnpj: AGENCY_A_CNPJ, inscricaoMunicipal: '0123456-7' };
const getSettings = (cookie: string) => t.request({ url: '/api/nfse/settings', cookie });
const putSettings = (cookie: string, body: unknown) => t.request({ method: 'PUT', url: '/api/nfse/settings', cookie, body });
const upload = (cookie: string, pfx: Buffer | null, password: string | null) => uploadCertificate(t, cookie, pfx, password);

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, beto, bia, agencyA } = await twoAgencies(t, '12.ABC.345/01DE-35'));
});
afterAll(async () => t.close());

describe('fiscal settings', () => {
  it('suggests the agency CNPJ, Rio and the despachante code before the first save', async () => {
    const res = await getSettings(ana);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      saved: false,
      settings: {
        cnpj: '11222333000181',
        inscricaoMunicipal: '',
        municipioIbge: '3304557',
        regime: null,
        cTribNac: '330101',
        nbs: '',
        issRateBp: null,
        series: '1',
        staffMayIssue: false,
      },
      certificate: null,
      certificateKeyConfigured: true,
    });
  });

  it('saves them normalized and audits what changed', async () => {
    const res = await putSettings(ana, SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({ ...SETTINGS, cnpj: '11222333000181', inscricaoMunicipal: '0123456-7', issRateBp: 500, staffMayIssue: false });
    expect((await getSettings(ana)).json().saved).toBe(true);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.agencyId, agencyA), eq(auditEvents.entity, 'settings')));
    expect(event?.summary).toBe('Alterou os dados fiscais da NFS-e (CNPJ 11.222.333/0001-81)');
    expect(event?.changes).toMatchObject({ 'Alíquota do ISS': { before: '', after: '5,00%' }, Regime: { after: 'Simples Nacional' } });
  });

  it('lets staff issue only when the dispatcher turns it on, audited (decision 075)', async () => {
    const on = await putSettings(ana, { ...SETTINGS, staffMayIssue: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().settings.staffMayIssue).toBe(true);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.agencyId, agencyA), eq(auditEvents.entity, 'settings')));
    expect(events.map((e) => e.changes)).toContainEqual({ 'Funcionários emitem NFS-e': { before: 'Não', after: 'Sim' } });
    expect((await putSettings(ana, { ...SETTINGS, staffMayIssue: 'sim' })).json().error.fields).toEqual({ staffMayIssue: m.staffMayIssueInvalid });
    // Left out (an older client): off again, the safer reading.
    expect((await putSettings(ana, SETTINGS)).json().settings.staffMayIssue).toBe(false);
  });

  it('refuses a wrong IBGE code, an ISS rate off LC 116 and a wrong CNPJ, in pt-BR', async () => {
    const res = await putSettings(ana, { ...SETTINGS, cnpj: '11.222.333/0001-82', municipioIbge: '3304558', issRateBp: '6' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ cnpj: expect.stringMatching(/CNPJ/), municipioIbge: m.municipioInvalid, issRateBp: m.issRateInvalid });
  });

  it('is the dispatcher’s: staff get 403, a visitor 401, agency B its own', async () => {
    expect((await getSettings(beto)).statusCode).toBe(403);
    expect((await putSettings(beto, SETTINGS)).statusCode).toBe(403);
    expect((await t.request({ url: '/api/nfse/settings' })).statusCode).toBe(401);
    const b = (await getSettings(bia)).json();
    expect(b.saved).toBe(false);
    expect(b.settings.cnpj).toBe('12ABC34501DE35');
    expect(b.certificate).toBeNull();
  });
});

describe('A1 certificate', () => {
  it('refuses a wrong password, an expired one, one of another CNPJ, one without CNPJ', async () => {
    const good = makeTestPfx();
    const wrong = await upload(ana, good.pfx, 'outra-senha');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ message: m.wrongPassword, fields: { password: m.wrongPassword } });

    const expired = makeTestPfx({ notBefore: new Date(Date.now() - 400 * DAY), notAfter: new Date(Date.now() - 2 * DAY) });
    const old = await upload(ana, expired.pfx, expired.password);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toMatch(/^O certificado venceu em \d{2}\/\d{2}\/\d{4}/);

    const other = makeTestPfx({ cnpj: '11444777000161' });
    const mismatch = await upload(ana, other.pfx, other.password);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe(m.cnpjMismatch('11.444.777/0001-61', '11.222.333/0001-81'));

    const none = makeTestPfx({ cnpj: null });
    expect((await upload(ana, none.pfx, none.password)).json().error.message).toBe(m.noCnpjInCertificate);
    expect((await upload(ana, null, 'x')).json().error.fields).toEqual({ file: m.fileMissing });
    expect((await upload(ana, good.pfx, null)).json().error.fields).toEqual({ password: m.passwordRequired });
    expect((await upload(ana, Buffer.alloc(70 * 1024, 1), 'x')).statusCode).toBe(413);
    expect(await t.db.select().from(nfseCertificates)).toEqual([]);
  });

  it('keeps a valid one sealed, never returns it, and warns 30 days ahead', async () => {
    const cert = makeTestPfx({ notAfter: new Date(Date.now() + 20 * DAY) });
    const res = await upload(ana, cert.pfx, cert.password);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subject: 'DESPACHANTE TESTE LTDA', cnpj: '11222333000181', expired: false, expiresSoon: true, daysLeft: 19 });

    const shown = await getSettings(ana);
    expect(shown.json().certificate).toMatchObject({ cnpj: '11222333000181', expiresSoon: true });
    // Neither the file nor its password in any answer.
    const b64 = cert.pfx.toString('base64');
    for (const body of [res.body, shown.body]) {
      expect(body).not.toContain(cert.password);
      expect(body).not.toContain(b64.slice(0, 40));
    }
    // Nor in the database in the clear.
    const [row] = await t.db.select().from(nfseCertificates).where(eq(nfseCertificates.agencyId, agencyA));
    expect(row!.sealedSecret).not.toContain(b64.slice(0, 40));
    expect(Buffer.from(row!.sealedSecret, 'base64').toString('latin1')).not.toContain(cert.password);

    // The signer's way in opens it with the platform key, and only for its agency.
    const opened = await loadAgencyCertificate(t.db, t.config.nfseCertKey, agencyA);
    expect(opened).toMatchObject({ cnpj: '11222333000181', password: cert.password, certificatePem: cert.certificatePem });
    expect(opened!.pfx.equals(cert.pfx)).toBe(true);
    expect(opened!.privateKeyPem).toContain('PRIVATE KEY');
    await expect(loadAgencyCertificate(t.db, Buffer.alloc(32, 9), agencyA)).rejects.toThrow();
    const agencyB = (await t.request({ url: '/api/me', cookie: bia })).json().profile.agencyId;
    expect(await loadAgencyCertificate(t.db, t.config.nfseCertKey, agencyB)).toBeNull();
  });

  it('takes the CNPJ from the CN when there is no ICP-Brasil otherName; B cannot see or remove A’s', async () => {
    const cert = makeTestPfx({ cnpjInCn: true, name: 'AGENCIA A LTDA' });
    const res = await upload(ana, cert.pfx, cert.password);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subject: 'AGENCIA A LTDA', cnpj: '11222333000181', expiresSoon: false });
    expect((await getSettings(bia)).json().certificate).toBeNull();
    expect((await t.request({ method: 'DELETE', url: '/api/nfse/certificate', cookie: bia })).statusCode).toBe(404);
    expect((await upload(beto, cert.pfx, cert.password)).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: '/api/nfse/certificate', cookie: beto })).statusCode).toBe(403);
  });

  it('keeps the settings on the certificate’s CNPJ, and removes the certificate', async () => {
    const moved = await putSettings(ana, { ...SETTINGS, cnpj: '11.444.777/0001-61' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toEqual({ cnpj: m.cnpjDiffersFromCertificate });
    expect((await t.request({ method: 'DELETE', url: '/api/nfse/certificate', cookie: ana })).statusCode).toBe(200);
    expect((await getSettings(ana)).json().certificate).toBeNull();
    const trail = await t.db
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(and(eq(auditEvents.agencyId, agencyA), eq(auditEvents.entity, 'settings')));
    expect(trail.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Enviou o certificado digital A1 da NFS-e \(DESPACHANTE TESTE LTDA, válido até/),
        expect.stringMatching(/^Substituiu o certificado digital A1 da NFS-e \(AGENCIA A LTDA/),
        'Removeu o certificado digital A1 da NFS-e (AGENCIA A LTDA)',
      ]),
    );
  });

  it('opens the file off the event loop: other requests are not held while a slow one is read', async () => {
    // The iteration count is the file's choice: at 60,000 forge takes a good 100 ms to open it.
    const slow = makeTestPfx({ iterations: 60_000 });
    // What opening it here would hold the loop for, forge warmed up (its first run compiles).
    expect(readA1(slow.pfx, slow.password)).toMatchObject({ cnpj: '11222333000181' });
    const started = performance.now();
    readA1(slow.pfx, slow.password);
    const onMainThread = performance.now() - started;
    // The longest the event loop went without running a 2 ms timer while the upload was under way.
    let longest = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 2);
    const res = await upload(ana, slow.pfx, slow.password);
    // The rest of the request may run on promises alone: a last turn of the loop lets the probe
    // see a block that came late in it.
    await new Promise((resolve) => setTimeout(resolve, 10));
    clearInterval(probe);
    expect(res.statusCode).toBe(201);
    expect(onMainThread).toBeGreaterThan(50);
    expect(longest).toBeLessThan(onMainThread / 2);
  });
});

describe('without NFSE_CERT_KEY', () => {
  it('answers 503 saying the platform has no key', async () => {
    const bare = await createTestApp({ config: testConfig({ nfseCertKey: undefined }) });
    try {
      const cookie = await bare.userSession('Ana', 'ana@a.com.br');
      await bare.onboard(cookie, { name: 'Agência A' });
      expect((await bare.request({ url: '/api/nfse/settings', cookie })).json().certificateKeyConfigured).toBe(false);
      const cert = makeTestPfx();
      const res = await uploadCertificate(bare, cookie, cert.pfx, cert.password);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(m.keyNotConfigured);
    } finally {
      await bare.close();
    }
  });
});
