import crypto from 'node:crypto';
import forge from 'node-forge';
import { ICP_BRASIL_CNPJ_OID } from './certificate-read.ts';

// A1 certificates made at test time (no binary fixture): self-signed, with the ICP-Brasil CNPJ
// otherName like an e-CNPJ, or without it, expired, or of another CNPJ.

export type TestCertificateOptions = {
  cnpj?: string | null;
  /** Put the CNPJ in the CN (":CNPJ") instead of the otherName. */
  cnpjInCn?: boolean;
  name?: string;
  notBefore?: Date;
  notAfter?: Date;
  password?: string;
  /** PKCS#12 key-derivation iterations (forge's default 2048, as ICP-Brasil ACs use); more makes it slower to open. */
  iterations?: number;
};

const DAY = 86_400_000;

/** The subjectAltName of an e-CNPJ: otherName { 2.16.76.1.3.3, [0] OCTET STRING cnpj }. */
function icpBrasilSan(cnpj: string) {
  const { asn1 } = forge;
  // Context tag [0]: forge's Type enum names the number 0 NONE.
  const tag0 = asn1.Type.NONE;
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(ICP_BRASIL_CNPJ_OID).getBytes()),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, cnpj)]),
    ]),
  ]);
}

export function makeTestPfx(o: TestCertificateOptions = {}): { pfx: Buffer; password: string; certificatePem: string } {
  const cnpj = o.cnpj === undefined ? '11222333000181' : o.cnpj;
  const password = o.password ?? 'senha-do-certificado';
  // Node's key generation (fast), handed to forge as PEM.
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${crypto.randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = o.notBefore ?? new Date(Date.now() - DAY);
  cert.validity.notAfter = o.notAfter ?? new Date(Date.now() + 365 * DAY);
  const name = o.name ?? 'DESPACHANTE TESTE LTDA';
  const attrs = [
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil' },
    { shortName: 'CN', value: o.cnpjInCn && cnpj ? `${name}:${cnpj}` : name },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  const extensions: object[] = [
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
  ];
  if (cnpj && !o.cnpjInCn) extensions.push({ id: '2.5.29.17', value: icpBrasilSan(cnpj) });
  cert.setExtensions(extensions);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des', count: o.iterations ?? 2048 });
  return { pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), password, certificatePem: forge.pki.certificateToPem(cert) };
}

export const CERTIFICATE_BOUNDARY = '----certificado';
export const CERTIFICATE_HEADERS = { 'content-type': `multipart/form-data; boundary=${CERTIFICATE_BOUNDARY}` };

/** The body the settings screen sends: the password, then the file. */
export function multipartCertificate(pfx: Buffer | null, password: string | null): Buffer {
  const b = CERTIFICATE_BOUNDARY;
  return Buffer.concat([
    ...(password === null ? [] : [Buffer.from(`--${b}\r\ncontent-disposition: form-data; name="password"\r\n\r\n${password}\r\n`)]),
    ...(pfx === null
      ? []
      : [
          Buffer.from(`--${b}\r\ncontent-disposition: form-data; name="file"; filename="certificado.pfx"\r\ncontent-type: application/x-pkcs12\r\n\r\n`),
          pfx,
          Buffer.from('\r\n'),
        ]),
    Buffer.from(`--${b}--\r\n`),
  ]);
}
