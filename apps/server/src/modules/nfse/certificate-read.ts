import forge from 'node-forge';

// Reads an A1 certificate (PKCS#12, .pfx/.p12) with node-forge: Node's crypto takes a .pfx only
// to build a TLS context and cannot hand back its key, its certificate or its fields (decision 070).

/** ICP-Brasil: the e-CNPJ's subjectAltName otherName that holds the company's CNPJ (DOC-ICP-04). */
export const ICP_BRASIL_CNPJ_OID = '2.16.76.1.3.3';

export type A1Certificate = {
  privateKeyPem: string;
  certificatePem: string;
  /** The other certificates of the file (the issuing ACs), for the TLS chain. */
  chainPem: string[];
  subject: string;
  /** As the certificate carries it (digits, or letters and digits for the alphanumeric CNPJ); null when none. */
  cnpj: string | null;
  validFrom: Date;
  validUntil: Date;
};

export type ReadFailure = 'wrong-password' | 'no-key';

type Asn1 = forge.asn1.Asn1;

// PKCS#12 bag types (RFC 7292 §4.2).
const KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

/** The CNPJ in the ICP-Brasil otherName, else in the CN's ":CNPJ" ending ("EMPRESA LTDA:11222333000181"). */
function cnpjOf(cert: forge.pki.Certificate): string | null {
  const san = cert.getExtension('subjectAltName') as { altNames?: { type: number; value: unknown }[] } | undefined;
  for (const name of san?.altNames ?? []) {
    if (name.type !== 0 || !Array.isArray(name.value)) continue;
    const [oid, wrapped] = name.value as Asn1[];
    if (!oid || typeof oid.value !== 'string' || forge.asn1.derToOid(oid.value) !== ICP_BRASIL_CNPJ_OID) continue;
    // [0] EXPLICIT around the value: an OCTET STRING, or a printable/UTF-8 string on some ACs.
    const inner = Array.isArray(wrapped?.value) ? (wrapped.value[0] as Asn1 | undefined) : undefined;
    const text = typeof inner?.value === 'string' ? inner.value.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : '';
    if (/^[0-9A-Z]{12}\d{2}$/.test(text)) return text;
  }
  const cn = cert.subject.getField('CN') as { value?: string } | null;
  const match = /:([0-9A-Z]{12}\d{2})$/.exec((cn?.value ?? '').trim().toUpperCase());
  return match ? match[1]! : null;
}

const subjectOf = (cert: forge.pki.Certificate) => {
  const cn = cert.subject.getField('CN') as { value?: string } | null;
  // The CN holds the name (and the CNPJ after the colon): the name alone reads better.
  return (cn?.value ?? cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${String(a.value)}`).join(', ')).replace(/:[0-9A-Z]{14}$/i, '');
};

/** The key and certificate of a .pfx, or why not. A wrong password and a file that is no PKCS#12 look alike. */
export function readA1(pfx: Buffer, password: string): A1Certificate | ReadFailure {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')), false);
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch {
    return 'wrong-password';
  }
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBag = bags(SHROUDED_KEY_BAG)[0] ?? bags(KEY_BAG)[0];
  const certs = bags(CERT_BAG).flatMap((b) => (b.cert ? [b.cert] : []));
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key || !certs.length) return 'no-key';
  // The agency's own certificate is the one whose public key pairs with the private key.
  const own = certs.find((c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n && pub.n.equals(key.n);
  });
  if (!own) return 'no-key';
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(own),
    chainPem: certs.filter((c: forge.pki.Certificate) => c !== own).map((c: forge.pki.Certificate) => forge.pki.certificateToPem(c)),
    subject: subjectOf(own).slice(0, 200),
    cnpj: cnpjOf(own),
    validFrom: own.validity.notBefore,
    validUntil: own.validity.notAfter,
  };
}
