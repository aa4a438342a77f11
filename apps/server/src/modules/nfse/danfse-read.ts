// What the DANFSe prints, read from the authorised NFS-e XML as the Sefin Nacional returned it
// (TCInfNFSe of the national layout: the Sefin's fields, then the DPS the agency signed). Parsed with
// @xmldom/xmldom, the DOM that xml-crypto (sign.ts) already runs on; it resolves no external entity.
// Absent fields stay null and print "—": a DANFSe never fills in what the XML does not say.
import { DOMParser } from '@xmldom/xmldom';
import type { DanfseEnvironment } from '@despacha/domain/nfse/danfse';
import { displayCep } from '@despacha/domain/validators/cep';

type Node = Element | null;

export type DanfsePerson = {
  document: string | null;
  municipalRegistration: string | null;
  name: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
};

export type DanfseFacts = {
  accessKey: string | null;
  number: string | null;
  competence: string | null;
  /** dhProc and dhEmi as written in the XML (local time with its offset). */
  issuedAt: string | null;
  dpsNumber: string | null;
  dpsSeries: string | null;
  dpsIssuedAt: string | null;
  /** tpAmb of the DPS; null when the XML does not say. */
  environment: DanfseEnvironment | null;
  provider: DanfsePerson & { simples: string | null };
  customer: DanfsePerson | null;
  service: { taxCode: string | null; taxCodeDescription: string | null; nbs: string | null; place: string | null; description: string | null };
  /** Amounts in cents; the rate as the XML writes it (percent, "5.00"). */
  values: { service: number | null; issBase: number | null; issRate: string | null; issValue: number | null; withheld: string | null; net: number | null };
};

/** The element children of `parent` named `name` (namespace aside), depth-first along `path`. */
function at(parent: Node, ...path: string[]): Node {
  let current = parent;
  for (const name of path) {
    if (!current) return null;
    let found: Node = null;
    for (let c = current.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1 && (c as Element).localName === name) {
        found = c as Element;
        break;
      }
    }
    current = found;
  }
  return current;
}

/** The text of the element at `path`, trimmed; null when absent or empty. */
function text(parent: Node, ...path: string[]): string | null {
  const value = at(parent, ...path)?.textContent?.trim();
  return value ? value : null;
}

/** TSDec15V2 ("300.00") as cents; anything else is not printed as money. */
function cents(value: string | null): number | null {
  const m = value ? /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(value) : null;
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : null;
}

/** TCEndereco (end/endNac) and TCEnderecoEmitente (enderNac): street, number, complement, district, CEP and município. */
function address(end: Node): string | null {
  if (!end) return null;
  const nat = at(end, 'endNac') ?? end;
  const cep = text(nat, 'CEP');
  const city = [text(nat, 'cMun') ? `município IBGE ${text(nat, 'cMun')}` : null, text(nat, 'UF')].filter(Boolean).join('/');
  const parts = [text(end, 'xLgr'), text(end, 'nro'), text(end, 'xCpl'), text(end, 'xBairro'), cep ? `CEP ${displayCep(cep)}` : null, city || null];
  const joined = parts.filter(Boolean).join(', ');
  return joined || null;
}

function person(node: Node, end: Node): DanfsePerson {
  return {
    document: text(node, 'CNPJ') ?? text(node, 'CPF') ?? text(node, 'NIF'),
    municipalRegistration: text(node, 'IM'),
    name: text(node, 'xNome'),
    address: address(end),
    phone: text(node, 'fone'),
    email: text(node, 'email'),
  };
}

export class DanfseXmlError extends Error {}

/** The DANFSe's fields from the NFS-e XML; DanfseXmlError when it is not XML at all. */
export function readDanfse(xml: string): DanfseFacts {
  const problems: string[] = [];
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: (msg: string) => problems.push(msg), fatalError: (msg: string) => problems.push(msg) },
  }).parseFromString(xml, 'text/xml');
  const root = doc?.documentElement ?? null;
  if (!root || problems.length) throw new DanfseXmlError(problems.join('; ') || 'XML vazio');
  const inf = at(root, 'infNFSe');
  // The Sefin's NFS-e carries the DPS inside infNFSe; a bare DPS is read the same way.
  const dps = at(inf, 'DPS', 'infDPS') ?? at(root, 'infDPS');
  const id = inf?.getAttribute('Id') ?? '';
  const emit = at(inf, 'emit');
  const prest = at(dps, 'prest');
  const toma = at(dps, 'toma');
  const serv = at(dps, 'serv');
  const valNfse = at(inf, 'valores');
  const valDps = at(dps, 'valores');
  const tribMun = at(valDps, 'trib', 'tribMun');
  const tpAmb = text(dps, 'tpAmb');
  const served = cents(text(valDps, 'vServPrest', 'vServ'));
  return {
    accessKey: id.startsWith('NFS') ? id.slice(3) : null,
    number: text(inf, 'nNFSe') ?? text(root, 'nNFSe'),
    competence: text(dps, 'dCompet'),
    issuedAt: text(inf, 'dhProc'),
    dpsNumber: text(dps, 'nDPS'),
    dpsSeries: text(dps, 'serie'),
    dpsIssuedAt: text(dps, 'dhEmi'),
    environment: tpAmb === '1' ? 'producao' : tpAmb === '2' ? 'homologacao' : null,
    // The Sefin's emit names the provider in full; the DPS's prest carries its document and regime.
    provider: {
      ...person(emit ?? prest, at(emit, 'enderNac') ?? at(prest, 'end')),
      document: text(emit, 'CNPJ') ?? text(emit, 'CPF') ?? text(prest, 'CNPJ') ?? text(prest, 'CPF'),
      municipalRegistration: text(emit, 'IM') ?? text(prest, 'IM'),
      simples: text(prest, 'regTrib', 'opSimpNac'),
    },
    customer: toma ? person(toma, at(toma, 'end')) : null,
    service: {
      taxCode: text(serv, 'cServ', 'cTribNac'),
      taxCodeDescription: text(inf, 'xTribMun') ?? text(inf, 'xTribNac'),
      nbs: text(serv, 'cServ', 'cNBS'),
      place: text(inf, 'xLocPrestacao') ?? text(serv, 'locPrest', 'cLocPrestacao'),
      description: text(serv, 'cServ', 'xDescServ'),
    },
    values: {
      service: served,
      issBase: cents(text(valNfse, 'vBC')),
      issRate: text(valNfse, 'pAliqAplic') ?? text(tribMun, 'pAliq'),
      issValue: cents(text(valNfse, 'vISSQN')),
      withheld: text(tribMun, 'tpRetISSQN'),
      net: cents(text(valNfse, 'vLiq')),
    },
  };
}
