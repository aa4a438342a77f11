import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DpsInput } from '@despacha/domain/nfse/dps';
import { buildCancelEvent } from './dps-cancel-event.ts';
import { buildDps } from './dps-xml.ts';
import { sampleDpsInput } from './dps-sample.ts';
import { makeTestPki, type TestIdentity, type TestPki } from './fake-sefin-certs.ts';
import { FakeSefin, SEFIN_ERRORS } from './fake-sefin.ts';
import { NfseUnavailableError, sefinBaseUrl, SEFIN_URLS } from './gateway.ts';
import { HttpNfseGateway } from './gateway-http.ts';
import { signNfseXml } from './sign.ts';

// The client waits 6 s per request (room for the fake's XSD check on a busy machine); the fake's late
// answers come after 8 s, when the client has given up.
const TIMEOUT_MS = 6000;
let pki: TestPki;
let fake: FakeSefin;
let baseUrl: string;
const gateways: HttpNfseGateway[] = [];

beforeAll(async () => {
  pki = makeTestPki();
  fake = new FakeSefin({ pki, knownTaxCodes: ['330101'], lateMs: 8000 });
  baseUrl = await fake.start();
});
afterAll(() => fake.stop());
afterEach(() => {
  for (const g of gateways.splice(0)) g.close();
  fake.behaviours.length = 0;
});

function gateway(identity: TestIdentity = pki.client) {
  const g = new HttpNfseGateway({ baseUrl, credentials: identity, ca: pki.ca.certificatePem, timeoutMs: TIMEOUT_MS, maxAttempts: 3, backoffMs: () => 10 });
  gateways.push(g);
  return g;
}

let nextNumber = 100;
async function signedDps(over: Partial<DpsInput> = {}, signer: TestIdentity = pki.client) {
  const dps = await buildDps(sampleDpsInput({ number: nextNumber++, ...over }));
  return { id: dps.id, xml: signNfseXml(dps.xml, 'infDPS', dps.layout, signer) };
}

describe('HttpNfseGateway against the fake Sefin (mTLS on loopback)', () => {
  it('sends a signed DPS and gets the NFS-e authorised, with number and chave de acesso', async () => {
    const dps = await signedDps();
    const result = await gateway().sendDps(dps.xml, dps.id);
    expect(result).toMatchObject({ status: 'authorised', number: expect.stringMatching(/^\d+$/) });
    if (result.status !== 'authorised') throw new Error('not authorised');
    expect(result.accessKey).toMatch(/^3304557\d{43}$/);
    expect(result.nfseXml).toContain(`<infDPS Id="${dps.id}">`);
    expect(await gateway().findByDpsId(dps.id)).toEqual({ status: 'found', accessKey: result.accessKey });
  });

  it('reports a rejection with the national code and message', async () => {
    const dps = await signedDps({ service: { ...sampleDpsInput().service, nationalTaxCode: '990101' } });
    const result = await gateway().sendDps(dps.xml, dps.id);
    expect(result).toEqual({ status: 'rejected', errors: [{ code: 'E0310', message: SEFIN_ERRORS.taxCode.Descricao }] });
    expect(await gateway().findByDpsId(dps.id)).toEqual({ status: 'not_found' });
  });

  it('is refused E0714 when the DPS was signed with a key other than the TLS certificate’s, E1235 when the XML breaks the schema', async () => {
    const foreign = await signedDps({}, pki.stranger);
    const signature = await gateway().sendDps(foreign.xml, foreign.id);
    expect(signature).toMatchObject({ status: 'rejected', errors: [{ code: 'E0714' }] });
    const tampered = await signedDps();
    const broken = tampered.xml.replace('<tpAmb>2</tpAmb>', '<tpAmb>9</tpAmb>');
    expect(await gateway().sendDps(broken, tampered.id)).toMatchObject({ status: 'rejected', errors: [{ code: 'E1235' }] });
    const edited = tampered.xml.replace('<vServ>150.00</vServ>', '<vServ>1.00</vServ>');
    expect(await gateway().sendDps(edited, tampered.id)).toMatchObject({ status: 'rejected', errors: [{ code: 'E0714' }] });
  });

  it('exactly once: a POST answered after the client gave up is found by its DPS id, and never sent again', async () => {
    const dps = await signedDps();
    const postsBefore = fake.postCount;
    const issuedBefore = fake.issued.size;
    fake.behaviours.push('late');
    const result = await gateway().sendDps(dps.xml, dps.id);
    expect(result).toMatchObject({ status: 'authorised' });
    expect(fake.postCount - postsBefore).toBe(1);
    expect(fake.issued.size - issuedBefore).toBe(1);
    const issued = [...fake.issued.values()].filter((i) => i.dpsId === dps.id);
    expect(issued).toHaveLength(1);
    expect(result).toMatchObject({ accessKey: issued[0]!.accessKey, number: String(issued[0]!.number) });
  });

  it('a POST the API never processed is sent again only after the lookup found nothing', async () => {
    const dps = await signedDps();
    const postsBefore = fake.postCount;
    fake.behaviours.push('lost');
    const result = await gateway().sendDps(dps.xml, dps.id);
    expect(result).toMatchObject({ status: 'authorised' });
    expect(fake.postCount - postsBefore).toBe(2);
    expect([...fake.issued.values()].filter((i) => i.dpsId === dps.id)).toHaveLength(1);
  });

  it('a 503 without errors is not a refusal: the lookup finds the NFS-e it issued, no second POST', async () => {
    const dps = await signedDps();
    const postsBefore = fake.postCount;
    fake.behaviours.push('busy');
    const result = await gateway().sendDps(dps.xml, dps.id);
    expect(result).toMatchObject({ status: 'authorised', number: expect.stringMatching(/^\d+$/) });
    expect(fake.postCount - postsBefore).toBe(1);
  });

  it('refuses the TLS handshake to a certificate outside its CA: the issue stays pending', async () => {
    const dps = await signedDps({}, pki.stranger);
    const postsBefore = fake.postCount;
    await expect(gateway(pki.stranger).sendDps(dps.xml, dps.id)).rejects.toBeInstanceOf(NfseUnavailableError);
    expect(fake.postCount).toBe(postsBefore);
  });

  it('registers a signed cancellation event on an issued NFS-e', async () => {
    const dps = await signedDps();
    const issued = await gateway().sendDps(dps.xml, dps.id);
    if (issued.status !== 'authorised') throw new Error('not authorised');
    const event = await buildCancelEvent({
      environment: 'homologacao',
      at: new Date(),
      appVersion: 'Despacha 1.0',
      cnpj: '11222333000181',
      accessKey: issued.accessKey,
      reason: '1',
      description: 'Honorários lançados em duplicidade',
    });
    const result = await gateway().registerEvent(issued.accessKey, signNfseXml(event.xml, 'infPedReg', event.layout, pki.client));
    expect(result).toMatchObject({ status: 'registered', eventXml: expect.stringContaining('<e101101>') });
    expect(fake.issued.get(issued.accessKey)?.cancelled).toBe(true);
  });
});

describe('sefinBaseUrl', () => {
  it('uses the published URLs unless the environment overrides them', () => {
    expect(sefinBaseUrl('producao', {})).toBe(SEFIN_URLS.producao);
    expect(sefinBaseUrl('homologacao', {})).toBe(SEFIN_URLS.homologacao);
    expect(sefinBaseUrl('homologacao', { NFSE_SEFIN_URL_HOMOLOGACAO: 'https://127.0.0.1:8443/SefinNacional/' })).toBe('https://127.0.0.1:8443/SefinNacional');
  });
});
