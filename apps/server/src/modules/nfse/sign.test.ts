import { beforeAll, describe, expect, it } from 'vitest';
import { DpsInputError } from '@despacha/domain/nfse/dps';
import { prepareDps } from './dps-issue.ts';
import { buildDps } from './dps-xml.ts';
import { sampleDpsInput } from './dps-sample.ts';
import { makeTestPki, type TestPki } from './fake-sefin-certs.ts';
import { signNfseXml, verifyNfseXml } from './sign.ts';
import { validateXsd } from './xsd.ts';

let pki: TestPki;
beforeAll(() => {
  pki = makeTestPki();
});

describe('signNfseXml', () => {
  it('signs infDPS enveloped, RSA-SHA256 in 1.01: the signed DPS is still XSD-valid and verifies with the public key', async () => {
    const dps = await buildDps(sampleDpsInput());
    const signed = signNfseXml(dps.xml, 'infDPS', dps.layout, pki.client);
    expect(signed).toMatch(/<\/infDPS><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">/);
    expect(signed).toContain(`<Reference URI="#${dps.id}">`);
    expect(signed).toContain('<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>');
    expect(signed).toContain('<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>');
    expect(signed.match(/<Transform /g)).toHaveLength(2);
    expect(signed).toContain('<X509Certificate>');
    expect(await validateXsd(signed, 'DPS', '1.01')).toEqual({ valid: true });
    expect(verifyNfseXml(signed, 'infDPS', pki.client.certificatePem)).toEqual({ valid: true });
  });

  it('signs RSA-SHA1 in 1.00, whose xmldsig schema fixes it', async () => {
    const dps = await buildDps(sampleDpsInput({ issuedAt: new Date('2025-12-10T15:00:00Z') }));
    const signed = signNfseXml(dps.xml, 'infDPS', dps.layout, pki.client);
    expect(signed).toContain('<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>');
    expect(await validateXsd(signed, 'DPS', '1.00')).toEqual({ valid: true });
    expect(verifyNfseXml(signed, 'infDPS', pki.client.certificatePem)).toEqual({ valid: true });
  });

  it('fails when the signed XML is tampered with, re-pointed or checked with another key', async () => {
    const dps = await buildDps(sampleDpsInput());
    const signed = signNfseXml(dps.xml, 'infDPS', dps.layout, pki.client);
    const tampered = signed.replace('<vServ>150.00</vServ>', '<vServ>15.00</vServ>');
    expect(verifyNfseXml(tampered, 'infDPS', pki.client.certificatePem).valid).toBe(false);
    const renamed = signed.replace('<xNome>Maria', '<xNome>Mario');
    expect(verifyNfseXml(renamed, 'infDPS', pki.client.certificatePem).valid).toBe(false);
    expect(verifyNfseXml(signed, 'infDPS', pki.stranger.certificatePem).valid).toBe(false);
    expect(verifyNfseXml(dps.xml, 'infDPS', pki.client.certificatePem)).toEqual({ valid: false, reason: 'assinatura ausente' });
  });
});

describe('prepareDps', () => {
  it('takes one number from the sequence, puts it in the Id and signs the DPS', async () => {
    const asked: string[] = [];
    const nextNumber = async (series: string) => {
      asked.push(series);
      return 7;
    };
    const prepared = await prepareDps({ input: sampleDpsInput({ series: '3' }), nextNumber, credentials: pki.client });
    expect(asked).toEqual(['3']);
    expect(prepared).toMatchObject({ id: 'DPS330455721122233300018100003000000000000007', number: 7, series: '3', layout: '1.01' });
    expect(await validateXsd(prepared.signedXml, 'DPS', '1.01')).toEqual({ valid: true });
    expect(verifyNfseXml(prepared.signedXml, 'infDPS', pki.client.certificatePem)).toEqual({ valid: true });
  });

  it('refuses a bad input before the sequence moves', async () => {
    let calls = 0;
    const nextNumber = async () => ++calls;
    await expect(prepareDps({ input: sampleDpsInput({ feesCents: 0 }), nextNumber, credentials: pki.client })).rejects.toBeInstanceOf(DpsInputError);
    expect(calls).toBe(0);
  });
});
