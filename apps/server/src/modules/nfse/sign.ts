// XMLDSig of the national NFS-e documents (issue 37, decision 071): an enveloped signature of the
// element that carries the Id (infDPS, infPedReg), placed as its next sibling as TCDPS/TCPedRegEvt
// declare, with the X.509 certificate in KeyInfo. Algorithms per layout:
// - 1.00: its xmldsig-core-schema fixes RSA-SHA1, SHA-1 digest and C14N 1.0 (schemas/v1.00);
// - 1.01: the schema is the generic W3C one; we sign RSA-SHA256/SHA-256 with C14N 1.0, as the public
//   clients that issue in production do ("a confirmar" against the Manual, decision 071).
// Both take exactly two transforms, enveloped-signature then C14N (TransformsType of 1.00).
import { SignedXml } from 'xml-crypto';
import type { DpsLayoutVersion } from '@despacha/domain/nfse/dps';

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const ALGORITHMS = {
  '1.00': { signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1', digest: 'http://www.w3.org/2000/09/xmldsig#sha1' },
  '1.01': { signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', digest: 'http://www.w3.org/2001/04/xmlenc#sha256' },
} as const;

/** The agency's A1 certificate and key, PEM, as the certificate module hands them over. */
export type SigningCredentials = { certificatePem: string; privateKeyPem: string };

/** The element a document signs: the one with the Id, child of the root. */
export type SignedElement = 'infDPS' | 'infPedReg';

const byName = (name: string) => `//*[local-name(.)='${name}']`;

/** Signs the document's `element`; the Signature becomes the last child of the root. */
export function signNfseXml(xml: string, element: SignedElement, layout: DpsLayoutVersion, credentials: SigningCredentials): string {
  const algorithms = ALGORITHMS[layout];
  const signer = new SignedXml({
    privateKey: credentials.privateKeyPem,
    publicCert: credentials.certificatePem,
    signatureAlgorithm: algorithms.signature,
    canonicalizationAlgorithm: C14N,
  });
  signer.addReference({ xpath: byName(element), transforms: [ENVELOPED, C14N], digestAlgorithm: algorithms.digest });
  const root = element === 'infDPS' ? 'DPS' : 'pedRegEvento';
  signer.computeSignature(xml, { location: { reference: byName(root), action: 'append' } });
  return signer.getSignedXml();
}

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

/**
 * Verifies a signed document with the given certificate's public key (never the certificate the
 * document itself carries), and that the signature covers the element with the Id.
 */
export function verifyNfseXml(xml: string, element: SignedElement, certificatePem: string): SignatureCheck {
  const signature = /<Signature\b[\s\S]*<\/Signature>/.exec(xml)?.[0];
  if (!signature) return { valid: false, reason: 'assinatura ausente' };
  const id = new RegExp(`<${element}\\b[^>]*\\bId="([^"]+)"`).exec(xml)?.[1];
  if (!id) return { valid: false, reason: `${element} sem Id` };
  const verifier = new SignedXml({ publicCert: certificatePem, getCertFromKeyInfo: () => null });
  try {
    verifier.loadSignature(signature);
    if (!verifier.checkSignature(xml)) return { valid: false, reason: 'assinatura não confere' };
  } catch (error) {
    return { valid: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const uris = verifier.getReferences().map((r) => r.uri);
  if (uris.length !== 1 || uris[0] !== `#${id}`) return { valid: false, reason: `a assinatura não referencia #${id}` };
  return { valid: true };
}
