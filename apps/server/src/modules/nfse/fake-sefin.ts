// A fake Sefin Nacional on loopback for the tests (issue 37, decision 071): HTTPS that demands a client
// certificate from its test CA, then checks each DPS as the real API is documented to: the XML against
// the official XSD (E1235), the XMLDSig with the public key of the certificate that opened the TLS
// session (E0714), the national tax code against a list (E0310), the NFS-e a DPS substitutes (E0044,
// E0046; decision 082). It answers authorised, rejected or,
// when told to, late: it issues the NFS-e and answers only after the client has given up.
import https from 'node:https';
import { randomInt, X509Certificate } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipBase64, gzipBase64 } from './gateway.ts';
import { verifyNfseXml, type SignedElement } from './sign.ts';
import { declaredVersion, validateXsd, type XsdRoot } from './xsd.ts';
import type { TestPki } from './fake-sefin-certs.ts';

/** Codes and texts as the national API returned them to public clients (decision 071 cites each). */
export const SEFIN_ERRORS = {
  schema: { Codigo: 'E1235', Descricao: 'Falha no esquema XML do DF-e.' },
  signature: { Codigo: 'E0714', Descricao: 'Arquivo enviado com erro na assinatura' },
  taxCode: {
    Codigo: 'E0310',
    Descricao: 'O código de tributação nacional informado não existe conforme a lista de serviços nacional do Sistema Nacional NFS-e.',
  },
  // Substitution (decision 082): the codes as a public client's documentation lists them (nfse-php,
  // guides/substituicao.md); the texts are the fake's own, "a confirmar" against the Anexo I.
  substitutedNotFound: { Codigo: 'E0044', Descricao: 'A NFS-e a ser substituída não foi encontrada.' },
  substitutedCancelled: { Codigo: 'E0046', Descricao: 'A NFS-e a ser substituída está cancelada ou já foi substituída.' },
} as const;

/**
 * What the fake does with the next POST /nfse: answer now, answer late, lose it, or issue and
 * answer 503 with no error list (a proxy in front of the API giving up).
 */
export type FakeBehaviour = 'answer' | 'late' | 'lost' | 'busy';

export type FakeSefinOptions = { pki: TestPki; knownTaxCodes: string[]; lateMs?: number };

type Issued = { dpsId: string; accessKey: string; cnpj: string; number: number; nfseXml: string; cancelled: boolean; substitutedBy: string | null };

export class FakeSefin {
  /** Every POST /nfse received, answered or not. */
  postCount = 0;
  readonly issued = new Map<string, Issued>();
  readonly behaviours: FakeBehaviour[] = [];
  private server: https.Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private nextNumber = 1;

  constructor(private readonly options: FakeSefinOptions) {}

