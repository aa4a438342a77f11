// Test certificates for the fake Sefin (tests only): a test CA, the fake's TLS certificate for
// 127.0.0.1/localhost, and agency A1-like client certificates. Keys come from node:crypto (native and
// fast); node-forge writes the X.509 certificates.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export type TestIdentity = { certificatePem: string; privateKeyPem: string };
export type TestPki = { ca: TestIdentity; server: TestIdentity; client: TestIdentity; stranger: TestIdentity };

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { privateKeyPem, forgePrivate: forge.pki.privateKeyFromPem(privateKeyPem), forgePublic: forge.pki.publicKeyFromPem(publicKeyPem) };
}

type CertOptions = {
  commonName: string;
  issuer?: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey };
  ca?: boolean;
  server?: boolean;
};

function certificate(options: CertOptions): TestIdentity & { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } {
  const keys = keyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.forgePublic;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: options.commonName },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : subject);
  const extensions: object[] = [{ name: 'basicConstraints', cA: !!options.ca }];
  if (options.ca) extensions.push({ name: 'keyUsage', keyCertSign: true, cRLSign: true });
  else extensions.push({ name: 'keyUsage', digitalSignature: true, keyEncipherment: true });
  if (options.server) {
    extensions.push({ name: 'extKeyUsage', serverAuth: true });
    extensions.push({
      name: 'subjectAltName',
      altNames: [
        { type: 7, ip: '127.0.0.1' },
        { type: 2, value: 'localhost' },
      ],
    });
  } else if (!options.ca) {
    extensions.push({ name: 'extKeyUsage', clientAuth: true });
  }
  cert.setExtensions(extensions);
  cert.sign(options.issuer?.key ?? keys.forgePrivate, forge.md.sha256.create());
  return { cert, key: keys.forgePrivate, certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: keys.privateKeyPem };
}

/** A CA, the fake's server certificate and two client certificates: one the CA signed, one it did not. */
export function makeTestPki(agencyCnpj = '11222333000181'): TestPki {
  const ca = certificate({ commonName: 'AC Teste Despacha', ca: true });
  const issuer = { cert: ca.cert, key: ca.key };
  const server = certificate({ commonName: 'sefin.teste.local', issuer, server: true });
  // ICP-Brasil A1 certificates name the company as "RAZAO SOCIAL:CNPJ" in the CN.
  const client = certificate({ commonName: `AGENCIA TESTE LTDA:${agencyCnpj}`, issuer });
  const stranger = certificate({ commonName: `DESCONHECIDA:${agencyCnpj}` });
  const pem = ({ certificatePem, privateKeyPem }: TestIdentity) => ({ certificatePem, privateKeyPem });
  return { ca: pem(ca), server: pem(server), client: pem(client), stranger: pem(stranger) };
}

/** An identity as the PKCS#12 (.pfx) file an agency uploads (here, not in issue-test-world.ts: the browser test imports no test app). */
export function pkcs12Of(identity: TestIdentity, password: string): Buffer {
  const key = forge.pki.privateKeyFromPem(identity.privateKeyPem);
  const cert = forge.pki.certificateFromPem(identity.certificatePem);
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
