// NfseGateway: the national NFS-e API behind one interface (issue 37, decision 071). The HTTP adapter
// (gateway-http.ts) speaks to the Sefin Nacional with mutual TLS; the tests speak to the fake on
// loopback (fake-sefin.ts). The contract below follows a public client that issues in production
// (pynfse-nacional, decision 071): JSON bodies carrying the XML gzipped and base64-encoded.
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';

/** One error of the national API, as it names it (Codigo, Descricao, Complemento). */
export type NfseApiError = { code: string; message: string; complement?: string };

export type NfseIssued = { status: 'authorised'; accessKey: string; number: string | null; nfseXml: string | null };
export type NfseRejected = { status: 'rejected'; errors: NfseApiError[] };
export type NfseSendResult = NfseIssued | NfseRejected;
export type NfseDpsLookup = { status: 'found'; accessKey: string } | { status: 'not_found' };
export type NfseEventResult = { status: 'registered'; eventXml: string | null } | NfseRejected;

export interface NfseGateway {
  /** Sends a signed DPS; retries only after asking for the DPS by its id (exactly once). */
  sendDps(signedDpsXml: string, dpsId: string): Promise<NfseSendResult>;
  /** The NFS-e a DPS became, if any (GET /dps/{id}). */
  findByDpsId(dpsId: string): Promise<NfseDpsLookup>;
  /** The NFS-e behind a chave de acesso (GET /nfse/{chave}); number and XML null when unreadable. */
  nfseByAccessKey(accessKey: string): Promise<NfseIssued>;
  /** Registers a signed event (pedRegEvento), e.g. a cancellation, on an NFS-e. */
  registerEvent(accessKey: string, signedEventXml: string): Promise<NfseEventResult>;
}

/** The national API did not answer usefully (down, timed out twice, 5xx): the issue stays pending. */
export class NfseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NfseUnavailableError';
  }
}

/** Base URLs of the Sefin Nacional API; NFSE_SEFIN_URL_* override them (the fake, a proxy). */
export const SEFIN_URLS = {
  producao: 'https://sefin.nfse.gov.br/SefinNacional',
  homologacao: 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional',
} as const;

const endpointsEnv = z.object({
  NFSE_SEFIN_URL_PRODUCAO: z.string().url().default(SEFIN_URLS.producao),
  NFSE_SEFIN_URL_HOMOLOGACAO: z.string().url().default(SEFIN_URLS.homologacao),
});

export function sefinBaseUrl(environment: 'producao' | 'homologacao', env: NodeJS.ProcessEnv = process.env): string {
  const present = Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('NFSE_SEFIN_URL_') && v));
  const parsed = endpointsEnv.parse(present);
  const url = environment === 'producao' ? parsed.NFSE_SEFIN_URL_PRODUCAO : parsed.NFSE_SEFIN_URL_HOMOLOGACAO;
  return url.replace(/\/$/, '');
}

/** The body encoding of the API: UTF-8 XML, gzip, base64. */
export const gzipBase64 = (xml: string) => gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
export const gunzipBase64 = (data: string) => gunzipSync(Buffer.from(data, 'base64')).toString('utf8');

/** The API spells the error fields either way (Codigo/codigo); take both. */
function field(entry: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const [key, value] of Object.entries(entry)) {
    if (names.includes(key.toLowerCase()) && value != null && value !== '') return String(value);
  }
  return undefined;
}

/** The error list of a refusal: {erros: [...]}, {erro: [...]} or a bare list. */
export function apiErrors(body: unknown, status: number): NfseApiError[] {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const list = Array.isArray(body) ? body : (record?.erros ?? record?.erro);
  const entries = Array.isArray(list) ? list.filter((e): e is Record<string, unknown> => !!e && typeof e === 'object') : record ? [record] : [];
  const errors = entries.map((e) => ({
    code: field(e, 'codigo') ?? `HTTP ${status}`,
    message: field(e, 'descricao', 'mensagem') ?? 'Recusa sem descrição.',
    ...(field(e, 'complemento') ? { complement: field(e, 'complemento') } : {}),
  }));
  return errors.length ? errors : [{ code: `HTTP ${status}`, message: 'Recusa sem descrição.' }];
}

/** nNFSe of an NFS-e XML (TCInfNFSe). */
export const nfseNumberOf = (xml: string | null) => (xml ? (/<nNFSe>(\d+)<\/nNFSe>/.exec(xml)?.[1] ?? null) : null);

/** A 50-digit chave de acesso (TSChaveNFSe). */
export const isAccessKey = (value: unknown): value is string => typeof value === 'string' && /^\d{50}$/.test(value);