  async start(): Promise<string> {
    const { pki } = this.options;
    this.server = https.createServer(
      { key: pki.server.privateKeyPem, cert: pki.server.certificatePem, ca: [pki.ca.certificatePem], requestCert: true, rejectUnauthorized: true },
      (req, res) => void this.handle(req, res).catch((error: unknown) => json(res, 500, { erros: [{ Descricao: String(error) }] })),
    );
    this.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}/SefinNacional`;
  }

  async stop() {
    for (const timer of this.timers) clearTimeout(timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private later(fn: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, this.options.lateMs ?? 1500);
    this.timers.add(timer);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const peer = (req.socket as TLSSocket).getPeerCertificate();
    // rejectUnauthorized already refused certificates outside the test CA; this is the PEM to verify with.
    const certificatePem = new X509Certificate(peer.raw).toString();
    const path = (req.url ?? '').replace(/^\/SefinNacional/, '');
    const body = req.method === 'POST' ? await readJson(req) : null;
    let match: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/nfse') return this.receiveDps(body, certificatePem, [peer.subject?.CN ?? ''].flat().join(), res);
    if (req.method === 'GET' && (match = /^\/dps\/(DPS\d{42})$/.exec(path))) {
      const found = [...this.issued.values()].find((i) => i.dpsId === match![1]);
      return found ? json(res, 200, { ...envelope(), idDps: found.dpsId, chaveAcesso: found.accessKey }) : json(res, 404, envelope());
    }
    if (req.method === 'GET' && (match = /^\/nfse\/(\d{50})$/.exec(path))) {
      const found = this.issued.get(match[1]!);
      return found ? json(res, 200, { ...envelope(), chaveAcesso: found.accessKey, nfseXmlGZipB64: gzipBase64(found.nfseXml) }) : json(res, 404, envelope());
    }
    if (req.method === 'POST' && (match = /^\/nfse\/(\d{50})\/eventos$/.exec(path))) return this.receiveEvent(match[1]!, body, certificatePem, res);
    json(res, 404, envelope());
  }

  private async checkDocument(data: unknown, root: XsdRoot, element: SignedElement, certificatePem: string) {
    if (typeof data !== 'string') return { error: SEFIN_ERRORS.schema } as const;
    let xml: string;
    try {
      xml = gunzipBase64(data);
    } catch {
      return { error: SEFIN_ERRORS.schema } as const;
    }
    const version = declaredVersion(xml);
    const schema = version ? await validateXsd(xml, root, version) : null;
    if (!schema?.valid) return { error: { ...SEFIN_ERRORS.schema, Complemento: schema?.errors.join('; ') ?? 'versao' } } as const;
    const signature = verifyNfseXml(xml, element, certificatePem);
    if (!signature.valid) return { error: { ...SEFIN_ERRORS.signature, Complemento: signature.reason } } as const;
    return { xml } as const;
  }

  private async receiveDps(body: Record<string, unknown> | null, certificatePem: string, subjectCn: string, res: ServerResponse) {
    this.postCount++;
    const behaviour = this.behaviours.shift() ?? 'answer';
    if (behaviour === 'lost') return this.later(() => res.destroy());
    const checked = await this.checkDocument(body?.dpsXmlGZipB64, 'DPS', 'infDPS', certificatePem);
    if ('error' in checked) return json(res, 400, { ...envelope(), erros: [checked.error] });
    const xml = checked.xml;
    const dpsId = /<infDPS\b[^>]*\bId="([^"]+)"/.exec(xml)![1]!;
    const cnpj = /<prest><CNPJ>(\d{14})<\/CNPJ>/.exec(xml)?.[1];
    // The TLS identity must be the provider's: ICP-Brasil A1 CNs end in ":CNPJ".
    if (!cnpj || !subjectCn.endsWith(`:${cnpj}`)) return json(res, 403, envelope());
    const taxCode = /<cTribNac>(\d{6})<\/cTribNac>/.exec(xml)?.[1] ?? '';
    if (!this.options.knownTaxCodes.includes(taxCode)) return json(res, 400, { ...envelope(), idDPS: dpsId, erros: [SEFIN_ERRORS.taxCode] });
    if ([...this.issued.values()].some((i) => i.dpsId === dpsId)) return json(res, 409, { ...envelope(), idDPS: dpsId });
    // A DPS naming an NFS-e to substitute: the Sefin checks it, then cancels it by substitution (e105102).
    const substituted = /<chSubstda>(\d{50})<\/chSubstda>/.exec(xml)?.[1];
    const original = substituted ? this.issued.get(substituted) : undefined;
    if (substituted && original?.cnpj !== cnpj) return json(res, 400, { ...envelope(), idDPS: dpsId, erros: [SEFIN_ERRORS.substitutedNotFound] });
    if (original?.cancelled) return json(res, 400, { ...envelope(), idDPS: dpsId, erros: [SEFIN_ERRORS.substitutedCancelled] });
    const issued = this.issue(dpsId, cnpj, xml, subjectCn.slice(0, subjectCn.lastIndexOf(':')));
    if (original) Object.assign(original, { cancelled: true, substitutedBy: issued.accessKey });
    const answer = () => json(res, 201, { ...envelope(), idDps: dpsId, chaveAcesso: issued.accessKey, nfseXmlGZipB64: gzipBase64(issued.nfseXml) });
    if (behaviour === 'late') this.later(answer);
    else if (behaviour === 'busy') json(res, 503, {});
    else answer();
  }

  private issue(dpsId: string, cnpj: string, dpsXml: string, providerName: string): Issued {
    const number = this.nextNumber++;
    const municipality = dpsId.slice(3, 10);
    const ym = new Date().toISOString().slice(2, 7).replace('-', '');
    // Shaped like a chave (município, ambiente gerador 2, tipo de inscrição 2, CNPJ, nNFSe, AAMM, código);
    // the fake's check digit is not the national one.
    const accessKey = `${municipality}22${cnpj}${String(number).padStart(13, '0')}${ym}${String(randomInt(1e9)).padStart(9, '0')}0`;
    const dps = dpsXml.replace(/^<\?xml[^>]*\?>/, '');
    const nfseXml = `<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infNFSe Id="NFS${accessKey}">${nfseFields(number, cnpj, providerName, dps)}${dps}</infNFSe></NFSe>`;
    const issued = { dpsId, accessKey, cnpj, number, nfseXml, cancelled: false, substitutedBy: null };
    this.issued.set(accessKey, issued);
    return issued;
  }

  private async receiveEvent(accessKey: string, body: Record<string, unknown> | null, certificatePem: string, res: ServerResponse) {
    const found = this.issued.get(accessKey);
    if (!found) return json(res, 404, envelope());
    const checked = await this.checkDocument(body?.pedidoRegistroEventoXmlGZipB64, 'pedRegEvento', 'infPedReg', certificatePem);
    if ('error' in checked) return json(res, 400, { ...envelope(), erros: [checked.error] });
    found.cancelled = true;
    const event = `<evento xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infEvento Id="EVT${accessKey}101101001">${checked.xml.replace(/^<\?xml[^>]*\?>/, '')}</infEvento></evento>`;
    json(res, 201, { ...envelope(), eventoXmlGZipB64: gzipBase64(event) });
  }
}

/**
 * What the Sefin adds around the DPS, in TCInfNFSe's order (xLocEmi … valores): the values from the
 * DPS, the names of the tests' own município (Rio) and item (33.01), the provider's name from its
 * certificate. What the DANFSe reads; not schema-checked nor signed (the client validates neither).
 */
function nfseFields(number: number, cnpj: string, providerName: string, dps: string): string {
  const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(dps)?.[1] ?? '';
  const served = Number(tag('vServ'));
  const rate = tag('pAliq');
  const iss = rate ? ((served * Number(rate)) / 100).toFixed(2) : '';
  const emitted = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 19);
  return (
    `<xLocEmi>Rio de Janeiro</xLocEmi><xLocPrestacao>Rio de Janeiro</xLocPrestacao><nNFSe>${number}</nNFSe>` +
    `<xTribNac>Serviços de desembaraço aduaneiro, comissários, despachantes e congêneres.</xTribNac>` +
    `<verAplic>FakeSefin</verAplic><ambGer>2</ambGer><tpEmis>1</tpEmis><cStat>100</cStat>` +
    `<dhProc>${emitted}-03:00</dhProc><nDFSe>${number}</nDFSe>` +
    `<emit><CNPJ>${cnpj}</CNPJ>${tag('IM') ? `<IM>${tag('IM')}</IM>` : ''}<xNome>${providerName}</xNome>` +
    `<enderNac><xLgr>Rua da Assembleia</xLgr><nro>10</nro><xBairro>Centro</xBairro><cMun>3304557</cMun><UF>RJ</UF><CEP>20011000</CEP></enderNac></emit>` +
    `<valores>${iss ? `<vBC>${served.toFixed(2)}</vBC><pAliqAplic>${rate}</pAliqAplic><vISSQN>${iss}</vISSQN>` : ''}<vLiq>${served.toFixed(2)}</vLiq></valores>`
  );
}

const envelope = () => ({ tipoAmbiente: 2, versaoAplicativo: 'FakeSefin', dataHoraProcessamento: new Date().toISOString() });

function json(res: ServerResponse, status: number, body: object) {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
