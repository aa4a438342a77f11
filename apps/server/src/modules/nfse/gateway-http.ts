// The HTTP adapter of NfseGateway: mutual TLS with the agency's certificate to the Sefin Nacional
// (decision 071). Exactly once: a POST that times out or loses its connection may still have issued
// the NFS-e, so before any retry the adapter asks for the DPS by its id; only a DPS the API says it
// does not know is sent again. When even that question gets no answer the issue stays pending.
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiErrors,
  gunzipBase64,
  gzipBase64,
  isAccessKey,
  nfseNumberOf,
  NfseUnavailableError,
  type NfseDpsLookup,
  type NfseEventResult,
  type NfseGateway,
  type NfseIssued,
  type NfseSendResult,
} from './gateway.ts';
import type { SigningCredentials } from './sign.ts';

export type HttpGatewayOptions = {
  /** e.g. https://sefin.nfse.gov.br/SefinNacional (sefinBaseUrl). */
  baseUrl: string;
  /** The agency's A1 certificate and key: the TLS client identity. */
  credentials: SigningCredentials;
  /** Extra trusted roots (tests: the fake's CA); the system's when absent. */
  ca?: string | string[];
  /** One request's deadline. */
  timeoutMs?: number;
  /** POSTs of one DPS at most, each after a lookup that found nothing. */
  maxAttempts?: number;
  /** Wait before the nth resend (1-based). */
  backoffMs?: (attempt: number) => number;
};

type Answer = { status: number; body: unknown };

/** The request may or may not have reached the API: its outcome is unknown. */
class TransportError extends Error {}

export class HttpNfseGateway implements NfseGateway {
  private readonly agent: https.Agent;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;

  constructor(private readonly options: HttpGatewayOptions) {
    this.agent = new https.Agent({
      key: options.credentials.privateKeyPem,
      cert: options.credentials.certificatePem,
      ...(options.ca ? { ca: options.ca } : {}),
      keepAlive: true,
    });
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.backoffMs = options.backoffMs ?? ((n) => 1000 * 2 ** (n - 1));
  }

  close() {
    this.agent.destroy();
  }

  async sendDps(signedDpsXml: string, dpsId: string): Promise<NfseSendResult> {
    const body = { dpsXmlGZipB64: gzipBase64(signedDpsXml) };
    // After an unanswered POST, a refusal of the resend may be the API's duplicate check.
    let unsure = false;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      let answer: Answer;
      try {
        answer = await this.request('POST', '/nfse', body);
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        unsure = true;
        const lookup = await this.findByDpsId(dpsId);
        if (lookup.status === 'found') return this.nfseByAccessKey(lookup.accessKey);
        if (attempt < this.maxAttempts) await sleep(this.backoffMs(attempt));
        continue;
      }
      const record = asRecord(answer.body);
      if ((answer.status === 200 || answer.status === 201) && isAccessKey(record?.chaveAcesso)) {
        const nfseXml = typeof record.nfseXmlGZipB64 === 'string' ? gunzipBase64(record.nfseXmlGZipB64) : null;
        return { status: 'authorised', accessKey: record.chaveAcesso, number: nfseNumberOf(nfseXml), nfseXml };
      }
      if ((answer.status >= 400 && answer.status < 500) || record?.erros || record?.erro) {
        const earlier = unsure ? await this.findByDpsId(dpsId) : null;
        if (earlier?.status === 'found') return this.nfseByAccessKey(earlier.accessKey);
        return { status: 'rejected', errors: apiErrors(answer.body, answer.status) };
      }
      // A 5xx without errors says nothing about the DPS: ask before resending.
      unsure = true;
      const lookup = await this.findByDpsId(dpsId);
      if (lookup.status === 'found') return this.nfseByAccessKey(lookup.accessKey);
      if (attempt < this.maxAttempts) await sleep(this.backoffMs(attempt));
    }
    throw new NfseUnavailableError('A Sefin Nacional não confirmou a emissão; a NFS-e fica pendente para nova tentativa.');
  }

  async findByDpsId(dpsId: string): Promise<NfseDpsLookup> {
    if (!/^DPS\d{42}$/.test(dpsId)) throw new Error(`Id de DPS inválido: ${dpsId}`);
    const answer = await this.requestOrUnavailable('GET', `/dps/${dpsId}`);
    if (answer.status === 404) return { status: 'not_found' };
    const key = asRecord(answer.body)?.chaveAcesso;
    if (answer.status === 200 && isAccessKey(key)) return { status: 'found', accessKey: key };
    throw new NfseUnavailableError(`Consulta da DPS sem resposta válida (HTTP ${answer.status}).`);
  }

  async registerEvent(accessKey: string, signedEventXml: string): Promise<NfseEventResult> {
    if (!isAccessKey(accessKey)) throw new Error('Chave de acesso inválida');
    const answer = await this.requestOrUnavailable('POST', `/nfse/${accessKey}/eventos`, {
      pedidoRegistroEventoXmlGZipB64: gzipBase64(signedEventXml),
    });
    const record = asRecord(answer.body);
    if (answer.status === 200 || answer.status === 201) {
      return { status: 'registered', eventXml: typeof record?.eventoXmlGZipB64 === 'string' ? gunzipBase64(record.eventoXmlGZipB64) : null };
    }
    if (answer.status >= 500 && !(record?.erros ?? record?.erro)) throw new NfseUnavailableError(`Sefin Nacional indisponível (HTTP ${answer.status}).`);
    return { status: 'rejected', errors: apiErrors(answer.body, answer.status) };
  }

  /** The NFS-e behind an access key; its XML is a bonus, the key is what proves the issue. */
  async nfseByAccessKey(accessKey: string): Promise<NfseIssued> {
    try {
      const answer = await this.request('GET', `/nfse/${accessKey}`);
      const data = asRecord(answer.body)?.nfseXmlGZipB64;
      const nfseXml = answer.status === 200 && typeof data === 'string' ? gunzipBase64(data) : null;
      return { status: 'authorised', accessKey, number: nfseNumberOf(nfseXml), nfseXml };
    } catch {
      return { status: 'authorised', accessKey, number: null, nfseXml: null };
    }
  }

  private async requestOrUnavailable(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    try {
      return await this.request(method, path, body);
    } catch (error) {
      if (error instanceof TransportError) throw new NfseUnavailableError(`Sefin Nacional sem resposta: ${error.message}`, { cause: error });
      throw error;
    }
  }

  private request(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    const payload = body ? Buffer.from(JSON.stringify(body)) : undefined;
    return new Promise<Answer>((resolve, reject) => {
      const req = https.request(`${this.options.baseUrl}${path}`, {
        method,
        agent: this.agent,
        headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
      });
      // A deadline for the whole exchange, not only for idle sockets.
      const timer = setTimeout(() => req.destroy(new TransportError(`tempo esgotado (${this.timeoutMs} ms)`)), this.timeoutMs);
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error instanceof TransportError ? error : new TransportError(error.message));
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => {
          clearTimeout(timer);
          reject(new TransportError(error.message));
        });
        res.on('end', () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      });
      req.end(payload);
    });
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
