// Test support for issuing NFS-e (decision 073): the fake Sefin on loopback, a gateway factory the
// tests can switch to "the answer was lost" or "down", and the agency's A1 certificate as a .pfx of
// the identity the fake's test CA signed (its CN ends in ":CNPJ", as ICP-Brasil A1 certificates do).
import forge from 'node-forge';
import { makeTestPki, type TestIdentity, type TestPki } from './fake-sefin-certs.ts';
import { FakeSefin } from './fake-sefin.ts';
import { NfseUnavailableError } from './gateway.ts';
import { HttpNfseGateway } from './gateway-http.ts';
import type { NfseGatewayFactory } from './issue-gateway.ts';

export const PFX_PASSWORD = 'senha-do-certificado';

/** The identity as a PKCS#12 file, as the agency would upload it. */
export function pfxOf(identity: TestIdentity, password = PFX_PASSWORD): Buffer {
  const key = forge.pki.privateKeyFromPem(identity.privateKeyPem);
  const cert = forge.pki.certificateFromPem(identity.certificatePem);
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/**
 * normal: the adapter as it is. answerLost: the DPS reaches the Sefin and is issued, but the adapter
 * reports no answer (a timeout whose lookup failed too). down: nothing reaches the Sefin.
 */
export type GatewayMode = 'normal' | 'answerLost' | 'down';

export type SefinWorld = { pki: TestPki; fake: FakeSefin; factory: NfseGatewayFactory; mode: { current: GatewayMode }; stop(): Promise<void> };

export async function startSefinWorld(cnpj = '11222333000181'): Promise<SefinWorld> {
  const pki = makeTestPki(cnpj);
  const fake = new FakeSefin({ pki, knownTaxCodes: ['330101'], lateMs: 8000 });
  const baseUrl = await fake.start();
  const mode = { current: 'normal' as GatewayMode };
  const open: HttpNfseGateway[] = [];
  const down = () => Promise.reject(new NfseUnavailableError('Sefin fora do ar (teste).'));
  const factory: NfseGatewayFactory = (credentials) => {
    const real = new HttpNfseGateway({ baseUrl, credentials, ca: pki.ca.certificatePem, timeoutMs: 6000, maxAttempts: 3, backoffMs: () => 10 });
    open.push(real);
    return {
      async sendDps(xml, id) {
        if (mode.current === 'down') return down();
        const result = await real.sendDps(xml, id);
        if (mode.current === 'answerLost') throw new NfseUnavailableError('Resposta perdida (teste).');
        return result;
      },
      findByDpsId: (id) => (mode.current === 'down' ? down() : real.findByDpsId(id)),
      nfseByAccessKey: (key) => (mode.current === 'down' ? down() : real.nfseByAccessKey(key)),
      registerEvent: (key, xml) => (mode.current === 'down' ? down() : real.registerEvent(key, xml)),
      close: () => real.close(),
    };
  };
  return {
    pki,
    fake,
    factory,
    mode,
    async stop() {
      for (const g of open) g.close();
      await fake.stop();
    },
  };
}
